import { z } from 'zod';
import { blockBaseSchema } from '../../schemas/story.ts';

/**
 * Storyblok's richtext field: a ProseMirror/TipTap document `{ type: "doc", content: [...] }`. Nodes and marks are
 * parsed by shape only; the renderer decides what each type means and ignores what it does not know.
 */
export interface RichTextMark {
  readonly type: string;
  readonly attrs?: Readonly<Record<string, unknown>> | null;
}

export interface RichTextNode {
  readonly type: string;
  readonly text?: string;
  readonly attrs?: Readonly<Record<string, unknown>> | null;
  readonly marks?: readonly RichTextMark[];
  readonly content?: readonly RichTextNode[];
}

export interface RichTextDoc {
  readonly type: 'doc';
  readonly content: readonly RichTextNode[];
}

const attrsSchema = z.record(z.string(), z.unknown()).nullish();
const markSchema: z.ZodType<RichTextMark> = z.looseObject({ type: z.string().min(1), attrs: attrsSchema });
const richTextNodeSchema: z.ZodType<RichTextNode> = z.lazy(() =>
  z.looseObject({
    type: z.string().min(1),
    text: z.string().optional(),
    attrs: attrsSchema,
    marks: z.array(markSchema).optional(),
    content: z.array(richTextNodeSchema).optional(),
  }),
);

const EMPTY_DOC: RichTextDoc = { type: 'doc', content: [] };

/**
 * A richtext field. Storyblok sends "" (or nothing) for a field never filled in: that is an empty document.
 * A preprocess rather than a union, so a broken document reports the path of the broken node.
 */
export const richTextDocSchema: z.ZodType<RichTextDoc> = z.preprocess(
  (value) => (value === '' || value === null || value === undefined ? EMPTY_DOC : value),
  z.looseObject({ type: z.literal('doc'), content: z.array(richTextNodeSchema).default([]) }),
);

export const richTextBlockSchema = blockBaseSchema.extend({
  text: richTextDocSchema,
});
export type RichTextBlock = z.infer<typeof richTextBlockSchema>;
