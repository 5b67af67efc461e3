import { mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { storyResponseSchema } from '../../schemas/story.ts';
import { copyBrands, ROOT, shop } from './run-shop.ts';

let copy: ReturnType<typeof copyBrands>;
const run = (...args: string[]) => shop([...args, '--brands', 'brands'], { cwd: copy.root });
const stories = (folder: string) => path.join(copy.root, 'stand-ins/content/stories', folder);
const story = (folder: string, slug: string) => storyResponseSchema.parse(JSON.parse(readFileSync(path.join(stories(folder), `${slug}.json`), 'utf8')));

beforeEach(() => {
  copy = copyBrands();
});
afterEach(() => copy.cleanup());

describe('shop content seed', () => {
  it('writes a Storyblok story for every page of the brand, in its formal or informal voice', () => {
    expect(run('content', 'seed', '--brand', 'vk').status).toBe(0);
    expect(readdirSync(stories('vk')).sort()).toEqual(
      ['actie', 'bedankt', 'bestellen', 'digitaal', 'home', 'specials', 'studenten', 'studenten-bestellen', 'volkskrant-magazine-classic', 'volkskrant-magazine-classic-bestellen', 'volkskrant-puzzel', 'volkskrant-puzzel-bestellen', 'zakelijk']
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
    expect(reseeded).toContain('Lees offline, ook onderweg.');
    expect(reseeded).not.toContain('Onafhankelijke journalistiek');
  });

  it('--all seeds every brand and the shared group folder', () => {
    expect(run('content', 'seed', '--all').status).toBe(0);
    expect(readdirSync(stories('group'))).toContain('home.json');
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
