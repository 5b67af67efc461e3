import { BLOCK_CATALOG } from '../catalog.ts';
import { defineBlock } from '../define.ts';
import { Page } from './page.tsx';

export const pageBlock = defineBlock({ ...BLOCK_CATALOG.page, slots: ['body'], Component: Page });
