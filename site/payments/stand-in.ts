import path from 'node:path';
import { STAND_IN_PORTS, standInOrigin } from '../../stand-ins/shared/ports.mjs';

/**
 * The local stand-in (stand-ins/payments) that `npm start` runs: its API, its public test key and its certificate.
 * On its own, for production's start-up check (site/production-settings.ts), which loads nothing of the adapters.
 */
export const STAND_IN_PAYMENTS = {
  apiEndpoint: `${standInOrigin(STAND_IN_PORTS.paymentsApi, 'https')}/v2/`,
  apiKey: 'test_standinbrandshopfleet0000000',
  certificateFile: path.join('stand-ins', 'payments', 'tls-cert.pem'),
} as const;
