/** The ids of the site's modals: what their openers' `commandfor` names, and what the e2e and pa11y runs open. */
export const MODAL_IDS = {
  accessibilityPolicy: 'toegankelijkheid',
  privacySettings: 'privacy-instellingen',
} as const;
