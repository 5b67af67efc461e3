import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineBlock, slotSchema } from '../../blocks/define.ts';
import { BLOCKS, lookupBlock } from '../../blocks/registry.ts';
import { BlockTree, resolveTree, type ResolveOptions } from '../../blocks/render-tree.tsx';
import { blockBaseSchema } from '../../schemas/story.ts';
import { editableComment, testContext } from './fixtures.ts';

const PUBLISHED: ResolveOptions = { preview: false };
const PREVIEW: ResolveOptions = { preview: true };

async function render(content: unknown, options: ResolveOptions, ctx = testContext()) {
  const tree = await resolveTree(content, ctx, options);
  return { html: renderToStaticMarkup(<BlockTree tree={tree} />), tree, ctx };
}

const page = (...body: unknown[]) => ({ _uid: 'page-1', component: 'page', body });
const hero = { _uid: 'hero-1', component: 'hero', title: 'Kies je abonnement' };
const usp = {
  _uid: 'usp-1',
  component: 'usp-bar',
  items: [{ _uid: 'u1', component: 'usp-item', title: 'Altijd opzegbaar' }],
};
const unknown = { _uid: 'carousel-1', component: 'carousel', slides: [] };
const invalid = { _uid: 'hero-2', component: 'hero', title: '' };

describe('registry', () => {
  it('is one object keyed by Storyblok component name, with three root blocks: the page, the header menu and the communication bar', () => {
    expect(Object.keys(BLOCKS).sort()).toEqual(
      [
        'communication-bar',
        'customer-service',
        'faq',
        'header-points',
        'hero',
        'image',
        'menu',
        'modal-content',
        'order-confirmation',
        'order-form',
        'page',
        'promo-code-form',
        'rich-text',
        'touchpoints',
        'usp-bar',
      ].sort(),
    );
    expect(
      Object.entries(BLOCKS)
        .filter(([, block]) => block.root)
        .map(([name]) => name),
    ).toEqual(['page', 'menu', 'communication-bar']);
    expect(BLOCKS.page.slots).toEqual(['body']);
  });

  it('finds own entries only, never Object.prototype members', () => {
    expect(lookupBlock(BLOCKS, 'hero')).toBe(BLOCKS.hero);
    for (const name of ['constructor', '__proto__', 'toString', 'hasOwnProperty'])
      expect(lookupBlock(BLOCKS, name)).toBeUndefined();
  });
});

describe('resolveTree + BlockTree: published', () => {
  it('renders the page with its blocks in order', async () => {
    const { html, tree } = await render(page(hero, usp), PUBLISHED);
    expect(tree.problems).toEqual([]);
    expect(html).toMatch(/<h1[^>]*>Kies je abonnement<\/h1>[\s\S]*Altijd opzegbaar/);
    expect(html).not.toContain('data-blok');
  });

  it('an unknown component is logged once and left out; the rest renders', async () => {
    const { html, ctx } = await render(page(hero, unknown, usp), PUBLISHED);
    expect(ctx.problems).toEqual([
      { reason: 'unknown-component', component: 'carousel', uid: 'carousel-1', location: 'content.body[1]' },
    ]);
    expect(html).not.toContain('carousel');
    expect(html).toContain('Kies je abonnement');
    expect(html).toContain('Altijd opzegbaar');
  });

  it('an invalid block is logged once with its field path and message, and left out', async () => {
    const { html, ctx } = await render(page(invalid, usp), PUBLISHED);
    expect(ctx.problems).toEqual([
      {
        reason: 'invalid-block',
        component: 'hero',
        uid: 'hero-2',
        location: 'content.body[0]',
        issues: [{ path: ['title'], message: 'must not be empty' }],
      },
    ]);
    expect(html).not.toContain('<h1');
    expect(html).toContain('Altijd opzegbaar');
  });

  it('a child without _uid or component is an invalid block at its location', async () => {
    const { ctx } = await render(page('not a block', { component: 'hero', title: 'x' }), PUBLISHED);
    expect(ctx.problems.map((problem) => [problem.reason, problem.uid, problem.component])).toEqual([
      ['invalid-block', 'content.body[0]', '(none)'],
      ['invalid-block', 'content.body[1]', 'hero'],
    ]);
  });

  it('an invalid root leaves an empty tree, logged once', async () => {
    const { html, tree, ctx } = await render({ component: 'page' }, PUBLISHED);
    expect(tree.root).toBeUndefined();
    expect(html).toBe('');
    expect(ctx.problems).toHaveLength(1);
  });

  it('a failing logger does not fail the page', async () => {
    const ctx = testContext({
      log: () => {
        throw new Error('logger down');
      },
    });
    const { html } = await render(page(unknown, hero), PUBLISHED, ctx);
    expect(html).toContain('Kies je abonnement');
  });
});

