import type { Metadata } from 'next';

export const metadata: Metadata = { title: 'ok', robots: { index: false } };
/**
 * /healthz/ready: the same bare page as /healthz, for a load balancer's readiness check. It was a dynamic segment
 * ([check]) for the benchmark's comparison, until e2e/fuzz.ts found that Next answers a malformed percent-encoding
 * in a directly reachable dynamic segment with a 500.
 */
export default function Ready() {
  return <p>ok</p>;
}
