import path from 'node:path';

/**
 * The local stand-in (stand-ins/payments) that `npm start` runs: its API, its public test key and its certificate.
 * On its own, for production's start-up check (site/production-settings.ts), which loads nothing of the adapters.
 */
export const STAND_IN_PAYMENTS = {
  apiEndpoint: 'https://127.0.0.1:3950/v2/',
  apiKey: 'test_standinbrandshopfleet0000000',
  certificateFile: path.join('stand-ins', 'payments', 'tls-cert.pem'),
} as const;
