'use client';

import { useBrandInfo } from '../../components/brand-context.tsx';
import { ErrorPage } from '../../components/error-page.tsx';

/** An unexpected failure while rendering a brand page: the catalog's wording, no technical details. */
export default function BrandError() {
  const { errorMessages } = useBrandInfo();
  return <ErrorPage heading={errorMessages.errorHeading} text={errorMessages.errorText} status="500" />;
}
