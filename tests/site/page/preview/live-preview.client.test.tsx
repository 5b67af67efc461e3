import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { signedEditorQuery } from '../../../../site/content/preview.ts';
import { draftInputSchema } from '../../../../site/page/preview/draft-input.ts';
import { STORY_RELATIONS } from '../../../../site/content/relations.ts';
import { DRAFT_MODE_COOKIE, VISITOR_COOKIES } from '../../../../domain/visitor-state.ts';
import { sealDraftCookie } from '../../../../site/visitor/draft-cookie.ts';
import {
  BRIDGE_OPTIONS,
  bridgeParent,
  debounced,
  latestOnly,
  liveEventHandler,
  type LiveEvent,
} from '../../../../site/page/preview/live-events.ts';

// The server action's outside world: the preview token it checks signatures with, the request on vk's host, its
// cookies, and Next's draft mode (off but where a test turns it on).
const PREVIEW_TOKEN = vi.hoisted(() => (process.env.STORYBLOK_PREVIEW_TOKEN = 'unit-preview-token'));
const request = vi.hoisted(() => ({ cookies: new Map<string, { value: string }>(), draftMode: false }));
vi.mock('next/headers', () => ({
  cookies: async () => request.cookies,
  headers: async () => new Headers({ host: 'vk.localhost' }),
  draftMode: async () => ({ isEnabled: request.draftMode }),
}));
const { renderDraft } = await import('../../../../site/page/preview/render-draft.tsx');
const { renderChromeDraft } = await import('../../../../site/chrome/preview/render-chrome-draft.tsx');

const STORY_ID = 2090820973;
const content = { _uid: 'page-1', component: 'page', body: [] };

function handle(event: LiveEvent) {
  const target = { render: vi.fn(), refresh: vi.fn(), ignore: vi.fn() };
  liveEventHandler(STORY_ID, target)(event);
  return target;
}

describe("the page's answer to the editor's events", () => {
  it.each<[string, LiveEvent, { render: unknown[][]; refresh: number; ignore: number }]>([
    [
      'input of its story: renders the edited content',
      { action: 'input', story: { id: STORY_ID, content } as { id: number } },
      { render: [[content]], refresh: 0, ignore: 0 },
    ],
    [
      'input of another story: nothing',
      { action: 'input', story: { id: 1, content } as { id: number } },
      { render: [], refresh: 0, ignore: 1 },
    ],
    [
      'change (saved) of its story: refreshes',
      { action: 'change', reload: true, storyId: STORY_ID, slug: 'vk/digitaal' },
      { render: [], refresh: 1, ignore: 0 },
    ],
    [
      'published, its story: refreshes',
      { action: 'published', storyId: STORY_ID, slug: 'vk/digitaal', slugChanged: false },
      { render: [], refresh: 1, ignore: 0 },
    ],
    [
      'published, another story: nothing',
      { action: 'published', storyId: 7, slug: 'vk/home', slugChanged: false },
      { render: [], refresh: 0, ignore: 1 },
    ],
    [
      'unpublished, its story: refreshes',
      { action: 'unpublished', storyId: STORY_ID, slug: 'vk/digitaal' },
      { render: [], refresh: 1, ignore: 0 },
    ],
    [
      'unpublished, another story: nothing',
      { action: 'unpublished', storyId: 7, slug: 'vk/home' },
      { render: [], refresh: 0, ignore: 1 },
    ],
  ])('%s', (_, event, expected) => {
    const target = handle(event);
    expect(target.render.mock.calls).toEqual(expected.render);
    expect(target.refresh).toHaveBeenCalledTimes(expected.refresh);
    expect(target.ignore).toHaveBeenCalledTimes(expected.ignore);
  });

  it('asks the editor to resolve exactly the relations the page resolves', () => {
    expect(BRIDGE_OPTIONS).toEqual({ resolveRelations: [...STORY_RELATIONS] });
  });
});

