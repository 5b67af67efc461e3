import { consentTranslation } from '../../../domain/consent/translation.ts';
import { PRIVACY_STATEMENT_URL } from '../../../domain/legal-links.ts';
import type { Messages } from '../../../domain/messages/index.ts';
import type { Country } from '../../../schemas/brand.ts';
import type { ConsentBannerProps } from './consent-banner.tsx';
import type { PrivacySettingsProps } from './privacy-settings.tsx';

/** The consent manager's language: every locale of the fleet is Dutch (nl, nl-formal, be, be-formal). */
const CONSENT_LANGUAGE = 'nl';

/**
 * Privacy instellingen (docs/rules/02-routes-and-layout.md: 'opens consent settings'): the footer item and the consent
 * manager's texts in the brand's locale, linking the privacy statement of the brand's country.
 */
export function privacySettings(messages: Messages, country: Country): Omit<PrivacySettingsProps, 'className'> {
  return {
    label: messages.footer.privacySettings,
    language: CONSENT_LANGUAGE,
    translation: consentTranslation(messages.consent, PRIVACY_STATEMENT_URL[country]),
  };
}

/**
 * The first-visit banner's texts (docs/rules/02-routes-and-layout.md: accept, refuse, settings) and the manager it
 * hands the choice to.
 */
export function consentBanner(messages: Messages, country: Country): ConsentBannerProps {
  const { language, translation } = privacySettings(messages, country);
  return { texts: messages.consent.banner, language, translation };
}
