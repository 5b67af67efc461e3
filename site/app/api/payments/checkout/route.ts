import { NextResponse, type NextRequest } from 'next/server';
import { onVisitorHost } from '@/site/request/host.ts';
import { forwardingResponse } from '@/site/routing/forwarding-page.ts';
import { pendingOrders } from '@/site/payments/store.ts';
import { returnPath } from '@/site/payments/flow.ts';

const ORDER_KEY = /^[0-9a-f-]{36}$/i;

/**
 * To the provider's checkout after the order form was sent without JavaScript (the form's redirect may not leave the
 * site: site/routing/forwarding-page.ts). Only the order's open payment is forwarded to; anything else goes by the
 * return route, which says where the payment stands.
 */
export async function GET(request: NextRequest): Promise<Response> {
  const orderKey = request.nextUrl.searchParams.get('order') ?? '';
  const order = ORDER_KEY.test(orderKey) ? await pendingOrders().get(orderKey) : undefined;
  const open = order?.attempts.findLast((attempt) => attempt.status === 'open' && attempt.checkoutUrl);
  if (!order || !open?.checkoutUrl) {
    return NextResponse.redirect(
      onVisitorHost(
        request,
        returnPath(orderKey, order?.brandcode ?? request.nextUrl.searchParams.get('brandcode') ?? undefined),
      ),
      303,
    );
  }
  return forwardingResponse({
    location: open.checkoutUrl,
    title: 'Betalen',
    heading: 'Op weg naar de betaalpagina',
    linkText: 'Verder naar betalen',
  });
}
