import type { Translation } from 'vanilla-cookieconsent';
import { format, type Messages } from '../messages/index.ts';
import { CONSENT_CATEGORIES } from './consent-mode.ts';

const escapeHtml = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * The consent manager's texts in the brand's locale: the banner (accept, refuse and settings,
 * docs/rules/02-routes-and-layout.md) and the settings dialog with one section per category. The manager writes
 * descriptions as HTML, so every text is escaped and only the privacy statement's link is markup.
 */
export function consentTranslation(texts: Messages['consent'], privacyStatementUrl: string): Translation {
  const { banner, settings } = texts;
  const link = `<a href="${escapeHtml(privacyStatementUrl)}">${escapeHtml(settings.privacyStatement)}</a>`;
  return {
    consentModal: {
      title: banner.title,
      description: escapeHtml(banner.description),
      acceptAllBtn: banner.acceptAll,
      acceptNecessaryBtn: banner.rejectAll,
      showPreferencesBtn: banner.settings,
    },
    preferencesModal: {
      title: settings.title,
      acceptAllBtn: settings.acceptAll,
      acceptNecessaryBtn: settings.rejectAll,
      savePreferencesBtn: settings.save,
      closeIconLabel: settings.close,
      sections: [
        { description: format(escapeHtml(settings.intro), { privacyStatement: link }) },
        ...CONSENT_CATEGORIES.map((category) => ({
          title: settings.categories[category].title,
          description: escapeHtml(settings.categories[category].description),
          linkedCategory: category,
        })),
      ],
    },
  };
}
