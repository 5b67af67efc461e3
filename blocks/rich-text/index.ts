import { defineBlock } from '../define.ts';
import { RichText } from './rich-text.tsx';
import { richTextBlockSchema } from './schema.ts';

export const richTextBlock = defineBlock({ displayName: 'Rich text', schema: richTextBlockSchema, Component: RichText });
