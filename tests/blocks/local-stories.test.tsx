import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { BRANDS } from '../../brands/generated/brands.ts';
import { BLOCK_CATALOG } from '../../blocks/catalog.ts';
import { modalContentBlockSchema } from '../../blocks/modal-content/schema.ts';
import { BlockTree, resolveTree } from '../../blocks/render-tree.tsx';
import { HAND_WRITTEN_TAG, renderBrandStories } from '../../cli/content/seed.ts';
import { DEFAULT_BRAND_CODE } from '../../domain/brand-resolution.ts';
import { GROUP_STORY_FOLDER, routesFor, storySlug, type RouteName } from '../../domain/routes.ts';
import { storyResponseSchema, type StoryResponse } from '../../schemas/story.ts';
import { testContext } from './fixtures.ts';

/** The committed local content, as the site's content port reads it. */
const STORIES_DIR = path.resolve(import.meta.dirname, '../../stand-ins/content/stories');
const PHONE = testContext().brand.phoneNumber;

interface LocalStory {
  readonly folder: string;
  readonly slug: string;
  readonly raw: unknown;
}

const LOCAL_STORIES: readonly LocalStory[] = readdirSync(STORIES_DIR, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .flatMap((folder) =>
    readdirSync(path.join(STORIES_DIR, folder.name))
      .filter((file) => file.endsWith('.json'))
      .map((file) => ({
        folder: folder.name,
        slug: file.slice(0, -'.json'.length),
        raw: JSON.parse(readFileSync(path.join(STORIES_DIR, folder.name, file), 'utf8')) as unknown,
      })),
  );

const parse = (story: LocalStory) => storyResponseSchema.parse(story.raw);
const isHandWritten = (story: StoryResponse) => (story.story.tag_list ?? []).includes(HAND_WRITTEN_TAG);
const HAND_WRITTEN = LOCAL_STORIES.map((story) => ({ ...story, parsed: parse(story) })).filter(({ parsed }) =>
  isHandWritten(parsed),
);

/** Every text a visitor reads in a story's content: block fields and richtext text nodes. */
function visibleTexts(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(visibleTexts);
  if (typeof value !== 'object' || value === null) return [];
  return Object.entries(value).flatMap(([key, field]) =>
    typeof field === 'string'
      ? ['title', 'intro', 'text', 'description', 'question'].includes(key)
        ? [field]
        : []
      : visibleTexts(field),
  );
}

/** Every FAQ answer of a content tree, as raw JSON text. */
function faqAnswers(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(faqAnswers);
  if (typeof value !== 'object' || value === null) return [];
  const own =
    'component' in value && value.component === 'faq-item' && 'answer' in value ? [JSON.stringify(value.answer)] : [];
  return [...own, ...Object.values(value).flatMap(faqAnswers)];
}

const INFORMAL = /\b(je|jij|jou|jouw|jezelf)\b/i;
const FORMAL = /\b(u|uw|uzelf)\b/i;
/** Prices come from the front office, never from content. */
const PRICE = /€|\beuro\b|\d+,(\d{2}|-)/i;

describe('committed local stories', () => {
  it('are found', () => {
    expect(LOCAL_STORIES.length).toBeGreaterThan(100);
  });

  it.each(LOCAL_STORIES.map((story) => [`${story.folder}/${story.slug}`, story] as const))(
    '%s is a Storyblok story at its own slug, rooted in a content type, whose every block parses',
    async (fullSlug, story) => {
      const parsed = parse(story);
      expect(parsed.story.full_slug).toBe(fullSlug);
      expect(parsed.story.slug).toBe(story.slug);
      const root = Object.entries(BLOCK_CATALOG).find(([name]) => name === parsed.story.content.component)?.[1];
      expect(root && 'root' in root && root.root, `${parsed.story.content.component} is a story root`).toBe(true);
      const ctx = testContext();
      const tree = await resolveTree(parsed.story.content, ctx, { preview: false });
      expect(ctx.problems).toEqual([]);
      expect(tree.root).toBeDefined();
    },
  );
});

const BY_SLUG = new Map(LOCAL_STORIES.map((story) => [`${story.folder}/${story.slug}`, story]));
const BRAND_CODES = Object.keys(BRANDS) as (keyof typeof BRANDS)[];
const seedBrand = (code: keyof typeof BRANDS) => ({ ...BRANDS[code], specials: [...BRANDS[code].specials] });
/** What `shop content seed --all` writes: each brand's folder, and the group folder (seeded with the default brand). */
const SEEDED = [...BRAND_CODES, GROUP_STORY_FOLDER].flatMap((folder) =>
  Object.entries(
    renderBrandStories(
      folder,
      seedBrand(folder === GROUP_STORY_FOLDER ? DEFAULT_BRAND_CODE : (folder as keyof typeof BRANDS)),
    ),
  ).map(([slug, story]) => ({ folder, slug, story })),
);

/** The page's headings in document order, as rendered for a visitor. */
async function headings(content: unknown): Promise<string[]> {
  const ctx = testContext();
  const html = renderToStaticMarkup(<BlockTree tree={await resolveTree(content, ctx, { preview: false })} />);
  return [...html.matchAll(/<h([1-6])[\s>]/g)].map(([, level]) => `h${level}`);
}

/** Words of the pages as they were before the shop window had real data. */
const PLACEHOLDER = /\bstraks\b|in aanbouw|nog gewerkt/i;

describe('seeded stories', () => {
  it('are committed as the templates give them today (regenerate: node cli/bin/shop.mjs content seed --all --force)', () => {
    const stale = SEEDED.filter(({ folder, slug, story }) => {
      const committed = BY_SLUG.get(`${folder}/${slug}`);
      if (committed === undefined) return true;
      const parsed = parse(committed);
      return !isHandWritten(parsed) && JSON.stringify(parsed) !== JSON.stringify(story);
    }).map(({ folder, slug }) => `${folder}/${slug}`);
    expect(stale).toEqual([]);
  });

  it.each(BRAND_CODES)(
    '%s: every page the site shows (its own story, else the group’s) has exactly one h1, before any other heading',
    async (code) => {
      for (const route of routesFor(BRANDS[code])) {
        const slug = storySlug(route);
        const story = BY_SLUG.get(`${code}/${slug}`) ?? BY_SLUG.get(`${GROUP_STORY_FOLDER}/${slug}`);
        expect(story, `${code}/${slug}`).toBeDefined();
        const found = await headings(parse(story!).story.content);
        expect(
          found.filter((level) => level === 'h1'),
          `${code}/${slug}`,
        ).toHaveLength(1);
        expect(found[0], `${code}/${slug}`).toBe('h1');
      }
    },
  );

  it.each(BRAND_CODES)(
    '%s: in the brand’s voice and country’s words, no prices, no placeholder text, the phone number in a FAQ answer',
    (code) => {
      const brand = BRANDS[code];
      const own = SEEDED.filter((story) => story.folder === code);
      for (const { slug, story } of own) {
        for (const text of visibleTexts(story.story.content)) {
          expect(text, `${slug}: ${brand.formal ? 'formal: "u"' : 'informal: "je"'}`).not.toMatch(
            brand.formal ? INFORMAL : FORMAL,
          );
          expect(text, slug).not.toMatch(PRICE);
          expect(text, slug).not.toMatch(PLACEHOLDER);
          if (brand.country === 'be')
            expect(text, `${slug}: Flemish: "levering", "klantendienst"`).not.toMatch(/bezorg|klantenservice/i);
          else expect(text, `${slug}: Dutch: "klantenservice"`).not.toMatch(/klantendienst/i);
        }
      }
      const answers = own.flatMap(({ story }) => faqAnswers(story.story.content));
      expect(answers.filter((answer) => answer.includes('{phone}')).length).toBeGreaterThan(0);
    },
  );

  it('the group folder addresses nobody as "je" or "u": it stands in for formal and informal brands alike', () => {
    const group = SEEDED.filter((story) => story.folder === GROUP_STORY_FOLDER);
    expect(group.length).toBeGreaterThan(5);
    for (const { slug, story } of group) {
      for (const text of visibleTexts(story.story.content)) {
        expect(text, slug).not.toMatch(INFORMAL);
        expect(text, slug).not.toMatch(FORMAL);
        expect(text, slug).not.toMatch(PLACEHOLDER);
      }
    }
  });
});

/** The pages of the flagship brands that carry editorial copy; order-flow pages keep the seeded stories. */
const EDITORIAL: readonly RouteName[] = ['index', 'digitaal', 'zakelijk', 'studenten', 'specials', 'specialProduct'];
const FLAGSHIPS = ['ad', 'vk', 'lib', 'don', 'hl'] as const;

describe('hand-written stories', () => {
  it.each(FLAGSHIPS)('%s has a hand-written story for every editorial page it has', (code) => {
    const expected = routesFor(BRANDS[code])
      .filter((route) => EDITORIAL.includes(route.name))
      .map(storySlug)
      .sort();
    const own = HAND_WRITTEN.filter((story) => story.folder === code)
      .map((story) => story.slug)
      .sort();
    expect(expected.length).toBeGreaterThanOrEqual(3);
    expect(own).toEqual(expected);
  });

  it.each(
    HAND_WRITTEN.filter((story) => story.folder !== GROUP_STORY_FOLDER).map(
      (story) => [`${story.folder}/${story.slug}`, story] as const,
    ),
  )('%s: own copy in the brand’s voice, no prices, the phone number filled in', async (_, { folder, slug, parsed }) => {
    const brand = BRANDS[folder as keyof typeof BRANDS];
    const seeded = renderBrandStories(folder, { ...brand, specials: [...brand.specials] })[slug];
    expect(seeded, 'a story of one of the brand’s pages').toBeDefined();
    expect(parsed.story.content).not.toEqual(seeded?.story.content);
    expect([parsed.story.id, parsed.story.uuid], 'the id the seeder gave the page').toEqual([
      seeded?.story.id,
      seeded?.story.uuid,
    ]);

    const texts = visibleTexts(parsed.story.content);
    expect(texts.length).toBeGreaterThan(5);
    for (const text of texts) {
      expect(text, brand.formal ? 'formal: "u"' : 'informal: "je"').not.toMatch(brand.formal ? INFORMAL : FORMAL);
      expect(text).not.toMatch(PRICE);
      if (brand.country === 'be') expect(text, 'Flemish: "levering", not "bezorging"').not.toMatch(/bezorg/i);
    }

    const answers = faqAnswers(parsed.story.content);
    expect(answers.length, 'a FAQ').toBeGreaterThan(0);
    expect(
      answers.some((answer) => answer.includes('{phone}')),
      'the customer-service number in an answer',
    ).toBe(true);
    const ctx = testContext();
    const html = renderToStaticMarkup(
      <BlockTree tree={await resolveTree(parsed.story.content, ctx, { preview: false })} />,
    );
    expect(html).toContain(PHONE);
    expect(html).not.toContain('{phone}');
  });
});

describe('group/toegankelijkheid: the accessibility statement behind the footer link', () => {
  const statement = LOCAL_STORIES.find(
    (story) => story.folder === GROUP_STORY_FOLDER && story.slug === 'toegankelijkheid',
  );

  it('is a hand-written page holding one modal-content block (only page is a story root)', () => {
    expect(statement).toBeDefined();
    const parsed = parse(statement!);
    expect(isHandWritten(parsed)).toBe(true);
    const body = (parsed.story.content as { body?: unknown[] }).body ?? [];
    expect(body).toHaveLength(1);
    const modal = modalContentBlockSchema.parse(body[0]);
    expect(modal.component).toBe('modal-content');
    expect(modal.title).toBe('Toegankelijkheid');
  });

  it('states the WCAG 2.2 AA goal and how to report a problem, in words fit for formal and informal brands', () => {
    const texts = visibleTexts(parse(statement!).story.content);
    const all = texts.join('\n');
    expect(all).toContain('WCAG) 2.2 op niveau AA');
    expect(all).toMatch(/Een probleem melden/);
    expect(all).toMatch(/klantenservice/);
    for (const text of texts) {
      expect(text).not.toMatch(INFORMAL);
      expect(text).not.toMatch(FORMAL);
      // modal-content does not fill {phone} (only the FAQ resolver does): the statement must not show the raw token.
      expect(text).not.toContain('{phone}');
    }
  });
});
