import { BLOCK_CATALOG } from '../catalog.ts';
import { defineBlock } from '../define.ts';
import { RichText } from './rich-text.tsx';

export const richTextBlock = defineBlock({ ...BLOCK_CATALOG['rich-text'], Component: RichText });
