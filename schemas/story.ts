import { z } from 'zod';

/*
 * Storyblok's content delivery API as `GET cdn/stories/{slug}` answers it (docs/rules/07-calls.md). Parsed tolerantly:
 * the CDN adds keys over time, and a new key must never turn a page into an error. Only what we read is typed.
 */

/**
 * What every block in a story has. `_editable` is only present in draft content: an HTML comment
 * `<!--#storyblok#{"name":"hero","space":"1","uid":"...","id":"..."}-->` the visual editor uses to find the block.
 */
export const blockBaseSchema = z.looseObject({
  _uid: z.string().min(1, 'must be a non-empty block id'),
  component: z.string().min(1, 'must name the block type'),
  _editable: z.string().optional(),
});

/** One story. Timestamps are ISO strings; `published_at` is null for a story that was never published. */
export const storySchema = z.looseObject({
  id: z.number().int(),
  uuid: z.string().min(1),
  name: z.string(),
  slug: z.string().min(1),
  full_slug: z.string().min(1),
  content: blockBaseSchema,
  lang: z.string().optional(),
  created_at: z.string().optional(),
  published_at: z.string().nullish(),
  first_published_at: z.string().nullish(),
  is_startpage: z.boolean().optional(),
  parent_id: z.number().int().nullish(),
  tag_list: z.array(z.string()).optional(),
});

/** The whole answer: the story, the cache version `cv`, and related stories and links when resolved. */
export const storyResponseSchema = z.looseObject({
  story: storySchema,
  cv: z.number().int().optional(),
  rels: z.array(z.unknown()).optional(),
  links: z.array(z.unknown()).optional(),
});
export type StoryResponse = z.infer<typeof storyResponseSchema>;
