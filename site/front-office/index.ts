import { env } from '../env.ts';
import { createHttpFrontOffice } from './http.ts';
import { createLocalFrontOffice } from './local.ts';
import { deadlineShares } from '../upstream/resilience.ts';
import type { FrontOffice } from './port.ts';

let instance: FrontOffice | undefined;

/**
 * The front-office port's adapter: HTTP when FRONT_OFFICE_URL is set, else the local stand-in
 * (docs/architecture.md#ports-and-adapters).
 */
export function frontOffice(): FrontOffice {
  instance ??= env.FRONT_OFFICE_URL
    ? createHttpFrontOffice({
        baseUrl: env.FRONT_OFFICE_URL,
        pageDeadlineMs: deadlineShares(env.PAGE_DEADLINE_MS).renderMs,
      })
    : createLocalFrontOffice();
  return instance;
}
