import { productionOrigin } from './canonical.ts';

/*
 * A shared link's card (Open Graph, and Twitter's, which reads the same picture): the page's title and description,
 * the brand's name and locale, and a picture at the large card's size.
 */

/** The large card's picture (Open Graph's recommended 1.91:1), in pixels. */
export const SOCIAL_CARD_SIZE = { width: 1200, height: 630 } as const;

/** Open Graph's locale of a brand's shop: Dutch, of the brand's country. */
export const ogLocale = (brand: { readonly country: 'nl' | 'be' }): 'nl_NL' | 'nl_BE' =>
  brand.country === 'be' ? 'nl_BE' : 'nl_NL';

/** Where a brand's generated card picture is served (site/app/assets/social/[image]/route.tsx). */
export const socialImagePath = (code: string): string => `/assets/social/${code}.png`;

export interface SocialCard {
  readonly title: string;
  readonly description: string;
  readonly siteName: string;
  readonly locale: 'nl_NL' | 'nl_BE';
  /** The canonical address of the page; undefined for a brand without a domain. */
  readonly url: string | undefined;
  readonly image: { readonly url: string; readonly width: number; readonly height: number; readonly alt: string };
}

/** A story's own picture, as the editor set it (blocks/page/schema.ts `social_image`). */
export interface OwnImage {
  readonly src: string;
  readonly alt: string;
  readonly width: number;
  readonly height: number;
}

/** Storyblok's asset host: its image service crops an asset to a size (`<asset>/m/1200x630/smart`). */
const STORYBLOK_ASSET = /^https:\/\/a(?:-[a-z]+)?\.storyblok\.com\/f\//;

/** An editor's picture at the card's size: Storyblok's cropped to it; any other as it is, made absolute. */
function cardOf(own: OwnImage, origin: string): { url: string; width: number; height: number } {
  if (STORYBLOK_ASSET.test(own.src)) {
    const { width, height } = SOCIAL_CARD_SIZE;
    return { url: `${own.src}/m/${width}x${height}/smart`, width, height };
  }
  const url = own.src.startsWith('/') ? `${origin}${own.src}` : own.src;
  return { url, width: own.width || SOCIAL_CARD_SIZE.width, height: own.height || SOCIAL_CARD_SIZE.height };
}

/**
 * The card of a page: the story's own picture where the editor set one, else the brand's generated one, at the
 * card's size, by its absolute address on the brand's domain (relative where the brand has none).
 */
export function socialCard(
  brand: { readonly code: string; readonly name: string; readonly domain: string; readonly country: 'nl' | 'be' },
  page: { readonly title: string; readonly description: string; readonly url: string | undefined },
  own?: OwnImage,
): SocialCard {
  const origin = productionOrigin(brand) ?? '';
  const image = own
    ? { ...cardOf(own, origin), alt: own.alt || page.title }
    : { url: `${origin}${socialImagePath(brand.code)}`, ...SOCIAL_CARD_SIZE, alt: brand.name };
  return { ...page, siteName: brand.name, locale: ogLocale(brand), image };
}
