import { describe, expect, it } from 'vitest';
import { consentTranslation } from '../../../domain/consent/translation.ts';
import { CATALOGS } from '../../../domain/messages/index.ts';
import type { Locale } from '../../../schemas/locale.ts';

const LOCALES = Object.keys(CATALOGS) as Locale[];

describe('the consent manager’s texts per locale', () => {
  it.each(LOCALES)(
    '%s: a banner with accept, refuse and settings, and a dialog with the three categories',
    (locale) => {
      const { consentModal, preferencesModal } = consentTranslation(
        CATALOGS[locale].consent,
        'https://www.dpgmedia.nl/privacy',
      );
      expect(consentModal).toMatchObject({
        acceptAllBtn: 'Alles accepteren',
        acceptNecessaryBtn: 'Alles weigeren',
        showPreferencesBtn: 'Instellingen kiezen',
      });
      expect(consentModal.title).toBeTruthy();
      expect(preferencesModal.title).toBe('Privacy instellingen');
      expect(preferencesModal.closeIconLabel).toBe('Sluit deze pop-up');
      expect(preferencesModal.sections.map((section) => section.linkedCategory)).toEqual([
        undefined,
        'necessary',
        'analytics',
        'marketing',
      ]);
      for (const section of preferencesModal.sections.slice(1))
        expect(section.title && section.description).toBeTruthy();
    },
  );

  it.each([
    ['nl', 'je'],
    ['be', 'je'],
    ['nl-formal', 'u'],
    ['be-formal', 'u'],
  ] as const)('%s addresses the visitor with "%s"', (locale, pronoun) => {
    const { consentModal, preferencesModal } = consentTranslation(
      CATALOGS[locale].consent,
      'https://www.dpgmedia.be/privacy',
    );
    const words =
      `${consentModal.description} ${preferencesModal.sections.map((section) => section.description).join(' ')}`.split(
        /[^a-z]+/,
      );
    expect(words).toContain(pronoun);
    expect(words).not.toContain(pronoun === 'u' ? 'je' : 'u');
  });

  it('escapes every text; only the privacy statement’s link is markup', () => {
    const { banner, settings } = CATALOGS.nl.consent;
    const texts = {
      banner: { ...banner, description: '<img src=x onerror=alert(1)>' },
      settings: { ...settings, intro: 'Lees <b>dit</b>: {privacyStatement}.' },
    };
    const { consentModal, preferencesModal } = consentTranslation(texts, 'https://example.test/?a="b"');
    expect(consentModal.description).toBe('&lt;img src=x onerror=alert(1)&gt;');
    expect(preferencesModal.sections[0]?.description).toBe(
      'Lees &lt;b&gt;dit&lt;/b&gt;: <a href="https://example.test/?a=&quot;b&quot;">privacy statement</a>.',
    );
  });
});
