import { BLOCK_CATALOG } from '../catalog.ts';
import { defineBlock } from '../define.ts';
import { HeaderPoints } from './header-points.tsx';

export const headerPointsBlock = defineBlock({ ...BLOCK_CATALOG['header-points'], Component: HeaderPoints });
