import type { z } from 'zod';
import type { BLOCK_CATALOG, CatalogName } from './catalog.ts';
import type { RegisteredBlock } from './define.ts';
import { communicationBarBlock } from './communication-bar/index.ts';
import { customerServiceBlock } from './customer-service/index.ts';
import { orderConfirmationBlock } from './order-confirmation/index.ts';
import { orderFormBlock } from './order-form/index.ts';
import { promoCodeFormBlock } from './promo-code-form/index.ts';
import { faqBlock } from './faq/index.ts';
import { menuBlock } from './header-menu/index.ts';
import { headerPointsBlock } from './header-points/index.ts';
import { heroBlock } from './hero/index.ts';
import { imageBlock } from './image/index.ts';
import { modalContentBlock } from './modal-content/index.ts';
import { pageBlock } from './page/index.ts';
import { richTextBlock } from './rich-text/index.ts';
import { touchpointsBlock } from './touchpoints/index.ts';
import { uspBarBlock } from './usp-bar/index.ts';

type Catalog = typeof BLOCK_CATALOG;

/**
 * The catalog's names of the blocks the site renders: every entry but the `item` components, which exist only
 * inside their parent's list field and are rendered by that parent.
 */
export type BlockName = { [K in CatalogName]: Catalog[K] extends { readonly item: true } ? never : K }[CatalogName];

/** What the registry must hold: one block per name above, parsing with that catalog entry's schema. */
type CatalogRegistry = {
  readonly [K in BlockName]: RegisteredBlock & { readonly schema: z.ZodType<z.output<Catalog[K]['schema']>> };
};

/**
 * Every block the site renders, by its Storyblok component (technical) name. One explicit object, built once at
 * import: no global registration at run time (the React SDK's mutable component map is what we avoid). The catalog
 * (blocks/catalog.ts) is the list of blocks: `satisfies` fails the typecheck when a catalog block has no entry
 * here, when an entry here is not in the catalog, or when an entry's schema is another block's.
 */
export const BLOCKS = {
  page: pageBlock,
  hero: heroBlock,
  'usp-bar': uspBarBlock,
  'header-points': headerPointsBlock,
  faq: faqBlock,
  touchpoints: touchpointsBlock,
  'rich-text': richTextBlock,
  image: imageBlock,
  'modal-content': modalContentBlock,
  'customer-service': customerServiceBlock,
  'promo-code-form': promoCodeFormBlock,
  'order-confirmation': orderConfirmationBlock,
  'order-form': orderFormBlock,
  menu: menuBlock,
  'communication-bar': communicationBarBlock,
} as const satisfies CatalogRegistry;

export type BlockRegistry = Readonly<Record<string, RegisteredBlock>>;

/** Own keys only: a component named "constructor" or "__proto__" is unknown, not Object's. */
export function lookupBlock(registry: BlockRegistry, component: string): RegisteredBlock | undefined {
  return Object.hasOwn(registry, component) ? registry[component] : undefined;
}
