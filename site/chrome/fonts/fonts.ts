import type { FontFamily } from '../../../schemas/theme.ts';
import { fallbackFamilies } from './font-fallbacks.ts';
import { WEB_FONTS } from './web-fonts.ts';

// The web font (our own @font-face, web-fonts.ts), then Capsize's metric-matched fallbacks (font-fallbacks.ts), not
// next/font's single local("Arial") face.
const stack = (family: FontFamily) => `"${WEB_FONTS[family].name}", ${fallbackFamilies(family)}`;

/** Theme font token -> CSS font-family value. */
export const FONT_STACKS: Record<FontFamily, string> = {
  inter: stack('inter'),
  'source-sans-3': stack('source-sans-3'),
  'source-serif-4': stack('source-serif-4'),
  merriweather: stack('merriweather'),
  lora: stack('lora'),
  nunito: stack('nunito'),
  'roboto-slab': stack('roboto-slab'),
};
