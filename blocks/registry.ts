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

/**
 * Every block the site renders, by its Storyblok component (technical) name. One explicit object, built once at
 * import: no global registration at run time (the React SDK's mutable component map is what we avoid). The CLI
 * generates Storyblok's component definitions from these same entries.
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
} as const satisfies Readonly<Record<string, RegisteredBlock>>;

export type BlockName = keyof typeof BLOCKS;
export type BlockRegistry = Readonly<Record<string, RegisteredBlock>>;

/** Own keys only: a component named "constructor" or "__proto__" is unknown, not Object's. */
export function lookupBlock(registry: BlockRegistry, component: string): RegisteredBlock | undefined {
  return Object.hasOwn(registry, component) ? registry[component] : undefined;
}
