import { z } from 'zod';
import { safeHref } from './safe-url.ts';

/**
 * A Storyblok link field (`multilink`) as the Content Delivery API delivers it: `linktype` says which of `url`,
 * `email` or the linked story (`cached_url`, its full slug at publication; `story` when links are resolved) holds the
 * target. Keys this site does not read (target, rel, title...) pass through.
 */
const multilinkSchema = z.looseObject({
  linktype: z.enum(['url', 'story', 'email', 'asset']),
  fieldtype: z.literal('multilink').optional(),
  id: z.union([z.string(), z.number()]).nullish(),
  url: z.string().nullish(),
  cached_url: z.string().nullish(),
  email: z.string().nullish(),
  anchor: z.string().nullish(),
  story: z.looseObject({ full_slug: z.string() }).nullish(),
});
export type Multilink = z.infer<typeof multilinkSchema>;

/** A link held as plain text (a story file can hold one) read as the url link an editor would have typed. */
const plainTextLinkSchema = z
  .string()
  .transform((url): Multilink => ({ linktype: 'url', fieldtype: 'multilink', url, cached_url: url }));

const LINK_MESSAGE = 'must be an http(s), mailto:, tel: or relative link';

/** What a link points at, before it is checked: empty for a link field an editor left empty. */
function targetOf(link: Multilink): string {
  if (link.linktype === 'email') return link.email?.trim() ?? '';
  if (link.linktype === 'story') return (link.story?.full_slug ?? link.cached_url ?? '').trim();
  return (link.url || link.cached_url || '').trim();
}

/** The href of a url, asset or e-mail link; story links need the brand's pages (linkHref's storyPath). */
function plainHref(link: Multilink): string | undefined {
  const target = targetOf(link);
  if (target === '') return undefined;
  if (link.linktype === 'email') return safeHref(`mailto:${target}`);
  return safeHref(target);
}

/**
 * The href a block renders for a link field, or undefined when it links nowhere: a url or asset link's address, an
 * e-mail link as `mailto:`, a story link as the page `storyPath` gives for the story's full slug (undefined when no
 * page shows it). Links that could run code (javascript:, data:...) are undefined.
 */
export function linkHref(
  link: Multilink | undefined,
  storyPath: (fullSlug: string) => string | undefined = () => undefined,
): string | undefined {
  if (link === undefined) return undefined;
  const anchor = link.anchor?.trim() ? `#${link.anchor.trim()}` : '';
  if (link.linktype !== 'story') {
    const href = plainHref(link);
    return href === undefined ? undefined : href + (link.linktype === 'email' ? '' : anchor);
  }
  const slug = targetOf(link);
  const path = slug === '' ? undefined : storyPath(slug);
  return path === undefined ? undefined : path + anchor;
}

/**
 * An optional link field: Storyblok sends an emptied link field as a link with every target empty, which is no link
 * (undefined). A url, asset or e-mail link that could run code is refused. A plain string is read as a url link.
 */
export const optionalMultilinkSchema = z
  .union([multilinkSchema, plainTextLinkSchema])
  .nullish()
  .transform((link, ctx): Multilink | undefined => {
    if (link === null || link === undefined || targetOf(link) === '') return undefined;
    if (link.linktype !== 'story' && plainHref(link) === undefined) {
      ctx.addIssue({ code: 'custom', message: LINK_MESSAGE });
      return z.NEVER;
    }
    return link;
  });
