import { defineBlock } from '../define.ts';
import { touchpointsBlockSchema } from './schema.ts';
import { Touchpoints } from './touchpoints.tsx';

export const touchpointsBlock = defineBlock({ displayName: 'Touchpoints', schema: touchpointsBlockSchema, Component: Touchpoints });
