import { BRANDS, type BrandCode } from '../../brands/generated/brands.ts';
import { ROUTES } from '../../brands/generated/routes.ts';
import { THEMES } from '../../brands/generated/themes.ts';
import { routesFor } from '../../domain/routes.ts';

export { BRANDS, ROUTES, THEMES, type BrandCode };

/**
 * Brands of every kind: nl/be, paper/magazine, the Belgian tv type (a Dutch TV guide such as vero is a magazine,
 * docs/rules/01-product-and-brands.md), formal/informal, with and without special titles or a domain.
 * fleet.spec.ts checks that the list covers every kind, so it cannot silently lose one.
 */
export const REPRESENTATIVE_BRANDS = [
  'ad',
  'vk',
  'hl',
  'dm',
  'lib',
  'hu',
  'da',
  'vero',
  'tvf',
  'don',
  'ddj',
] as const satisfies readonly BrandCode[];

export const PORT = Number(process.env.E2E_PORT ?? 3210);

/** A brand's shop as a browser reaches it locally: Chromium sends every *.localhost name to loopback. */
export const brandUrl = (code: string, path = '/') => `http://${code}.localhost:${PORT}${path}`;

/** Every fixed route of docs/rules/02-routes-and-layout.md that a brand does not have. */
export function missingFixedRoutes(code: BrandCode): string[] {
  const own = new Set<string>(ROUTES[code].map((route) => route.path));
  return routesFor({ type: 'paper', digital: true, specials: [] })
    .map((route) => route.path)
    .filter((path) => !own.has(path));
}

/** Where the test server's local front office keeps its orders (playwright.config.ts sets FRONT_OFFICE_DATA_DIR). */
export const E2E_FRONT_OFFICE_DIR = new URL('../../.data/e2e-front-office', import.meta.url).pathname;

/** Where the test server's experiments stand-in records the SDK's event batches (playwright.config.ts sets it). */
export const E2E_EXPERIMENT_EVENTS_FILE = new URL('../../.data/e2e-experiment-events.jsonl', import.meta.url).pathname;
