import { describe, expect, it } from 'vitest';
import { homeUrlOfHost } from '../../../../site/chrome/errors/home-of-host.ts';

// docs/rules/02-routes-and-layout.md, error page: 'Naar home' is the brand's domain, or the group site without one.
describe('homeUrlOfHost: the last-resort error page’s Naar home', () => {
  it.each([
    { host: 'ad.nl', home: 'https://ad.nl' },
    { host: 'abonnement.ad.nl', home: 'https://ad.nl' },
    { host: 'ad.localhost:3000', home: 'https://ad.nl' },
    // Another of the brand's hosts: its main domain, as the branded error page has it.
    { host: 'flairmagazine.nl', home: 'https://flair.nl' },
    { host: 'veronicatv.nl', home: 'https://veronicasuperguide.nl' },
    // A brand without a domain of its own, and a host of no brand (the default brand, which has none).
    { host: 'ddj.localhost:3000', home: 'https://www.dpgmedia.nl' },
    { host: 'unknown.example', home: 'https://www.dpgmedia.nl' },
    { host: '', home: 'https://www.dpgmedia.nl' },
  ])('$host -> $home', ({ host, home }) => {
    expect(homeUrlOfHost(host)).toBe(home);
  });
});
