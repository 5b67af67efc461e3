/**
 * Block fields that point at other stories, resolved by the CDN client for a page and by the visual editor's bridge
 * for each edited story (its `resolveRelations`): one list, so an edited story shows its relations as the page does.
 * None of the blocks has such a field today (docs/adr/0014). Kept in a module of its own: the editor's client
 * component imports it.
 */
export const STORY_RELATIONS: readonly string[] = [];
