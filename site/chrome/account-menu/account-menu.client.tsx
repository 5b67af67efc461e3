'use client';

import { useEffect, useLayoutEffect, useRef, useState, useSyncExternalStore, type FocusEvent } from 'react';
import { visuallyHidden } from '../../../blocks/shared/shared.css.ts';
import { accountMenuItems, type AccountMenuBrand } from '../../../domain/account/menu.ts';
import type { Messages } from '../../../domain/messages/index.ts';
import { AuthIcon, ChevronIcon, ItemIcon } from './account-menu-icons.tsx';
import { ACCOUNT_MENU_IDS } from './account-menu-ids.ts';
import * as css from './account-menu.css.ts';

/**
 * The analytics event of a click on an item, carrying its tag (docs/rules/03-entities.md: the item's click handler).
 */
export const ACCOUNT_MENU_EVENT = 'account_menu_click';

export interface AccountMenuProps {
  readonly brand: AccountMenuBrand;
  readonly signedIn: boolean;
  /** ACCOUNT_ROUTES.logout, passed in: the island imports nothing of the server's account code. */
  readonly logoutRoute: string;
  /** The nav's accessible name. */
  readonly label: string;
  /** 'Hallo {given name}' signed in, else 'Mijn account'. */
  readonly buttonText: string;
  /** Read after the button text: '(ingelogd)' or '(niet ingelogd)', what the icon shows. */
  readonly stateText: string;
  readonly itemLabels: Messages['accountMenu']['items'];
}

const subscribeToNothing = () => () => {};
/** The visitor's page, where Uitloggen comes back to; the server (a prerendered layout) only knows '/'. */
const currentPath = () => `${window.location.pathname}${window.location.search}`;

function pushEvent(tag: string) {
  const target = window as Window & { dataLayer?: unknown[] };
  (target.dataLayer ??= []).push({ event: ACCOUNT_MENU_EVENT, account_menu_item: tag });
}

/**
 * The top bar's account menu (docs/rules/02-routes-and-layout.md). A disclosure (a button with aria-expanded that shows
 * a list of links), not an ARIA menu: its items are plain navigation links, which screen readers list, and Tab reaches,
 * as links; role="menu" would promise arrow-key menu behaviour and hide them from both (WAI-ARIA APG, disclosure
 * navigation). Opens on click (Enter, Space), closes on a click outside, on Escape (focus back to the button) and
 * when focus leaves it.
 *
 * Without JavaScript (and until hydration) it is a <details>/<summary> with the same links, which the browser opens
 * and closes by itself; once hydrated it becomes the button and its panel, open if the visitor had opened it, and
 * focused if they were on it.
 */
export function AccountMenu({
  brand,
  signedIn,
  logoutRoute,
  label,
  buttonText,
  stateText,
  itemLabels,
}: AccountMenuProps) {
  const hydrated = useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
  const callbackPath = useSyncExternalStore(subscribeToNothing, currentPath, () => '/');
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const detailsRef = useRef<HTMLDetailsElement>(null);
  const focusOnButton = useRef(false);
  const items = accountMenuItems(brand, { signedIn, logoutRoute, callbackPath });

  // Hydration's own commit, before the <details> gives way to the button: what the visitor did with it stays.
  useLayoutEffect(() => {
    const details = detailsRef.current;
    if (!details) return;
    if (details.open) setOpen(true);
    focusOnButton.current = details.contains(document.activeElement);
  }, []);
  useEffect(() => {
    if (!hydrated || !focusOnButton.current) return;
    focusOnButton.current = false;
    buttonRef.current?.focus();
  }, [hydrated]);

  useEffect(() => {
    if (!open) return;
    // pointerdown, not click: Safari on iOS sends no click for a tap on something that is not clickable.
    const onPointerDown = (event: Event) => {
      if (!(event.target instanceof Node) || !rootRef.current?.contains(event.target)) setOpen(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      buttonRef.current?.focus();
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open]);

  // Focus moved on past the last link (or back before the button): the panel would cover the page for nothing.
  const onBlur = (event: FocusEvent) => {
    if (event.relatedTarget instanceof Node && !rootRef.current?.contains(event.relatedTarget)) setOpen(false);
  };

  const triggerContent = (
    <>
      <AuthIcon signedIn={signedIn} />
      <span className={css.triggerText}>{buttonText}</span> <span className={visuallyHidden}>{stateText}</span>
      <ChevronIcon className={css.chevron} />
    </>
  );
  const panel = (
    <ul id={ACCOUNT_MENU_IDS.panel} className={css.panel} hidden={hydrated ? !open : undefined}>
      {items.map((item) => (
        <li key={item.id} className={item.id === 'logout' ? css.separated : undefined}>
          {item.id === 'logout' ? (
            // Logging out is a POST (site/app/api/account/logout): a link would let any page log a visitor out.
            <form method="post" action={item.href}>
              <button type="submit" className={`${css.link} ${css.buttonLink}`} onClick={() => pushEvent(item.tag)}>
                <ItemIcon name={item.icon} />
                {itemLabels[item.id]}
              </button>
            </form>
          ) : (
            <a className={css.link} href={item.href} onClick={() => pushEvent(item.tag)}>
              <ItemIcon name={item.icon} />
              {itemLabels[item.id]}
            </a>
          )}
        </li>
      ))}
    </ul>
  );

  return (
    <nav ref={rootRef} className={css.root} aria-label={label} onBlur={onBlur}>
      {hydrated ? (
        <>
          <button
            ref={buttonRef}
            id={ACCOUNT_MENU_IDS.button}
            type="button"
            className={css.trigger}
            aria-expanded={open}
            aria-controls={ACCOUNT_MENU_IDS.panel}
            onClick={() => setOpen((wasOpen) => !wasOpen)}
          >
            {triggerContent}
          </button>
          {panel}
        </>
      ) : (
        <details ref={detailsRef}>
          <summary id={ACCOUNT_MENU_IDS.button} className={css.trigger}>
            {triggerContent}
          </summary>
          {panel}
        </details>
      )}
    </nav>
  );
}
