import { previewTarget, type PreviewCatalog } from './preview-target.ts';
import { GROUP_STORY_FOLDER } from '../routes.ts';

/*
 * A link to a story, in a rich-text field, names the story's full slug (`ad/digitaal`, Storyblok's `cached_url`),
 * which is no page on a brand's host. Before a story reaches a page its story links become the page that shows the
 * linked story (docs/adr/0029): on the page's own brand for its own or a group story, the other brand's shop for
 * another brand's story. A link to a story no page shows keeps its text and loses the link; an href that is no
 * story's full slug is left to the renderer, which takes only a path of the site (blocks/rich-text).
 */

export interface StoryLinkFleet {
  readonly catalog: Pick<PreviewCatalog, 'brands' | 'routes'>;
  /** A brand's main domain; empty for a brand without a host of its own. */
  domainOf(code: string): string;
}

type LinkAttrs = Readonly<Record<string, unknown>>;

/** The attributes of a story link as the page needs them, or undefined when no page shows the story. */
function resolvedLink(attrs: LinkAttrs, brand: string, fleet: StoryLinkFleet): LinkAttrs | undefined {
  const href = typeof attrs.href === 'string' ? attrs.href : '';
  // Not a story's full slug (an anchor alone, a path of the site): left to the renderer's own check.
  const folder = /^\/?([a-z0-9-]+)\/[a-z0-9-]+\/?$/.exec(href)?.[1];
  if (folder === undefined || (folder !== GROUP_STORY_FOLDER && !fleet.catalog.brands.includes(folder))) return attrs;
  const target = previewTarget(href, { ...fleet.catalog, ownsStory: () => false }, brand);
  if (target.kind === 'unknown') return undefined;
  if (target.brand === brand) return { ...attrs, href: target.path };
  // A group story this brand has no page for: another brand's page would be another shop's offer.
  if (folder === GROUP_STORY_FOLDER) return undefined;
  const domain = fleet.domainOf(target.brand);
  return domain ? { ...attrs, linktype: 'url', href: `https://${domain}${target.path}` } : undefined;
}

/**
 * A link field (blocks/shared/link.ts) to a story, resolved the way a rich-text link is: a url link to the page that
 * shows the story, an emptied link (no link) when no page does.
 */
function resolvedMultilink(link: LinkAttrs, brand: string, fleet: StoryLinkFleet): LinkAttrs {
  const story = typeof link.story === 'object' && link.story !== null ? (link.story as LinkAttrs) : {};
  const slug = typeof story.full_slug === 'string' ? story.full_slug : link.cached_url;
  if (typeof slug !== 'string' || slug === '') return link;
  const slugAttrs = { href: slug };
  const attrs = resolvedLink(slugAttrs, brand, fleet);
  // Not a story's full slug: left as it is, and a story link without a page renders as no link.
  if (attrs === slugAttrs) return link;
  const href = typeof attrs?.href === 'string' ? attrs.href : '';
  return { ...link, linktype: 'url', url: href, cached_url: href };
}

/**
 * A story's content with every story link of its rich text and link fields resolved for a page of `brand`; the
 * rest as it was. What holds no story link is returned as it came (the same object): most stories have none, and
 * they cost no copy.
 */
export function withStoryLinks<T>(content: T, brand: string, fleet: StoryLinkFleet): T {
  const visit = (node: unknown): unknown => {
    if (Array.isArray(node)) {
      const items = node.map(visit);
      return items.some((item, index) => item !== node[index]) ? items : node;
    }
    if (typeof node !== 'object' || node === null) return node;
    const record = node as Record<string, unknown>;
    const linkAttrs =
      record.type === 'link' && typeof record.attrs === 'object' ? (record.attrs as LinkAttrs | null) : null;
    if (record.fieldtype === 'multilink' && record.linktype === 'story') return resolvedMultilink(record, brand, fleet);
    if (linkAttrs?.linktype === 'story') {
      const attrs = resolvedLink(linkAttrs, brand, fleet);
      if (attrs === linkAttrs) return record;
      return attrs ? { ...record, attrs } : { ...record, type: 'unresolved-link', attrs: null };
    }
    const entries = Object.entries(record).map(([key, value]) => [key, visit(value)] as const);
    return entries.some(([key, value]) => value !== record[key]) ? Object.fromEntries(entries) : record;
  };
  return visit(content) as T;
}
