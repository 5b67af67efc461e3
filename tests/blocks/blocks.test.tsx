import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { resolveHero } from '../../blocks/hero/resolver.ts';
import { PLACEHOLDER_NOTE } from '../../blocks/hero/hero.tsx';
import { heroBlockSchema } from '../../blocks/hero/schema.ts';
import { BLOCKS, type BlockName } from '../../blocks/registry.ts';
import { BlockTree, resolveTree } from '../../blocks/render-tree.tsx';
import { STORYBLOK_IMAGE, asset, doc, editableComment, paragraph, testContext, text } from './fixtures.ts';

/** One valid block of each registered type, as Storyblok's draft API would send it. */
const FIXTURES: Readonly<Record<BlockName, Record<string, unknown>>> = {
  page: { body: [] },
  hero: { title: 'Kies je abonnement', intro: 'Lees het AD waar je wilt.' },
  'usp-bar': { items: [{ _uid: 'u1', component: 'usp-item', title: 'Altijd opzegbaar', description: 'Na de eerste periode' }] },
  'header-points': { points: [{ _uid: 'p1', component: 'header-point', text: 'Dagelijks nieuws' }] },
  faq: { title: 'Vragen', items: [{ _uid: 'q1', component: 'faq-item', question: 'Hoe?', answer: doc(paragraph(text('Zo.'))) }] },
  touchpoints: { items: [{ _uid: 't1', component: 'touchpoint', title: 'App', description: 'Overal', image: asset(STORYBLOK_IMAGE) }] },
  'rich-text': { text: doc(paragraph(text('Hallo'))) },
  image: { image: asset(STORYBLOK_IMAGE), caption: 'De app' },
  'modal-content': { title: 'Toegankelijkheid', text: doc(paragraph(text('Wij doen ons best.'))), image: asset('') },
};

async function renderBlock(name: BlockName, preview = false) {
  const content = { _uid: `${name}-uid`, component: name, _editable: editableComment(`${name}-uid`, name), ...FIXTURES[name] };
  const ctx = testContext();
  const tree = await resolveTree(content, ctx, { preview });
  expect(ctx.problems).toEqual([]);
  return renderToStaticMarkup(<BlockTree tree={tree} />);
}

describe('every registered block', () => {
  it('has a fixture here (a new block needs one)', () => {
    expect(Object.keys(FIXTURES).sort()).toEqual(Object.keys(BLOCKS).sort());
  });

  it.each(Object.keys(BLOCKS) as BlockName[])('%s puts the editable attributes on its root element in preview only', async (name) => {
    expect(await renderBlock(name, true)).toMatch(new RegExp(`^<\\w+[^>]* data-blok-c="[^"]+" data-blok-uid="123456-${name}-uid"[^>]*>`));
    expect(await renderBlock(name, false)).not.toContain('data-blok');
  });
});

describe('markup', () => {
  it('USP bar and header points: lists with decorative check icons', async () => {
    for (const name of ['usp-bar', 'header-points'] as const) {
      const html = await renderBlock(name);
      expect(html).toMatch(/^<ul [^>]*><li [^>]*><svg [^>]*aria-hidden="true" focusable="false"/);
    }
    expect(await renderBlock('usp-bar')).toContain('<strong');
  });

  it('image: plain img with intrinsic size, lazy, alt from the asset, in a figure with caption', async () => {
    const html = await renderBlock('image');
    expect(html).toMatch(/^<figure [^>]*><img [^>]*src="https:\/\/a.storyblok.com\/f\/98765\/1200x800\/abc123def4\/app.jpg" alt="De AD-app" width="1200" height="800" loading="lazy" decoding="async"\/><figcaption [^>]*>De app<\/figcaption><\/figure>$/);
  });

  it('image: explicit width and height win; an unknown size sets none', async () => {
    const tree = await resolveTree(
      { _uid: 'i', component: 'image', image: asset('https://images.example.nl/a.jpg', ''), width: '300', height: '200' },
      testContext(),
      { preview: false },
    );
    expect(renderToStaticMarkup(<BlockTree tree={tree} />)).toMatch(/alt="" width="300" height="200"/);
    const unknown = await resolveTree({ _uid: 'i', component: 'image', image: asset('https://images.example.nl/a.jpg') }, testContext(), { preview: false });
    expect(renderToStaticMarkup(<BlockTree tree={unknown} />)).not.toMatch(/width=|height=/);
  });

  it('touchpoints without a section title give their items the section level', async () => {
    expect(await renderBlock('touchpoints')).toMatch(/<li [^>]*><img [^>]*loading="lazy"[^>]*\/><h1 /);
  });

  it('modal content: a labelled section; an emptied image is left out', async () => {
    const html = await renderBlock('modal-content');
    expect(html).toMatch(/^<section [^>]*aria-labelledby="modal-modal-content-uid"[^>]*><h1 [^>]*id="modal-modal-content-uid">Toegankelijkheid<\/h1><div/);
    expect(html).not.toContain('<img');
  });
});

describe('hero', () => {
  it('the resolver gives typed placeholder offers, formatted by the domain price rules', async () => {
    const block = heroBlockSchema.parse({ _uid: 'h', component: 'hero', title: 'x' });
    expect(await resolveHero(block, testContext())).toEqual({
      source: 'placeholder',
      offers: [
        { id: 'placeholder-ad-digital', formula: 'Digitaal', price: '12,99', unit: 'per maand', discountPercentage: undefined },
        { id: 'placeholder-ad-combi', formula: 'Papier + digitaal', price: '34,-', unit: 'per maand', discountPercentage: 25 },
      ],
    });
  });

  it('renders the title as the page h1, the offers as a list, and says the prices are examples', async () => {
    const html = await renderBlock('hero');
    expect(html).toMatch(/^<section [^>]*aria-labelledby="hero-hero-uid"[^>]*><h1 [^>]*id="hero-hero-uid">Kies je abonnement<\/h1>/);
    expect(html).toMatch(/<ul [^>]*><li [^>]*><h2 [^>]*>Digitaal<\/h2><p [^>]*>12,99<span> per maand<\/span><\/p><\/li>/);
    expect(html).toContain('25% korting');
    expect(html).toContain(PLACEHOLDER_NOTE);
  });
});
