import { expect, test } from '../support/test.ts';
import { getWithHost } from '../support/http.ts';

// The real domains, by Host header (Chromium cannot be pointed at them: they are on its HSTS preload list).
test.describe('host header resolution', () => {
  for (const [host, path, status, brand] of [
    ['abonnement.volkskrant.nl', '/digitaal', 200, 'vk'],
    ['www.ad.nl', '/', 200, 'ad'],
    ['ad.nl', '/zakelijk', 200, 'ad'],
    ['hln.be', '/studenten/bestellen', 200, 'hl'],
    ['flairmagazine.nl', '/', 200, 'flr'],
    ['veronicatv.nl', '/specials', 200, 'vero'],
    ['libelle.nl', '/digitaal', 404, 'lib'],
    ['ad.nl', '/vk/digitaal', 404, 'ad'],
    ['onbekend.example', '/', 200, 'dpg'],
    ['AD.NL:443', '/', 200, 'ad'],
  ] as const) {
    test(`${host}${path} -> ${status} ${brand}`, async () => {
      const response = await getWithHost(host, path);
      expect(response.status).toBe(status);
      expect(response.body).toContain(`data-brand="${brand}"`);
    });
  }
});
