import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import Handlebars from 'handlebars';
import { messagesFor, format } from '../../domain/messages/index.ts';
import { localeFor } from '../../domain/locale.ts';
import {
  GROUP_STORY_FOLDER,
  routesFor,
  storySlug,
  type RoutableBrand,
  type RouteEntry,
  type RouteName,
} from '../../domain/routes.ts';
import type { RichTextNode } from '../../blocks/rich-text/schema.ts';
import type { BrandConfig, Country } from '../../schemas/brand.ts';
import { storyResponseSchema, type StoryResponse } from '../../schemas/story.ts';

/**
 * Where the local content lives, beside the brands folder: stand-ins/content/stories, Storyblok's own CDN JSON,
 * one folder per brand plus the group folder.
 */
export const storiesDirFor = (brandsDir: string) =>
  path.join(path.dirname(path.resolve(brandsDir)), 'stand-ins', 'content', 'stories');

const TEMPLATES_DIR = path.join(import.meta.dirname, '../templates/content');

/** Which template writes which page; the three order pages share one. */
const TEMPLATE_OF: Readonly<Record<RouteName, string>> = {
  index: 'home',
  actie: 'actie',
  bedankt: 'bedankt',
  digitaal: 'digitaal',
  specials: 'specials',
  zakelijk: 'zakelijk',
  bestellen: 'bestellen',
  studenten: 'studenten',
  'studenten-bestellen': 'bestellen',
  specialProduct: 'special-product',
  'specialProduct-bestellen': 'bestellen',
};

/** Words Dutch and Flemish readers say differently; templates write them as `{service}` (`{Service}` capitalised). */
const WORDS = {
  nl: {
    service: 'klantenservice',
    delivery: 'bezorging',
    delivered: 'bezorgd',
    company: 'bedrijf',
    companyNumber: 'KvK-nummer',
    billingAddress: 'factuuradres',
    devices: 'apparaten',
  },
  be: {
    service: 'klantendienst',
    delivery: 'levering',
    delivered: 'geleverd',
    company: 'onderneming',
    companyNumber: 'ondernemingsnummer',
    billingAddress: 'facturatieadres',
    devices: 'toestellen',
  },
} as const satisfies Record<Country, Record<string, string>>;

/**
 * The group folder is every brand's fallback (site/content/content-source.ts), so it has every fixed page (no
 * special products: their slugs are a brand's own), and its stories name no brand, no country's words, and
 * address nobody as "je" or "u".
 */
const GROUP_PAGES: RoutableBrand = { type: 'paper', digital: true, specials: [] };

/** What every template is rendered with (the helpers read it as the root context). */
interface TemplateContext {
  readonly group: boolean;
  readonly formal: boolean;
  /** A newspaper (else a magazine or TV guide): what is delivered, and how. */
  readonly paper: boolean;
  /** The brand's special titles, for the specials page's links. */
  readonly specials: readonly { readonly name: string; readonly path: string }[];
  /** The special title of a special product's pages, else "". */
  readonly special: string;
  /** The student order page (it shares the order template). */
  readonly student: boolean;
  /** What `{name}`, `{special}` and the WORDS placeholders become; empty in the group folder. */
  readonly fill: Readonly<Record<string, string>>;
}

type Hash = Readonly<Record<string, unknown>>;

/**
 * A text in the page's voice: `u="..."` for formal brands, `je="..."` for informal ones, `group="..."` for the
 * group folder, or one positional text for all of them. Placeholders are filled from the context; `{phone}` stays
 * for the FAQ resolver. An unknown placeholder or a missing voice fails the seed instead of publishing a gap.
 */
function wording(root: TemplateContext, hash: Hash, text: unknown): string {
  const voice = root.group ? 'group' : root.formal ? 'u' : 'je';
  const chosen = hash[voice] ?? text;
  if (typeof chosen !== 'string')
    throw new Error(`content template: no text for the "${voice}" voice (${JSON.stringify(hash)})`);
  return chosen.replace(/\{(\w+)\}/g, (token, key: string) => {
    if (key === 'phone') return token;
    const value = root.fill[key.charAt(0).toLowerCase() + key.slice(1)];
    if (value === undefined)
      throw new Error(
        `content template: ${token} has no value${root.group ? ' in the group folder' : ''} ("${chosen}")`,
      );
    return key.charAt(0) === key.charAt(0).toUpperCase() ? value.charAt(0).toUpperCase() + value.slice(1) : value;
  });
}

/** Splits a helper call into its positional arguments and Handlebars' options (always the last argument). */
function call(args: unknown[]): { positional: unknown[]; hash: Hash; root: TemplateContext } {
  const options = args.at(-1) as Handlebars.HelperOptions;
  return { positional: args.slice(0, -1), hash: options.hash as Hash, root: options.data.root as TemplateContext };
}

const textNode = (text: string): RichTextNode => ({ type: 'text', text });
const paragraphNode = (text: string): RichTextNode => ({ type: 'paragraph', content: [textNode(text)] });
// Templates write JSON: every value goes through JSON.stringify, never HTML escaping.
const json = (value: unknown) => new Handlebars.SafeString(JSON.stringify(value));

