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
          <a className={css.logoLink} href="/" aria-label={homeLabel}>
            {/* The logo SVG comes from the registry, checked script-free by `shop validate`. */}
            <span className={css.logo} dangerouslySetInnerHTML={{ __html: logoSvg }} />
          </a>
        </div>
      </header>
    </>
  );
}
