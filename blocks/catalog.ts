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
 * Every Storyblok component of the space: its technical name, the name and description editors see, and the zod
 * schema the site parses it with. Schemas only (no components, no styles), so the CLI can generate Storyblok's
 * component definitions from the very schemas the site uses: one source for both. `item` components exist only inside
 * their parent's list field. This is the list of blocks: the site's registry (blocks/registry.ts) must have one
 * block for each entry that is not an item, and the typecheck fails until it has.
 */
export const BLOCK_CATALOG = {
  page: {
    displayName: 'Page',
    description: 'A shop page: its blocks in order, and how search results and shared links show it',
    root: true,
    schema: pageBlockSchema,
  },
  hero: {
    displayName: 'Hero (shop window)',
    description: 'The shop window: the page’s heading and introduction above the subscriptions on offer',
    schema: heroBlockSchema,
  },
  'usp-bar': {
    displayName: 'USP bar',
    description: 'A bar of selling points, each with a check mark',
    schema: uspBarBlockSchema,
  },
  'usp-item': {
    displayName: 'USP item',
    description: 'One selling point of a USP bar',
    item: true,
    schema: uspItemSchema,
  },
  'header-points': {
    displayName: 'Header selling points',
    description: 'Short selling points in the page header',
    schema: headerPointsBlockSchema,
  },
  'header-point': {
    displayName: 'Header selling point',
    description: 'One selling point in the page header',
    item: true,
    schema: headerPointSchema,
  },
  faq: {
    displayName: 'FAQ',
    description: 'Questions and answers; {phone} becomes the brand’s customer-service number',
    schema: faqBlockSchema,
  },
  'faq-item': {
    displayName: 'FAQ question',
    description: 'One question and its answer',
    item: true,
    schema: faqItemSchema,
  },
  touchpoints: {
    displayName: 'Touchpoints',
    description: 'A row of ways to read the brand (paper, app, site)',
    schema: touchpointsBlockSchema,
  },
  touchpoint: {
    displayName: 'Touchpoint',
    description: 'One way to read the brand: a title, a description and an image',
    item: true,
    schema: touchpointSchema,
  },
  'rich-text': {
    displayName: 'Rich text',
    description: 'Formatted text: headings, paragraphs, lists and links',
    schema: richTextBlockSchema,
  },
  image: { displayName: 'Image', description: 'One image with an optional caption', schema: imageBlockSchema },
  'modal-content': {
    displayName: 'Modal content',
    description: 'The text of a dialog, such as the accessibility statement in the footer',
    schema: modalContentBlockSchema,
  },
  'customer-service': {
    displayName: 'Customer service',
    description: 'The customer-service widget: phone number and opening hours, or the closed message',
    schema: customerServiceBlockSchema,
  },
  'promo-code-form': {
    displayName: 'Actiecode form',
    description: 'The form where a visitor enters the actiecode and postcode from a letter',
    schema: promoCodeFormBlockSchema,
  },
  'order-confirmation': {
    displayName: 'Order confirmation',
    description: 'The summary of the order just placed, on the thank-you page',
    schema: orderConfirmationBlockSchema,
  },
  'order-form': {
    displayName: 'Order form',
    description: 'The order form with the chosen subscription’s summary',
    schema: orderFormBlockSchema,
  },
  menu: {
    displayName: 'Header menu',
    description: 'The items of the site header’s menu (the story named menu)',
    root: true,
    schema: menuBlockSchema,
  },
  'header-menu-item': {
    displayName: 'Header menu item',
    description: 'One item of the header menu: label, path and icon',
    item: true,
    schema: headerMenuItemSchema,
  },
  'communication-bar': {
    displayName: 'Communication bar',
    description: 'A short announcement above the site header (the story named communicatie)',
    root: true,
    schema: communicationBarBlockSchema,
  },
} as const;

export type CatalogName = keyof typeof BLOCK_CATALOG;
