'use client';

import { BrandErrorBoundary, type ErrorBoundaryProps } from '../../../components/brand-error-boundary.tsx';

/** The per-visitor twin's error boundary (docs/adr/0005): the same page as app/[brand]'s. */
export default function VisitError(props: ErrorBoundaryProps) {
  return <BrandErrorBoundary {...props} />;
}
