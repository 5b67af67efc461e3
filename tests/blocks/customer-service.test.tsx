// @vitest-environment jsdom
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { CustomerService } from '../../blocks/customer-service/customer-service.tsx';
import * as clockCss from '../../blocks/customer-service/service-clock.css.ts';
import { messagesFor } from '../../domain/messages/index.ts';
import { resolveCustomerService } from '../../blocks/customer-service/resolver.ts';
import { customerServiceBlockSchema } from '../../blocks/customer-service/schema.ts';
import { BlockTree, resolveTree } from '../../blocks/render-tree.tsx';
import { asset, STORYBLOK_IMAGE, TEST_LINKS, testContext, testServices } from './fixtures.ts';
import { loadAt, unload, widgetState } from './service-clock-dom.ts';

const block = (fields: Record<string, unknown> = {}) =>
  customerServiceBlockSchema.parse({ _uid: 'cs', component: 'customer-service', ...fields });

/** Instants in winter time (+01:00 in Amsterdam and Brussels); 2025-01-06 is a Monday. */
const at = (local: string) => ({ now: () => new Date(`${local}+01:00`) });

afterEach(unload);

describe('customer service: the number while open, when it opens again while closed', () => {
  it.each<{ when: string; open: boolean | undefined; clock: string; status: string; statusText: string }>([
    { when: 'open', open: true, clock: '2025-01-06T10:00:00', status: 'open', statusText: 'Nu bereikbaar' },
    {
      when: 'closed before opening',
      open: false,
      clock: '2025-01-06T08:30:00',
      status: 'closed',
      statusText: 'Gesloten, vandaag weer bereikbaar vanaf 09:00',
    },
    {
      when: 'closed on a weekday evening',
      open: false,
      clock: '2025-01-09T21:30:00',
      status: 'closed',
      statusText: 'Gesloten, morgen weer bereikbaar vanaf 09:00',
    },
    {
      when: 'closed on Friday evening (Saturday opens at 10)',
      open: false,
      clock: '2025-01-10T18:00:00',
      status: 'closed',
      statusText: 'Gesloten, morgen weer bereikbaar vanaf 10:00',
    },
    {
      when: 'closed on Saturday evening',
      open: false,
      clock: '2025-01-11T17:00:00',
      status: 'closed',
      statusText: 'Gesloten, maandag weer bereikbaar vanaf 09:00',
    },
    {
      when: 'business hours unknown (front office failed): the week table alone',
      open: undefined,
      clock: '2025-01-06T10:00:00',
      status: 'open',
      statusText: 'Nu bereikbaar',
    },
    {
      when: 'business hours unknown (front office failed), on a Sunday: closed by the week table',
      open: undefined,
      clock: '2025-01-05T12:00:00',
      status: 'closed',
      statusText: 'Gesloten, morgen weer bereikbaar vanaf 09:00',
    },
  ])('$when', async ({ open, clock, status, statusText }) => {
    // The server's own answer (the front office's flag, given long before) does not decide: the reader's clock does.
    const ctx = testContext({ clock: at('2025-01-01T12:00:00'), services: testServices({ propositions: [], open }) });
    const data = await resolveCustomerService(block(), ctx);
    expect(data).toMatchObject({
      title: 'Klantenservice',
      phoneNumber: '088 - 0505 000',
      phoneHref: 'tel:0880505000',
      callLabel: 'Bel 088 - 0505 000',
      hours: 'Ma t/m do 9.00-21.00, vr 9.00-17.00, za 10.00-16.00',
      manage: undefined,
    });
    loadAt(
      renderToStaticMarkup(<CustomerService block={block()} data={data} headingLevel={2} slots={{}} editable={{}} />),
      at(clock).now(),
    );
    const state = widgetState(data.id);
    expect(state.status).toBe(status);
    if (status === 'open') expect(document.getElementById(data.id)?.textContent).toContain(statusText);
    if (status === 'closed') expect(state.closedMessage).toBe(statusText);
    if (status === 'unknown') expect(document.getElementById(data.id)?.textContent).not.toContain('bereikbaar');
  });

  it('takes its words, avatar and links from content (docs/rules/03-entities.md)', async () => {
    const content = block({
      businessHourContent: 'We helpen je graag',
      closedContent: 'We zijn {day} weer bereikbaar vanaf {time}',
      avatar: asset(STORYBLOK_IMAGE, 'Sanne van de klantenservice'),
      customerServiceLink: 'https://www.ad.nl/klantenservice',
      manageLink: '/mijn-abonnement',
    });
    const data = await resolveCustomerService(content, testContext());
    const markup = renderToStaticMarkup(
      <CustomerService block={content} data={data} headingLevel={2} slots={{}} editable={{}} />,
    );
    expect(markup).toContain('alt="Sanne van de klantenservice"');
    expect(markup).toMatch(/href="https:\/\/www\.ad\.nl\/klantenservice">Naar de klantenservice<\/a>/);
    expect(markup).toMatch(/href="\/mijn-abonnement">Abonnement beheren<\/a>/);
    loadAt(markup, at('2025-01-06T10:00:00').now());
    expect(document.getElementById(data.id)?.textContent).toContain('We helpen je graag');
    loadAt(markup, at('2025-01-11T17:00:00').now());
    expect(widgetState(data.id)).toEqual({
      status: 'closed',
      closedMessage: 'We zijn maandag weer bereikbaar vanaf 09:00',
    });
  });

  it('speaks Flemish on a Belgian brand', async () => {
    const ctx = testContext({
      brand: {
        code: 'hl',
        name: 'HLN',
        locale: 'be',
        country: 'be',
        links: TEST_LINKS.be,
        phoneNumber: '03 - 303 05 05',
        fallbackPhoneNumber: '03 - 303 05 05',
        publicSite: undefined,
      },
      messages: messagesFor('be'),
    });
    expect(await resolveCustomerService(block(), ctx)).toMatchObject({
      title: 'Klantendienst',
      phoneHref: 'tel:033030505',
    });
  });

  it('refuses a manage link that could run code, and defaults to the full variant', () => {
    expect(
      customerServiceBlockSchema.safeParse({
        _uid: 'cs',
        component: 'customer-service',
        manageLink: 'javascript:alert(1)',
      }).success,
    ).toBe(false);
    expect(block().variant).toBe('default');
  });

  it.each([
    ['default', true],
    ['minimalistic', false],
  ] as const)(
    'the %s variant shows the opening hours (not only until its clock has run) and manage link: %s',
    async (variant, full) => {
      const content = { _uid: 'cs', component: 'customer-service', variant, manageLink: '/mijn-abonnement' };
      const tree = await resolveTree(content, testContext({ clock: at('2025-01-06T10:00:00') }), { preview: false });
      const html = renderToStaticMarkup(<BlockTree tree={tree} />);
      expect(html).toContain('<a class="');
      expect(html).toContain('href="tel:0880505000"');
      expect(html).toContain('Nu bereikbaar');
      // The minimalistic variant says the hours only until the clock has picked open or closed.
      expect(html).toMatch(
        full ? /<p class="[^"]+">Ma t\/m do/ : new RegExp(`<p class="[^"]+ ${clockCss.whenHours}">Ma t/m do`),
      );
      expect(html.includes('href="/mijn-abonnement"')).toBe(full);
    },
  );
});
