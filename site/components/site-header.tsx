import type { ReactNode } from 'react';
import { AccountMenu, type AccountMenuProps } from './account-menu.tsx';
import { LogoLink } from './logo-link.tsx';
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
  readonly account: AccountMenuProps;
}

/**
 * The branded top bar: logo, then the header menu and the account menu. Each part is its own child of the bar, so
 * later parts (customer-service block, region notice above the bar) slot in beside them. Static for prerendered
 * pages: the logo's query and the logout's way back are filled in the browser.
 */
export function SiteHeader({ logoSvg, homeLabel, skipLabel, menu, account }: SiteHeaderProps) {
  return (
    <>
      <a className={css.skipLink} href="#main">
        {skipLabel}
      </a>
      <header className={css.header}>
        <div className={css.inner}>
          <LogoLink logoSvg={logoSvg} homeLabel={homeLabel} />
          <div className={css.end}>
            {menu && <nav aria-label={menu.label}>{menu.content}</nav>}
            <AccountMenu {...account} />
          </div>
        </div>
      </header>
    </>
  );
}
