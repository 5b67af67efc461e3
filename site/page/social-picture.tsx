import { ImageResponse } from 'next/og';
import { SOCIAL_CARD_SIZE } from '../../domain/seo/social.ts';
import { messagesFor } from '../../domain/messages/index.ts';
import { BRAND_CODES, brandTheme, BRANDS, isBrandCode } from '../brands.ts';

/** Every brand's card picture, by its file name (domain/seo/social.ts socialImagePath). */
export const socialPictureParams = (): { image: string }[] => BRAND_CODES.map((code) => ({ image: `${code}.png` }));

/**
 * A brand's shared-link picture at the large card's size, made from its logo and theme at build time: the logo's
 * block (the brand's colour, its name in the contrasting one, the logo's rounded corners, brands/generated/logos.ts)
 * on the theme's surface, with the shop's name below. Drawn here rather than from the logo's SVG: the picture
 * renderer has no system fonts, and the logo's text is set in them. Undefined for no brand.
 */
export function socialPicture(file: string): ImageResponse | undefined {
  const code = file.endsWith('.png') ? file.slice(0, -'.png'.length) : '';
  if (!isBrandCode(code)) return undefined;
  const brand = BRANDS[code];
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
