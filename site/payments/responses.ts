import { NextResponse, type NextRequest } from 'next/server';
import { UNPAID_QUERY_KEY, UNPAID_WORDS, type NextStep } from '../../domain/payments/state.ts';
import type { PlacedOrder } from '../../schemas/placed-order.ts';
import { env } from '../env.ts';
import { onVisitorHost } from '../request/host.ts';
import { placedOrderCookie } from './placed-order-cookie.ts';
import type { PendingOrder } from './store.ts';

/** Outside production the `brandcode` query chose the brand: every redirect keeps it. */
export function withBrandcode(location: string, brandcode: string | undefined): string {
  if (!brandcode || env.APP_ENV === 'production') return location;
  const url = new URL(location, 'https://shop.invalid');
  if (!url.searchParams.has('brandcode')) url.searchParams.set('brandcode', brandcode);
  return url.pathname + url.search;
}

/** Where a step takes the visitor, and the thank-you page's cookie it needs (paid, or a waiting page). */
export function stepLocation(
  step: NextStep,
  order: PendingOrder,
  orderKey: string,
): { location: string; placed?: PlacedOrder } {
  if (step.kind === 'retry') {
    const url = new URL(order.returnPath, 'https://shop.invalid');
    url.searchParams.set(UNPAID_QUERY_KEY, UNPAID_WORDS[step.reason]);
    return { location: withBrandcode(url.pathname + url.search, order.brandcode) };
  }
  const placed: PlacedOrder = { ...order.placed };
  if (step.kind === 'wait') placed.awaitingPayment = orderKey;
  else delete placed.awaitingPayment;
  return { location: withBrandcode('/bedankt', order.brandcode), placed };
}

/** A 303 to where the step leads, on the visitor's host, with the thank-you page's cookie where it needs one. */
export async function redirectForStep(
  request: NextRequest,
  step: NextStep,
  order: PendingOrder,
  orderKey: string,
): Promise<NextResponse> {
  const { location, placed } = stepLocation(step, order, orderKey);
  const response = NextResponse.redirect(onVisitorHost(request, location), 303);
  response.headers.set('cache-control', 'private, no-store');
  if (placed) {
    const cookie = await placedOrderCookie(request.headers.get('host'), placed);
    response.cookies.set(cookie.name, cookie.value, cookie.options);
  }
  return response;
}
