import { requestWithHost } from './http.ts';

/* A page's form posted as a browser without JavaScript posts it: its hidden fields (the server action's encoding, the
 * order's idempotency key) plus what the visitor typed, multipart, with the page's cookies. */

const ENTITIES: Readonly<Record<string, string>> = {
  '&quot;': '"',
  '&amp;': '&',
  '&#x27;': "'",
  '&lt;': '<',
  '&gt;': '>',
};
const decoded = (text: string) => text.replace(/&(?:quot|amp|#x27|lt|gt);/g, (entity) => ENTITIES[entity]!);

/** The hidden inputs of a page's HTML, in order, as React renders them (name, then value). */
function hiddenFields(html: string): [name: string, value: string][] {
  return [...html.matchAll(/<input type="hidden" name="([^"]+)"(?: value="([^"]*)")?\/>/g)].map((match) => [
    decoded(match[1]!),
    decoded(match[2] ?? ''),
  ]);
}

/** The cookies a GET answered with, as the next request's Cookie header. */
const cookieHeader = (setCookie: string | string[] | undefined) =>
  ([] as string[])
    .concat(setCookie ?? [])
    .map((cookie) => cookie.split(';')[0])
    .join('; ');

/**
 * GETs `path` on `host`, then POSTs its form back with `fields` added; `origin` is the page's own unless given (a
 * browser sends the page's origin with every POST).
 */
export async function postPageForm(
  host: string,
  path: string,
  port: number,
  fields: Readonly<Record<string, string>>,
  origin = `http://${host}`,
) {
  const page = await requestWithHost('GET', host, path, port);
  if (page.status !== 200) throw new Error(`GET ${host}${path}: ${page.status}`);
  const form = new FormData();
  for (const [name, value] of hiddenFields(page.body)) form.append(name, value);
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  const encoded = new Request('http://form.invalid/', { method: 'POST', body: form });
  return requestWithHost(
    'POST',
    host,
    path,
    port,
    {
      cookie: cookieHeader(page.headers['set-cookie']),
      origin,
      'content-type': encoded.headers.get('content-type')!,
    },
    await encoded.text(),
  );
}
