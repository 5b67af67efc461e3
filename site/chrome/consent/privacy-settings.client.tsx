'use client';

import type { Translation } from 'vanilla-cookieconsent';
import { consentManager } from './consent-manager-loader.ts';
import { PRIVACY_SETTINGS_BUTTON_ID } from '../header-footer/modal-ids.ts';

export interface PrivacySettingsProps {
  /** 'Privacy instellingen'. */
  readonly label: string;
  readonly className: string;
  /** The consent manager's language code and its texts in the brand's locale (domain/consent/translation.ts). */
  readonly language: string;
  readonly translation: Translation;
}

/**
 * The footer's 'Privacy instellingen' (docs/rules/02-routes-and-layout.md: 'opens consent settings'): loads the consent
 * manager when pressed and opens its settings. The first visit's banner is the server's (consent-banner.client.tsx), so
 * most pages of a returning visitor load none of the manager.
 */
export function PrivacySettings({ label, className, language, translation }: PrivacySettingsProps) {
  const open = () => void consentManager(language, translation).then((manager) => manager.showConsentSettings());
  return (
    <button type="button" id={PRIVACY_SETTINGS_BUTTON_ID} className={className} aria-haspopup="dialog" onClick={open}>
      {label}
    </button>
  );
}
