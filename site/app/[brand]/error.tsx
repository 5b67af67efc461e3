'use client';

import { useBrandInfo } from '../../components/brand-context.tsx';
import { CrawlerErrorNotice, useIsCrawler } from '../../components/crawler-error.tsx';
import { ErrorPage } from '../../components/error-page.tsx';

/** An unexpected failure while rendering a brand page: the catalog's wording, no technical details; none for crawlers. */
export default function BrandError() {
  const { errorMessages } = useBrandInfo();
  const crawler = useIsCrawler();
  if (crawler === undefined) return null;
  if (crawler) return <CrawlerErrorNotice />;
  return <ErrorPage heading={errorMessages.errorHeading} text={errorMessages.errorText} status="500" />;
}
