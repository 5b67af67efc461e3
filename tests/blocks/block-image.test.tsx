import { imageConfigDefault } from 'next/dist/shared/lib/image-config.js';
import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import nextConfig from '../../next.config.mjs';
import { imageAssetSchema, type ImageData } from '../../blocks/shared/asset.ts';
import { STORYBLOK_IMAGE, asset } from './fixtures.ts';

// What Next's bundler does at build time: inline next.config's images settings as process.env.__NEXT_IMAGE_OPTS,
// which next/image reads once, when it loads. So set it first, then load the component.
process.env = {
  ...process.env,
  __NEXT_IMAGE_OPTS: { ...imageConfigDefault, ...nextConfig.images },
} as unknown as NodeJS.ProcessEnv;
const { BlockImage } = await import('../../blocks/shared/block-image.tsx');

const at = (width: number) => `${STORYBLOK_IMAGE}/m/${width}x0/filters:format(webp):quality(75)`;
const storyblokImage: ImageData = { src: STORYBLOK_IMAGE, alt: 'De AD-app', width: 1200, height: 800, ratio: 1.5 };

/**
 * The attributes of the first `<tag>` in server-rendered markup (React writes them as name="value"), lower-cased names.
 */
function attributesOf(html: string, tag: string): Map<string, string> {
  const element = new RegExp(`<${tag}\\s([^>]*?)/?>`).exec(html);
  if (element === null) throw new Error(`no <${tag}> in ${html}`);
  const pairs = [...(element[1] ?? '').matchAll(/([a-zA-Z-]+)="([^"]*)"/g)];
  return new Map(pairs.map(([, name = '', value = '']) => [name.toLowerCase(), value.replaceAll('&amp;', '&')]));
}

/** The one element the component renders: a plain img (no wrapper, no script). */
function render(element: ReactElement): Map<string, string> {
  const html = renderToStaticMarkup(element);
  expect(html).toMatch(/^<img [^>]*\/>$/);
  return attributesOf(html, 'img');
}

describe('BlockImage', () => {
  it('a Storyblok asset of known size: its own width at densities 1 and 2 (next breakpoint up), lazy, sized, no inline style', () => {
    const img = render(<BlockImage image={storyblokImage} className="picture" />);
    expect(img.get('srcset')).toBe(`${at(1280)} 1x, ${at(2560)} 2x`);
    expect(img.get('src')).toBe(at(2560));
    expect(img.get('sizes')).toBeUndefined();
    expect([img.get('width'), img.get('height')]).toEqual(['1200', '800']);
    expect(img.get('alt')).toBe('De AD-app');
    expect(img.get('class')).toBe('picture');
    expect(img.get('loading')).toBe('lazy');
    expect(img.get('decoding')).toBe('async');
    expect(img.get('fetchpriority')).toBeUndefined();
    expect(img.get('style')).toBeUndefined();
  });

  it('a small image is offered at the small widths, not at screen width', () => {
    const img = render(<BlockImage image={{ ...storyblokImage, width: 48, height: 48, ratio: 1 }} />);
    expect(img.get('srcset')).toBe(`${at(48)} 1x, ${at(96)} 2x`);
  });

  it("with the block's sizes, the browser chooses among the breakpoint widths", () => {
    const img = render(<BlockImage image={storyblokImage} sizes="(max-width: 640px) 100vw, 50vw" />);
    expect(img.get('sizes')).toBe('(max-width: 640px) 100vw, 50vw');
    // 50vw of the smallest screen (160) is the lower bound Next keeps.
    expect(img.get('srcset')).toBe(
      [256, 320, 411, 640, 768, 822, 1024, 1280, 1349, 1536, 2048, 2560, 2698, 3072]
        .map((width) => `${at(width)} ${width}w`)
        .join(', '),
    );
  });

  it('unknown size (metadata failure, 0/0/0) on a resizable source: screen-wide widths, no width or height', () => {
    const src = 'https://a.storyblok.com/f/98765/abc123def4/app.jpg';
    const image = imageAssetSchema.parse(asset(src));
    expect(image).toMatchObject({ width: 0, height: 0, ratio: 0 });
    const img = render(<BlockImage image={image} />);
    expect(img.get('sizes')).toBe('100vw');
    expect(img.get('srcset')).toBe(
      [320, 411, 640, 768, 822, 1024, 1280, 1349, 1536, 2048, 2560, 2698, 3072]
        .map((width) => `${src}/m/${width}x0/filters:format(webp):quality(75) ${width}w`)
        .join(', '),
    );
    expect(img.has('width') || img.has('height')).toBe(false);
    expect(img.get('style')).toBeUndefined();
  });

  it.each([
    ['a local file of unknown size', { src: '/images/krant.png', alt: '', width: 0, height: 0, ratio: 0 }, null],
    [
      'a local file of known size',
      { src: '/images/krant.png', alt: '', width: 300, height: 200, ratio: 1.5 },
      ['300', '200'],
    ],
    [
      'a Storyblok svg',
      { src: 'https://a.storyblok.com/f/98765/64x64/abc/icon.svg', alt: '', width: 64, height: 64, ratio: 1 },
      ['64', '64'],
    ],
    [
      'an image on another host',
      { src: 'https://images.example.nl/a.jpg', alt: '', width: 0, height: 0, ratio: 0 },
      null,
    ],
  ] as const)('%s: a plain src, as it is, with no srcset', (_, image, size) => {
    const img = render(<BlockImage image={image} />);
    expect(img.get('src')).toBe(image.src);
    expect(img.has('srcset') || img.has('sizes')).toBe(false);
    expect([img.get('width'), img.get('height')]).toEqual([size?.[0], size?.[1]]);
    expect(img.get('alt')).toBe('');
    expect(img.get('loading')).toBe('lazy');
  });

  it('a priority image loads at once with high priority, and React preloads it', () => {
    const html = renderToStaticMarkup(<BlockImage image={storyblokImage} priority />);
    const img = attributesOf(html, 'img');
    expect(img.get('loading')).toBe('eager');
    expect(img.get('fetchpriority')).toBe('high');
    expect(img.get('srcset')).toBe(`${at(1280)} 1x, ${at(2560)} 2x`);
    // React 19 turns a high-priority img into a preload link (hoisted into the head of a whole page).
    const preload = attributesOf(html, 'link');
    expect([preload.get('rel'), preload.get('as'), preload.get('imagesrcset')]).toEqual([
      'preload',
      'image',
      img.get('srcset'),
    ]);
  });
});
