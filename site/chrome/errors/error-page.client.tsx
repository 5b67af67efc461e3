'use client';

import { useBrandInfo } from '../brand-context.client.tsx';
import { ErrorLinks } from './error-links.client.tsx';
import * as css from './error-page.css.ts';

export interface ErrorPageProps {
  readonly heading: string;
  readonly text: string;
  /** Status code and the spec's message (e.g. "404 · Page not found"); never a stack trace. */
  readonly status: string;
}

const LOOK = { actions: css.actions, primary: css.primary, secondary: css.secondary };

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
      <ErrorLinks homeUrl={brand.homeUrl} labels={brand.errorMessages} classNames={LOOK} />
    </div>
  );
}
