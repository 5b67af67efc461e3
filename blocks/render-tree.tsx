// The SDK's core, not @storyblok/react/rsc, which re-exports this same function: that entry would put its live-editing
// client component and server action into every page (docs/adr/0014).
import { storyblokEditable } from '@storyblok/js';
import { Fragment, type ReactNode } from 'react';
import { blockBaseSchema } from '../schemas/story.ts';
import type { BlockContext, BlockProblem } from './context.ts';
import {
  toBlockIssues,
  type BoundBlock,
  type EditableAttributes,
  type HeadingLevel,
  type RenderInput,
} from './define.ts';
import { deeper } from './shared/heading.tsx';
import { BLOCKS, lookupBlock, type BlockRegistry } from './registry.ts';
import * as css from './render-tree.css.ts';

/*
 * The page pipeline of docs/architecture.md#one-requests-path after the story is loaded: parse every block with its
 * schema, run every resolver at once, then render server components. Nothing here knows any particular block.
 */

export interface ResolveOptions {
  /** Draft content in Storyblok's editor: broken blocks become visible placeholders, blocks get editable attributes. */
  readonly preview: boolean;
  /** The blocks to render with; the site's registry unless a test brings its own. */
  readonly registry?: BlockRegistry;
}

export type ResolvedNode = Readonly<
  | {
      kind: 'block';
      uid: string;
      component: string;
      editable: EditableAttributes;
      headingLevel: HeadingLevel;
      render: (input: RenderInput) => ReactNode;
      slots: readonly { readonly name: string; readonly nodes: readonly ResolvedNode[] }[];
    }
  | { kind: 'placeholder'; uid: string; component: string; editable: EditableAttributes; problem: BlockProblem }
>;

export interface ResolvedTree {
  /** Undefined when the root block itself was left out (published mode); the site decides what that page shows. */
  readonly root: ResolvedNode | undefined;
  /** Every problem, in tree order, each already logged once. */
  readonly problems: readonly BlockProblem[];
}

type Bound = Readonly<{
  kind: 'block';
  uid: string;
  component: string;
  location: string;
  editable: EditableAttributes;
  headingLevel: HeadingLevel;
  bound: BoundBlock;
  slots: readonly { readonly name: string; readonly children: readonly Pending[] }[];
}>;
type Pending =
  | Bound
  | Readonly<{ kind: 'problem'; uid: string; component: string; editable: EditableAttributes; problem: BlockProblem }>;

const NO_ATTRIBUTES: EditableAttributes = {};

/** The component name of a block that failed even the base schema, for messages only. */
function componentOf(raw: unknown): string {
  if (typeof raw === 'object' && raw !== null && 'component' in raw && typeof raw.component === 'string')
    return raw.component;
  return '(none)';
}

function bindNode(
  raw: unknown,
  location: string,
  headingLevel: HeadingLevel,
  registry: BlockRegistry,
  preview: boolean,
): Pending {
  const base = blockBaseSchema.safeParse(raw);
  if (!base.success) {
    const component = componentOf(raw);
    const problem: BlockProblem = {
      reason: 'invalid-block',
      component,
      uid: location,
      location,
      issues: toBlockIssues(base.error),
    };
    return { kind: 'problem', uid: location, component, editable: NO_ATTRIBUTES, problem };
  }
  const { _uid: uid, component } = base.data;
  const editable: EditableAttributes = preview ? storyblokEditable(base.data) : NO_ATTRIBUTES;
  const definition = lookupBlock(registry, component);
  if (definition === undefined) {
    return {
      kind: 'problem',
      uid,
      component,
      editable,
      problem: { reason: 'unknown-component', component, uid, location },
    };
  }
  const bound = definition.bind(raw);
  if (!bound.ok) {
    return {
      kind: 'problem',
      uid,
      component,
      editable,
      problem: { reason: 'invalid-block', component, uid, location, issues: bound.issues },
    };
  }
  const slots = bound.slots.map(({ name, items }) => ({
    name,
    children: items.map((item, index) =>
      bindNode(item, `${location}.${name}[${index}]`, deeper(headingLevel), registry, preview),
    ),
  }));
  return { kind: 'block', uid, component, location, editable, headingLevel, bound, slots };
}

function collectBlocks(node: Pending, into: Bound[]): Bound[] {
  if (node.kind === 'block') {
    into.push(node);
    for (const slot of node.slots) for (const child of slot.children) collectBlocks(child, into);
  }
  return into;
}

type Loaded = { ok: true; render: (input: RenderInput) => ReactNode } | { ok: false; error: unknown };

