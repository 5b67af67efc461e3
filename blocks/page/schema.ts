import type { z } from 'zod';
import { blockBaseSchema } from '../../schemas/story.ts';
import { slotSchema } from '../define.ts';

/** A story's root block: the page, its body a list of blocks in the order editors placed them. */
export const pageBlockSchema = blockBaseSchema.extend({ body: slotSchema });
export type PageBlock = z.infer<typeof pageBlockSchema>;
