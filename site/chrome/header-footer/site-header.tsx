import type { ReactNode } from 'react';
import type { CustomerServiceData } from '../../../blocks/customer-service/schema.ts';
import { AccountMenu, type AccountMenuProps } from '../account-menu/account-menu.client.tsx';
import { LogoLink } from './logo-link.tsx';
import { TopBarCustomerService } from './top-bar-customer-service.tsx';
import * as css from './site-header.css.ts';

/** The header menu: its links (from content) and the nav's accessible name. */
interface HeaderMenu {
  readonly label: string;
  readonly content: ReactNode;
}

export interface SiteHeaderProps {
  readonly logoSvg: string;
  readonly homeLabel: string;
  readonly skipLabel: string;
  /** The visitor's region notice: only a visitor's own page knows their country (docs/adr/0005). */
  readonly regionNotice?: ReactNode;
  /** The communication bar; absent when the brand (and the group) has no valid `communicatie` story. */
  readonly communication?: ReactNode;
  /** Absent when the brand has no (valid) menu story or none of its items is a page of the brand. */
  readonly menu?: HeaderMenu;
  readonly customerService: CustomerServiceData;
  readonly account: AccountMenuProps;
}

/**
 * The branded top bar in the order of docs/rules/02-routes-and-layout.md: region notice, communication bar, then the
 * logo, the header menu, the customer-service block and the account menu. Static for prerendered pages: the logo's
 * query and the logout's way back are filled in the browser, the region notice only exists on a visitor's own page.
 */
export function SiteHeader({
  logoSvg,
  homeLabel,
  skipLabel,
  regionNotice,
  communication,
  menu,
  customerService,
  account,
}: SiteHeaderProps) {
  return (
    <>
      <a className={css.skipLink} href="#main">
        {skipLabel}
      </a>
      <header className={css.header}>
        {regionNotice}
        {communication}
        <div className={css.inner}>
          <LogoLink logoSvg={logoSvg} homeLabel={homeLabel} />
          <div className={css.end}>
            {menu && (
              <nav className={css.menu} aria-label={menu.label}>
                {menu.content}
              </nav>
            )}
            <TopBarCustomerService data={customerService} />
            <AccountMenu {...account} />
          </div>
        </div>
      </header>
    </>
  );
}
