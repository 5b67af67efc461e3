import { BLOCK_CATALOG } from '../catalog.ts';
import { defineBlock } from '../define.ts';
import { Touchpoints } from './touchpoints.tsx';

export const touchpointsBlock = defineBlock({ ...BLOCK_CATALOG.touchpoints, Component: Touchpoints });
