'use client';

import { useSearchParams } from 'next/navigation';
import { Suspense } from 'react';
import type { Messages } from '../../../domain/messages/index.ts';

export interface ErrorLinksProps {
  /** 'Naar home': the brand's domain, or the group site (domain/public-origin.ts brandHomeUrl). */
  readonly homeUrl: string;
  readonly labels: Pick<Messages['error'], 'toSubscribe' | 'toHome'>;
  /** The look: the branded error page's classes (error-page.css.ts); the last-resort page brings its own. */
  readonly classNames?: { readonly actions?: string; readonly primary?: string; readonly secondary?: string };
}

/**
 * docs/rules/02-routes-and-layout.md, error page: the buttons 'Naar abonneren' (to /, keeping the query) and 'Naar
 * home'. One way for every error page: the branded one (error-page.client.tsx) and the last resort
 * (site/app/global-error.tsx).
 */
export function ErrorLinks({ homeUrl, labels, classNames = {} }: ErrorLinksProps) {
  return (
    <div className={classNames.actions}>
      <Suspense
        fallback={
          <a className={classNames.primary} href="/">
            {labels.toSubscribe}
          </a>
        }
      >
        <SubscribeLink label={labels.toSubscribe} className={classNames.primary} />
      </Suspense>
      <a className={classNames.secondary} href={homeUrl}>
        {labels.toHome}
      </a>
    </div>
  );
}

/** 'Naar abonneren' goes to / and keeps the visitor's query (mid, otag ... stay with them). */
function SubscribeLink({ label, className }: { label: string; className: string | undefined }) {
  const query = useSearchParams().toString();
  return (
    <a className={className} href={query ? `/?${query}` : '/'}>
      {label}
    </a>
  );
}