/**
 * Parses and resolves a story's content. Every resolver of the whole tree runs at once (one Promise.all), so a page
 * waits for its slowest block, not for the sum of them. A block that fails its schema, names an unknown component,
 * or whose resolver throws is logged once through `ctx.log` and then left out (published) or shown as a
 * placeholder (preview); the rest of the page renders either way.
 */
export async function resolveTree(content: unknown, ctx: BlockContext, options: ResolveOptions): Promise<ResolvedTree> {
  const registry = options.registry ?? BLOCKS;
  const root = bindNode(content, 'content', 1, registry, options.preview);
  const blocks = collectBlocks(root, []);
  const results = await Promise.all(
    blocks.map((block) =>
      block.bound.load(ctx).then(
        (render): Loaded => ({ ok: true, render }),
        (error: unknown): Loaded => ({ ok: false, error }),
      ),
    ),
  );
  const loaded = new Map(blocks.map((block, index) => [block, results[index]]));
  const problems: BlockProblem[] = [];

  const finish = (node: Pending): ResolvedNode | undefined => {
    const failed = (problem: BlockProblem): ResolvedNode | undefined => {
      problems.push(problem);
      return options.preview
        ? { kind: 'placeholder', uid: node.uid, component: node.component, editable: node.editable, problem }
        : undefined;
    };
    if (node.kind === 'problem') return failed(node.problem);
    const result = loaded.get(node);
    if (result === undefined || !result.ok) {
      const error = result === undefined ? new Error('resolver did not run') : result.error;
      // The children are still finished, so their own problems are logged too; they are not shown without their parent.
      node.slots.forEach((slot) => slot.children.forEach(finish));
      return failed({
        reason: 'resolver-failed',
        component: node.component,
        uid: node.uid,
        location: node.location,
        error,
      });
    }
    const slots = node.slots.map((slot) => ({
      name: slot.name,
      nodes: slot.children.map(finish).filter((child): child is ResolvedNode => child !== undefined),
    }));
    return {
      kind: 'block',
      uid: node.uid,
      component: node.component,
      editable: node.editable,
      headingLevel: node.headingLevel,
      render: result.render,
      slots,
    };
  };

  const tree = { root: finish(root), problems };
  for (const problem of problems) {
    try {
      ctx.log(problem);
    } catch {
      // A failing logger must not take the page down with it (docs/architecture.md#failure-rules).
    }
  }
  return tree;
}

const PROBLEM_TEXT: Readonly<Record<BlockProblem['reason'], (component: string) => string>> = {
  'unknown-component': (component) => `Blok "${component}" is onbekend: de site heeft er geen component voor.`,
  'invalid-block': (component) => `Blok "${component}" is niet volledig of niet geldig ingevuld:`,
  'resolver-failed': (component) => `Blok "${component}" kon zijn gegevens niet ophalen. Probeer het later opnieuw.`,
};

/** Preview only, for editors (hence Dutch and technical): what is wrong with a block, where the block would be. */
function BlockPlaceholder({ problem, editable }: { problem: BlockProblem; editable: EditableAttributes }) {
  return (
    <div className={css.placeholder} role="note" data-block-problem={problem.reason} {...editable}>
      <p>{PROBLEM_TEXT[problem.reason](problem.component)}</p>
      {problem.reason === 'invalid-block' && (
        <ul className={css.issues}>
          {problem.issues.map((issue, index) => (
            <li key={index}>
              <code>{issue.path.length > 0 ? issue.path.join('.') : '(blok)'}</code>: {issue.message}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** Keys by `_uid`; a repeated uid (a copy-paste slip in content) gets its position added instead of clashing. */
function keyed(nodes: readonly ResolvedNode[]): ReactNode[] {
  const seen = new Set<string>();
  return nodes.map((node, index) => {
    const key = seen.has(node.uid) ? `${node.uid}~${index}` : node.uid;
    seen.add(node.uid);
    return <Fragment key={key}>{renderNode(node)}</Fragment>;
  });
}

function renderNode(node: ResolvedNode): ReactNode {
  if (node.kind === 'placeholder') return <BlockPlaceholder problem={node.problem} editable={node.editable} />;
  const slots = Object.fromEntries(node.slots.map((slot) => [slot.name, keyed(slot.nodes)]));
  return node.render({ slots, editable: node.editable, headingLevel: node.headingLevel });
}

/** Renders a resolved tree as server components. */
export function BlockTree({ tree }: { tree: ResolvedTree }) {
  return tree.root === undefined ? null : renderNode(tree.root);
}
