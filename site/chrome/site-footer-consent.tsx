import { PRIVACY_STATEMENT_URL } from '../../domain/legal-links.ts';
import type { Messages } from '../../domain/messages/index.ts';
import type { Country } from '../../schemas/brand.ts';
import { MODAL_IDS } from './modal-ids.ts';
import type { FooterModal } from './site-footer.tsx';
import * as css from './site-footer-consent.css.ts';

const TITLE_ID = `${MODAL_IDS.privacySettings}-title`;

/**
 * Privacy instellingen (spec section 2: opens the consent settings). The project has no consent manager yet, so
 * the modal says where the choices are explained: the privacy statement of the brand's country. A consent
 * management platform would replace this content (and its opener would call the platform's own settings dialog).
 */
export function privacySettingsModal(messages: Messages, country: Country): FooterModal {
  const { footer } = messages;
  return {
    id: MODAL_IDS.privacySettings,
    label: footer.privacySettings,
    titleId: TITLE_ID,
    closeLabel: messages.modal.close,
    content: (
      <section className={css.section} aria-labelledby={TITLE_ID}>
        <h2 id={TITLE_ID} className={css.title}>
          {footer.privacySettings}
        </h2>
        <p>{footer.privacySettingsText}</p>
        <p>
          <a className={css.link} href={PRIVACY_STATEMENT_URL[country]}>
            {footer.privacySettingsLink}
          </a>
        </p>
      </section>
    ),
  };
}