/** Test blocks: a container with a slot, one whose resolver throws, one whose resolver waits on a barrier. */
function testRegistry(resolvers: { boom?: () => Promise<string>; wait?: (uid: string) => Promise<string> }) {
  const container = defineBlock({
    displayName: 'Container',
    schema: blockBaseSchema.extend({ items: slotSchema }),
    slots: ['items'],
    Component: ({ slots, editable }) => <div {...editable}>{slots.items}</div>,
  });
  const echo = defineBlock({
    displayName: 'Echo',
    schema: blockBaseSchema.extend({ label: z.string() }),
    resolve: async (block) => (resolvers.wait ? resolvers.wait(block._uid) : block.label),
    Component: ({ data }) => <p>{data}</p>,
  });
  const boom = defineBlock({
    displayName: 'Boom',
    schema: blockBaseSchema,
    resolve: resolvers.boom ?? (async () => 'never'),
    Component: ({ data }) => <p>{data}</p>,
  });
  return { container, echo, boom };
}

describe('resolvers', () => {
  it('a throwing resolver (sync throw or rejection) is logged once with its error and the block skipped', async () => {
    const error = new Error('front office down');
    const registry = testRegistry({
      boom: () => {
        throw error;
      },
    });
    const content = {
      _uid: 'c',
      component: 'container',
      items: [
        { _uid: 'b', component: 'boom' },
        { _uid: 'e', component: 'echo', label: 'still here' },
      ],
    };
    const { html, ctx } = await render(content, { preview: false, registry });
    expect(ctx.problems).toEqual([
      { reason: 'resolver-failed', component: 'boom', uid: 'b', location: 'content.items[0]', error },
    ]);
    expect(html).toBe('<div><p>still here</p></div>');

    const rejecting = testRegistry({ boom: () => Promise.reject(error) });
    const again = await render(content, { preview: false, registry: rejecting });
    expect(again.ctx.problems).toHaveLength(1);
    expect(again.html).toBe('<div><p>still here</p></div>');
  });

  it('all resolvers of the tree run in parallel, nested ones included', async () => {
    const uids = ['a', 'b', 'c'];
    const started: string[] = [];
    let release: () => void = () => undefined;
    const barrier = new Promise<void>((resolve) => {
      release = resolve;
    });
    // Each resolver waits until every one has started: run one after another, the first would wait forever.
    const wait = async (uid: string) => {
      started.push(uid);
      if (started.length === uids.length) release();
      await barrier;
      return `done ${uid}`;
    };
    const content = {
      _uid: 'root',
      component: 'container',
      items: [
        { _uid: 'a', component: 'echo', label: '' },
        { _uid: 'inner', component: 'container', items: [{ _uid: 'b', component: 'echo', label: '' }] },
        { _uid: 'c', component: 'echo', label: '' },
      ],
    };
    const timeout = new Promise<never>((_, reject) =>
      setTimeout(() => reject(new Error('resolvers ran one after another')), 1000),
    );
    const tree = await Promise.race([
      resolveTree(content, testContext(), { preview: false, registry: testRegistry({ wait }) }),
      timeout,
    ]);
    expect(started.sort()).toEqual(uids);
    expect(renderToStaticMarkup(<BlockTree tree={tree} />)).toBe(
      '<div><p>done a</p><div><p>done b</p></div><p>done c</p></div>',
    );
  });

  it('children of a block whose resolver failed are not shown, but their own problems are logged', async () => {
    const registry = {
      ...testRegistry({}),
      failing: defineBlock({
        displayName: 'Failing container',
        schema: blockBaseSchema.extend({ items: slotSchema }),
        slots: ['items'],
        resolve: () => Promise.reject(new Error('x')),
        Component: ({ slots }) => <div>{slots.items}</div>,
      }),
    };
    const content = {
      _uid: 'root',
      component: 'container',
      items: [
        {
          _uid: 'f',
          component: 'failing',
          items: [
            { _uid: 'e', component: 'echo', label: 'child' },
            { _uid: 'u', component: 'nope' },
          ],
        },
      ],
    };
    const { html, ctx } = await render(content, { preview: false, registry });
    expect(html).toBe('<div></div>');
    expect(ctx.problems.map((problem) => `${problem.reason}:${problem.uid}`).sort()).toEqual([
      'resolver-failed:f',
      'unknown-component:u',
    ]);
  });
});

