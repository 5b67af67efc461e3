import { createElement, type ReactNode } from 'react';
import { z } from 'zod';
import type { BlockContext, BlockIssue } from './context.ts';

export type HeadingLevel = 1 | 2 | 3 | 4 | 5 | 6;

/** Storyblok's visual-editor attributes on a block's root element; empty outside preview. */
export type EditableAttributes = Readonly<{ 'data-blok-c'?: string; 'data-blok-uid'?: string }>;

/**
 * A field holding nested blocks. Only the list is checked here: each child is parsed by its own schema when the
 * tree is resolved, so one bad child is skipped on its own instead of failing its parent.
 */
export const slotSchema = z.array(z.unknown()).default([]);

/** Fields every block schema's output has: Storyblok's block base plus one list per slot. */
export type BlockFields<S extends string> = { readonly _uid: string; readonly component: string } & {
  readonly [K in S]: readonly unknown[];
};

export interface BlockProps<B, D = undefined, S extends string = never> {
  readonly block: B;
  /** What the block's resolver computed (undefined for blocks without one). */
  readonly data: D;
  /** The rendered children of each slot, keyed by `_uid`. */
  readonly slots: Readonly<Record<S, ReactNode>>;
  /** Spread on the block's root element: Storyblok's editable attributes in preview, nothing when published. */
  readonly editable: EditableAttributes;
  /** The level for the block's own heading: 2 for blocks in a page's body, one deeper per nesting. */
  readonly headingLevel: HeadingLevel;
}

type BlockComponent<B, D, S extends string> = (props: BlockProps<B, D, S>) => ReactNode;

/** docs/conventions.md#blocks-and-resolvers: a resolver is `async (block, ctx) => data`. */
type BlockResolver<B, D> = (block: B, ctx: BlockContext) => Promise<D>;

interface BlockSpecBase<B, S extends string> {
  /** The name editors see in Storyblok's block library. */
  readonly displayName: string;
  /** A content type (a story's root block) rather than a nestable block. */
  readonly root?: boolean;
  readonly schema: z.ZodType<B>;
  readonly slots?: readonly S[];
}

export interface StaticBlockSpec<B, S extends string> extends BlockSpecBase<B, S> {
  readonly Component: BlockComponent<B, undefined, S>;
  readonly resolve?: never;
}

export interface ResolvedBlockSpec<B, D, S extends string> extends BlockSpecBase<B, S> {
  readonly Component: BlockComponent<B, D, S>;
  readonly resolve: BlockResolver<B, D>;
}

/** What the tree renderer passes to a bound block once every resolver has finished. */
export interface RenderInput {
  readonly slots: Readonly<Record<string, ReactNode>>;
  readonly editable: EditableAttributes;
  readonly headingLevel: HeadingLevel;
}

/** A block whose raw content passed its schema: its slots' raw children, and a way to resolve and render it. */
export interface BoundBlock {
  readonly ok: true;
  readonly slots: readonly { readonly name: string; readonly items: readonly unknown[] }[];
  readonly load: (ctx: BlockContext) => Promise<(input: RenderInput) => ReactNode>;
}

type BindResult = BoundBlock | { readonly ok: false; readonly issues: readonly BlockIssue[] };

/**
 * A block as the registry holds it, with its types erased: the renderer treats every block alike through `bind`,
 * which keeps each block's own types inside its closure (no casts, no per-block cases in the renderer).
 */
export interface RegisteredBlock {
  readonly displayName: string;
  readonly root: boolean;
  readonly slots: readonly string[];
  readonly schema: z.ZodType;
  readonly bind: (raw: unknown) => BindResult;
}

/** A block definition with its types: what each `blocks/<name>/index.ts` exports. */
export interface BlockDefinition<B, D, S extends string> extends RegisteredBlock {
  readonly schema: z.ZodType<B>;
  readonly slots: readonly S[];
  readonly Component: BlockComponent<B, D, S>;
  readonly resolve: BlockResolver<B, D> | undefined;
}

/** zod's issue paths may hold symbols in theory; ours never do, but a path must stay printable. */
export function toBlockIssues(error: z.ZodError): BlockIssue[] {
  return error.issues.map((issue) => ({
    path: issue.path.map((key) => (typeof key === 'symbol' ? String(key) : key)),
    message: issue.message,
  }));
}

function slotRecord<S extends string>(
  names: readonly S[],
  slots: RenderInput['slots'],
): Readonly<Record<S, ReactNode>> {
  const record = {} as Record<S, ReactNode>;
  for (const name of names) record[name] = slots[name] ?? null;
  return record;
}

function build<B extends BlockFields<S>, D, S extends string>(
  spec: BlockSpecBase<B, S> & { readonly Component: BlockComponent<B, D, S> },
  resolve: BlockResolver<B, D> | undefined,
  dataOf: (block: B, ctx: BlockContext) => Promise<D>,
): BlockDefinition<B, D, S> {
  const slots = spec.slots ?? [];
  const { Component } = spec;
  return {
    displayName: spec.displayName,
    root: spec.root ?? false,
    schema: spec.schema,
    slots,
    Component,
    resolve,
    bind(raw) {
      const parsed = spec.schema.safeParse(raw);
      if (!parsed.success) return { ok: false, issues: toBlockIssues(parsed.error) };
      const block = parsed.data;
      return {
        ok: true,
        slots: slots.map((name) => ({ name, items: block[name] })),
        async load(ctx) {
          const data = await dataOf(block, ctx);
          return (input) =>
            createElement(Component, {
              block,
              data,
              slots: slotRecord(slots, input.slots),
              editable: input.editable,
              headingLevel: input.headingLevel,
            });
        },
      };
    },
  };
}

export function defineBlock<B extends BlockFields<S>, S extends string = never>(
  spec: StaticBlockSpec<B, S>,
): BlockDefinition<B, undefined, S>;
export function defineBlock<B extends BlockFields<S>, D, S extends string = never>(
  spec: ResolvedBlockSpec<B, D, S>,
): BlockDefinition<B, D, S>;
export function defineBlock<B extends BlockFields<S>, D, S extends string>(
  spec: StaticBlockSpec<B, S> | ResolvedBlockSpec<B, D, S>,
): BlockDefinition<B, undefined, S> | BlockDefinition<B, D, S> {
  if (spec.resolve === undefined) {
    return build<B, undefined, S>(spec, undefined, async () => undefined);
  }
  return build<B, D, S>(spec, spec.resolve, spec.resolve);
}
