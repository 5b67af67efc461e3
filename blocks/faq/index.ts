import { defineBlock } from '../define.ts';
import { Faq } from './faq.tsx';
import { resolveFaq } from './resolver.ts';
import { faqBlockSchema } from './schema.ts';

export const faqBlock = defineBlock({ displayName: 'FAQ', schema: faqBlockSchema, resolve: resolveFaq, Component: Faq });
