'use client';

import { useSearchParams } from 'next/navigation';
import { Suspense } from 'react';
import { useBrandInfo } from '../brand-context.tsx';
import * as css from './error-page.css.ts';

export interface ErrorPageProps {
  readonly heading: string;
  readonly text: string;
  /** Status code and the spec's message (e.g. "404 · Page not found"); never a stack trace. */
  readonly status: string;
}

/**
 * docs/rules/02-routes-and-layout.md, error page: heading and text from the catalog, 'Naar abonneren' and 'Naar home'.
 */
export function ErrorPage({ heading, text, status }: ErrorPageProps) {
  const brand = useBrandInfo();
  return (
    <div className={css.wrapper}>
      <h1>{heading}</h1>
      <p>{text}</p>
      <p className={css.status} data-testid="error-status">
        {status}
      </p>
      <div className={css.actions}>
        <Suspense
          fallback={
            <a className={css.primary} href="/">
              {brand.errorMessages.toSubscribe}
            </a>
          }
        >
          <SubscribeLink label={brand.errorMessages.toSubscribe} />
        </Suspense>
        <a className={css.secondary} href={brand.homeUrl}>
          {brand.errorMessages.toHome}
        </a>
      </div>
    </div>
  );
}

/** 'Naar abonneren' goes to / and keeps the visitor's query (mid, otag ... stay with them). */
function SubscribeLink({ label }: { label: string }) {
  const query = useSearchParams().toString();
  return (
    <a className={css.primary} href={query ? `/?${query}` : '/'}>
      {label}
    </a>
  );
}
