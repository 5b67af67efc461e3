import { BLOCK_CATALOG } from '../catalog.ts';
import { defineBlock } from '../define.ts';
import { HeaderPoints } from './header-points.tsx';
import { resolveHeaderPoints } from './resolver.ts';

export const headerPointsBlock = defineBlock({
  ...BLOCK_CATALOG['header-points'],
  resolve: resolveHeaderPoints,
  Component: HeaderPoints,
});
