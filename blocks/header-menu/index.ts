import { BLOCK_CATALOG } from '../catalog.ts';
import { defineBlock } from '../define.ts';
import { HeaderMenu } from './header-menu.tsx';

export const menuBlock = defineBlock({ ...BLOCK_CATALOG.menu, Component: HeaderMenu });
