import { mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { BRANDS, type BrandCode } from '../../brands/generated/brands.ts';
import { renderBrandStories } from '../../cli/content/seed.ts';
import { GROUP_STORY_FOLDER } from '../../domain/routes.ts';
import { storyResponseSchema } from '../../schemas/story.ts';
import { copyBrands, ROOT, shop } from './run-shop.ts';

let copy: ReturnType<typeof copyBrands>;
const run = (...args: string[]) => shop([...args, '--brands', 'brands'], { cwd: copy.root });
const stories = (folder: string) => path.join(copy.root, 'stand-ins/content/stories', folder);
const story = (folder: string, slug: string) =>
  storyResponseSchema.parse(JSON.parse(readFileSync(path.join(stories(folder), `${slug}.json`), 'utf8')));

beforeEach(() => {
  copy = copyBrands();
});
afterEach(() => copy.cleanup());

describe('shop content seed', () => {
  it('writes a Storyblok story for every page of the brand, in its formal or informal voice', () => {
    expect(run('content', 'seed', '--brand', 'vk').status).toBe(0);
    expect(readdirSync(stories('vk')).sort()).toEqual(
      [
        'actie',
        'bedankt',
        'bestellen',
        'digitaal',
        'home',
        'specials',
        'studenten',
        'studenten-bestellen',
        'volkskrant-magazine-classic',
        'volkskrant-magazine-classic-bestellen',
        'volkskrant-puzzel',
        'volkskrant-puzzel-bestellen',
        'zakelijk',
      ]
        .map((slug) => `${slug}.json`)
        .sort(),
    );
    const home = story('vk', 'home');
    expect(home.story.full_slug).toBe('vk/home');
    expect(JSON.stringify(home.story.content)).toContain('bij u past');
    expect(run('content', 'seed', '--brand', 'ad').status).toBe(0);
    expect(JSON.stringify(story('ad', 'home').story.content)).toContain('bij je past');
  });

  it('keeps an existing (edited or hand-written) story unless --force, and gives the same ids every time', () => {
    run('content', 'seed', '--brand', 'lib');
    const file = path.join(stories('lib'), 'home.json');
    const seeded = readFileSync(file, 'utf8');
    writeFileSync(file, seeded.replace('Abonneren op Libelle', 'Handwerk'));
    expect(run('content', 'seed', '--brand', 'lib').stdout).toContain('Seeded 0 stories');
    expect(readFileSync(file, 'utf8')).toContain('Handwerk');
    expect(run('content', 'seed', '--brand', 'lib', '--force').status).toBe(0);
    expect(readFileSync(file, 'utf8')).toBe(seeded);
  });

  it('never overwrites a hand-written story (tag_list "hand-written"), not even with --all --force', () => {
    const committed = readFileSync(path.join(ROOT, 'stand-ins/content/stories/vk/home.json'), 'utf8');
    expect(JSON.parse(committed)).toMatchObject({ story: { tag_list: ['hand-written'] } });
    mkdirSync(stories('vk'), { recursive: true });
    const file = path.join(stories('vk'), 'home.json');
    writeFileSync(file, committed);
    expect(run('content', 'seed', '--all').status).toBe(0);
    expect(readFileSync(file, 'utf8')).toBe(committed);
    const forced = run('content', 'seed', '--all', '--force');
    expect(forced.stdout).toContain('(hand-written stories kept)');
    expect(readFileSync(file, 'utf8')).toBe(committed);
    // The tag is what protects it: without it, --force writes the template's story again.
    writeFileSync(file, committed.replace(/"tag_list": \[\s*"hand-written"\s*\]/, '"tag_list": []'));
    expect(run('content', 'seed', '--brand', 'vk', '--force').status).toBe(0);
    const reseeded = JSON.stringify(story('vk', 'home').story.content);
    expect(reseeded).toContain('Lees de Volkskrant op uw smartphone of tablet, ook offline.');
    expect(reseeded).not.toContain('Onafhankelijke journalistiek');
  });

  it('--all seeds every brand and the shared group folder', () => {
    expect(run('content', 'seed', '--all').status).toBe(0);
    expect(readdirSync(stories('group'))).toEqual(
      expect.arrayContaining(['home.json', 'zakelijk.json', 'studenten-bestellen.json']),
    );
    expect(readdirSync(stories('don'))).toContain('katrien-duck.json');
  });

  it.each([
    [[], 'shop: name a brand with --brand <code>, or use --all'],
    [['--brand', 'zzz'], 'shop: unknown brand code "zzz" (see `shop brand list`)'],
  ])('refuses %j with a one-line error', (args, message) => {
    const result = run('content', 'seed', ...args);
    expect(result.status).toBe(1);
    expect(result.stderr.trim()).toBe(message);
  });
});

/** The stories the templates give a brand (or, with `folder` 'group', the group folder), as JSON text by slug. */
function rendered(code: BrandCode, folder: string = code, overrides: { readonly name?: string } = {}) {
  const brand = { ...BRANDS[code], ...overrides };
  const stories = renderBrandStories(folder, { ...brand, specials: [...brand.specials] });
  return {
    stories,
    content: (slug: string) => stories[slug]!.story.content,
    text: (slug: string) => JSON.stringify(stories[slug]!.story.content),
  };
}

describe('the content templates', () => {
  const vk = rendered('vk');

  // Every page has one h1: the shop window's title or, on /actie, the form's (rich text headings never go above h2).
  it.each([
    [
      'home',
      [
        { component: 'hero', title: 'Abonneren op de Volkskrant', formulas: '' },
        { component: 'header-points' },
        { component: 'usp-bar' },
        { component: 'faq' },
        { component: 'customer-service', variant: 'default' },
      ],
    ],
    ['digitaal', [{ component: 'hero', formulas: 'digitaal' }, { component: 'usp-bar' }, { component: 'faq' }]],
    // docs/rules/02-routes-and-layout.md: no USP bar on zakelijk; the site picks the business number for the
    // customer-service block.
    [
      'zakelijk',
      [
        { component: 'hero', formulas: '' },
        { component: 'rich-text' },
        { component: 'customer-service', title: 'Zakelijke klantenservice', variant: 'default' },
      ],
    ],
    [
      'studenten',
      [
        { component: 'hero', formulas: 'digitaal,studenten-digitaal' },
        { component: 'rich-text' },
        { component: 'faq' },
      ],
    ],
    ['specials', [{ component: 'hero', formulas: '' }, { component: 'rich-text' }]],
    ['volkskrant-puzzel', [{ component: 'hero', title: 'de Volkskrant Puzzel' }, { component: 'rich-text' }]],
    ['actie', [{ component: 'promo-code-form', title: 'Actiecode invullen bij de Volkskrant' }, { component: 'faq' }]],
    [
      'bedankt',
      [
        { component: 'hero', showOffers: false },
        { component: 'order-confirmation' },
        { component: 'rich-text' },
        { component: 'customer-service', variant: 'minimalistic' },
      ],
    ],
    [
      'bestellen',
      [
        { component: 'order-form', title: 'Bestellen bij de Volkskrant' },
        { component: 'customer-service', variant: 'minimalistic' },
      ],
    ],
    [
      'studenten-bestellen',
      [{ component: 'order-form', title: 'Studentenabonnement bestellen' }, { component: 'customer-service' }],
    ],
    [
      'volkskrant-magazine-classic-bestellen',
      [{ component: 'order-form', title: 'Volkskrant Magazine Classic bestellen' }, { component: 'customer-service' }],
    ],
  ])('%s is composed of the page’s blocks', (slug, body) => {
    expect(vk.content(slug)).toMatchObject({ component: 'page', body });
  });

  it('every order page opens with the order form, in the brand’s voice', () => {
    for (const slug of ['bestellen', 'studenten-bestellen', 'volkskrant-puzzel-bestellen']) {
      expect(vk.content(slug)).toMatchObject({
        body: [
          { component: 'order-form', intro: 'Vul uw gegevens in. Het duurt maar een paar minuten.' },
          { component: 'customer-service' },
        ],
      });
    }
  });

  it('keeps tvf’s actie heading, which the publish-webhook e2e test edits', () => {
    expect(rendered('tvf').content('actie')).toMatchObject({
      body: [{ component: 'promo-code-form', title: 'Actiecode invullen bij TV Familie' }, { component: 'faq' }],
    });
  });

  it.each([...Object.keys(BRANDS), GROUP_STORY_FOLDER])(
    '%s home keeps "14 dagen bedenktijd" as a header point of its own (an experiment replaces it)',
    (folder) => {
      const { content } =
        folder === GROUP_STORY_FOLDER ? rendered('dpg', GROUP_STORY_FOLDER) : rendered(folder as BrandCode);
      expect(content('home')).toMatchObject({
        body: expect.arrayContaining([
          {
            component: 'header-points',
            _uid: expect.any(String),
            points: expect.arrayContaining([expect.objectContaining({ text: '14 dagen bedenktijd' })]),
          },
        ]),
      });
    },
  );

  it('the specials page links every special title to its own page, by name', () => {
    const links = (text: string) =>
      [...text.matchAll(/"text":"([^"]+)","marks":\[\{"type":"link","attrs":\{"href":"([^"]+)"/g)].map(
        ([, name, href]) => [name, href],
      );
    expect(links(vk.text('specials'))).toEqual([
      ['de Volkskrant Puzzel', '/volkskrant-puzzel'],
      ['Volkskrant Magazine Classic', '/volkskrant-magazine-classic'],
    ]);
    const tvf = rendered('tvf');
    expect(links(tvf.text('specials'))).toEqual([]);
    expect(tvf.text('specials')).toContain('Op dit moment zijn er geen speciale uitgaven van TV Familie.');
  });

  it('writes Flemish words for Belgian brands and Dutch ones for Dutch brands', () => {
    const hl = rendered('hl');
    expect(hl.text('zakelijk')).toContain('ondernemingsnummer');
    expect(hl.text('zakelijk')).toContain('Zakelijke klantendienst');
    expect(hl.text('home')).toContain('Gratis levering');
    const ad = rendered('ad');
    expect(ad.text('zakelijk')).toContain('KvK-nummer');
    expect(ad.text('zakelijk')).toContain('Zakelijke klantenservice');
    expect(ad.text('home')).toContain('Gratis bezorging');
  });

  it('speaks of the paper for newspapers and of issues in the letterbox for magazines', () => {
    expect(rendered('ad').text('home')).toContain('op papier, digitaal of allebei');
    expect(rendered('lib').text('home')).toContain('ontvang Libelle voortaan thuis in de brievenbus');
    expect(rendered('lib').text('home')).not.toContain('digitaal');
  });

  describe('the group folder: every brand’s fallback', () => {
    const group = rendered('dpg', GROUP_STORY_FOLDER, { name: 'Merknaam-die-nergens-mag-staan' });

    it('has every fixed page, and no special product (their slugs are a brand’s own)', () => {
      expect(Object.keys(group.stories).sort()).toEqual([
        'actie',
        'bedankt',
        'bestellen',
        'digitaal',
        'home',
        'specials',
        'studenten',
        'studenten-bestellen',
        'zakelijk',
      ]);
    });

    it('names no brand and leaves the actie form’s heading and intro to the brand’s locale', () => {
      for (const slug of Object.keys(group.stories)) expect(group.text(slug)).not.toContain('Merknaam');
      expect(group.content('actie')).toMatchObject({ body: [{ component: 'promo-code-form' }, { component: 'faq' }] });
      expect(group.text('actie')).not.toMatch(/"(title|intro)":"Actiecode/);
    });
  });
});
