import { assignInlineVars } from '@vanilla-extract/dynamic';
import type { ThemeTokens } from '../schemas/theme.ts';
import { vars } from './contract.css.ts';

/** One brand's theme as inline custom properties for the root element; `fonts` maps a family token to CSS. */
export function brandStyle(
  tokens: ThemeTokens,
  fonts: Record<ThemeTokens['fontBody'], string>,
): Record<string, string> {
  const { radius, fontBody, fontHeading, ...color } = tokens;
  const style = assignInlineVars(vars, {
    color,
    radius: `${radius}px`,
    font: { body: fonts[fontBody], heading: fonts[fontHeading] },
  });
  // A plain object: React may pass the root element's style to client components (e.g. on a 404), which refuses
  // assignInlineVars' own object type.
  return Object.fromEntries(Object.entries(style));
}
