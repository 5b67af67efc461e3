/**
 * The ids the page, the pa11y run and the browser tests find the account menu by (one per page). Its own module: the
 * e2e and pa11y scripts import it without the component's styles.
 */
export const ACCOUNT_MENU_IDS = { button: 'account-menu-button', panel: 'account-menu-panel' } as const;
