import type { Metadata } from 'next';

export const metadata: Metadata = { title: 'ok', robots: { index: false } };
export const dynamicParams = false;

export function generateStaticParams() {
  return [{ check: 'ready' }];
}

/**
 * /healthz/ready: the same bare page as /healthz, but prerendered under a dynamic segment like every brand page.
 * The benchmark compares a brand page with both, separating what Next's dynamic-segment serving costs from what
 * host routing, theme and chrome cost.
 */
export default function Ready() {
  return <p>ok</p>;
}
