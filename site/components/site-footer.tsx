import type { ReactNode } from 'react';
import { Modal, ModalOpener } from './modal.tsx';
import * as css from './site-footer.css.ts';

export interface FooterLink {
  readonly href: string;
  readonly label: string;
}

/** A footer item that opens a modal instead of a page (spec section 2: Toegankelijkheid). */
export interface FooterModal {
  /** The dialog's id. */
  readonly id: string;
  /** The footer item's text, e.g. 'Toegankelijkheid'. */
  readonly label: string;
  /** The id of the title inside `content` that names the dialog. */
  readonly titleId: string;
  readonly closeLabel: string;
  readonly content: ReactNode;
}

export interface SiteFooterProps {
  readonly label: string;
  readonly links: readonly FooterLink[];
  /** The accessibility policy; absent (no valid story), the footer has no item for it. */
  readonly policy?: FooterModal;
  readonly finePrint: string;
}

/** The brand's pages (only those it has), the accessibility policy and the group's fine print. */
export function SiteFooter({ label, links, policy, finePrint }: SiteFooterProps) {
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
            {policy && (
              <li>
                <ModalOpener modalId={policy.id} className={css.modalOpener}>
                  {policy.label}
                </ModalOpener>
              </li>
            )}
          </ul>
        </nav>
        <p className={css.finePrint}>{finePrint}</p>
      </div>
      {policy && (
        <Modal id={policy.id} labelledBy={policy.titleId} closeLabel={policy.closeLabel}>
          {policy.content}
        </Modal>
      )}
    </footer>
  );
}
