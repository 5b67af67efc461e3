'use client';

import { useEffect } from 'react';
import type { Translation } from 'vanilla-cookieconsent';
import { storedConsent } from '../../domain/consent/consent-mode.ts';
import { NAIVE_CRAWLER_PATTERN } from '../experiments/naive-crawler.ts';
import { PRIVACY_SETTINGS_BUTTON_ID } from './modal-ids.ts';
import type * as ConsentManagerModule from './consent-manager.ts';

export interface PrivacySettingsProps {
  /** 'Privacy instellingen'. */
  readonly label: string;
  readonly className: string;
  /** The consent manager's language code and its texts in the brand's locale (domain/consent/translation.ts). */
  readonly language: string;
  readonly translation: Translation;
}

type ConsentManager = typeof ConsentManagerModule;

let started: Promise<ConsentManager> | undefined;

/** Loads the consent manager (its own chunk, with its CSS) and starts it, once per page. */
function consentManager(language: string, translation: Translation): Promise<ConsentManager> {
  started ??= import('./consent-manager.ts').then(async (manager) => {
    await manager.startConsentManager(language, translation);
    return manager;
  });
  return started;
}

/**
 * The footer's 'Privacy instellingen' (spec section 2: 'opens consent settings'), and the first-visit banner: a
 * visitor who has not chosen gets the consent manager at once, which shows its banner; one who has gets it only
 * when pressing this button. So most pages of a returning visitor load none of it. Crawlers never load it.
 */
export function PrivacySettings({ label, className, language, translation }: PrivacySettingsProps) {
  useEffect(() => {
    if (storedConsent(document.cookie) === undefined && !NAIVE_CRAWLER_PATTERN.test(navigator.userAgent)) {
      void consentManager(language, translation);
    }
  }, [language, translation]);
  const open = () => void consentManager(language, translation).then((manager) => manager.showConsentSettings());
  return (
    <button type="button" id={PRIVACY_SETTINGS_BUTTON_ID} className={className} aria-haspopup="dialog" onClick={open}>
      {label}
    </button>
  );
}
