/** The path-check lookup's redirects (docs/rules/02-routes-and-layout.md): absolute locations leave the site, others stay on it. */
export const REDIRECTS: Readonly<Record<string, string>> = {
  '/abonneren': '/',
  '/oud-aanbod': 'https://www.dpgmedia.nl/',
};

/** Where a path redirects to; trailing slashes are ignored (docs/rules/02-routes-and-layout.md). */
export function redirectFor(path: string | undefined): string | undefined {
  if (!path) return undefined;
  const normalised = path.length > 1 ? path.replace(/\/+$/, '') : path;
  return REDIRECTS[normalised];
}
