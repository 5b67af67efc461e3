import { z } from 'zod';

/**
 * The links a brand's pages send a visitor to outside the shop: the account dropdown's
 * (docs/rules/02-routes-and-layout.md, account menu) and the footer's legal pages (Privacy Statement,
 * Abonnementsvoorwaarden, which the order form links too). Brand settings: brands/group.yaml gives the group's, per
 * country where they differ, and a brand's brand.yaml may override any of them (`links:`).
 */
export const LINK_NAMES = [
  'myAccount',
  'mySubscriptions',
  'changeSubscription',
  'cancelSubscription',
  'customerService',
  'kiosk',
  'terms',
  'privacyStatement',
] as const;
export type LinkName = (typeof LINK_NAMES)[number];

/**
 * Abonnement wijzigen and Abonnement opzeggen: only Dutch paper brands show them (domain/account/menu.ts,
 * subscriptionManagement), so only those brands need them; every other link every brand shows.
 */
export const SUBSCRIPTION_MANAGEMENT_LINKS = [
  'changeSubscription',
  'cancelSubscription',
] as const satisfies readonly LinkName[];
type SubscriptionManagementLink = (typeof SUBSCRIPTION_MANAGEMENT_LINKS)[number];

/**
 * Names that never reach a public site: localhost and the special-use and reserved top-level names (RFC 6761's test,
 * invalid, example; RFC 6762's local; .internal, reserved for private networks).
 */
const NON_PUBLIC_TLDS: readonly string[] = ['localhost', 'local', 'test', 'invalid', 'example', 'internal'];
/** One DNS label: letters, digits and inner hyphens, at most 63 characters. */
const HOST_LABEL = /^[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?$/;
/** A top-level name: letters, or an IDN one in its punycode form. */
const TOP_LEVEL = /^([a-z]{2,63}|xn--[a-z0-9-]{1,59})$/;

/**
 * What is wrong with a link a visitor is sent to, or undefined: it must be https on a public DNS host name (not an IP
 * address, not localhost or another local name, not a single label), with no user name or password in it.
 */
function linkUrlProblem(value: string): string | undefined {
  if (/\s/.test(value)) return 'must not contain spaces';
  if (!URL.canParse(value)) return 'must be a URL such as "https://kiosk.dpgmedia.nl/"';
  const url = new URL(value);
  if (url.protocol !== 'https:') return `must use https, not ${url.protocol.slice(0, -1)}`;
  if (!value.startsWith('https://')) return 'must start with "https://"';
  if (url.username || url.password) return 'must not carry a user name or password';
  // The URL parser has already turned any numeric host (127.1, 0x7f.0.0.1) into its dotted form.
  const host = url.hostname;
  if (host.startsWith('[') || /^[\d.]+$/.test(host)) return `must name a host, not the IP address ${host}`;
  const labels = host.split('.');
  if (NON_PUBLIC_TLDS.includes(labels.at(-1)!)) return `"${host}" is a local or reserved name, not a public host`;
  if (labels.length < 2) return `"${host}" is a single label, not a public host name such as "kiosk.dpgmedia.nl"`;
  if (host.length > 253 || !labels.every((label) => HOST_LABEL.test(label)) || !TOP_LEVEL.test(labels.at(-1)!)) {
    return `"${host}" is not a well-formed host name`;
  }
  return undefined;
}

/** One link as a brand manager writes it (linkUrlProblem). */
export const linkUrlSchema = z.string().superRefine((value, ctx) => {
  const problem = linkUrlProblem(value);
  if (problem) ctx.addIssue({ code: 'custom', message: problem });
});

/** A brand's own links in its brand.yaml (`links:`): each one given wins over brands/group.yaml's. */
export const brandLinksSchema = z
  .object({
    myAccount: linkUrlSchema.optional(),
    mySubscriptions: linkUrlSchema.optional(),
    changeSubscription: linkUrlSchema.optional(),
    cancelSubscription: linkUrlSchema.optional(),
    customerService: linkUrlSchema.optional(),
    kiosk: linkUrlSchema.optional(),
    terms: linkUrlSchema.optional(),
    privacyStatement: linkUrlSchema.optional(),
  } satisfies Record<LinkName, z.ZodType>)
  .strict();

type BrandLinks = z.output<typeof brandLinksSchema>;

/**
 * A brand's links as compiled into brands/generated/brands.ts: every link the brand shows, and only those (the two of
 * SUBSCRIPTION_MANAGEMENT_LINKS on Dutch paper brands only).
 */
export type CompiledLinks = Required<Omit<BrandLinks, SubscriptionManagementLink>> &
  Pick<BrandLinks, SubscriptionManagementLink>;
