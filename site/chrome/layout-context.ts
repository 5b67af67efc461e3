import type { BlockContext } from '../../blocks/context.ts';
import type { ExperimentVariant } from '../../domain/experiments/decisions.ts';
import { anonymousKey, sellerOfChrome, type Chrome } from '../../domain/page-key.ts';
import type { RouteEntry } from '../../domain/routes.ts';
import { brandRoutes, type Brand } from '../brands.ts';
import { env } from '../env.ts';
import { pageContext } from '../page/context.ts';

/**
 * The context of content around a page rather than in its story (the header menu, the footer's modal, the top
 * bar's customer service): the brand's own, as on its home page, with the page's experiment decisions (a
 * phone-number variant changes the top bar's number too) and its chrome (the business page's top bar shows the
 * business number, docs/rules/09-constants-and-limits.md; a title sold as a brand of its own shows that brand's
 * customer service).
 */
export async function layoutBlockContext(
  brand: Brand,
  decisions: readonly ExperimentVariant[] = [],
  chrome: Chrome = 'consumer',
): Promise<BlockContext> {
  // The page's own rules pick the number (domain/phone-numbers.ts: the business page's wins over a variant's).
  const key = { ...anonymousKey(chrome, env.DEFAULT_MID), decisions: [...decisions] };
  return (await pageContext(brand, chromeRoute(brand, chrome), { kind: 'shared', key })).blocks;
}

/** The page whose customer service a chrome shows: the business page, the seller's title, or the brand's home. */
function chromeRoute(brand: Brand, chrome: Chrome): RouteEntry {
  if (chrome === 'business') return { path: '/zakelijk', name: 'zakelijk' };
  const seller = sellerOfChrome(chrome);
  const sold =
    seller === undefined
      ? undefined
      : brandRoutes(brand.code).find((route) => route.seller === seller && route.name === 'specialProduct');
  return sold ?? { path: '/', name: 'index' };
}
