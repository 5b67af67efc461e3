/** The path-check lookup's redirects (spec section 2): absolute locations leave the site, others stay on it. */
export const REDIRECTS: Readonly<Record<string, string>> = {
  '/abonneren': '/',
  '/oud-aanbod': 'https://www.dpgmedia.nl/',
};

/** Where a path redirects to; trailing slashes are ignored (spec section 2). */
export function redirectFor(path: string | undefined): string | undefined {
  if (!path) return undefined;
  const normalised = path.length > 1 ? path.replace(/\/+$/, '') : path;
  return REDIRECTS[normalised];
}