describe('debounced: a burst of keystrokes is one render, of the last one', () => {
  it.each<[string, [number, string][], number, string[]]>([
    ['one keystroke: rendered once the pause is over', [[0, 'a']], 150, ['a']],
    [
      'three keystrokes 50 ms apart: only the last',
      [
        [0, 'a'],
        [50, 'ab'],
        [100, 'abc'],
      ],
      250,
      ['abc'],
    ],
    [
      'two bursts with a pause between: the last of each',
      [
        [0, 'a'],
        [50, 'ab'],
        [300, 'abc'],
        [320, 'abcd'],
      ],
      470,
      ['ab', 'abcd'],
    ],
    [
      'not before the pause is over',
      [
        [0, 'a'],
        [100, 'ab'],
      ],
      249,
      [],
    ],
  ])('%s', (_, keystrokes, until, expected) => {
    vi.useFakeTimers();
    try {
      const rendered: string[] = [];
      const typing = debounced<string>((value) => rendered.push(value), 150);
      let now = 0;
      for (const [at, value] of keystrokes) {
        vi.advanceTimersByTime(at - now);
        now = at;
        typing.push(value);
      }
      vi.advanceTimersByTime(until - now);
      expect(rendered).toEqual(expected);
    } finally {
      vi.useRealTimers();
    }
  });

  it('drops the waiting keystroke on cancel (a save shows the saved story)', () => {
    vi.useFakeTimers();
    try {
      const rendered: string[] = [];
      const typing = debounced<string>((value) => rendered.push(value), 150);
      typing.push('a');
      typing.cancel();
      vi.advanceTimersByTime(1_000);
      expect(rendered).toEqual([]);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('latestOnly: the newest render wins', () => {
  const deferred = <T,>() => {
    let resolve!: (value: T) => void;
    let reject!: (error: unknown) => void;
    const promise = new Promise<T>((res, rej) => ((resolve = res), (reject = rej)));
    return { promise, resolve, reject };
  };

  it('drops an older answer that arrives after a newer one', async () => {
    const applied: string[] = [];
    const updates = latestOnly<string>(
      (value) => applied.push(value),
      () => {},
    );
    const [first, second] = [deferred<string>(), deferred<string>()];
    updates.run(first.promise);
    updates.run(second.promise);
    second.resolve('second');
    first.resolve('first');
    await Promise.all([first.promise, second.promise]);
    await Promise.resolve();
    expect(applied).toEqual(['second']);
  });

  it('drops every pending answer and failure after cancel (a refresh shows the saved story)', async () => {
    const applied: string[] = [];
    const failed: unknown[] = [];
    const updates = latestOnly<string>(
      (value) => applied.push(value),
      (error) => failed.push(error),
    );
    const [ok, bad] = [deferred<string>(), deferred<string>()];
    updates.run(ok.promise);
    updates.cancel();
    ok.resolve('late');
    await ok.promise;
    updates.run(bad.promise);
    updates.cancel();
    bad.reject(new Error('late'));
    await bad.promise.catch(() => {});
    await Promise.resolve();
    expect(applied).toEqual([]);
    expect(failed).toEqual([]);
  });

  it('reports the failure of the newest render', async () => {
    const failed: unknown[] = [];
    const updates = latestOnly<string>(
      () => {},
      (error) => failed.push(error),
    );
    const error = new Error('server down');
    const pending = Promise.reject(error);
    updates.run(pending);
    await pending.catch(() => {});
    await Promise.resolve();
    expect(failed).toEqual([error]);
  });
});

describe('draftInputSchema: what the browser may send to render a draft', () => {
  const valid = { brand: 'vk', path: '/digitaal', editor: { _storyblok: '1' }, content };

  it('takes a page, the editor parameters and any content (the blocks parse the content)', () => {
    expect(draftInputSchema.parse(valid)).toEqual(valid);
    expect(draftInputSchema.parse({ ...valid, content: 'not a block' }).content).toBe('not a block');
  });

  it.each<[string, unknown]>([
    ['no object', 'vk'],
    ['an unknown field', { ...valid, extra: 1 }],
    ['a path without its slash', { ...valid, path: 'digitaal' }],
    ['an empty brand', { ...valid, brand: '' }],
    ['an editor parameter that is no string', { ...valid, editor: { _storyblok: 1 } }],
    [
      'too many editor parameters',
      { ...valid, editor: Object.fromEntries(Array.from({ length: 9 }, (_, index) => [`k${index}`, 'v'])) },
    ],
    ['an oversized editor value', { ...valid, editor: { _storyblok: 'x'.repeat(201) } }],
  ])('refuses %s', (_, input) => {
    expect(draftInputSchema.safeParse(input).success).toBe(false);
  });
});

describe('renderDraft: the server action that renders an edited story', () => {
  const signed = signedEditorQuery('4242', PREVIEW_TOKEN, new Date());
  const richText = (text: string) => ({
    _uid: 'text-1',
    component: 'rich-text',
    _editable: `<!--#storyblok#${JSON.stringify({ name: 'rich-text', space: '4242', uid: 'text-1', id: String(STORY_ID) })}-->`,
    text: { type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text }] }] },
  });
  const edited = { _uid: 'page-1', component: 'page', body: [richText('Nog niet opgeslagen')] };

  it('renders the posted blocks with their editable attributes for a signed editor request', async () => {
    const result = await renderDraft({ brand: 'vk', path: '/digitaal', editor: signed, content: edited });
    if (!result.ok) throw new Error(result.message);
    const html = renderToStaticMarkup(<>{result.node}</>);
    expect(html).toContain('Nog niet opgeslagen');
    expect(html).toContain(`data-blok-uid="${STORY_ID}-text-1"`);
  });

  it.each<[string, Record<string, unknown>, readonly string[]]>([
    ['the brand’s defaults', {}, ['Digitaal | de Volkskrant', 'mogen de pagina tonen', '/assets/social/vk.png']],
    [
      'the editor’s unsaved fields',
      {
        seo_title: 'Zomeraanbieding',
        meta_description: 'Lees de hele zomer.',
        social_image: { filename: 'https://a.storyblok.com/f/1/2400x1600/abc/zomer.jpg', alt: 'Strand' },
        noindex: true,
      },
      ['Zomeraanbieding', 'Lees de hele zomer.', 'Strand: https://a.storyblok.com/f/1/2400x1600/abc/zomer.jpg/m/'],
    ],
  ])('shows the editor what search and shared links will show: %s', async (_, fields, shown) => {
    const result = await renderDraft({
      brand: 'vk',
      path: '/digitaal',
      editor: signed,
      content: { ...edited, ...fields },
    });
    if (!result.ok) throw new Error(result.message);
    const html = renderToStaticMarkup(<>{result.node}</>);
    const preview = /<details[^>]*data-testid="editor-search-preview"[\s\S]*?<\/details>/.exec(html)?.[0] ?? '';
    for (const text of shown) expect(preview).toContain(text);
    expect(preview).toContain(fields.noindex ? 'tonen de pagina niet (noindex)' : 'mogen de pagina tonen');
  });

  it('renders a story link as the page that shows the story: on this brand, or the other brand’s shop', async () => {
    const linked = (href: string) => ({
      _uid: 'page-1',
      component: 'page',
      body: [
        {
          ...richText('x'),
          text: {
            type: 'doc',
            content: [
              {
                type: 'paragraph',
                content: [
                  { type: 'text', text: 'lees meer', marks: [{ type: 'link', attrs: { href, linktype: 'story' } }] },
                ],
              },
            ],
          },
        },
      ],
    });
    const hrefOf = async (href: string) => {
      const result = await renderDraft({ brand: 'vk', path: '/digitaal', editor: signed, content: linked(href) });
      if (!result.ok) throw new Error(result.message);
      return /<a [^>]*href="([^"]*)"/.exec(renderToStaticMarkup(<>{result.node}</>))?.[1];
    };
    expect(await hrefOf('vk/zakelijk')).toBe('/zakelijk');
    expect(await hrefOf('group/studenten')).toBe('/studenten');
    expect(await hrefOf('ad/digitaal')).toBe('https://ad.nl/digitaal');
    expect(await hrefOf('vk/nergens')).toBeUndefined();
  });

  it('renders without a signature in draft mode, read from the action’s Visit: the shop’s sealed cookie and Next’s', async () => {
    request.cookies = new Map([
      [VISITOR_COOKIES.draft, { value: await sealDraftCookie() }],
      [DRAFT_MODE_COOKIE, { value: 'the-build-s-preview-id' }],
    ]);
    request.draftMode = true;
    try {
      const result = await renderDraft({ brand: 'vk', path: '/digitaal', editor: {}, content: edited });
      expect(result.ok).toBe(true);
      request.cookies.delete(VISITOR_COOKIES.draft);
      const without = await renderDraft({ brand: 'vk', path: '/digitaal', editor: {}, content: edited });
      expect(without).toEqual({ ok: false, message: expect.stringMatching(/not allowed/) });
    } finally {
      request.cookies = new Map();
      request.draftMode = false;
    }
  });

  it.each<[string, Parameters<typeof renderDraft>[0], RegExp]>([
    ['no signature: a visitor', { brand: 'vk', path: '/digitaal', editor: {}, content: edited }, /not allowed/],
    [
      'a signature made with another token',
      { brand: 'vk', path: '/digitaal', editor: signedEditorQuery('4242', 'guess', new Date()), content: edited },
      /not allowed/,
    ],
    [
      'a page the brand does not have',
      { brand: 'vk', path: '/nergens', editor: signed, content: edited },
      /no page \/nergens of brand vk/,
    ],
    [
      'an unknown brand',
      { brand: 'zz', path: '/digitaal', editor: signed, content: edited },
      /no page \/digitaal of brand zz/,
    ],
    [
      'input of another shape',
      { brand: 'vk', path: 'digitaal', editor: signed, content: edited },
      /not a draft to render/,
    ],
    [
      'a chrome story',
      { brand: 'vk', path: '/', part: 'menu', editor: signed, content: edited },
      /rendered with the layout/,
    ],
  ])('answers %s with a message, never an error', async (_, input, message) => {
    const result = await renderDraft(input);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.message).toMatch(message);
  });
});

