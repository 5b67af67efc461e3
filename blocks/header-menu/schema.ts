import { z } from 'zod';
import { blockBaseSchema } from '../../schemas/story.ts';
import { requiredTextSchema } from '../shared/asset.ts';
import { sitePathSchema } from './site-path.ts';

/** The icons a menu item may show; 'none' (or an empty field) shows none. */
export const HEADER_MENU_ICONS = ['none', 'user', 'phone', 'gift', 'newspaper'] as const;
export type HeaderMenuIcon = (typeof HEADER_MENU_ICONS)[number];

/**
 * Storyblok's option field. An icon is decoration: an emptied field ("") or a name this site no longer knows
 * shows no icon rather than costing the whole menu.
 */
const iconSchema = z.enum(HEADER_MENU_ICONS).default('none').catch('none');

/** docs/rules/03-entities.md: a header menu item's label, path and icon. */
export const headerMenuItemSchema = blockBaseSchema.extend({
  component: z.literal('header-menu-item'),
  label: requiredTextSchema,
  path: sitePathSchema,
  icon: iconSchema,
});

/** The content type of a brand's (or the group's) `menu` story: the items of the site header's menu. */
export const menuBlockSchema = blockBaseSchema.extend({
  items: z.array(headerMenuItemSchema),
});
export type MenuBlock = z.infer<typeof menuBlockSchema>;
