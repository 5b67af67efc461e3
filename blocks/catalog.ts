import { communicationBarBlockSchema } from './communication-bar/schema.ts';
import { customerServiceBlockSchema } from './customer-service/schema.ts';
import { orderConfirmationBlockSchema } from './order-confirmation/schema.ts';
import { orderFormBlockSchema } from './order-form/schema.ts';
import { promoCodeFormBlockSchema } from './promo-code-form/schema.ts';
import { faqBlockSchema, faqItemSchema } from './faq/schema.ts';
import { headerPointSchema, headerPointsBlockSchema } from './header-points/schema.ts';
import { headerMenuItemSchema, menuBlockSchema } from './header-menu/schema.ts';
import { heroBlockSchema } from './hero/schema.ts';
import { imageBlockSchema } from './image/schema.ts';
import { modalContentBlockSchema } from './modal-content/schema.ts';
import { pageBlockSchema } from './page/schema.ts';
import { richTextBlockSchema } from './rich-text/schema.ts';
import { touchpointSchema, touchpointsBlockSchema } from './touchpoints/schema.ts';
import { uspBarBlockSchema, uspItemSchema } from './usp-bar/schema.ts';

/**
 * Every Storyblok component of the space: its technical name, the name editors see, and the zod schema the site
 * parses it with. Schemas only (no components, no styles), so the CLI can generate Storyblok's component
 * definitions from the very schemas the site uses: one source for both. `item` components exist only inside
 * their parent's list field. This is the list of blocks: the site's registry (blocks/registry.ts) must have one
 * block for each entry that is not an item, and the typecheck fails until it has.
 */
export const BLOCK_CATALOG = {
  page: { displayName: 'Page', root: true, schema: pageBlockSchema },
  hero: { displayName: 'Hero (shop window)', schema: heroBlockSchema },
  'usp-bar': { displayName: 'USP bar', schema: uspBarBlockSchema },
  'usp-item': { displayName: 'USP item', item: true, schema: uspItemSchema },
  'header-points': { displayName: 'Header selling points', schema: headerPointsBlockSchema },
  'header-point': { displayName: 'Header selling point', item: true, schema: headerPointSchema },
  faq: { displayName: 'FAQ', schema: faqBlockSchema },
  'faq-item': { displayName: 'FAQ question', item: true, schema: faqItemSchema },
  touchpoints: { displayName: 'Touchpoints', schema: touchpointsBlockSchema },
  touchpoint: { displayName: 'Touchpoint', item: true, schema: touchpointSchema },
  'rich-text': { displayName: 'Rich text', schema: richTextBlockSchema },
  image: { displayName: 'Image', schema: imageBlockSchema },
  'modal-content': { displayName: 'Modal content', schema: modalContentBlockSchema },
  'customer-service': { displayName: 'Customer service', schema: customerServiceBlockSchema },
  'promo-code-form': { displayName: 'Actiecode form', schema: promoCodeFormBlockSchema },
  'order-confirmation': { displayName: 'Order confirmation', schema: orderConfirmationBlockSchema },
  'order-form': { displayName: 'Order form', schema: orderFormBlockSchema },
  menu: { displayName: 'Header menu', root: true, schema: menuBlockSchema },
  'header-menu-item': { displayName: 'Header menu item', item: true, schema: headerMenuItemSchema },
  'communication-bar': { displayName: 'Communication bar', root: true, schema: communicationBarBlockSchema },
} as const;

export type CatalogName = keyof typeof BLOCK_CATALOG;

