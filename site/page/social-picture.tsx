import { ImageResponse } from 'next/og';
import { SOCIAL_CARD_SIZE } from '../../domain/seo/social.ts';
import { BRAND_LOGO_SIZE } from '../../domain/seo/structured-data.ts';
import { messagesFor } from '../../domain/messages/index.ts';
import { BRAND_CODES, brandTheme, BRANDS, isBrandCode, type Brand, type BrandCode } from '../brands.ts';

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

/**
 * A brand's shared-link picture at the large card's size, made from its logo and theme at build time: the logo's
 * block (the brand's colour, its name in the contrasting one, the logo's rounded corners, brands/generated/logos.ts)
 * on the theme's surface, with the shop's name below. Drawn here rather than from the logo's SVG: the picture
 * renderer has no system fonts, and the logo's text is set in them. Undefined for no brand.
 */
export function socialPicture(file: string): ImageResponse | undefined {
  const named = brandOfPictureFile(file);
  if (!named) return undefined;
  const { code, brand } = named;
  const theme = brandTheme(code);
  const shop = messagesFor(brand.locale).routes.index;
  return new ImageResponse(
    <div
      style={{
        width: '100%',
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        gap: 48,
        background: theme.surface,
        color: theme.text,
      }}
    >
      <div
        style={{
          display: 'flex',
          padding: '48px 96px',
          borderRadius: theme.radius * 4,
          background: theme.brand,
          color: theme.brandContrast,
          fontSize: brand.name.length > 16 ? 72 : 112,
        }}
      >
        {brand.name}
      </div>
      <div style={{ display: 'flex', fontSize: 48, color: theme.text }}>{shop}</div>
    </div>,
    { ...SOCIAL_CARD_SIZE },
  );
}

/**
 * A brand's logo as its pages' structured data name it (domain/seo/structured-data.ts): the logo's block of the
 * card picture above, square, in raster (search engines take a logo of 112 x 112 pixels or more, and the wordmark's
 * SVG is smaller and set in system fonts). Undefined for no brand.
 */
export function brandLogoPicture(file: string): ImageResponse | undefined {
  const named = brandOfPictureFile(file);
  if (!named) return undefined;
  const { code, brand } = named;
  const theme = brandTheme(code);
  return new ImageResponse(
    <div
      style={{
        width: '100%',
        height: '100%',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        textAlign: 'center',
        padding: 32,
        background: theme.brand,
        color: theme.brandContrast,
        fontSize: brand.name.length > 12 ? 56 : brand.name.length > 4 ? 96 : 160,
        fontWeight: 700,
      }}
    >
      {brand.name}
    </div>,
    { ...BRAND_LOGO_SIZE },
  );
}
