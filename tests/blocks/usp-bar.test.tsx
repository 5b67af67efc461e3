import { readFileSync } from 'node:fs';
import path from 'node:path';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { BlockTree, resolveTree } from '../../blocks/render-tree.tsx';
import type { RouteEntry } from '../../domain/routes.ts';
import { testContext } from './fixtures.ts';

/*
 * docs/rules/02-routes-and-layout.md: the USP bar is 'hidden on zakelijk or by an experiment'. The rule is the
 * resolver's, so an editor who adds the block to a business page's story does not make it appear.
 */

const STORY = path.resolve(import.meta.dirname, '../../stand-ins/content/stories/ad/zakelijk.json');
const USP_BAR = {
  _uid: 'usp-added',
  component: 'usp-bar',
  items: [{ _uid: 'u1', component: 'usp-item', title: 'Altijd opzegbaar', description: 'Na de eerste periode' }],
};

/** AD's business story with a USP bar an editor added under its shop window, rendered as the page at `route`. */
async function render(route: RouteEntry, experiments = testContext().experiments) {
  const { story } = JSON.parse(readFileSync(STORY, 'utf8')) as { story: { content: { body: unknown[] } } };
  const [first, ...rest] = story.content.body;
  const content = { ...story.content, body: [first, USP_BAR, ...rest] };
  const ctx = testContext({ route, experiments });
  const html = renderToStaticMarkup(<BlockTree tree={await resolveTree(content, ctx, { preview: false })} />);
  expect(ctx.problems).toEqual([]);
  return html;
}

describe('the USP bar on the business page', () => {
  it('is not drawn on /zakelijk, though the story holds the block', async () => {
    const html = await render({ path: '/zakelijk', name: 'zakelijk' });
    expect(html).toContain('<h1');
    expect(html).not.toContain('Altijd opzegbaar');
  });

  it('is not drawn there in any variant of the USP bar experiment', async () => {
    for (const variation of ['control', 'variation_2']) {
      const html = await render({ path: '/zakelijk', name: 'zakelijk' }, [
        { experimentKey: 'usp_in_bar_changes', variationKey: variation },
      ]);
      expect(html).not.toContain('Altijd opzegbaar');
    }
  });

  it('is drawn from the same story on another page', async () => {
    expect(await render({ path: '/', name: 'index' })).toContain('<strong class="');
    expect(await render({ path: '/', name: 'index' })).toContain('Altijd opzegbaar');
  });
});