describe('preview', () => {
  it('every block carries the editable attributes of @storyblok/js storyblokEditable', async () => {
    const content = {
      ...page({ ...hero, _editable: editableComment('hero-1', 'hero') }),
      _editable: editableComment('page-1', 'page'),
    };
    const { html } = await render(content, PREVIEW);
    const heroC = JSON.stringify({ name: 'hero', space: '98765', uid: 'hero-1', id: '123456' });
    expect(html).toContain(`data-blok-c="${heroC.replaceAll('"', '&quot;')}" data-blok-uid="123456-hero-1"`);
    expect(html).toContain('data-blok-uid="123456-page-1"');
  });

  it('published pages never carry them, even when the content has _editable', async () => {
    const { html } = await render({ ...page({ ...hero, _editable: editableComment('hero-1', 'hero') }) }, PUBLISHED);
    expect(html).not.toContain('data-blok');
  });

  it('shows unknown, invalid and failed blocks as placeholders, each logged once', async () => {
    const registry = { ...BLOCKS, boom: testRegistry({ boom: () => Promise.reject(new Error('down')) }).boom };
    const content = page(
      { ...unknown, _editable: editableComment('carousel-1', 'carousel') },
      invalid,
      { _uid: 'b', component: 'boom' },
      hero,
    );
    const { html, ctx } = await render(content, { preview: true, registry });
    expect(ctx.problems.map((problem) => problem.reason)).toEqual([
      'unknown-component',
      'invalid-block',
      'resolver-failed',
    ]);
    expect(html).toContain('data-block-problem="unknown-component"');
    expect(html).toContain('Blok &quot;carousel&quot; is onbekend');
    expect(html).toContain('data-blok-uid="123456-carousel-1"');
    expect(html).toMatch(/data-block-problem="invalid-block"[\s\S]*<code>title<\/code>: must not be empty/);
    expect(html).toContain('data-block-problem="resolver-failed"');
    expect(html).not.toContain('down');
    expect(html).toContain('Kies je abonnement');
  });

  it('malformed _editable gives no attributes and no error', async () => {
    const { html, ctx } = await render(page({ ...hero, _editable: '<!--#storyblok#{not json-->' }), PREVIEW);
    expect(html).not.toContain('data-blok');
    expect(ctx.problems).toEqual([]);
  });
});

describe('heading levels and keys', () => {
  it('blocks in the body get h2, one level deeper per nesting', async () => {
    const faq = {
      _uid: 'f',
      component: 'faq',
      title: 'Vragen',
      items: [{ _uid: 'q', component: 'faq-item', question: 'Q?', answer: '' }],
    };
    const { html } = await render(page(hero, faq), PUBLISHED);
    expect(html).toContain('<h2 class');
    expect(html).toMatch(/<h2[^>]*id="faq-f"[^>]*>Vragen<\/h2>/);
  });

  it('a repeated _uid among siblings does not break rendering', async () => {
    const { html } = await render(page(usp, usp), PUBLISHED);
    expect(html.match(/Altijd opzegbaar/g)).toHaveLength(2);
  });
});