const handlebars = Handlebars.create();
handlebars.registerHelper({
  /** A plain field: `"title": {{say u="..." je="..."}}`. */
  say: (...args: unknown[]) => {
    const { positional, hash, root } = call(args);
    return json(wording(root, hash, positional[0]));
  },
  /** A richtext paragraph node. */
  paragraph: (...args: unknown[]) => {
    const { positional, hash, root } = call(args);
    return json(paragraphNode(wording(root, hash, positional[0])));
  },
  /** A richtext heading node: `{{heading 2 "..."}}`. */
  heading: (...args: unknown[]) => {
    const { positional, hash, root } = call(args);
    return json({
      type: 'heading',
      attrs: { level: positional[0] },
      content: [textNode(wording(root, hash, positional[1]))],
    });
  },
  /** A richtext document of one paragraph, e.g. a FAQ answer. */
  doc: (...args: unknown[]) => {
    const { positional, hash, root } = call(args);
    return json({ type: 'doc', content: [paragraphNode(wording(root, hash, positional[0]))] });
  },
  /** A text node linking to a page of the site, as Storyblok's richtext editor writes a URL link. */
  link: (text: unknown, href: unknown) =>
    json({
      type: 'text',
      text,
      marks: [{ type: 'link', attrs: { href, uuid: null, anchor: null, target: '_self', linktype: 'url' } }],
    }),
});

const compiled = new Map<string, Handlebars.TemplateDelegate>();
function template(name: string): Handlebars.TemplateDelegate {
  let render = compiled.get(name);
  if (render === undefined) {
    const source = readFileSync(path.join(TEMPLATES_DIR, `${name}.json.hbs`), 'utf8');
    render = handlebars.compile(source, { noEscape: true, strict: true });
    compiled.set(name, render);
  }
  return render;
}

type SeedBrand = Pick<BrandConfig, 'code' | 'name' | 'formal' | 'country' | 'type' | 'digital' | 'specials'>;

/** A stable number from a string: story ids must not change between seeds, or every regeneration is a diff. */
const stableId = (value: string) => parseInt(createHash('sha256').update(value).digest('hex').slice(0, 8), 16);

function contextFor(folder: string, brand: SeedBrand, route: RouteEntry): TemplateContext {
  const special = brand.specials.find((s) => s.slug === route.special)?.name ?? '';
  const common = { student: route.name === 'studenten-bestellen', special };
  // The group has the newspapers' pages too (GROUP_PAGES); its own `group="..."` texts speak of any title.
  if (folder === GROUP_STORY_FOLDER)
    return { ...common, group: true, formal: false, paper: true, specials: [], fill: {} };
  return {
    ...common,
    group: false,
    formal: brand.formal,
    paper: brand.type === 'paper',
    specials: brand.specials.map((s) => ({ name: s.name, path: `/${s.slug}` })),
    fill: { name: brand.name, special, ...WORDS[brand.country] },
  };
}

/** One story as `GET cdn/stories/{folder}/{slug}` answers it. */
function storyFor(folder: string, brand: SeedBrand, route: RouteEntry): StoryResponse {
  const slug = storySlug(route);
  const context = contextFor(folder, brand, route);
  const messages = messagesFor(localeFor(brand.country, brand.formal));
  const page = format(messages.routes[route.name], { special: context.special });
  const helpers = { uid: (part: string) => `${folder}-${slug}-${part}` };
  const content: unknown = JSON.parse(template(TEMPLATE_OF[route.name])(context, { helpers }));
  return storyResponseSchema.parse({
    story: {
      id: stableId(`${folder}/${slug}`),
      uuid: createHash('sha256').update(`${folder}/${slug}`).digest('hex').slice(0, 32),
      name: context.group ? page : format(messages.placeholder.title, { page, brand: brand.name }),
      slug,
      full_slug: `${folder}/${slug}`,
      content,
      lang: 'default',
      published_at: '2026-11-22T00:00:00.000Z',
    },
    cv: 0,
    rels: [],
    links: [],
  });
}

/**
 * The Storyblok tag (a story's `tag_list`) that marks a story as written by hand: the seeder never overwrites it,
 * not even with `--force`, so regenerating the fleet after a template change keeps the flagship brands' own copy.
 */
export const HAND_WRITTEN_TAG = 'hand-written';

/** An existing story file carrying the hand-written tag; unreadable or foreign files are not protected. */
function isHandWritten(file: string): boolean {
  try {
    const parsed = storyResponseSchema.safeParse(JSON.parse(readFileSync(file, 'utf8')));
    return parsed.success && (parsed.data.story.tag_list ?? []).includes(HAND_WRITTEN_TAG);
  } catch {
    return false;
  }
}

/**
 * Every story of a brand's pages, keyed by slug (pure: the same brand always gives the same stories). In the group
 * folder, every fixed page, naming no brand (GROUP_PAGES); `brand` then only gives the locale of the story names.
 */
export function renderBrandStories(folder: string, brand: SeedBrand): Record<string, StoryResponse> {
  const routes = routesFor(folder === GROUP_STORY_FOLDER ? GROUP_PAGES : brand);
  return Object.fromEntries(routes.map((route) => [storySlug(route), storyFor(folder, brand, route)]));
}

/**
 * Writes the brand's stories into its folder. Existing stories are kept (they may be edited) unless `force`;
 * hand-written ones (HAND_WRITTEN_TAG) are always kept. Returns the slugs written.
 */
export function seedStories(
  folder: string,
  brand: SeedBrand,
  { dir, force = false }: { dir: string; force?: boolean },
): string[] {
  const target = path.join(dir, folder);
  mkdirSync(target, { recursive: true });
  const written: string[] = [];
  for (const [slug, story] of Object.entries(renderBrandStories(folder, brand))) {
    const file = path.join(target, `${slug}.json`);
    if (existsSync(file) && (!force || isHandWritten(file))) continue;
    writeFileSync(`${file}.tmp`, `${JSON.stringify(story, null, 2)}\n`);
    renameSync(`${file}.tmp`, file);
    written.push(slug);
  }
  return written;
}
