import { BLOCK_CATALOG } from '../catalog.ts';
import { defineBlock } from '../define.ts';
import { Faq } from './faq.tsx';
import { resolveFaq } from './resolver.ts';

export const faqBlock = defineBlock({ ...BLOCK_CATALOG.faq, resolve: resolveFaq, Component: Faq });
