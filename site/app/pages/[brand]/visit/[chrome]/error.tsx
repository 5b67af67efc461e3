'use client';

import { BrandErrorBoundary, type ErrorBoundaryProps } from '@/site/chrome/errors/brand-error-boundary.client.tsx';

/** The error boundary of a visitor's own page: the same page as a shared one's. */
export default function VisitError(props: ErrorBoundaryProps) {
  return <BrandErrorBoundary {...props} />;
}
