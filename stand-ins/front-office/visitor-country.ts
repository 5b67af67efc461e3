/**
 * The visitor's country by the client address the site forwards (X-Forwarded-For), from a small table of the
 * documentation ranges (RFC 5737): 192.0.2.0/24 is Belgium, 198.51.100.0/24 and every other address the
 * Netherlands. Without an address the country is unknown.
 */
const RANGES: readonly { readonly prefix: string; readonly country: string }[] = [
  { prefix: '192.0.2.', country: 'BE' },
  { prefix: '198.51.100.', country: 'NL' },
];

export function countryForAddress(forwardedFor: string | undefined): string | undefined {
  // The first address of the list is the client's; an IPv4 address may come IPv6-mapped.
  const address = forwardedFor
    ?.split(',')[0]
    ?.trim()
    .replace(/^::ffff:/i, '');
  if (!address) return undefined;
  return RANGES.find((range) => address.startsWith(range.prefix))?.country ?? 'NL';
}
