// The gallery's pure parts (screenshot comparison, brand addresses) and its command line's refusals; the gallery
// end to end, with Chromium against the site, is e2e/specs/gallery.spec.ts.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PNG } from 'pngjs';
import { afterAll, describe, expect, it } from 'vitest';
import { compareShots, DEFAULT_CHANGE_THRESHOLD } from '../../cli/gallery/compare.ts';
import { brandOrigin } from '../../cli/gallery/shots.ts';
import { shop } from './run-shop.ts';

/** A white `width` x `height` PNG with `paint` (x, y, w, h, [r, g, b]) rectangles on it. */
function png(
  width: number,
  height: number,
  ...paint: [number, number, number, number, [number, number, number]][]
): Buffer {
  const image = new PNG({ width, height });
  image.data.fill(255);
  for (const [x0, y0, w, h, [r, g, b]] of paint) {
    for (let y = y0; y < y0 + h; y += 1) {
      for (let x = x0; x < x0 + w; x += 1) image.data.set([r, g, b, 255], (y * width + x) * 4);
    }
  }
  return PNG.sync.write(image);
}

const RED: [number, number, number] = [0xc4, 0x00, 0x1a];
const BLUE: [number, number, number] = [0x00, 0x55, 0xaa];
const NEAR_RED: [number, number, number] = [0xc6, 0x02, 0x1c];
const base = png(200, 100, [0, 0, 200, 20, RED]);

describe('compareShots', () => {
  it.each([
    { case: 'the same page', after: base, ratio: 0, changed: false },
    {
      case: 'a colour a hair different (encoder noise)',
      after: png(200, 100, [0, 0, 200, 20, NEAR_RED]),
      ratio: 0,
      changed: false,
    },
    {
      case: 'one pixel (0.005%)',
      after: png(200, 100, [0, 0, 200, 20, RED], [100, 50, 1, 1, BLUE]),
      ratio: 1 / 20_000,
      changed: false,
    },
    {
      case: 'a 6 x 6 mark (0.18%, under the threshold)',
      after: png(200, 100, [0, 0, 200, 20, RED], [100, 50, 6, 6, BLUE]),
      ratio: 36 / 20_000,
      changed: false,
    },
    {
      case: 'a 10 x 10 mark (0.5%)',
      after: png(200, 100, [0, 0, 200, 20, RED], [100, 50, 10, 10, BLUE]),
      ratio: 100 / 20_000,
      changed: true,
    },
    { case: 'the brand bar recoloured (20%)', after: png(200, 100, [0, 0, 200, 20, BLUE]), ratio: 0.2, changed: true },
    { case: 'a page that grew', after: png(200, 120, [0, 0, 200, 20, RED]), ratio: 1, changed: true },
  ])('$case', ({ after, ratio, changed }) => {
    const result = compareShots(base, after);
    expect(result.ratio).toBeCloseTo(ratio, 6);
    expect(result.changed).toBe(changed);
    if (ratio === 1) expect(result.diff).toBeUndefined();
    else expect(PNG.sync.read(result.diff!)).toMatchObject({ width: 200, height: 100 });
  });

  it('takes the threshold it is given', () => {
    const mark = png(200, 100, [0, 0, 200, 20, RED], [100, 50, 6, 6, BLUE]);
    expect(compareShots(base, mark, DEFAULT_CHANGE_THRESHOLD).changed).toBe(false);
    expect(compareShots(base, mark, 0.001).changed).toBe(true);
  });
});

describe('brandOrigin', () => {
  it.each([
    { base: 'http://localhost:3000', code: 'vk', origin: 'http://vk.localhost:3000' },
    { base: 'http://127.0.0.1:3210/', code: 'ad', origin: 'http://ad.localhost:3210' },
    { base: 'http://localhost', code: 'lib', origin: 'http://lib.localhost' },
    { base: 'https://{code}.shops.test.example', code: 'hl', origin: 'https://hl.shops.test.example' },
    {
      base: 'https://shop-{code}.staging.example:8443/some/path',
      code: 'tvf',
      origin: 'https://shop-tvf.staging.example:8443',
    },
  ])('$base for $code is $origin', ({ base: url, code, origin }) => {
    expect(brandOrigin(url, code)).toBe(origin);
  });

  it('refuses a base that cannot tell brands apart', () => {
    expect(() => brandOrigin('https://www.ad.nl', 'ad')).toThrow('put {code} where the brand code goes');
  });
});

describe('shop gallery: what it refuses before it starts anything', () => {
  const work = mkdtempSync(path.join(os.tmpdir(), 'shop-gallery-args-'));
  afterAll(() => rmSync(work, { recursive: true, force: true }));
  writeFileSync(path.join(work, 'not-a-gallery.txt'), '');

  it.each([
    { args: ['--only', 'ad,nope'], message: 'shop: --only: no brand "nope" (npx shop brand list)' },
    { args: ['--threshold', '2'], message: 'shop: --threshold must be a share of pixels from 0 to 1, e.g. 0.002' },
    { args: ['--threshold', 'lots'], message: 'shop: --threshold must be a share of pixels from 0 to 1, e.g. 0.002' },
    { args: ['--baseline', work], message: `shop: --baseline: ${work} is not a gallery: it has no gallery.json` },
    {
      args: ['--baseline', path.join(work, 'out'), '--out', path.join(work, 'out')],
      message: 'shop: --baseline must be another folder than --out',
    },
    { args: ['--base', 'https://www.ad.nl'], message: 'put {code} where the brand code goes in the host name' },
  ])('$args', ({ args, message }) => {
    const result = shop(['gallery', '--out', path.join(work, 'out'), ...args]);
    expect(result.status).toBe(1);
    expect(result.stderr).toContain(message);
    expect(result.stdout).toBe('');
  });
});
