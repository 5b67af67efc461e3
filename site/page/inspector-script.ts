import { inlineScript } from '../../blocks/shared/script-json.ts';

/** The inspector panel's id: what its inline script finds it by. */
export const INSPECTOR_ID = 'shop-inspector';

/** The inspector's line of experiments: the page's analytics script completes it from the visitor's decisions. */
export const INSPECTOR_EXPERIMENTS_ID = 'shop-inspector-experiments';

/**
 * docs/rules/02-routes-and-layout.md and docs/rules/06-roles.md: the inspector's persisted flag. Set by the browser's
 * script (so not httpOnly) and read only there: it changes nothing the server renders, so it is no visitor cookie
 * (domain/visitor-state.ts) and pages stay prerendered with it.
 */
export const INSPECTOR_COOKIE = {
  name: 'shop_inspector',
  maxAgeSeconds: 365 * 24 * 60 * 60,
  sameSite: 'Lax',
  path: '/',
} as const;

const { name, maxAgeSeconds, sameSite, path } = INSPECTOR_COOKIE;
const attributes = `; Path=${path}; SameSite=${sameSite}`;

/**
 * Ctrl+Shift+I shows or hides the server-rendered panel and keeps the choice in the cookie; with the flag set, the
 * panel shows as soon as it is parsed. Its close button is the same as the shortcut's "off", and gives focus back to
 * the page's main region (the button it was on is gone). Inline, as in locale-cookie.tsx: no island, no bundle.
 */
export function inspectorScript(panelId: string = INSPECTOR_ID): string {
  return inlineScript(
    inspectorToggle,
    panelId,
    `${name}=1; Max-Age=${maxAgeSeconds}${attributes}`,
    `${name}=; Max-Age=0${attributes}`,
    `${name}=1`,
  );
}

/** In the browser: the shortcut and the close button show or hide the panel, and the cookie keeps the choice. */
function inspectorToggle(panelId: string, on: string, off: string, flag: string): void {
  const panel = document.getElementById(panelId);
  if (!panel) return;
  const show = (visible: boolean) => {
    panel.hidden = !visible;
    document.cookie = visible ? on : off;
  };
  if (document.cookie.split('; ').indexOf(flag) >= 0) panel.hidden = false;
  document.addEventListener('keydown', (event) => {
    if (!event.ctrlKey || !event.shiftKey || event.altKey || event.metaKey || (event.key !== 'I' && event.key !== 'i'))
      return;
    event.preventDefault();
    show(Boolean(panel.hidden));
  });
  const close = panel.querySelector('button');
  if (close)
    close.addEventListener('click', () => {
      show(false);
      document.getElementById('main')?.focus();
    });
}
