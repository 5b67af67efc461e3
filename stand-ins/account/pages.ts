/*
 * The stand-in's own pages (oidc-provider's development pages are off): a login form, the logout step and an error
 * page. Plain HTML in Dutch, no script except the logout form's auto-submit, nothing fetched from the internet.
 */

const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char,
  );

const STYLE = `body{font-family:system-ui,sans-serif;max-width:26rem;margin:3rem auto;padding:0 1rem;color:#1a1a1a}
label{display:block;margin-top:1rem;font-weight:600}input{display:block;width:100%;box-sizing:border-box;font-size:1rem;padding:.5rem;margin-top:.25rem;border:1px solid #555}
button{margin-top:1.25rem;margin-right:.5rem;font-size:1rem;padding:.6rem 1.2rem}.error{color:#a00000;border-left:4px solid #a00000;padding-left:.75rem}`;

function page(title: string, body: string): string {
  return `<!DOCTYPE html><html lang="nl"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} | Account (lokale stand-in)</title><style>${STYLE}</style></head><body><main>${body}</main></body></html>`;
}

export interface LoginPageInput {
  readonly action: string;
  readonly cancelAction: string;
  readonly email: string;
  readonly failed: boolean;
}

export function loginPage({ action, cancelAction, email, failed }: LoginPageInput): string {
  const error = failed
    ? '<p class="error" id="login-error" role="alert">Het e-mailadres of het wachtwoord klopt niet.</p>'
    : '';
  const described = failed ? ' aria-describedby="login-error" aria-invalid="true"' : '';
  return page(
    'Inloggen',
    `<h1>Inloggen</h1>${error}
<form method="post" action="${escapeHtml(action)}">
<label for="email">E-mailadres</label><input id="email" name="email" type="email" autocomplete="username" required value="${escapeHtml(email)}"${described}>
<label for="password">Wachtwoord</label><input id="password" name="password" type="password" autocomplete="current-password" required${described}>
<button type="submit">Inloggen</button>
</form>
<form method="post" action="${escapeHtml(cancelAction)}"><button type="submit">Annuleren</button></form>`,
  );
}

/** oidc-provider's logout step: `form` is its own form (with the xsrf token); yes also ends the session here. */
export function logoutPage(form: string): string {
  return page(
    'Uitloggen',
    `<h1>Uitloggen</h1>${form}
<button type="submit" form="op.logoutForm" name="logout" value="yes">Uitloggen</button>
<script>document.getElementById('op.logoutForm').insertAdjacentHTML('beforeend','<input type="hidden" name="logout" value="yes">');document.getElementById('op.logoutForm').submit()</script>`,
  );
}

export const loggedOutPage = () => page('Uitgelogd', '<h1>Uitgelogd</h1><p>Je bent uitgelogd.</p>');

export const errorPage = (error: string) => page('Fout', `<h1>Er ging iets mis</h1><p>${escapeHtml(error)}</p>`);
