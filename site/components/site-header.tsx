import * as css from './site-header.css.ts';

export interface SiteHeaderProps {
  readonly logoSvg: string;
  readonly homeLabel: string;
  readonly skipLabel: string;
}

/** The branded top bar. Later issues add the customer-service block, account menu and region notice here. */
export function SiteHeader({ logoSvg, homeLabel, skipLabel }: SiteHeaderProps) {
  return (
    <>
      <a className={css.skipLink} href="#main">
        {skipLabel}
      </a>
      <header className={css.header}>
        <div className={css.inner}>
          <a className={css.logoLink} href="/">
            {/* An image, not inline SVG: the wordmark is artwork (its colours are the brand's), not page text. */}
            <img className={css.logo} src={`data:image/svg+xml,${encodeURIComponent(logoSvg)}`} alt={homeLabel} height={40} />
          </a>
        </div>
      </header>
    </>
  );
}
