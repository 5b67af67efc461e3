// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { accountMenuItems } from '../../../../domain/account/menu.ts';
import { messagesFor } from '../../../../domain/messages/index.ts';
import { ACCOUNT_ROUTES, ANONYMOUS, type AccountState } from '../../../../site/account/state.ts';
import { BRANDS, type BrandCode } from '../../../../site/brands.ts';
import { ACCOUNT_MENU_EVENT, AccountMenu } from '../../../../site/chrome/account-menu/account-menu.client.tsx';
import { ACCOUNT_MENU_IDS } from '../../../../site/chrome/account-menu/account-menu-ids.ts';
import { accountMenuProps } from '../../../../site/chrome/account-menu/account-menu-props.ts';

const ANNA: AccountState = { kind: 'signed-in', givenName: 'Anna', email: 'anna@example.nl' };

function props(code: BrandCode, account: AccountState = ANONYMOUS) {
  const brand = BRANDS[code];
  return accountMenuProps(brand, messagesFor(brand.locale), account);
}

function renderMenu(code: BrandCode = 'ad', account: AccountState = ANONYMOUS) {
  const result = render(
    <>
      <AccountMenu {...props(code, account)} />
      <p>Elders op de pagina</p>
      <a href="/digitaal">Volgende link</a>
    </>,
  );
  const button = screen.getByRole('button', { name: /Mijn account|Hallo/ });
  const panel = () => document.getElementById(ACCOUNT_MENU_IDS.panel)!;
  return { ...result, button, panel };
}

const links = (panel: HTMLElement) => within(panel).getAllByRole('link', { hidden: true });

beforeEach(() => {
  window.history.replaceState(null, '', '/');
  // jsdom does not navigate: a followed link would only log "not implemented".
  document.addEventListener('click', preventNavigation);
});

afterEach(() => {
  cleanup();
  document.removeEventListener('click', preventNavigation);
  delete (window as Window & { dataLayer?: unknown[] }).dataLayer;
  vi.restoreAllMocks();
});

function preventNavigation(event: MouseEvent) {
  if (event.target instanceof Element && event.target.closest('a')) event.preventDefault();
}

