import { NextResponse, type NextRequest } from 'next/server';
import { onVisitorHost } from '@/site/request/host.ts';
import { checkPayment } from '@/site/payments/flow.ts';
import { redirectForStep, withBrandcode } from '@/site/payments/responses.ts';

const ORDER_KEY = /^[0-9a-f-]{36}$/i;

/**
 * The way back from the payment provider (and the waiting page's check without JavaScript): ask the provider how the
 * payment stands and go where the truth says: paid to the thank-you page, still open to the waiting page, cancelled,
 * failed or expired back to the order form, filled in, with the reason. An unknown or expired order goes to the
 * shop's home page rather than an error.
 */
export async function GET(request: NextRequest): Promise<Response> {
  const orderKey = request.nextUrl.searchParams.get('order') ?? '';
  const brandcode = request.nextUrl.searchParams.get('brandcode') ?? undefined;
  const checked = ORDER_KEY.test(orderKey) ? await checkPayment(orderKey) : undefined;
  if (!checked) return NextResponse.redirect(onVisitorHost(request, withBrandcode('/', brandcode)), 303);
  return redirectForStep(request, checked.step, checked.order, orderKey);
}
