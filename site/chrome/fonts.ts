import localFont from 'next/font/local';
import type { FontFamily } from '../../schemas/theme.ts';

// Self-hosted from npm (@fontsource-variable, latin subset, variable weight): nothing is fetched from the internet.
// Not preloaded: a page uses one or two of these, and preloading all would cost every visitor the rest.
const inter = localFont({ src: '../../node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2', display: 'swap', preload: false, fallback: ['system-ui', 'Arial', 'sans-serif'] });
const sourceSans3 = localFont({ src: '../../node_modules/@fontsource-variable/source-sans-3/files/source-sans-3-latin-wght-normal.woff2', display: 'swap', preload: false, fallback: ['system-ui', 'Arial', 'sans-serif'] });
const sourceSerif4 = localFont({ src: '../../node_modules/@fontsource-variable/source-serif-4/files/source-serif-4-latin-wght-normal.woff2', display: 'swap', preload: false, fallback: ['Georgia', 'serif'] });
const merriweather = localFont({ src: '../../node_modules/@fontsource-variable/merriweather/files/merriweather-latin-wght-normal.woff2', display: 'swap', preload: false, fallback: ['Georgia', 'serif'] });
const lora = localFont({ src: '../../node_modules/@fontsource-variable/lora/files/lora-latin-wght-normal.woff2', display: 'swap', preload: false, fallback: ['Georgia', 'serif'] });
const nunito = localFont({ src: '../../node_modules/@fontsource-variable/nunito/files/nunito-latin-wght-normal.woff2', display: 'swap', preload: false, fallback: ['system-ui', 'Arial', 'sans-serif'] });
const robotoSlab = localFont({ src: '../../node_modules/@fontsource-variable/roboto-slab/files/roboto-slab-latin-wght-normal.woff2', display: 'swap', preload: false, fallback: ['Georgia', 'serif'] });

/** Theme font token -> CSS font-family value. */
export const FONT_STACKS: Record<FontFamily, string> = {
  inter: inter.style.fontFamily,
  'source-sans-3': sourceSans3.style.fontFamily,
  'source-serif-4': sourceSerif4.style.fontFamily,
  merriweather: merriweather.style.fontFamily,
  lora: lora.style.fontFamily,
  nunito: nunito.style.fontFamily,
  'roboto-slab': robotoSlab.style.fontFamily,
};
