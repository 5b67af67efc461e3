import { defineBlock } from '../define.ts';
import { uspBarBlockSchema } from './schema.ts';
import { UspBar } from './usp-bar.tsx';

export const uspBarBlock = defineBlock({ displayName: 'USP bar', schema: uspBarBlockSchema, Component: UspBar });
