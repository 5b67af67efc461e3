import { describe, expect, it } from 'vitest';
import loadConfig from 'next/dist/server/config.js';
import { PHASE_PRODUCTION_BUILD } from 'next/dist/shared/lib/constants.js';
import nextConfig from '../../next.config.mjs';
import {
  DEVICE_SIZES,
  IMAGE_BREAKPOINTS,
  IMAGE_DENSITIES,
  IMAGE_FORMAT,
  IMAGE_SIZES,
} from '../../blocks/shared/image-config.mjs';
import { imageLoader, imageUrl, isTransformable, type ImageUrlOptions } from '../../blocks/shared/image-url.ts';
import siteLoader from '../../site/image-loader.ts';

const ASSET = 'https://a.storyblok.com/f/98765/1200x800/abc123def4/app.jpg';
const CDN = 'https://images.example.nl/abonnement/krant.jpg';
const CDN_HOSTS = ['images.example.nl'];

interface Row {
  readonly rule: string;
  readonly src: string;
  readonly options: ImageUrlOptions;
  readonly expected: string;
}

describe('imageUrl: Storyblok image service', () => {
  const rows: Row[] = [
    {
      rule: 'width only keeps the proportions (height 0), webp and quality 75 by default',
      src: ASSET,
      options: { width: 640 },
      expected: `${ASSET}/m/640x0/filters:format(webp):quality(75)`,
    },
    {
      rule: 'width and height crop to the box',
      src: ASSET,
      options: { width: 640, height: 480 },
      expected: `${ASSET}/m/640x480/filters:format(webp):quality(75)`,
    },
    {
      rule: 'contain fits inside the box (fit-in)',
      src: ASSET,
      options: { width: 640, height: 480, fit: 'contain' },
      expected: `${ASSET}/m/fit-in/640x480/filters:format(webp):quality(75)`,
    },
    {
      rule: 'smart crops around faces',
      src: ASSET,
      options: { width: 640, height: 480, fit: 'smart' },
      expected: `${ASSET}/m/640x480/smart/filters:format(webp):quality(75)`,
    },
    {
      rule: 'fit without a height does nothing',
      src: ASSET,
      options: { width: 640, fit: 'contain' },
      expected: `${ASSET}/m/640x0/filters:format(webp):quality(75)`,
    },
    {
      rule: 'format and quality',
      src: ASSET,
      options: { width: 320, format: 'avif', quality: 60 },
      expected: `${ASSET}/m/320x0/filters:format(avif):quality(60)`,
    },
    {
      rule: 'quality is clamped to 1..100, sizes rounded',
      src: ASSET,
      options: { width: 320.4, height: 199.6, quality: 140 },
      expected: `${ASSET}/m/320x200/filters:format(webp):quality(100)`,
    },
    {
      rule: 'filters follow in order, in Storyblok terms (fill for fit-in)',
      src: ASSET,
      options: { width: 400, height: 400, fit: 'contain', filters: { fill: 'FFFFFF', blur: 3 } },
      expected: `${ASSET}/m/fit-in/400x400/filters:format(webp):quality(75):fill(FFFFFF):blur(3)`,
    },
    {
      rule: 'a regional asset host, with its query kept after the operations',
      src: 'https://a-us.storyblok.com/f/1234/800x600/ff/photo.png?cv=17',
      options: { width: 768 },
      expected: 'https://a-us.storyblok.com/f/1234/800x600/ff/photo.png/m/768x0/filters:format(webp):quality(75)?cv=17',
    },
  ];
  it.each(rows)('$rule', ({ src, options, expected }) => {
    expect(imageUrl(src, options)).toBe(expected);
  });

  it.each([
    ['an svg (the service does not convert vector images)', 'https://a.storyblok.com/f/98765/64x64/abc/icon.svg'],
    ['a gif (converting would lose the animation)', 'https://a.storyblok.com/f/98765/64x64/abc/spinner.GIF'],
    ['an asset the editor already transformed', `${ASSET}/m/200x200`],
    ['a Storyblok URL that is not an asset', 'https://a.storyblok.com/other/app.jpg'],
  ])('leaves %s untouched', (_, src) => {
    expect(imageUrl(src, { width: 640 })).toBe(src);
    expect(isTransformable(src)).toBe(false);
  });
});

