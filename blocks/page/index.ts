import { defineBlock } from '../define.ts';
import { Page } from './page.tsx';
import { pageBlockSchema } from './schema.ts';

export const pageBlock = defineBlock({ displayName: 'Page', root: true, schema: pageBlockSchema, slots: ['body'], Component: Page });
