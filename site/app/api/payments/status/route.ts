import { NextResponse, type NextRequest } from 'next/server';
import { checkPayment } from '@/site/payments/flow.ts';

const ORDER_KEY = /^[0-9a-f-]{36}$/i;

/**
 * The waiting page's check with JavaScript: where the payment stands, as one word ('paid', 'waiting', 'unpaid',
 * 'unknown'). The page then loads the return route, which sets what the next page needs.
 */
export async function GET(request: NextRequest): Promise<Response> {
  const orderKey = request.nextUrl.searchParams.get('order') ?? '';
  const checked = ORDER_KEY.test(orderKey) ? await checkPayment(orderKey) : undefined;
  const state = !checked
    ? 'unknown'
    : checked.step.kind === 'thank-you'
      ? 'paid'
      : checked.step.kind === 'wait'
        ? 'waiting'
        : 'unpaid';
  return NextResponse.json({ state }, { headers: { 'cache-control': 'private, no-store' } });
}