describe('renderChromeDraft: an edited chrome story, rendered as the layout renders it', () => {
  const signed = signedEditorQuery('4242', PREVIEW_TOKEN, new Date());
  // As the editor sends it: each block with the `_editable` comment its attributes come from.
  const editable = (name: string, uid: string) =>
    `<!--#storyblok#${JSON.stringify({ name, space: '4242', uid, id: String(STORY_ID) })}-->`;
  const item = (uid: string, label: string, path: string) => ({
    _uid: uid,
    component: 'header-menu-item',
    _editable: editable('header-menu-item', uid),
    label,
    path,
  });
  const menu = {
    _uid: 'menu-1',
    component: 'menu',
    _editable: editable('menu', 'menu-1'),
    items: [item('item-1', 'Digitaal lezen', '/digitaal'), item('item-2', 'Zakelijk', '/zakelijk')],
  };

  it('renders the edited menu with its editable attributes, only the items whose page the brand has', async () => {
    const result = await renderChromeDraft({ brand: 'vk', path: '/', part: 'menu', editor: signed, content: menu });
    if (!result.ok) throw new Error(result.message);
    const html = renderToStaticMarkup(<>{result.node}</>);
    expect(html).toContain('Digitaal lezen');
    expect(html).toContain(`data-blok-uid="${STORY_ID}-menu-1"`);
    const lib = await renderChromeDraft({
      brand: 'lib',
      path: '/',
      part: 'menu',
      editor: signed,
      content: { ...menu, items: [menu.items[1]] },
    });
    expect(lib.ok).toBe(false);
  });

  it.each<[string, Parameters<typeof renderChromeDraft>[0], RegExp]>([
    ['no signature', { brand: 'vk', path: '/', part: 'menu', editor: {}, content: menu }, /not allowed/],
    ['a page’s story', { brand: 'vk', path: '/', editor: signed, content: menu }, /rendered with the page/],
    ['an unknown brand', { brand: 'zz', path: '/', part: 'menu', editor: signed, content: menu }, /no brand zz/],
    [
      'content that is no block',
      { brand: 'vk', path: '/', part: 'menu', editor: signed, content: 'menu' },
      /does not render/,
    ],
    [
      'another block at the root',
      { brand: 'vk', path: '/', part: 'communicatie', editor: signed, content: menu },
      /does not render/,
    ],
    [
      'a part that is none',
      { brand: 'vk', path: '/', part: 'footer' as 'menu', editor: signed, content: menu },
      /not a draft to render/,
    ],
  ])('answers %s with a message, never an error', async (_, input, message) => {
    const result = await renderChromeDraft(input);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.message).toMatch(message);
  });
});

describe('bridgeParent: the editor the bridge talks to', () => {
  const origins = ['https://app.storyblok.com', 'http://127.0.0.1:3970'];
  it.each<[string, string | undefined, string | undefined]>([
    ['framed by the local editor stand-in', 'http://127.0.0.1:3970/', 'http://127.0.0.1:3970'],
    ['framed by Storyblok’s editor', 'https://app.storyblok.com/', 'https://app.storyblok.com'],
    ['framed by a page that is no editor: the package’s default', 'https://evil.example/', undefined],
    ['another port of the same address', 'http://127.0.0.1:3971/', undefined],
    ['no referrer', '', undefined],
    ['nothing known', undefined, undefined],
  ])('%s', (_, referrer, expected) => {
    expect(bridgeParent(referrer, origins)).toBe(expected);
  });
});