describe('imageUrl: the image CDN (Akamai Image Manager)', () => {
  const rows: Row[] = [
    {
      rule: 'width only: imwidth; format and quality come from the policy',
      src: CDN,
      options: { width: 640, quality: 50, format: 'webp' },
      expected: `${CDN}?imwidth=640`,
    },
    {
      rule: 'an existing query is kept',
      src: `${CDN}?v=3`,
      options: { width: 1024 },
      expected: `${CDN}?v=3&imwidth=1024`,
    },
    {
      rule: 'width and height crop to the box around the centre (IMQuery AspectCrop)',
      src: CDN,
      options: { width: 640, height: 480 },
      expected: `${CDN}?imwidth=640&im=AspectCrop%3D%28640%2C480%29%2CxPosition%3D.5%2CyPosition%3D.5`,
    },
    {
      rule: 'contain resizes inside the box',
      src: CDN,
      options: { width: 640, height: 480, fit: 'contain' },
      expected: `${CDN}?imwidth=640&im=Resize%3D%28640%2C480%29`,
    },
    {
      rule: 'filters follow as IMQuery transformations',
      src: CDN,
      options: { width: 640, height: 640, fit: 'contain', filters: { BackgroundColor: 'ffffff' } },
      expected: `${CDN}?imwidth=640&im=Resize%3D%28640%2C640%29%3BBackgroundColor%3Dffffff`,
    },
  ];
  it.each(rows)('$rule', ({ src, options, expected }) => {
    expect(imageUrl(src, options, CDN_HOSTS)).toBe(expected);
  });

  it('the IMQuery string reads back as Akamai documents it', () => {
    const url = new URL(
      imageUrl(CDN, { width: 400, height: 400, fit: 'contain', filters: { BackgroundColor: 'abab50' } }, CDN_HOSTS),
    );
    expect(url.searchParams.get('im')).toBe('Resize=(400,400);BackgroundColor=abab50');
  });

  it('only on the configured hosts: other hosts, and every host while none is configured, stay untouched', () => {
    expect(imageUrl('https://elsewhere.example/a.jpg', { width: 640 }, CDN_HOSTS)).toBe(
      'https://elsewhere.example/a.jpg',
    );
    expect(imageUrl(CDN, { width: 640 })).toBe(CDN);
    expect(isTransformable(CDN, CDN_HOSTS)).toBe(true);
    expect(isTransformable(`${CDN.replace('.jpg', '.svg')}`, CDN_HOSTS)).toBe(false);
  });
});

describe('imageUrl: sources no service resizes', () => {
  it.each([
    ['a relative path (a file the site serves)', '/images/abonnement.png'],
    ['a relative path without a slash', 'images/abonnement.png'],
    ['a protocol-relative URL', '//a.storyblok.com/f/98765/1200x800/abc123def4/app.jpg'],
    ['a data: URI', 'data:image/png;base64,iVBORw0KGgo='],
  ])('%s is used as it is', (_, src) => {
    expect(imageUrl(src, { width: 640, height: 480 }, CDN_HOSTS)).toBe(src);
    expect(isTransformable(src, CDN_HOSTS)).toBe(false);
  });
});

describe("next/image's loader", () => {
  it('asks for one width, with the quality Next passes, or the default', () => {
    expect(imageLoader({ src: ASSET, width: 822 })).toBe(`${ASSET}/m/822x0/filters:format(webp):quality(75)`);
    expect(imageLoader({ src: ASSET, width: 822, quality: 90 })).toBe(
      `${ASSET}/m/822x0/filters:format(webp):quality(90)`,
    );
    expect(imageLoader({ src: '/logo.png', width: 822 })).toBe('/logo.png');
  });

  it("is what site/image-loader.ts (the config's loaderFile) exports", () => {
    expect(siteLoader).toBe(imageLoader);
  });

  // An image `shop storyblok push` uploaded (cli/storyblok/assets.ts), and one an editor uploaded without a size.
  it.each([
    'https://a.storyblok.com/f/1000/600x400/0a1b2c3d4e/9f86d081884c7d65-cover.png',
    'https://a.storyblok.com/f/1000/0a1b2c3d4e/editor-photo.jpg',
  ])('serves the space asset %s through the image service at every device size', (src) => {
    const urls = DEVICE_SIZES.map((width) => siteLoader({ src, width }));
    expect(urls).toHaveLength(13);
    expect(urls).toEqual(DEVICE_SIZES.map((width) => `${src}/m/${width}x0/filters:format(webp):quality(75)`));
  });
});

describe('image settings (docs/rules/09-constants-and-limits.md)', () => {
  it("are the spec's breakpoints, densities and format", () => {
    expect(IMAGE_BREAKPOINTS).toEqual({
      xs: 320,
      sm: 640,
      md: 768,
      lg: 1024,
      xl: 1280,
      xxl: 1536,
      '2xl': 1536,
      lower: 320,
      lhm: 411,
      lhd: 1349,
      upper: 1537,
    });
    expect(IMAGE_DENSITIES).toEqual([1, 2]);
    expect(IMAGE_FORMAT).toBe('webp');
  });

  it('device sizes: every breakpoint at densities 1 and 2 (upper is xxl + 1, no separate image), sorted and unique', () => {
    const expected = new Set(
      Object.entries(IMAGE_BREAKPOINTS)
        .filter(([name]) => name !== 'upper')
        .flatMap(([, width]) => IMAGE_DENSITIES.map((density) => width * density)),
    );
    expect(DEVICE_SIZES).toEqual([...expected].sort((a, b) => a - b));
    expect(DEVICE_SIZES).toEqual([320, 411, 640, 768, 822, 1024, 1280, 1349, 1536, 2048, 2560, 2698, 3072]);
    expect(Math.max(...IMAGE_SIZES)).toBeLessThan(Math.min(...DEVICE_SIZES));
  });

  it('next.config.mjs hands the same lists to Next, with the custom loader', () => {
    expect(nextConfig.images).toEqual({
      loader: 'custom',
      loaderFile: './image-loader.ts',
      deviceSizes: [...DEVICE_SIZES],
      imageSizes: [...IMAGE_SIZES],
      qualities: [75],
    });
  });

  it("Next's own config loader accepts it and finds the loader file in site/", async () => {
    const siteDir = new URL('../../site', import.meta.url).pathname;
    const config = await loadConfig(PHASE_PRODUCTION_BUILD, siteDir, { silent: true });
    expect(config.images.loaderFile).toBe(new URL('../../site/image-loader.ts', import.meta.url).pathname);
    expect(config.images.deviceSizes).toEqual([...DEVICE_SIZES]);
    expect(config.images.imageSizes).toEqual([...IMAGE_SIZES]);
  });
});
