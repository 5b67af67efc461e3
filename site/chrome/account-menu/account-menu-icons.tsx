import type { AccountMenuIcon } from '../../../domain/account/menu.ts';

/** 24x24 outlines of the dropdown's item icons: decoration beside their text, so hidden from screen readers. */
const ITEM_PATHS: Record<AccountMenuIcon, string> = {
  account: 'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zm0 2c-2.7 0-8 1.3-8 4v2h16v-2c0-2.7-5.3-4-8-4z',
  subscriptions: 'M4 4h16v16H4zm2 2v12h12V6zm2 2h8v2H8zm0 4h8v2H8zm0 4h5v2H8z',
  change:
    'M3 17.25V21h3.75L17.8 9.94l-3.75-3.75zM20.7 7.04a1 1 0 0 0 0-1.41l-2.33-2.34a1 1 0 0 0-1.41 0l-1.83 1.83 3.75 3.75z',
  cancel:
    'M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20zm5 13.6L15.6 17 12 13.4 8.4 17 7 15.6l3.6-3.6L7 8.4 8.4 7l3.6 3.6L15.6 7 17 8.4 13.4 12z',
  service:
    'M6.6 10.8a15.1 15.1 0 0 0 6.6 6.6l2.2-2.2a1 1 0 0 1 1-.25c1.1.37 2.3.57 3.6.57a1 1 0 0 1 1 1V20a1 1 0 0 1-1 1A17 17 0 0 1 3 4a1 1 0 0 1 1-1h3.5a1 1 0 0 1 1 1c0 1.25.2 2.45.57 3.57a1 1 0 0 1-.25 1z',
  kiosk:
    'M4 4h7a3 3 0 0 1 1 .17A3 3 0 0 1 13 4h7v15h-7a1 1 0 0 0-1 1 1 1 0 0 0-1-1H4zm2 2v11h5V7a1 1 0 0 0-1-1zm8 0a1 1 0 0 0-1 1v10h5V6z',
  subscribe:
    'M7 18a2 2 0 1 0 0 4 2 2 0 0 0 0-4zm10 0a2 2 0 1 0 0 4 2 2 0 0 0 0-4zM1 3h3.3l4.2 9h8.6l3.6-6.5 1.75 1L18.85 13a2 2 0 0 1-1.75 1H8.1l-1.1 2h12v2H7a2 2 0 0 1-1.75-2.95l1.35-2.45L3 5H1z',
  logout: 'M10 17l1.4-1.4-2.6-2.6H20v-2H8.8l2.6-2.6L10 7l-5 5zM4 5h8V3H4a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h8v-2H4z',
};

export function ItemIcon({ name, className }: { name: AccountMenuIcon; className?: string }) {
  return (
    <svg className={className} viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <path d={ITEM_PATHS[name]} fill="currentColor" />
    </svg>
  );
}

/**
 * docs/rules/02-routes-and-layout.md, authenticated icon: a person with a check mark when signed in, a cross otherwise.
 * Decoration: the menu's button says the state in words (visually hidden) beside it.
 */
export function AuthIcon({ signedIn, className }: { signedIn: boolean; className?: string }) {
  return (
    <svg
      className={className}
      viewBox="0 0 32 32"
      width="28"
      height="28"
      aria-hidden="true"
      focusable="false"
      data-auth={signedIn ? 'check' : 'cross'}
    >
      <path
        d="M13 14a5 5 0 1 0 0-10 5 5 0 0 0 0 10zm0 2.5c-3.4 0-10 1.7-10 5V25h13.5a8 8 0 0 1 1.2-7.9A17 17 0 0 0 13 16.5z"
        fill="currentColor"
      />
      <circle cx="24" cy="24" r="6.5" fill="none" stroke="currentColor" strokeWidth="2" />
      {signedIn ? (
        <path
          d="M21 24.2l2.1 2.1 4-4.3"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      ) : (
        <path
          d="M21.7 21.7l4.6 4.6m0-4.6-4.6 4.6"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
        />
      )}
    </svg>
  );
}

export function ChevronIcon({ className }: { className?: string }) {
  return (
    <svg className={className} viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
      <path d="M7 10l5 5 5-5z" fill="currentColor" />
    </svg>
  );
}
