import { expect, firstVisit as test } from '../support/test.ts';
import { cannotRun, rehearse } from '../../site/scripts/netns-rehearsal.mjs';

/*
 * The fleet across real network addresses (site/scripts/netns-rehearsal.mjs): nginx, two instances, the decision
 * service and Redis each in a network namespace of its own on a private bridge, as on machines of their own. Runs on
 * the production build the suite runs on; needs root, which CI on these machines has.
 */

test('across network namespaces: addresses and /metrics by range, a rolling restart, a cut link and Redis gone, no request failed', async () => {
  const reason = cannotRun();
  test.skip(reason !== undefined, `network namespaces cannot be made here: ${reason}`);
  test.setTimeout(300_000);
  const checks = await rehearse({ log: (line: string) => console.log(`rehearsal: ${line}`) });
  // The address nginx saw reaches the instance; one the visitor wrote does not (TRUSTED_PROXIES, a range).
  expect(checks.visitorAddress).toEqual({ belgianVisitorSeesNotice: true, forgedAddressSeesNotice: false });
  // /metrics to the scraper's range only, and never through nginx (METRICS_SCRAPERS, a range).
  expect(checks.metrics).toEqual({ scraper: 200, visitor: 404, throughNginx: 404 });
  for (const phase of ['rollingRestart', 'linkCut', 'redisGone'] as const) {
    expect(checks[phase].failed, `${phase}: ${checks[phase].errors.join('; ')}`).toBe(0);
    expect(checks[phase].requests, phase).toBeGreaterThan(10);
  }
  // Pages did not wait for the silent Redis: a stalled fleet answers a few dozen in those 8 s, not hundreds.
  expect(checks.redisGone.requests).toBeGreaterThan(100);
  // The shared cache filled again once Redis was back.
  expect(checks.redisGone.keysAfter).toBeGreaterThan(checks.redisGone.keysBefore);
});
