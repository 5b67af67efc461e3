// @vitest-environment jsdom
import { writeFileSync } from 'node:fs';
import { renderToStaticMarkup } from 'react-dom/server';
import { it } from 'vitest';
import '../themes/global.css.ts';
import { BlockTree } from '../blocks/render-tree.tsx';
import { SiteFooter } from '../site/components/site-footer.tsx';
import { SiteHeader } from '../site/components/site-header.tsx';
import { resolveModalStory } from '../site/components/site-footer-policy.ts';
import { resolveHeaderMenu } from '../site/components/site-header-menu.ts';
import { brandStory } from '../site/content/content-source.ts';
import { localStories } from '../site/content/local-stories.ts';
import { brandStyle } from '../themes/brand-style.ts';
import { brandTheme, brandLogo } from '../site/brands.ts';
const FONT_STACKS = new Proxy({}, { get: () => 'system-ui, sans-serif' }) as never;
import { testContext } from './blocks/fixtures.ts';

it('writes a prototype page', async () => {
  const ctx = testContext();
  const policy = (await resolveModalStory(await brandStory(localStories, 'ad', 'toegankelijkheid'), ctx))!;
  const menu = (await resolveHeaderMenu(await brandStory(localStories, 'ad', 'menu'), 'ad', ctx))!;
  const style = brandStyle(brandTheme('ad'), FONT_STACKS) as Record<string, string>;
  const body = renderToStaticMarkup(
    <>
      <SiteHeader logoSvg={brandLogo('ad')} homeLabel="AD: naar de abonnementen" skipLabel="Direct naar de inhoud" menu={{ label: 'Hoofdmenu', content: <BlockTree tree={menu} /> }} />
      <main id="main"><h1>Kies je abonnement</h1><div style={{ height: 2000 }} /></main>
      <SiteFooter label="Meer van AD" links={[{ href: '/digitaal', label: 'Digitaal' }]} finePrint="© 2026" policy={{ id: 'toegankelijkheid', label: 'Toegankelijkheid', titleId: policy.titleId, closeLabel: 'Sluit deze pop-up', content: <BlockTree tree={policy.tree} /> }} />
    </>,
  );
  const css = [...document.querySelectorAll('style')].map((s) => s.textContent).join('\n');
  const styleAttr = Object.entries(style).map(([k, v]) => `${k}:${v}`).join(';');
  writeFileSync('/tmp/modalproto/real.html', `<!doctype html><html lang="nl" style="${styleAttr.replace(/"/g, '&quot;')}"><head><meta name="viewport" content="width=device-width, initial-scale=1"><style>${css}</style></head><body>${body}</body></html>`);
  console.log('css length', css.length);
});
