import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import Handlebars from 'handlebars';
import { messagesFor, format } from '../../domain/messages/index.ts';
import { localeFor } from '../../domain/locale.ts';
import { routesFor, storySlug, type RouteEntry } from '../../domain/routes.ts';
import type { BrandConfig } from '../../schemas/brand.ts';
import { storyResponseSchema, type StoryResponse } from '../../schemas/story.ts';

/**
 * Where the local content lives, beside the brands folder: stand-ins/content/stories, Storyblok's own CDN JSON,
 * one folder per brand plus the group folder.
 */
export const storiesDirFor = (brandsDir: string) => path.join(path.dirname(path.resolve(brandsDir)), 'stand-ins', 'content', 'stories');

const TEMPLATES_DIR = path.join(import.meta.dirname, '../templates/content');
const handlebars = Handlebars.create();
// Templates write JSON: every value goes through JSON.stringify, never HTML escaping.
handlebars.registerHelper('json', (value: unknown) => new Handlebars.SafeString(JSON.stringify(value ?? '')));
handlebars.registerHelper('concat', (...args: unknown[]) => args.slice(0, -1).join(''));
const template = (name: string) =>
  handlebars.compile(readFileSync(path.join(TEMPLATES_DIR, name), 'utf8'), { noEscape: true, strict: true });

type SeedBrand = Pick<BrandConfig, 'code' | 'name' | 'formal' | 'country' | 'type' | 'digital' | 'specials'>;

/** A stable number from a string: story ids must not change between seeds, or every regeneration is a diff. */
const stableId = (value: string) => parseInt(createHash('sha256').update(value).digest('hex').slice(0, 8), 16);

/** One story as `GET cdn/stories/{folder}/{slug}` answers it. */
function storyFor(folder: string, brand: SeedBrand, route: RouteEntry): StoryResponse {
  const slug = storySlug(route);
  const messages = messagesFor(localeFor(brand.country, brand.formal));
  const special = brand.specials.find((s) => s.slug === route.special)?.name ?? '';
  const values = { brand: brand.name, special, page: format(messages.routes[route.name], { special }) };
  const context = {
    name: brand.name,
    formal: brand.formal,
    belgian: brand.country === 'be',
    title: format(messages.placeholder.title, values),
    intro: format(messages.placeholder[route.name], values),
    note: messages.placeholder.note,
  };
  const helpers = { uid: (part: string) => `${folder}-${slug}-${part}` };
  const source = route.name === 'index' ? 'home.json.hbs' : 'page.json.hbs';
  const content: unknown = JSON.parse(template(source)(context, { helpers }));
  return storyResponseSchema.parse({
    story: {
      id: stableId(`${folder}/${slug}`),
      uuid: createHash('sha256').update(`${folder}/${slug}`).digest('hex').slice(0, 32),
      name: context.title,
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

/** Every story of a brand's pages, keyed by slug (pure: the same brand always gives the same stories). */
export function renderBrandStories(folder: string, brand: SeedBrand): Record<string, StoryResponse> {
  return Object.fromEntries(routesFor(brand).map((route) => [storySlug(route), storyFor(folder, brand, route)]));
}

/**
 * Writes the brand's stories into its folder. Existing stories are kept (they may be edited) unless `force`;
 * hand-written ones (HAND_WRITTEN_TAG) are always kept. Returns the slugs written.
 */
export function seedStories(folder: string, brand: SeedBrand, { dir, force = false }: { dir: string; force?: boolean }): string[] {
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
