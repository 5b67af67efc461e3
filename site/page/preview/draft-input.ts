import type { ReactNode } from 'react';
import { z } from 'zod';
import { CHROME_STORIES } from '../../../domain/content/preview-target.ts';

/** What a live render renders: the page's story, or one of the chrome's stories around it. */
const DRAFT_PARTS = ['page', ...Object.values(CHROME_STORIES)] as const;

/** What the browser sends to render an edited story: parsed before anything else looks at it (render-draft.tsx). */
export const draftInputSchema = z.strictObject({
  /** A brand code; the brand and the page are looked up in render-draft.tsx. */
  brand: z.string().min(1).max(20),
  /** The page's story (the default), or the chrome story the editor opened on it. */
  part: z.enum(DRAFT_PARTS).optional(),
  /** The page's path, e.g. "/digitaal". */
  path: z.string().startsWith('/').max(200),
  /** The editor's signed parameters of the page (`_storyblok`, `_storyblok_tk[...]`). */
  editor: z
    .record(z.string().max(40), z.string().max(200))
    .refine((record) => Object.keys(record).length <= 8, 'at most 8 editor parameters'),
  /** The story content the editor's bridge sent with its `input` event: unsaved; each block is parsed by its schema. */
  content: z.unknown(),
});

export type DraftInput = z.input<typeof draftInputSchema>;

/** The rendered blocks, or why there are none (an answer, never a thrown error: the editor's console shows it). */
export type DraftResult =
  { readonly ok: true; readonly node: ReactNode } | { readonly ok: false; readonly message: string };
