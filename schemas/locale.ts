import { z } from 'zod';

/** docs/rules/01-product-and-brands.md: four locales from country and formal flag; nl is the fallback. */
export const localeSchema = z.enum(['nl', 'nl-formal', 'be', 'be-formal']);
export type Locale = z.infer<typeof localeSchema>;
