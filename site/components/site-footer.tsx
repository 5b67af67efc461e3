import * as css from './site-footer.css.ts';

export interface FooterLink {
  readonly href: string;
  readonly label: string;
}

/** The brand's pages (only those it has) and the group's fine print; issue 5 completes the footer. */
export function SiteFooter({ label, links, finePrint }: { label: string; links: readonly FooterLink[]; finePrint: string }) {
  return (
    <footer className={css.footer}>
      <div className={css.inner}>
        <nav aria-label={label}>
          <ul className={css.list}>
            {links.map((link) => (
              <li key={link.href}>
                <a className={css.link} href={link.href}>
                  {link.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <p className={css.finePrint}>{finePrint}</p>
      </div>
    </footer>
  );
}
