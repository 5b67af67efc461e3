/* Where the order form sends the visitor on: back to the order page, or on to the thank-you page. */

/** The order page to come back to after an unpaid attempt: the same page, the same proposition and campaign. */
export function orderPagePath(clientPath: string, values: Readonly<Record<string, string>>): string {
  const path = clientPath.startsWith('/') && !clientPath.startsWith('//') ? clientPath.split('?')[0]! : '/bestellen';
  const query = new URLSearchParams();
  if (values.propositionId) query.set('propositionId', values.propositionId);
  if (values.mid) query.set('mid', values.mid);
  if (values.leadId) query.set('leadId', values.leadId);
  const text = query.toString();
  return text ? `${path}?${text}` : path;
}

/** The thank-you page, keeping the `brandcode` query that chose the brand outside production. */
export const thankYouPath = (brandcode: string | undefined): string =>
  brandcode ? `/bedankt?brandcode=${encodeURIComponent(brandcode)}` : '/bedankt';
