'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import type { Translation } from 'vanilla-cookieconsent';
import type { Messages } from '../../../domain/messages/index.ts';
import {
  CONSENT_BANNER_ID,
  CONSENT_CHOICE_ATTRIBUTE,
  MANAGER_ATTRIBUTE,
  PENDING_ATTRIBUTE,
  READY_ATTRIBUTE,
} from './consent-banner-script.ts';
import * as css from './consent-banner.css.ts';
import { consentManager } from './consent-manager-loader.ts';

type Choice = 'all' | 'necessary' | 'settings';

export interface ConsentBannerProps {
  readonly texts: Messages['consent']['banner'];
  /** The consent manager's language and texts (it keeps the choice and draws the settings). */
  readonly language: string;
  readonly translation: Translation;
}

const TITLE_ID = `${CONSENT_BANNER_ID}-title`;
const DESCRIPTION_ID = `${CONSENT_BANNER_ID}-description`;

/** Opens or closes the banner, the rest of the page inert while it is open (as consent-banner-script.ts opens it). */
function setOpen(dialog: HTMLDialogElement, open: boolean): void {
  if (open && !dialog.open) dialog.showModal();
  if (!open && dialog.open) dialog.close();
  for (const element of document.body.children) {
    if (element !== dialog && element.tagName !== 'SCRIPT') element.toggleAttribute('inert', open);
  }
}

/**
 * The first-visit consent banner (docs/rules/02-routes-and-layout.md): accept, refuse, or choose in the settings.
 * Rendered by the server into every branded page, closed; its script (consent-banner-script.ts) opens it while the page
 * is parsed when the visitor has not chosen. Once hydrated it starts the consent manager, which stores the choice and
 * tells the tag manager; the settings are the manager's dialog, and the banner returns if they close without a choice.
 */
export function ConsentBanner({ texts, language, translation }: ConsentBannerProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const [busy, setBusy] = useState(false);

  const choose = useCallback(
    async (choice: Choice) => {
      const dialog = ref.current;
      if (!dialog) return;
      setBusy(true);
      try {
        const manager = await consentManager(language, translation);
        if (choice === 'settings') {
          setOpen(dialog, false);
          const returnUnanswered = (event: Event) => {
            if ((event as CustomEvent<{ modalName?: string }>).detail?.modalName !== 'preferencesModal') return;
            window.removeEventListener('cc:onModalHide', returnUnanswered);
            // After the manager's own handler, which gives the page back (consent-manager.ts trackDialog).
            setTimeout(() => manager.hasChosen() || setOpen(dialog, true));
          };
          window.addEventListener('cc:onModalHide', returnUnanswered);
          manager.showConsentSettings();
        } else {
          manager.acceptConsent(choice);
          setOpen(dialog, false);
        }
      } finally {
        setBusy(false);
      }
    },
    [language, translation],
  );

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (!dialog.open) {
      dialog.setAttribute(MANAGER_ATTRIBUTE, 'not-needed');
      return;
    }
    // Started now, so a press is answered at once; a press made before hydration was kept by the banner's script.
    void consentManager(language, translation).then(() => dialog.setAttribute(MANAGER_ATTRIBUTE, 'started'));
    dialog.setAttribute(READY_ATTRIBUTE, '');
    const pending = dialog.getAttribute(PENDING_ATTRIBUTE);
    dialog.removeAttribute(PENDING_ATTRIBUTE);
    if (pending === 'all' || pending === 'necessary' || pending === 'settings') void choose(pending);
  }, [choose, language, translation]);

  const choices: readonly [Choice, string][] = [
    ['all', texts.acceptAll],
    ['necessary', texts.rejectAll],
    ['settings', texts.settings],
  ];
  return (
    // The banner's script opens it before React hydrates (and marks it pending or ready): React is told not to mind.
    <dialog
      ref={ref}
      id={CONSENT_BANNER_ID}
      className={css.banner}
      aria-labelledby={TITLE_ID}
      aria-describedby={DESCRIPTION_ID}
      suppressHydrationWarning
    >
      <h2 id={TITLE_ID} className={css.title}>
        {texts.title}
      </h2>
      <p id={DESCRIPTION_ID} className={css.description}>
        {texts.description}
      </p>
      <div className={css.buttons}>
        {choices.map(([choice, label]) => (
          <button
            key={choice}
            type="button"
            className={css.button}
            {...{ [CONSENT_CHOICE_ATTRIBUTE]: choice }}
            aria-disabled={busy || undefined}
            onClick={() => void (busy || choose(choice))}
          >
            {label}
          </button>
        ))}
      </div>
    </dialog>
  );
}
