import { defineBlock } from '../define.ts';
import { HeaderPoints } from './header-points.tsx';
import { headerPointsBlockSchema } from './schema.ts';

export const headerPointsBlock = defineBlock({ displayName: 'Header selling points', schema: headerPointsBlockSchema, Component: HeaderPoints });
