import { inlineScript } from '../../../blocks/shared/script-json.ts';
import * as css from './site-footer.css.ts';

/** The login link's id: what its inline script finds it by. */
export const FOOTER_LOGIN_ID = 'footer-login';

/**
 * The way back after logging in (docs/rules/06-roles.md: callback_url), set in the browser: the prerendered footer only
 * knows '/', so this sets the visitor's path and query, encoded as domain/account/menu.ts's accountRouteHref does
 * (a test compares the two). Inline, as in locale-cookie.tsx: it runs as soon as the link is parsed.
 */
export function loginCallbackScript(linkId: string = FOOTER_LOGIN_ID): string {
  return inlineScript(setLoginCallback, linkId);
}

/** In the browser: the login link comes back to this page. */
function setLoginCallback(linkId: string): void {
  const link = document.getElementById(linkId);
  if (!link) return;
  const target = new URL(link.getAttribute('href') ?? '/', location.href);
  target.searchParams.set('callback_url', location.pathname + location.search);
  link.setAttribute('href', target.pathname + target.search);
}

/**
 * docs/rules/02-routes-and-layout.md: logged out, the login button sits in the footer (a link: it leads to the account
 * service).
 */
export function FooterLogin({ href, label }: { href: string; label: string }) {
  return (
    <p className={css.login}>
      {/* Its href is the script's to change: React is told not to mind the difference when it hydrates. */}
      <a id={FOOTER_LOGIN_ID} className={css.loginLink} href={href} suppressHydrationWarning>
        {label}
      </a>
      <script dangerouslySetInnerHTML={{ __html: loginCallbackScript() }} />
    </p>
  );
}
