import { createMollieClient, MollieApiError, PaymentMethod, SequenceType, type Payment } from '@mollie/api-client';
import { timeout, TimeoutStrategy, wrap } from 'cockatiel';
import { providerAmount } from '../../domain/payments/methods.ts';
import { PROVIDER_STATUSES, type ProviderStatus } from '../../domain/payments/state.ts';
import { upstreamBreaker } from '../upstream/resilience.ts';
import { trustLoopbackCertificate } from './loopback-trust.ts';
import type { PaymentProvider, PaymentRequest, ProviderPayment } from './provider.ts';

export interface MollieSettings {
  readonly apiKey: string;
  /** Mollie's API unless told otherwise (the local stand-in, stand-ins/payments). */
  readonly apiEndpoint?: string | undefined;
  /** The local stand-in's own certificate (PEM), trusted for its loopback endpoint only (loopback-trust.ts). */
  readonly loopbackCertificate?: string | undefined;
  /** Longest wait for one call, retries included. */
  readonly timeoutMs?: number | undefined;
}

const METHODS = { ideal: PaymentMethod.ideal, bancontact: PaymentMethod.bancontact } as const;

const statusOf = (payment: Payment): ProviderStatus =>
  (PROVIDER_STATUSES as readonly string[]).includes(payment.status) ? (payment.status as ProviderStatus) : 'open';

const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : undefined);

function toProviderPayment(payment: Payment): ProviderPayment {
  const metadata = (payment.metadata ?? {}) as Record<string, unknown>;
  const method = payment.method === 'ideal' || payment.method === 'bancontact' ? payment.method : undefined;
  return {
    id: payment.id,
    status: statusOf(payment),
    amount: payment.amount.value,
    method,
    checkoutUrl: payment.getCheckoutUrl() ?? undefined,
    orderKey: text(metadata.orderKey),
    orderId: text(metadata.orderId),
    mandateId: text(payment.mandateId),
  };
}

/**
 * The payments port on Mollie, through Mollie's own client (docs/adr/0012): a customer for a mandate, then the
 * payment; the client already retries a 5xx with the same idempotency key. Every call has a timeout and the
 * provider its circuit breaker (docs/architecture.md#failure-rules).
 */
export function createMolliePayments(settings: MollieSettings): PaymentProvider {
  if (settings.loopbackCertificate && settings.apiEndpoint)
    trustLoopbackCertificate(settings.apiEndpoint, settings.loopbackCertificate);
  const client = createMollieClient({
    apiKey: settings.apiKey,
    ...(settings.apiEndpoint ? { apiEndpoint: settings.apiEndpoint } : {}),
  });
  const policy = wrap(timeout(settings.timeoutMs ?? 8000, TimeoutStrategy.Aggressive), upstreamBreaker('payments'));

  return {
    async create(request: PaymentRequest) {
      return policy.execute(async () => {
        const customer =
          request.sequenceType === 'first' && request.customer
            ? await client.customers.create({
                name: request.customer.name,
                email: request.customer.email,
                locale: request.locale,
                idempotencyKey: `${request.idempotencyKey}:customer`,
              } as Parameters<typeof client.customers.create>[0])
            : undefined;
        const payment = await client.payments.create({
          amount: providerAmount(request.amount),
          description: request.description,
          redirectUrl: request.redirectUrl,
          webhookUrl: request.webhookUrl,
          locale: request.locale,
          method: METHODS[request.method],
          ...(request.issuer ? { issuer: request.issuer } : {}),
          ...(customer
            ? { customerId: customer.id, sequenceType: SequenceType.first }
            : { sequenceType: SequenceType.oneoff }),
          metadata: { orderKey: request.orderKey, orderId: request.orderId },
          idempotencyKey: request.idempotencyKey,
        } as Parameters<typeof client.payments.create>[0]);
        return toProviderPayment(payment);
      });
    },
    async get(id: string) {
      return policy.execute(async () => {
        try {
          return toProviderPayment(await client.payments.get(id));
        } catch (error) {
          if (error instanceof MollieApiError && error.statusCode === 404) return undefined;
          throw error;
        }
      });
    },
  };
}
