import type { HeaderMenuIcon as IconName } from './schema.ts';
import * as css from './header-menu.css.ts';

/** 24x24 outlines, filled with the link's colour. */
const PATHS: Readonly<Record<Exclude<IconName, 'none'>, string>> = {
  user: 'M12 12a4.5 4.5 0 1 0 0-9 4.5 4.5 0 0 0 0 9Zm0 2c-3.3 0-9 1.7-9 5v2h18v-2c0-3.3-5.7-5-9-5Z',
  phone:
    'M6.6 10.8a15 15 0 0 0 6.6 6.6l2.2-2.2a1 1 0 0 1 1-.25c1.1.37 2.3.57 3.6.57a1 1 0 0 1 1 1V20a1 1 0 0 1-1 1A17 17 0 0 1 3 4a1 1 0 0 1 1-1h3.5a1 1 0 0 1 1 1c0 1.25.2 2.45.57 3.57a1 1 0 0 1-.25 1Z',
  gift: 'M20 7h-2.2A3 3 0 0 0 12 3.8 3 3 0 0 0 6.2 7H4a1 1 0 0 0-1 1v3a1 1 0 0 0 1 1v8a1 1 0 0 0 1 1h14a1 1 0 0 0 1-1v-8a1 1 0 0 0 1-1V8a1 1 0 0 0-1-1Zm-5-2a1 1 0 1 1 0 2h-2a2 2 0 0 1 2-2ZM9 5a2 2 0 0 1 2 2H9a1 1 0 0 1 0-2Zm-4 4h6v2H5Zm1 4h5v7H6Zm7 7v-7h5v7Zm6-9h-6V9h6Z',
  newspaper:
    'M4 4h13v14a2 2 0 0 0 2 2H6a2 2 0 0 1-2-2V4Zm15 4h1a1 1 0 0 1 1 1v9a1 1 0 0 1-2 0V8ZM7 7v4h7V7H7Zm0 6v1.5h7V13H7Zm0 3v1.5h7V16H7Z',
};

/** A menu item's icon: decoration only, the label beside it says it all. */
export function HeaderMenuIcon({ name }: { name: IconName }) {
  if (name === 'none') return null;
  return (
    <svg
      className={css.icon}
      viewBox="0 0 24 24"
      width="20"
      height="20"
      aria-hidden="true"
      focusable="false"
      data-icon={name}
    >
      <path d={PATHS[name]} fill="currentColor" fillRule="evenodd" />
    </svg>
  );
}
