import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Blob, Face } from 'harfbuzzjs';
import subsetFont from 'subset-font';
import { describe, expect, it } from 'vitest';
import { FONT_FAMILIES } from '../../../../schemas/theme.ts';
import { fontFaceCss, fontFile, fontHref } from '../../../../site/chrome/fonts/web-font-files.ts';
import { servedWebFont } from '../../../../site/chrome/fonts/web-font-subset.ts';
import { FONT_WEIGHTS } from '../../../../site/chrome/fonts/web-fonts.ts';

const SERVED_WEIGHTS = FONT_WEIGHTS.text;

/*
 * The fonts route serves each brand family cut to what the brand draws with it: every character of the
 * package's latin file, the weight axis cut to 400-700 for text where that makes the file smaller (the package's file
 * where not), and one static instance at 700 for a heading family of its own. Read back with HarfBuzz.
 */

/** A woff2 as HarfBuzz reads it (it takes no woff2): its face, through subset-font's converter, every glyph kept. */
async function face(woff2: Buffer): Promise<Face> {
  const everything = String.fromCodePoint(...Array.from({ length: 0x2300 }, (_, index) => index + 0x20));
  return new Face(new Blob(new Uint8Array(await subsetFont(woff2, everything, { targetFormat: 'truetype' }))));
}

const packageFile = (family: (typeof FONT_FAMILIES)[number]) => {
  const found = fontFile(fontHref({ family, use: 'text' }).split('/').pop()!);
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
    const served = Buffer.from(await servedWebFont(original, SERVED_WEIGHTS));
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

  it('as a heading family of its own: every character, bold only (no weight axis, weight class 700), far smaller than the text file', async () => {
    const original = packageFile(family);
    const text = Buffer.from(await servedWebFont(original, SERVED_WEIGHTS));
    const headings = Buffer.from(await servedWebFont(original, FONT_WEIGHTS.headings));
    expect([...headings.subarray(0, 4)]).toEqual([0x77, 0x4f, 0x46, 0x32]); // 'wOF2'
    expect(headings.length).toBeLessThanOrEqual(Math.round(text.length * (1 - HEADINGS_SAVED[family])));
    const [before, after] = [await face(original), await face(headings)];
    expect([...after.collectUnicodes()].sort()).toEqual([...before.collectUnicodes()].sort());
    expect(after.getAxisInfos().wght).toBeUndefined();
    const os2 = after.referenceTable('OS/2')!;
    expect((os2[4]! << 8) | os2[5]!).toBe(700); // usWeightClass
  });
});

/** How much smaller each family's headings file is than its text file. Measured, rounded down. */
const HEADINGS_SAVED: Readonly<Record<(typeof FONT_FAMILIES)[number], number>> = {
  inter: 0.34,
  'source-sans-3': 0.47,
  'source-serif-4': 0.39,
  merriweather: 0.48,
  lora: 0.44,
  nunito: 0.41,
  'roboto-slab': 0.42,
};

it('the @font-face says the weights the file has, and the address names them', () => {
  const inter = fontHref({ family: 'inter', use: 'text' });
  expect(fontFaceCss([{ family: 'inter', use: 'text' }])).toContain('font-weight:400 700;');
  expect(inter).toMatch(/^\/api\/fonts\/inter-\d+\.\d+\.\d+-400-700\.woff2$/);
  expect(path.basename(fontFile(inter.split('/').pop()!)!.path)).toBe('inter-latin-wght-normal.woff2');
  const lora = fontHref({ family: 'lora', use: 'headings' });
  expect(fontFaceCss([{ family: 'lora', use: 'headings' }])).toContain(
    `src:url(${lora}) format("woff2");font-weight:700;`,
  );
  expect(lora).toMatch(/^\/api\/fonts\/lora-\d+\.\d+\.\d+-700\.woff2$/);
  expect(fontFile(lora.split('/').pop()!)).toMatchObject({
    family: 'lora',
    use: 'headings',
    weights: { min: 700, max: 700 },
  });
  expect(fontFile('lora-0.0.0-700.woff2')).toBeUndefined();
});
