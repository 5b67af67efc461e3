import type { Metadata } from 'next';

export const metadata: Metadata = { title: 'ok', robots: { index: false } };

/**
 * A prerendered page outside host routing: what load balancers poll, what the start scripts wait for, and the
 * "bare prerendered page" the benchmark compares a brand page with.
 */
export default function Health() {
  return <p>ok</p>;
}
