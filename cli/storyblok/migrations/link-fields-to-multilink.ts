import type { Migration } from '../migrate.ts';

/*
 * The link fields typed as text (`customerServiceLink`, `manageLink` of customer-service, `link` of the
 * communication bar) become Storyblok `multilink` fields: the value an editor typed becomes the object Storyblok
 * stores for such a field. A mailto: address is an e-mail link (Storyblok's own link type for it); anything else
 * (https, tel:, a path of the shop such as /digitaal) a URL link, which keeps the href the block renders.
 */

/** Storyblok's multilink value, as a field of type `multilink` stores it. */
export interface MultilinkValue {
  readonly id: string;
  readonly url: string;
  readonly linktype: 'url' | 'email';
  readonly fieldtype: 'multilink';
  readonly cached_url: string;
  readonly email?: string;
}

/** An e-mail address alone: `mailto:` with a subject or more stays a URL link, which keeps all of it. */
const MAILTO = /^mailto:([^?\s]+@[^?\s]+)$/i;

export function toMultilink(text: string): MultilinkValue {
  const href = text.trim();
  const email = MAILTO.exec(href)?.[1];
  if (email !== undefined) {
    return { id: '', url: '', linktype: 'email', email, fieldtype: 'multilink', cached_url: '' };
  }
  return { id: '', url: href, linktype: 'url', fieldtype: 'multilink', cached_url: href };
}

/** A field's value in the new shape: a text becomes a multilink; anything else (a multilink, no value) stays. */
const field = (value: unknown) => (typeof value === 'string' ? toMultilink(value) : value);

function linkFields(names: readonly string[]) {
  return (block: Readonly<Record<string, unknown>>): Record<string, unknown> => {
    const next: Record<string, unknown> = { ...block };
    for (const name of names) if (name in block) next[name] = field(block[name]);
    return next;
  };
}

export const linkFieldsToMultilink: Migration = {
  name: 'link-fields-to-multilink',
  description: 'link fields from text to Storyblok multilink objects (customer-service, communication-bar)',
  blocks: {
    'customer-service': linkFields(['customerServiceLink', 'manageLink']),
    'communication-bar': linkFields(['link']),
  },
};
