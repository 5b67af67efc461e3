import { defineBlock } from '../define.ts';
import { ContentImage } from './image.tsx';
import { imageBlockSchema } from './schema.ts';

export const imageBlock = defineBlock({ displayName: 'Image', schema: imageBlockSchema, Component: ContentImage });
