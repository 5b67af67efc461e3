import subsetFont from 'subset-font';

/*
 * What the site serves of a brand's variable font (issue 15: 'only what the first screen needs, subset'): every
 * glyph of the package's file (fontsource's latin subset: Dutch and French need nothing else), with the weight axis
 * cut to the weights the shop draws with (400 body, 600 and 700 emphasis and headings; the themes and the consent
 * manager's CSS use no other). Made once per file when the build prerenders the fonts route (site/app/api/fonts),
 * with HarfBuzz's subsetter (subset-font). Inter 48 -> 34 KB, Roboto Slab 34 -> 23 KB, Nunito and Source Serif 4
 * about 30% smaller; Lora (400-700 already), Source Sans 3 and Merriweather 2-5%. A file the cut would not make
 * smaller is served as the package has it.
 */

/** The weights kept: a page asking for another gets the nearest (the @font-face says this range). */
export const SERVED_WEIGHTS = { min: 400, max: 700 } as const;

/** Every character a file may hold (the subsetter keeps those the font has: all of them). */
const EVERY_CHARACTER = String.fromCodePoint(...Array.from({ length: 0xfffe - 0x20 }, (_, index) => index + 0x20).filter((code) => code < 0xd800 || code > 0xdfff));

/** The served file: a variable woff2 with its weight axis cut to SERVED_WEIGHTS, or the file itself if not smaller. */
export async function servedWebFont(file: Buffer): Promise<Uint8Array<ArrayBuffer>> {
  const cut = await subsetFont(file, EVERY_CHARACTER, { targetFormat: 'woff2', variationAxes: { wght: SERVED_WEIGHTS } });
  return new Uint8Array(cut.length < file.length ? cut : file);
}
