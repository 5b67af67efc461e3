import subsetFont from 'subset-font';
import type { FontWeights } from './web-fonts.ts';

/*
 * What the site serves of a brand's variable font ('only what the first screen needs, subset'): every
 * glyph of the package's file (fontsource's latin subset: Dutch and French need nothing else), with the weight axis
 * cut to the weights the brand draws with it (web-fonts.ts FONT_WEIGHTS): 400-700 for its text, and for a heading
 * family of its own a static instance at 700, which carries no variation data. Made once per file when the build
 * prerenders the fonts route (site/app/api/fonts), with HarfBuzz's subsetter (subset-font). Text cuts: Inter 48 ->
 * 34 KB, Roboto Slab 34 -> 23 KB, Nunito and Source Serif 4 about 30% smaller; Lora (400-700 already), Source Sans 3
 * and Merriweather 2-5%. Heading cuts about half that again: Roboto Slab 13 KB, Lora 20 KB, Source Serif 4 21 KB,
 * Merriweather 47 KB (91 as text). A file the cut would not make smaller is served as the package has it.
 */

/** Every character a file may hold (the subsetter keeps those the font has: all of them). */
const EVERY_CHARACTER = String.fromCodePoint(
  ...Array.from({ length: 0xfffe - 0x20 }, (_, index) => index + 0x20).filter((code) => code < 0xd800 || code > 0xdfff),
);

/**
 * The served file: a woff2 with its weight axis cut to `weights` (pinned when it is one weight), or the file itself if
 * not smaller.
 */
export async function servedWebFont(file: Buffer, weights: FontWeights): Promise<Uint8Array<ArrayBuffer>> {
  const wght = weights.min === weights.max ? weights.min : { min: weights.min, max: weights.max };
  const cut = await subsetFont(file, EVERY_CHARACTER, { targetFormat: 'woff2', variationAxes: { wght } });
  return new Uint8Array(cut.length < file.length ? cut : file);
}