describe('AccountMenu (a disclosure of links)', () => {
  it('is a button that controls a hidden panel, inside a nav named from the catalog', () => {
    const { button, panel } = renderMenu();
    expect(screen.getByRole('navigation', { name: 'Account' }).contains(button)).toBe(true);
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(button.getAttribute('aria-controls')).toBe(panel().id);
    expect(panel().hidden).toBe(true);
    expect(screen.queryByRole('link', { name: 'Mijn account' })).toBeNull();
  });

  it('opens on click, shows the items as links, and closes on a second click', () => {
    const { button, panel } = renderMenu('ad');
    fireEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(panel().hidden).toBe(false);
    expect(links(panel()).map((link) => link.textContent)).toEqual([
      'Mijn account',
      'Mijn abonnementen',
      'Abonnement wijzigen',
      'Abonnement opzeggen',
      'Klantenservice',
      'Kiosk',
      'Abonneren',
    ]);
    fireEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(panel().hidden).toBe(true);
  });

  it('Escape closes it and puts focus back on the button', () => {
    const { button, panel } = renderMenu();
    fireEvent.click(button);
    const first = links(panel())[0]!;
    first.focus();
    fireEvent.keyDown(first, { key: 'Escape' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(panel().hidden).toBe(true);
    expect(document.activeElement).toBe(button);
  });

  it('a click outside closes it; a click inside the panel does not', () => {
    const { button, panel } = renderMenu();
    fireEvent.click(button);
    fireEvent.pointerDown(panel());
    fireEvent.pointerDown(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    fireEvent.pointerDown(screen.getByText('Elders op de pagina'));
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(panel().hidden).toBe(true);
  });

  it('closes when focus moves on out of it, not while it moves between its links', () => {
    const { button, panel } = renderMenu();
    fireEvent.click(button);
    const [first, second] = links(panel());
    fireEvent.blur(first!, { relatedTarget: second });
    expect(button.getAttribute('aria-expanded')).toBe('true');
    fireEvent.blur(second!, { relatedTarget: screen.getByRole('link', { name: 'Volgende link' }) });
    expect(button.getAttribute('aria-expanded')).toBe('false');
  });

  it('keys other than Escape leave it open', () => {
    const { button } = renderMenu();
    fireEvent.click(button);
    fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Tab' });
    expect(button.getAttribute('aria-expanded')).toBe('true');
  });

  it('signed out: "Mijn account", a cross, said as not signed in; no Uitloggen', () => {
    const { button, panel } = renderMenu('vk');
    expect(button.textContent).toBe('Mijn account (niet ingelogd)');
    expect(button.querySelector('svg[data-auth]')?.getAttribute('data-auth')).toBe('cross');
    fireEvent.click(button);
    expect(within(panel()).queryByRole('link', { name: 'Uitloggen' })).toBeNull();
    expect(within(panel()).queryByRole('button', { name: 'Uitloggen' })).toBeNull();
  });

  it('signed in: greets by given name with a check mark; Uitloggen last, back to the visitor’s page', () => {
    window.history.replaceState(null, '', '/digitaal?mid=CAM-ZOMER1');
    const { button, panel } = renderMenu('vk', ANNA);
    expect(button.textContent).toBe('Hallo Anna (ingelogd)');
    expect(button.querySelector('svg[data-auth]')?.getAttribute('data-auth')).toBe('check');
    fireEvent.click(button);
    // Last, and a form's button that POSTs (a link would let any page log the visitor out).
    const last = panel().querySelector('li:last-child')!;
    expect(within(last as HTMLElement).getByRole('button', { name: 'Uitloggen' })).toBeTruthy();
    expect(last.querySelector('form')?.getAttribute('method')).toBe('post');
    expect(last.querySelector('form')?.getAttribute('action')).toBe(
      `${ACCOUNT_ROUTES.logout}?callback_url=%2Fdigitaal%3Fmid%3DCAM-ZOMER1`,
    );
  });

  it('signed in without a given name: no empty greeting, still the check mark', () => {
    const { button } = renderMenu('hl', { kind: 'signed-in', givenName: '  ' });
    expect(button.textContent).toBe('Mijn account (ingelogd)');
    expect(button.querySelector('svg[data-auth]')?.getAttribute('data-auth')).toBe('check');
  });

  it('the e-mail address never reaches the browser’s props', () => {
    expect(JSON.stringify(props('vk', ANNA))).not.toContain('anna@example.nl');
  });

  it('a Belgian magazine: its items, Klantenservice (docs/rules/02-routes-and-layout.md), the Belgian kiosk', () => {
    const { button, panel } = renderMenu('da');
    fireEvent.click(button);
    expect(links(panel()).map((link) => link.textContent)).toEqual([
      'Mijn account',
      'Mijn abonnementen',
      'Klantenservice',
      'Kiosk',
      'Abonneren',
    ]);
    expect(within(panel()).getByRole('link', { name: 'Kiosk' }).getAttribute('href')).toBe(
      'https://kiosk.dpgmedia.be/?utm_medium=internal-referral&utm_content=dropdown&utm_source=da&otag=shopdropdown',
    );
  });

  it('every item is the domain rule’s (Uitloggen a form’s action), with its icon hidden from screen readers', () => {
    const { button, panel } = renderMenu('tr', ANNA);
    fireEvent.click(button);
    const expected = accountMenuItems(BRANDS.tr, {
      signedIn: true,
      logoutRoute: ACCOUNT_ROUTES.logout,
      callbackPath: '/',
    });
    const targets = [...panel().querySelectorAll('li')].map(
      (item) => item.querySelector('a')?.getAttribute('href') ?? item.querySelector('form')?.getAttribute('action'),
    );
    expect(targets).toEqual(expected.map((item) => item.href));
    for (const item of panel().querySelectorAll('li'))
      expect(item.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');
  });

  it('a click on an item tells the tag manager its tag', () => {
    const { button, panel } = renderMenu('ad');
    fireEvent.click(button);
    fireEvent.click(within(panel()).getByRole('link', { name: 'Kiosk' }));
    expect((window as Window & { dataLayer?: unknown[] }).dataLayer).toEqual([
      { event: ACCOUNT_MENU_EVENT, account_menu_item: 'kiosk' },
    ]);
  });
});

describe('AccountMenu without JavaScript, and once hydrated', () => {
  it('the server renders a <details> with every link in it (the browser opens it without script)', () => {
    const html = renderToString(<AccountMenu {...props('ad')} />);
    expect(html).toMatch(/^<nav [^>]*aria-label="Account"[^>]*><details><summary id="account-menu-button"/);
    expect(html).not.toContain('<button');
    expect(html).not.toMatch(/<ul [^>]*\shidden/);
    expect([...html.matchAll(/<a [^>]*href="([^"]+)"/g)].map(([, href]) => href!.replace(/&amp;/g, '&'))).toEqual(
      accountMenuItems(BRANDS.ad, { signedIn: false, logoutRoute: ACCOUNT_ROUTES.logout, callbackPath: '/' }).map(
        (item) => item.href,
      ),
    );
  });

  it('hydrates without a mismatch and becomes the button with its closed panel', async () => {
    window.history.replaceState(null, '', '/studenten?mid=CAM-ZOMER1');
    const container = document.createElement('div');
    document.body.append(container);
    container.innerHTML = renderToString(<AccountMenu {...props('vk', ANNA)} />);
    expect(container.querySelector('details')).not.toBeNull();
    const errors: unknown[] = [];
    const consoleError = vi.spyOn(console, 'error').mockImplementation((...args) => errors.push(args));
    const root = await act(async () =>
      hydrateRoot(container, <AccountMenu {...props('vk', ANNA)} />, {
        onRecoverableError: (error) => errors.push(error),
      }),
    );
    expect(errors).toEqual([]);
    expect(consoleError).not.toHaveBeenCalled();
    expect(container.querySelector('details')).toBeNull();
    const button = within(container).getByRole('button', { name: 'Hallo Anna (ingelogd)' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(document.getElementById(ACCOUNT_MENU_IDS.panel)?.hidden).toBe(true);
    // Uitloggen now comes back to the visitor's page, which the prerendered HTML could not know.
    const logout = container.querySelector<HTMLFormElement>(`form[action^="${ACCOUNT_ROUTES.logout}"]`);
    expect(logout?.getAttribute('action')).toBe(
      `${ACCOUNT_ROUTES.logout}?callback_url=%2Fstudenten%3Fmid%3DCAM-ZOMER1`,
    );
    act(() => root.unmount());
    container.remove();
  });

  // Hydration held back (the page's script late on a slow phone): the visitor opened the menu and is on it.
  it.each([
    ['opened and focused', true, true],
    ['opened, focus elsewhere', true, false],
    ['closed', false, false],
  ])('a menu %s before hydration stays so once it is the button', async (_case, opened, focused) => {
    const container = document.createElement('div');
    document.body.append(container);
    container.innerHTML = renderToString(<AccountMenu {...props('ad')} />);
    const details = container.querySelector('details')!;
    details.open = opened;
    if (focused) container.querySelector<HTMLElement>('summary')!.focus();
    const root = await act(async () => hydrateRoot(container, <AccountMenu {...props('ad')} />));
    const button = within(container).getByRole('button', { name: /Mijn account/ });
    expect(button.getAttribute('aria-expanded')).toBe(String(opened));
    expect(document.getElementById(ACCOUNT_MENU_IDS.panel)?.hidden).toBe(!opened);
    expect(document.activeElement === button).toBe(focused);
    act(() => root.unmount());
    container.remove();
  });
});
