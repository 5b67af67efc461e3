import { onWebhook } from '@/site/payments/flow.ts';
import { PAYMENT_ID } from '@/site/payments/provider.ts';

/**
 * The payment provider's webhook (Mollie posts only `id=tr_...`): what changed is asked of the provider itself, so a
 * forged call can at most make the shop look again. 200 once handled, or for a payment that is not ours; 503 when the
 * provider could not be asked, so that it calls again later.
 */
export async function POST(request: Request): Promise<Response> {
  const form = await request.formData().catch(() => undefined);
  const id = form?.get('id');
  if (typeof id !== 'string' || !PAYMENT_ID.test(id)) return new Response('a payment id is required', { status: 400 });
  const handled = await onWebhook(id);
  return new Response(handled ? 'ok' : 'try again', {
    status: handled ? 200 : 503,
    headers: { 'cache-control': 'no-store' },
  });
}
