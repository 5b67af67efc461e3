import { describe, expect, it } from 'vitest';
import { BRANDS, type BrandCode } from '../../../brands/generated/brands.ts';
import { ogLocale, SOCIAL_CARD_SIZE, socialCard, socialImagePath } from '../../../domain/seo/social.ts';

const CODES = Object.keys(BRANDS) as BrandCode[];
const PAGE = { title: 'Abonneren | X', description: 'Kies je abonnement.', url: 'https://x.nl/' };

describe('the social card (domain/seo/social.ts)', () => {
  it.each(CODES)('%s: the brand’s name, locale and generated picture at the card’s size', (code) => {
    const brand = BRANDS[code];
    const card = socialCard(brand, PAGE);
    expect(card).toMatchObject({ title: PAGE.title, description: PAGE.description, url: PAGE.url });
    expect(card.siteName).toBe(brand.name);
    expect(card.locale).toBe(brand.country === 'be' ? 'nl_BE' : 'nl_NL');
    expect(card.image).toMatchObject({ width: 1200, height: 630, alt: brand.name });
    const expected = brand.domain ? `https://${brand.domain}${socialImagePath(code)}` : socialImagePath(code);
    expect(card.image.url).toBe(expected);
    expect(card.image.url).not.toMatch(/placeholder/i);
  });

  it('takes the story’s own picture where an editor set one, cropped to the card by Storyblok', () => {
    const own = { src: 'https://a.storyblok.com/f/1/2400x1600/abc/zomer.jpg', alt: 'Zomer', width: 2400, height: 1600 };
    expect(socialCard(BRANDS.vk, PAGE, own).image).toEqual({
      url: 'https://a.storyblok.com/f/1/2400x1600/abc/zomer.jpg/m/1200x630/smart',
      ...SOCIAL_CARD_SIZE,
      alt: 'Zomer',
    });
  });

  it('makes a picture of the repository absolute on the brand’s domain', () => {
    const own = { src: '/assets/zomer.jpg', alt: '', width: 0, height: 0 };
    expect(socialCard(BRANDS.hl, PAGE, own).image).toEqual({
      url: 'https://hln.be/assets/zomer.jpg',
      ...SOCIAL_CARD_SIZE,
      alt: PAGE.title,
    });
  });

  it.each([
    ['nl', 'nl_NL'],
    ['be', 'nl_BE'],
  ] as const)('og:locale of a brand of %s is %s', (country, locale) => {
    expect(ogLocale({ country })).toBe(locale);
  });
});
