import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Blob, Face } from 'harfbuzzjs';
import subsetFont from 'subset-font';
import { describe, expect, it } from 'vitest';
import { FONT_FAMILIES } from '../../schemas/theme.ts';
import { fontFaceCss, fontFile, FONT_HREFS } from '../../site/chrome/web-font-files.ts';
import { SERVED_WEIGHTS, servedWebFont } from '../../site/chrome/web-font-subset.ts';

/*
 * The fonts route serves each brand family cut to what the shop draws (issue 15): every character of the package's
 * latin file, the weight axis cut to 400-700 where that makes the file smaller, the package's file where not. Read
 * back with HarfBuzz.
 */

/** A woff2 as HarfBuzz reads it (it takes no woff2): its face, through subset-font's converter, every glyph kept. */
async function face(woff2: Buffer): Promise<Face> {
  const everything = String.fromCodePoint(...Array.from({ length: 0x2300 }, (_, index) => index + 0x20));
  return new Face(new Blob(new Uint8Array(await subsetFont(woff2, everything, { targetFormat: 'truetype' }))));
}

const packageFile = (family: (typeof FONT_FAMILIES)[number]) => {
  const found = fontFile(FONT_HREFS[family].split('/').pop()!);
  if (!found) throw new Error(`no file for ${family}`);
  return readFileSync(found.path);
};

/** How much smaller each family's served file is than the package's (0: served as it is). Measured, rounded down. */
const SAVED: Readonly<Record<(typeof FONT_FAMILIES)[number], number>> = {
  inter: 0.28,
  'source-sans-3': 0.01,
  'source-serif-4': 0.29,
  merriweather: 0.04,
  lora: 0.02,
  nunito: 0.32,
  'roboto-slab': 0.31,
};

describe.each(FONT_FAMILIES)('the served %s', (family) => {
  it('keeps every character of the package file, covers the weights 400-700, and is never larger', async () => {
    const original = packageFile(family);
    const served = Buffer.from(await servedWebFont(original));
    expect([...served.subarray(0, 4)]).toEqual([0x77, 0x4f, 0x46, 0x32]); // 'wOF2'
    expect(served.length).toBeLessThanOrEqual(Math.round(original.length * (1 - SAVED[family])));
    const [before, after] = [await face(original), await face(served)];
    expect([...after.collectUnicodes()].sort()).toEqual([...before.collectUnicodes()].sort());
    const { min, max } = after.getAxisInfos().wght!;
    expect(min).toBeLessThanOrEqual(SERVED_WEIGHTS.min);
    expect(max).toBeGreaterThanOrEqual(SERVED_WEIGHTS.max);
    if (SAVED[family] > 0) expect([min, max]).toEqual([SERVED_WEIGHTS.min, SERVED_WEIGHTS.max]);
    else expect(served.equals(original)).toBe(true);
  });
});

it('the @font-face says the weights the file has, and the address names them', () => {
  expect(fontFaceCss(['inter'])).toContain('font-weight:400 700;');
  expect(FONT_HREFS.inter).toMatch(/^\/api\/fonts\/inter-\d+\.\d+\.\d+-400-700\.woff2$/);
  expect(path.basename(fontFile(FONT_HREFS.inter.split('/').pop()!)!.path)).toBe('inter-latin-wght-normal.woff2');
});
