import type { ReactNode } from 'react';
import * as css from './site-header.css.ts';

/** The header menu: its links (from content) and the nav's accessible name. */
export interface HeaderMenu {
  readonly label: string;
  readonly content: ReactNode;
}

export interface SiteHeaderProps {
  readonly logoSvg: string;
  readonly homeLabel: string;
  readonly skipLabel: string;
  /** Absent when the brand has no (valid) menu story or none of its items is a page of the brand. */
  readonly menu?: HeaderMenu;
}

/**
 * The branded top bar: logo, then the header menu. Each part is its own child of the bar, so later parts
 * (customer-service block, account menu, region notice above the bar) slot in beside them.
 */
export function SiteHeader({ logoSvg, homeLabel, skipLabel, menu }: SiteHeaderProps) {
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
          {menu && (
            <nav className={css.menu} aria-label={menu.label}>
              {menu.content}
            </nav>
          )}
        </div>
      </header>
    </>
  );
}
