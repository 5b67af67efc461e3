import { consentTranslation } from '../../../domain/consent/translation.ts';
import { privacyStatementUrl, type LegalLinksBrand } from '../../../domain/legal-links.ts';
import type { Messages } from '../../../domain/messages/index.ts';
import type { ConsentBannerProps } from './consent-banner.client.tsx';
import type { PrivacySettingsProps } from './privacy-settings.client.tsx';

/** The consent manager's language: every locale of the fleet is Dutch (nl, nl-formal, be, be-formal). */
const CONSENT_LANGUAGE = 'nl';

/**
 * Privacy instellingen (docs/rules/02-routes-and-layout.md: 'opens consent settings'): the footer item and the consent
 * manager's texts in the brand's locale, linking the brand's privacy statement (its country's, unless it has its own).
 */
export function privacySettings(messages: Messages, brand: LegalLinksBrand): Omit<PrivacySettingsProps, 'className'> {
  return {
    label: messages.footer.privacySettings,
    language: CONSENT_LANGUAGE,
    translation: consentTranslation(messages.consent, privacyStatementUrl(brand)),
  };
}

/**
 * The first-visit banner's texts (docs/rules/02-routes-and-layout.md: accept, refuse, settings) and the manager it
 * hands the choice to.
 */
export function consentBanner(messages: Messages, brand: LegalLinksBrand): ConsentBannerProps {
  const { language, translation } = privacySettings(messages, brand);
  return { texts: messages.consent.banner, language, translation };
}
