import { VISITOR_COOKIES } from '../../domain/visitor-state.ts';
import { placedOrderSchema, type PlacedOrder } from '../../schemas/placed-order.ts';
import { openValue, sealValue, sessionSecret } from '../account/sealed-cookie.ts';
import { visitorCookieOptions } from '../request/cookies.ts';

/*
 * The order just placed, for the thank-you page (VISITOR_COOKIES.placedOrder), sealed as the session is
 * (docs/adr/0019): the page shows it and pushes the analytics purchase event with its amount, so a value the visitor
 * wrote themselves must show nothing.
 */

/** The thank-you page shows the order for half an hour after it was placed. */
export const PLACED_ORDER_SECONDS = 30 * 60;

export const sealPlacedOrder = (placed: PlacedOrder, now = new Date(), secret = sessionSecret()): Promise<string> =>
  sealValue('placed-order', placed, secret, PLACED_ORDER_SECONDS, now);

/** The order in a cookie value, if it opens with this environment's key and has not expired; else none. */
export async function openPlacedOrder(value: string | undefined, now = new Date()): Promise<PlacedOrder | undefined> {
  if (!value) return undefined;
  try {
    return await openValue('placed-order', value, sessionSecret(), placedOrderSchema, now);
  } catch {
    return undefined;
  }
}

/** The thank-you page's cookie: sealed, httpOnly, on /bedankt only. */
export async function placedOrderCookie(host: string | null, placed: PlacedOrder) {
  const options = { ...visitorCookieOptions(host, PLACED_ORDER_SECONDS), path: '/bedankt' };
  return { name: VISITOR_COOKIES.placedOrder, value: await sealPlacedOrder(placed), options };
}
