import { ImageResponse } from 'next/og';
import { SOCIAL_CARD_SIZE } from '../../domain/seo/social.ts';
import { BRAND_LOGO_SIZE } from '../../domain/seo/structured-data.ts';
import { messagesFor } from '../../domain/messages/index.ts';
import { BRAND_CODES, brandLogo, brandTheme, BRANDS, isBrandCode, type Brand, type BrandCode } from '../brands.ts';
import { LogoDrawing, logoParts, type LogoParts } from './logo-drawing.tsx';

/**
 * Every brand's picture file, `<code>.png`: the params of both picture routes (the card, domain/seo/social.ts
 * socialImagePath, and the logo, domain/seo/structured-data.ts brandLogoPath).
 */
export const brandPictureParams = (): { image: string }[] => BRAND_CODES.map((code) => ({ image: `${code}.png` }));

/** The brand a picture's file name names, `<code>.png`; undefined for any other name. */
function brandOfPictureFile(file: string): { code: BrandCode; brand: Brand } | undefined {
  const code = file.endsWith('.png') ? file.slice(0, -'.png'.length) : '';
  return isBrandCode(code) ? { code, brand: BRANDS[code] } : undefined;
}

/** The largest a logo is drawn in a picture, in pixels: within its width and its height, as its proportions allow. */
function logoFitting(parts: LogoParts, box: { width: number; height: number }): number {
  return Math.min(box.width, (box.height * parts.width) / parts.height);
}

/**
 * A brand's shared-link picture at the large card's size, made from its logo and theme at build time: the brand's own
 * logo (brands/<code>/logo.svg, drawn by site/page/logo-drawing.tsx) on the theme's surface, with the shop's name below
 * it. Undefined for no brand.
 */
export function socialPicture(file: string): ImageResponse | undefined {
  const named = brandOfPictureFile(file);
  if (!named) return undefined;
  const { code, brand } = named;
  const theme = brandTheme(code);
  const parts = logoParts(brandLogo(code));
  return new ImageResponse(
    <div
      style={{
        width: '100%',
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        gap: 56,
        background: theme.surface,
        color: theme.text,
      }}
    >
      <LogoDrawing parts={parts} width={logoFitting(parts, { width: 960, height: 300 })} />
      <div style={{ display: 'flex', fontSize: 48, color: theme.text }}>{messagesFor(brand.locale).routes.index}</div>
    </div>,
    { ...SOCIAL_CARD_SIZE },
  );
}

/**
 * A brand's logo as its pages' structured data name it (domain/seo/structured-data.ts): the brand's own logo, square,
 * on the theme's surface, in raster (search engines take a logo of 112 x 112 pixels or more; the SVG is smaller).
 * Undefined for no brand.
 */
export function brandLogoPicture(file: string): ImageResponse | undefined {
  const named = brandOfPictureFile(file);
  if (!named) return undefined;
  const parts = logoParts(brandLogo(named.code));
  const margin = 32;
  const box = { width: BRAND_LOGO_SIZE.width - 2 * margin, height: BRAND_LOGO_SIZE.height - 2 * margin };
  return new ImageResponse(
    <div
      style={{
        width: '100%',
        height: '100%',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        background: brandTheme(named.code).surface,
      }}
    >
      <LogoDrawing parts={parts} width={logoFitting(parts, box)} />
    </div>,
    { ...BRAND_LOGO_SIZE },
  );
}
