import localFont from 'next/font/local';
import type { FontFamily } from '../../schemas/theme.ts';
import './font-fallbacks.css.ts';
import { fallbackFamilies } from './font-fallbacks.ts';

// Self-hosted from npm (@fontsource-variable, latin subset, variable weight): nothing is fetched from the internet.
// Not preloaded: a page uses one or two of these, and preloading all would cost every visitor the rest.
// The fallbacks are Capsize's metric-matched faces (font-fallbacks.ts), not next/font's single local("Arial") face.
const inter = localFont({ src: '../../node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2', display: 'swap', preload: false, adjustFontFallback: false });
const sourceSans3 = localFont({ src: '../../node_modules/@fontsource-variable/source-sans-3/files/source-sans-3-latin-wght-normal.woff2', display: 'swap', preload: false, adjustFontFallback: false });
const sourceSerif4 = localFont({ src: '../../node_modules/@fontsource-variable/source-serif-4/files/source-serif-4-latin-wght-normal.woff2', display: 'swap', preload: false, adjustFontFallback: false });
const merriweather = localFont({ src: '../../node_modules/@fontsource-variable/merriweather/files/merriweather-latin-wght-normal.woff2', display: 'swap', preload: false, adjustFontFallback: false });
const lora = localFont({ src: '../../node_modules/@fontsource-variable/lora/files/lora-latin-wght-normal.woff2', display: 'swap', preload: false, adjustFontFallback: false });
const nunito = localFont({ src: '../../node_modules/@fontsource-variable/nunito/files/nunito-latin-wght-normal.woff2', display: 'swap', preload: false, adjustFontFallback: false });
const robotoSlab = localFont({ src: '../../node_modules/@fontsource-variable/roboto-slab/files/roboto-slab-latin-wght-normal.woff2', display: 'swap', preload: false, adjustFontFallback: false });

/** Theme font token -> CSS font-family value. */
export const FONT_STACKS: Record<FontFamily, string> = {
  inter: `${inter.style.fontFamily}, ${fallbackFamilies('inter')}`,
  'source-sans-3': `${sourceSans3.style.fontFamily}, ${fallbackFamilies('source-sans-3')}`,
  'source-serif-4': `${sourceSerif4.style.fontFamily}, ${fallbackFamilies('source-serif-4')}`,
  merriweather: `${merriweather.style.fontFamily}, ${fallbackFamilies('merriweather')}`,
  lora: `${lora.style.fontFamily}, ${fallbackFamilies('lora')}`,
  nunito: `${nunito.style.fontFamily}, ${fallbackFamilies('nunito')}`,
  'roboto-slab': `${robotoSlab.style.fontFamily}, ${fallbackFamilies('roboto-slab')}`,
};
