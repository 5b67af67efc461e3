import { BLOCK_CATALOG } from '../catalog.ts';
import { defineBlock } from '../define.ts';
import { ContentImage } from './image.tsx';

export const imageBlock = defineBlock({ ...BLOCK_CATALOG.image, Component: ContentImage });
