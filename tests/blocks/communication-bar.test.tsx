import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { communicationBarBlockSchema, COMMUNICATION_TEXT_MAX } from '../../blocks/communication-bar/schema.ts';
import { BlockTree, resolveTree } from '../../blocks/render-tree.tsx';
import { testContext } from './fixtures.ts';

const content = (fields: Record<string, unknown>) => ({ _uid: 'bar', component: 'communication-bar', ...fields });
const TEXT = 'Op eerste en tweede kerstdag verschijnt er geen papieren krant.';

/** The issues a person reads in the editor (and the log): field path and message. */
function issuesOf(fields: Record<string, unknown>) {
  const parsed = communicationBarBlockSchema.safeParse(content(fields));
  return parsed.success ? [] : parsed.error.issues.map((issue) => ({ path: issue.path, message: issue.message }));
}

async function render(fields: Record<string, unknown>) {
  const ctx = testContext();
  const tree = await resolveTree(content(fields), ctx, { preview: false });
  return { html: renderToStaticMarkup(<BlockTree tree={tree} />), problems: ctx.problems };
}

describe('communication bar: schema', () => {
  it.each<[string, Record<string, unknown>]>([
    ['text only', { text: TEXT }],
    ['text only, the link fields emptied in the editor', { text: TEXT, link: '', linkLabel: '' }],
    ['a page of this shop', { text: TEXT, link: '/digitaal', linkLabel: 'Lees digitaal' }],
    [
      'another site over https',
      { text: TEXT, link: 'https://www.dpgmedia.nl/bezorging', linkLabel: 'Bekijk de bezorgdagen' },
    ],
    ['a phone number', { text: TEXT, link: 'tel:+31880505000', linkLabel: 'Bel ons' }],
    ['text of exactly the maximum length', { text: 'a'.repeat(COMMUNICATION_TEXT_MAX) }],
  ])('valid: %s', (_, fields) => {
    expect(issuesOf(fields)).toEqual([]);
  });

  it.each<[string, Record<string, unknown>, { path: string[]; message: string }[]]>([
    ['no text', {}, [{ path: ['text'], message: 'must be text' }]],
    ['only spaces', { text: '   ' }, [{ path: ['text'], message: 'must not be empty' }]],
    [
      'more than one short line',
      { text: 'a'.repeat(COMMUNICATION_TEXT_MAX + 1) },
      [
        {
          path: ['text'],
          message: `must be at most ${COMMUNICATION_TEXT_MAX} characters: the bar holds one short line`,
        },
      ],
    ],
    [
      'a link without its text',
      { text: TEXT, link: '/digitaal' },
      [{ path: ['linkLabel'], message: 'must not be empty when there is a link' }],
    ],
    [
      'link text without a link',
      { text: TEXT, linkLabel: 'Lees meer' },
      [{ path: ['link'], message: 'must not be empty when there is link text' }],
    ],
  ])('invalid: %s', (_, fields, issues) => {
    expect(issuesOf(fields)).toEqual(issues);
  });

  it.each([
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    'java\tscript:alert(1)',
    '&#106;avascript:alert(1)',
    'javascript%3Aalert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
  ])('refuses a link that runs code: %j', async (link) => {
    expect(issuesOf({ text: TEXT, link, linkLabel: 'Klik' })).toEqual([
      { path: ['link'], message: 'must be an http(s), mailto:, tel: or relative link' },
    ]);
    const { html, problems } = await render({ text: TEXT, link, linkLabel: 'Klik' });
    expect(html).toBe('');
    expect(problems).toMatchObject([
      { reason: 'invalid-block', component: 'communication-bar', issues: [{ path: ['link'] }] },
    ]);
  });
});

describe('communication bar: markup', () => {
  it('the text, then its link', async () => {
    const { html, problems } = await render({ text: TEXT, link: '/digitaal', linkLabel: 'Lees digitaal' });
    expect(problems).toEqual([]);
    expect(html).toMatch(
      new RegExp(
        `^<div class="[^"]+" data-testid="communication-bar"><p class="[^"]+">${TEXT} <a class="[^"]+" href="/digitaal">Lees digitaal</a></p></div>$`,
      ),
    );
  });

  it('without a link: text only', async () => {
    const { html } = await render({ text: TEXT });
    expect(html).toContain(TEXT);
    expect(html).not.toContain('<a ');
  });
});
