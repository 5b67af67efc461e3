/** The ids of the site's modals: what their openers' `commandfor` names, and what the e2e and pa11y runs open. */
export const MODAL_IDS = {
  accessibilityPolicy: 'toegankelijkheid',
} as const;

/** The footer's 'Privacy instellingen' button (it opens the consent manager's settings, not one of these modals). */
export const PRIVACY_SETTINGS_BUTTON_ID = 'privacy-instellingen';
