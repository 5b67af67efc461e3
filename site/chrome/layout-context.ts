import type { BlockContext } from '../../blocks/context.ts';
import { anonymousKey, sellerOfChrome, type Chrome } from '../../domain/page-key.ts';
import type { RouteEntry } from '../../domain/routes.ts';
import { brandRoutes, type Brand } from '../brands.ts';
import { env } from '../env.ts';
import { pageContext, type PageFor } from '../page/context.ts';

/**
 * The context of content around a page rather than in its story (the header menu, the footer's modal, the top
 * bar's customer service): the page's own mid, experiment decisions and visitor, as the page's blocks have them
 * (`page`: a shared page's key, or a visitor's own page), so that the top bar asks for the phone number with the
 * page's mid and title and shows the number the page shows. The route is the chrome's (the business page's top bar
 * shows the business number, docs/rules/09-constants-and-limits.md; a title sold as a brand of its own shows that
 * brand's customer service). Bounded as the page is: a shared page's key holds only a mid the front office knows
 * (domain/page-key.ts), and a visitor's invented mid asks for the default's number (site/page/context.ts).
 */
export async function layoutBlockContext(
  brand: Brand,
  chrome: Chrome = 'consumer',
  page: PageFor = { kind: 'shared', key: anonymousKey(chrome, env.DEFAULT_MID) },
): Promise<BlockContext> {
  // The page's own rules pick the number (domain/phone-numbers.ts: the business page's wins over a variant's).
  return (await pageContext(brand, chromeRoute(brand, chrome), page)).blocks;
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
