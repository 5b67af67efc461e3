import { expect, test } from '../support/test.ts';
import { messagesFor } from '../../domain/messages/index.ts';
import { BRANDS, PORT } from '../support/fleet.ts';
import { getWithHost } from '../support/http.ts';

/*
 * docs/rules/06-roles.md: crawlers get no error page. A missing page asked by a crawler (isbot) is the 404 status with
 * one line of plain text; asked by a person, the same status with the brand's own error page.
 */

const HOST = `vk.localhost:${PORT}`;
const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';
const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36';

test('a crawler on a missing page gets the 404 with a minimal body; a person gets the branded page', async () => {
  const crawler = await getWithHost(HOST, '/bestaat-niet', PORT, { 'user-agent': GOOGLEBOT });
  expect(crawler.status).toBe(404);
  expect(crawler.headers['content-type']).toBe('text/plain; charset=utf-8');
  expect(crawler.body).toBe('404 Page not found\n');
  expect(crawler.headers['cache-control']).toBe('private, no-cache, no-store, max-age=0, must-revalidate');

  const person = await getWithHost(HOST, '/bestaat-niet', PORT, { 'user-agent': BROWSER });
  expect(person.status).toBe(404);
  expect(person.headers['content-type']).toMatch(/^text\/html/);
  expect(person.body).toContain('data-brand="vk"');
  expect(person.body).toContain(messagesFor(BRANDS.vk.locale).error.notFoundHeading);
  expect(person.body).toContain('<script');
  // Neither is kept by a shared cache (nginx keys by address, not by user agent): each reaches the proxy.
  expect(person.headers['cache-control']).not.toMatch(/public/);
});

test('a crawler on a page gets the page', async () => {
  const page = await getWithHost(HOST, '/digitaal', PORT, { 'user-agent': GOOGLEBOT });
  expect(page.status).toBe(200);
  expect(page.body).toContain('data-brand="vk"');
});

test('a crawler asking for an unknown brandcode gets the same minimal 404; a person the branded page', async () => {
  const crawler = await getWithHost(HOST, '/?brandcode=zzz', PORT, { 'user-agent': GOOGLEBOT });
  expect(crawler.status).toBe(404);
  expect(crawler.headers['content-type']).toBe('text/plain; charset=utf-8');
  expect(crawler.body).toBe('404 Page Not Found\n');

  const person = await getWithHost(HOST, '/?brandcode=zzz', PORT, { 'user-agent': BROWSER });
  expect(person.status).toBe(404);
  expect(person.headers['content-type']).toMatch(/^text\/html/);
  expect(person.body).toContain('Page Not Found');
});
