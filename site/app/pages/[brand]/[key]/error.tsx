'use client';

import { BrandErrorBoundary, type ErrorBoundaryProps } from '@/site/chrome/errors/brand-error-boundary.client.tsx';

/**
 * An unexpected failure while rendering a brand page: the catalog's wording, no technical details; none for crawlers.
 */
export default function BrandError(props: ErrorBoundaryProps) {
  return <BrandErrorBoundary {...props} />;
}
