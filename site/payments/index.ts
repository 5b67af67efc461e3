import { readFileSync } from 'node:fs';
import path from 'node:path';
import { env, type Env } from '../env.ts';
import { repositoryRoot } from '../repository-root.ts';
import { createMolliePayments } from './mollie.ts';
import type { PaymentProvider } from './provider.ts';
import { STAND_IN_PAYMENTS } from './stand-in.ts';

export { STAND_IN_PAYMENTS };

export interface PaymentSettings {
  readonly apiKey: string;
  readonly apiEndpoint: string | undefined;
  /** Set when the endpoint is the loopback stand-in, whose certificate is trusted for it alone. */
  readonly loopbackCertificateFile: string | undefined;
}

/**
 * Which provider the site pays with (docs/architecture.md#ports-and-adapters): Mollie with MOLLIE_API_KEY; without one,
 * the local stand-in, except in production, which refuses to take payments on a stand-in.
 */
export function paymentSettings(
  settings: Pick<Env, 'APP_ENV' | 'MOLLIE_API_KEY' | 'MOLLIE_API_ENDPOINT'> = env,
): PaymentSettings {
  if (settings.APP_ENV === 'production' && !settings.MOLLIE_API_KEY)
    throw new Error('MOLLIE_API_KEY is required in production: payments go to Mollie');
  const apiEndpoint =
    settings.MOLLIE_API_ENDPOINT ?? (settings.MOLLIE_API_KEY ? undefined : STAND_IN_PAYMENTS.apiEndpoint);
  const loopback = apiEndpoint !== undefined && new URL(apiEndpoint).hostname === '127.0.0.1';
  if (loopback && settings.APP_ENV === 'production')
    throw new Error('MOLLIE_API_ENDPOINT may not be a loopback stand-in in production');
  return {
    apiKey: settings.MOLLIE_API_KEY ?? STAND_IN_PAYMENTS.apiKey,
    apiEndpoint,
    loopbackCertificateFile: loopback ? path.join(repositoryRoot(), STAND_IN_PAYMENTS.certificateFile) : undefined,
  };
}

let provider: PaymentProvider | undefined;

/** The process's one payments adapter. */
export function payments(): PaymentProvider {
  if (!provider) {
    const settings = paymentSettings();
    provider = createMolliePayments({
      apiKey: settings.apiKey,
      apiEndpoint: settings.apiEndpoint,
      loopbackCertificate: settings.loopbackCertificateFile
        ? readFileSync(settings.loopbackCertificateFile, 'utf8')
        : undefined,
    });
  }
  return provider;
}
