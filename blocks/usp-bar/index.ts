import { BLOCK_CATALOG } from '../catalog.ts';
import { defineBlock } from '../define.ts';
import { resolveUspBar } from './resolver.ts';
import { UspBar } from './usp-bar.tsx';

export const uspBarBlock = defineBlock({ ...BLOCK_CATALOG['usp-bar'], resolve: resolveUspBar, Component: UspBar });
