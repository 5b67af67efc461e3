import { z } from 'zod';

const hexColour = z
  .string()
  .regex(/^#[0-9a-fA-F]{6}$/, 'must be a six-digit hex colour such as "#1a1a1a"')
  .transform((value) => value.toLowerCase());

/** Self-hosted font families (npm @fontsource-variable packages); nothing is fetched at run time. */
export const FONT_FAMILIES = [
  'inter',
  'source-sans-3',
  'source-serif-4',
  'merriweather',
  'lora',
  'nunito',
  'roboto-slab',
] as const;
const fontFamilySchema = z.enum(FONT_FAMILIES, { error: `must be one of ${FONT_FAMILIES.join(', ')}` });
export type FontFamily = z.infer<typeof fontFamilySchema>;

/** Semantic tokens: what a colour is for, never what it looks like. */
const themeTokensSchema = z
  .object({
    brand: hexColour,
    brandContrast: hexColour,
    accent: hexColour,
    accentContrast: hexColour,
    text: hexColour,
    textMuted: hexColour,
    background: hexColour,
    surface: hexColour,
    border: hexColour,
    critical: hexColour,
    positive: hexColour,
    focusRing: hexColour,
    radius: z.number().int().min(0, 'must be 0 or more').max(24, 'must be at most 24 (px)'),
    fontBody: fontFamilySchema,
    fontHeading: fontFamilySchema,
  })
  .strict();
export type ThemeTokens = z.infer<typeof themeTokensSchema>;
export type ThemeTokenName = keyof ThemeTokens;

/** `brands/base-theme.yaml`: every token. */
export const baseThemeSchema = themeTokensSchema;
/** `brands/<code>/theme.yaml`: a few overrides of the base. */
export const brandThemeSchema = themeTokensSchema.partial().strict();
