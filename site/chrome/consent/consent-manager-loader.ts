import type { Translation } from 'vanilla-cookieconsent';
import type * as ConsentManagerModule from './consent-manager.ts';

export type ConsentManager = typeof ConsentManagerModule;

let started: Promise<ConsentManager> | undefined;

/**
 * Loads the consent manager (its own chunk, with its CSS) and starts it, once per page: by the first-visit banner
 * (consent-banner.client.tsx) as soon as it has hydrated, or by the footer's 'Privacy instellingen' when pressed.
 */
export function consentManager(language: string, translation: Translation): Promise<ConsentManager> {
  started ??= import('./consent-manager.ts').then(async (manager) => {
    await manager.startConsentManager(language, translation);
    return manager;
  });
  return started;
}
