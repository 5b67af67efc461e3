import type { ReactNode } from 'react';
import { Modal, ModalOpener } from './modal.tsx';
import { PrivacySettings, type PrivacySettingsProps } from '../consent/privacy-settings.client.tsx';
import { FooterLogin } from './site-footer-login.tsx';
import * as css from './site-footer.css.ts';

export interface FooterLink {
  readonly href: string;
  readonly label: string;
}

/** A footer item that opens a modal instead of a page (docs/rules/02-routes-and-layout.md: Toegankelijkheid). */
interface FooterModal {
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
  /** The brand's own pages (only those it has): special editions, Digitaal, Studenten, Zakelijk. */
  readonly links: readonly FooterLink[];
  /** The accessibility policy; absent (no valid story), the footer has no item for it. */
  readonly policy?: FooterModal;
  /** Privacy Statement and Abonnementsvoorwaarden of the brand's country. */
  readonly legalLinks: readonly FooterLink[];
  /** Privacy instellingen: opens the consent manager's settings (site/chrome/consent/privacy-settings.client.tsx). */
  readonly privacySettings: Omit<PrivacySettingsProps, 'className'>;
  /** The login link, for an anonymous visitor only. */
  readonly login?: FooterLink;
  readonly finePrint: string;
}

function ModalItem({ modal }: { modal: FooterModal }) {
  return (
    <li>
      <ModalOpener modalId={modal.id} className={css.modalOpener}>
        {modal.label}
      </ModalOpener>
    </li>
  );
}

function LinkItem({ link }: { link: FooterLink }) {
  return (
    <li>
      <a className={css.link} href={link.href}>
        {link.label}
      </a>
    </li>
  );
}

/**
 * docs/rules/02-routes-and-layout.md, footer: the brand's pages, the accessibility policy, the legal items, login and
 * the fine print.
 */
export function SiteFooter({ label, links, policy, legalLinks, privacySettings, login, finePrint }: SiteFooterProps) {
  return (
    <footer className={css.footer}>
      <div className={css.inner}>
        <nav aria-label={label}>
          <ul className={css.list}>
            {links.map((link) => (
              <LinkItem key={link.href} link={link} />
            ))}
            {policy && <ModalItem modal={policy} />}
            {legalLinks.map((link) => (
              <LinkItem key={link.href} link={link} />
            ))}
            <li>
              <PrivacySettings {...privacySettings} className={css.modalOpener} />
            </li>
          </ul>
        </nav>
        {login && <FooterLogin href={login.href} label={login.label} />}
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
