import { globalFontFace } from '@vanilla-extract/css';
import { FALLBACK_FACES } from './font-fallbacks.ts';

// The metric-matched fallback faces (font-fallbacks.ts): local fonts only, nothing is downloaded.
for (const { fontFamily, ...rule } of FALLBACK_FACES) globalFontFace(fontFamily, rule);
