// @vitest-environment jsdom
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resolveOrderForm } from '../../../blocks/order-form/resolver.ts';
import { OrderFormClient } from '../../../blocks/order-form/order-form.client.tsx';
import { orderFormBlockSchema } from '../../../blocks/order-form/schema.ts';
import type { Lead } from '../../../domain/lead.ts';
import { messagesFor } from '../../../domain/messages/index.ts';
import { activeMid, replaceMid } from '../../../domain/mid.ts';
import { orderFormSchema } from '../../../domain/order-form/schema.ts';
import { SAMPLE_ORDERS } from '../../../domain/sample-order.ts';
import { VISITOR_COOKIE_NAMES } from '../../../domain/visitor-state.ts';
import { midSchema } from '../../../schemas/front-office.ts';
import { Inspector, type InspectorInput } from '../../../site/page/inspector.tsx';
import { INSPECTOR_COOKIE, INSPECTOR_ID, inspectorScript } from '../../../site/page/inspector-script.ts';
import { SampleOrderFill, sampleOrderFillScript } from '../../../blocks/order-form/sample-order-fill.tsx';
import { TEST_LINKS, testContext, testServices, proposition } from '../../blocks/fixtures.ts';

const DEFAULT_MID = midSchema.parse('CAM-SHOP01');

/** A prerendered page's context: the brand's defaults (site/page/context.ts for a shared page). */
const PRERENDERED: InspectorInput = {
  activeMid: activeMid({ query: undefined, stored: undefined, configuredDefault: DEFAULT_MID }),
  blocks: {
    brand: { code: 'vk', locale: 'nl-formal' },
    visitor: { lead: undefined, group: 'default', propositionId: undefined },
  },
};

/** A lead with everything personal a lead can carry. */
const LEAD: Lead = {
  leadId: 'LEAD-4711',
  mid: midSchema.parse('CAM-LEAD01'),
  title: 'Mevrouw',
  initials: 'F.',
  firstName: 'Fenna',
  middleName: 'ter',
  lastName: 'Horst',
  gender: 'F',
  phone: '0612345678',
  email: 'fenna.terhorst@example.nl',
  street: 'Lindenlaan',
  houseNumber: '52',
  houseNumberAddition: 'bis',
  postalCode: '9711 AB',
  city: 'Groningen',
  ibanLastDigits: '9876',
  country: 'nl',
};

/** A visitor's page: a query mid replaced by the lead's, the lead, a chosen proposition and the fallback group. */
const VISITOR: InspectorInput = {
  activeMid: replaceMid(activeMid({ query: 'cam-zomer1', stored: undefined, configuredDefault: DEFAULT_MID }), {
    lead: LEAD.mid,
  }),
  blocks: {
    brand: { code: 'ad', locale: 'nl' },
    visitor: { lead: LEAD, group: 'fallback', propositionId: 'compleet-12' },
  },
};

/** Listeners the page's scripts added, removed after each test: every test is a fresh page load. */
const added: Parameters<Document['addEventListener']>[] = [];

/**
 * The page as the browser has it: the markup in <main id="main">, its inline scripts run in order as the parser
 * would, with the page's host name as `location.hostname` (jsdom's own location cannot change its host).
 */
function load(
  markup: string,
  { hostname = 'ad.localhost', lang = 'nl-NL' }: { hostname?: string; lang?: string } = {},
) {
  document.documentElement.lang = lang;
  document.body.innerHTML = `<main id="main" tabindex="-1">${markup}</main>`;
  const spy = vi.spyOn(document, 'addEventListener');
  try {
    for (const script of document.querySelectorAll('script'))
      new Function('location', script.textContent ?? '')({ hostname });
  } finally {
    added.push(...spy.mock.calls);
    spy.mockRestore();
  }
}

const press = (key: string, modifiers: KeyboardEventInit = { ctrlKey: true, shiftKey: true }) =>
  document.body.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true, ...modifiers }));

const panel = () => document.getElementById(INSPECTOR_ID) as HTMLElement;
const flagSet = () => document.cookie.split('; ').includes(`${INSPECTOR_COOKIE.name}=1`);
const facts = () =>
  Object.fromEntries(
    [...document.querySelectorAll(`#${INSPECTOR_ID} dt`)].map((term) => [
      term.textContent,
      term.nextElementSibling?.textContent,
    ]),
  );

afterEach(() => {
  for (const [type, listener, options] of added.splice(0)) document.removeEventListener(type, listener, options);
  document.body.innerHTML = '';
  document.cookie = `${INSPECTOR_COOKIE.name}=; Max-Age=0; Path=/`;
});

describe('the inspector as the server renders it', () => {
  it('is hidden, a labelled region with a heading and a close button', () => {
    load(renderToStaticMarkup(<Inspector context={PRERENDERED} />));
    expect(panel().tagName).toBe('ASIDE');
    expect(panel().hidden).toBe(true);
    expect(panel().getAttribute('aria-label')).toBe('Inspector');
    expect(panel().querySelector('h2')?.textContent).toBe('Inspector');
    expect(panel().querySelector('button')?.getAttribute('type')).toBe('button');
  });

  it('a prerendered page shows the brand’s defaults', () => {
    load(renderToStaticMarkup(<Inspector context={PRERENDERED} />));
    expect(facts()).toEqual({
      Brand: 'vk',
      Locale: 'nl-formal',
      Mid: 'CAM-SHOP01',
      'Mid source': 'default',
      Lead: '—',
      Proposition: '—',
      'Catalog group': 'default',
      Experiments: '—',
    });
  });

  it('a visitor’s page shows theirs: the mid and its source, the lead id, the proposition, the group', () => {
    load(renderToStaticMarkup(<Inspector context={VISITOR} />));
    expect(facts()).toMatchObject({
      Brand: 'ad',
      Mid: 'CAM-LEAD01',
      'Mid source': 'lead',
      Lead: 'LEAD-4711',
      Proposition: 'compleet-12',
      'Catalog group': 'fallback',
    });
  });

  it('shows experiment variants when a page has them', () => {
    const decisions = [
      { flagKey: 'usp', experimentKey: 'usp_in_bar_changes', variationKey: 'variation_1' },
      { flagKey: 'owf', experimentKey: 'remove_owf', variationKey: 'control' },
    ];
    load(renderToStaticMarkup(<Inspector context={PRERENDERED} experiments={decisions} />));
    expect(facts().Experiments).toBe('usp_in_bar_changes: variation_1, remove_owf: control');
  });

  it('never shows the lead’s personal data, only its id', () => {
    const html = renderToStaticMarkup(<Inspector context={VISITOR} />);
    load(html);
    const shown = panel().textContent ?? '';
    expect(shown).toContain('LEAD-4711');
    const personal = Object.entries(LEAD).filter(([key]) => !['leadId', 'mid', 'gender', 'country'].includes(key));
    for (const [key, value] of personal) expect(shown, key).not.toContain(String(value));
    // Nor anywhere in the markup (attributes included); short values such as "F." or "7" would match class names.
    for (const [key, value] of personal.filter(([, value]) => String(value).length > 3))
      expect(html, key).not.toContain(String(value));
  });
});

describe('Ctrl+Shift+I in the browser', () => {
  it('shows the inspector and sets the flag; again hides it and clears the flag', () => {
    load(renderToStaticMarkup(<Inspector context={PRERENDERED} />));
    expect(press('I')).toBe(false); // handled: the browser's default is prevented
    expect(panel().hidden).toBe(false);
    expect(flagSet()).toBe(true);
    press('I');
    expect(panel().hidden).toBe(true);
    expect(flagSet()).toBe(false);
  });

  it('with the flag set (a reload), the panel shows as soon as it is parsed', () => {
    load(renderToStaticMarkup(<Inspector context={PRERENDERED} />));
    press('I');
    load(renderToStaticMarkup(<Inspector context={PRERENDERED} />));
    expect(panel().hidden).toBe(false);
  });

  it('other keys and other modifiers do nothing', () => {
    load(renderToStaticMarkup(<Inspector context={PRERENDERED} />));
    expect(press('I', { ctrlKey: true })).toBe(true);
    press('I', { ctrlKey: true, shiftKey: true, altKey: true });
    press('J');
    expect(panel().hidden).toBe(true);
    expect(flagSet()).toBe(false);
  });

  it('the close button hides it, clears the flag and gives focus back to the page', () => {
    load(renderToStaticMarkup(<Inspector context={PRERENDERED} />));
    press('i');
    panel().querySelector('button')?.click();
    expect(panel().hidden).toBe(true);
    expect(flagSet()).toBe(false);
    expect(document.activeElement?.id).toBe('main');
  });

  it('the flag is a year-long Lax cookie for the whole site, and no visitor cookie (pages stay prerendered)', () => {
    const script = inspectorScript();
    expect(script).toContain(`${INSPECTOR_COOKIE.name}=1; Max-Age=31536000; Path=/; SameSite=Lax`);
    expect(script).not.toMatch(/HttpOnly/i);
    expect(VISITOR_COOKIE_NAMES).not.toContain(INSPECTOR_COOKIE.name);
    expect(inspectorScript('</script><script>alert(1)</script>')).not.toContain('</script');
  });
});

describe('Ctrl+Shift+F in the browser fills the order form with the sample', () => {
  const block = orderFormBlockSchema.parse({ _uid: 'of', component: 'order-form' });
  /** A yearly price is paid up front: the form then offers iDEAL and its bank list too. */
  const YEARLY = testServices({
    propositions: [
      proposition({
        uuid: 'jaar',
        duration: { amount: 1, unit: 'year' },
        prices: [{ default: true, unit: 'year', price: { discount: 120 } }],
      }),
    ],
  });

  /** The real order form's markup for an nl or be brand, and the day it checks against. */
  async function orderForm(country: 'nl' | 'be') {
    const ctx =
      country === 'nl'
        ? testContext({ services: YEARLY })
        : testContext({
            services: YEARLY,
            brand: {
              code: 'hl',
              name: 'HLN',
              locale: 'be',
              country: 'be',
              links: TEST_LINKS.be,
              phoneNumber: '03 - 303 05 11',
              fallbackPhoneNumber: '03 - 303 05 11',
              publicSite: undefined,
            },
            messages: messagesFor('be'),
          });
    const data = await resolveOrderForm(block, ctx);
    if (data.state !== 'form') throw new Error(`expected a form, got ${data.state}`);
    return { markup: renderToStaticMarkup(<OrderFormClient {...data.props} />), today: data.props.today };
  }

  function posted(): Record<string, string> {
    const form = document.querySelector('main form') as HTMLFormElement;
    return Object.fromEntries(
      [...new FormData(form)].filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
    );
  }

  it.each([
    ['nl', 'ad.localhost', 'nl-NL'],
    ['be', 'hl.localhost', 'nl-BE'],
    ['be', 'abonnement.hln.be', 'nl-NL'],
  ] as const)(
    'the %s sample on %s (lang %s), and the schema accepts what the form then posts',
    async (country, hostname, lang) => {
      const { markup, today } = await orderForm(country === 'be' && lang === 'nl-NL' ? 'nl' : country);
      load(renderToStaticMarkup(<SampleOrderFill />) + markup, { hostname, lang });
      const events: string[] = [];
      document
        .querySelector('main form')
        ?.addEventListener('input', (event) => events.push((event.target as HTMLInputElement).name));
      expect(press('F')).toBe(false);
      const values = posted();
      const sample: Readonly<Record<string, string>> = SAMPLE_ORDERS[country];
      for (const name of ['firstName', 'lastName', 'postalCode', 'phone', 'iban', 'email', 'dateOfBirthYear'])
        expect(values[name], name).toBe(sample[name]);
      expect(values).toMatchObject({ gender: sample.gender, newsletter: 'on', terms: 'on', adult: 'on' });
      // The order form keeps what was typed on `input` (and React hears it): every filled field announced itself.
      expect(events).toEqual(expect.arrayContaining(['firstName', 'email', 'iban', 'terms', 'adult']));
      if (lang === 'nl-NL' && country === 'be') return; // a Dutch brand's form on a .be host: only which sample counts
      expect(orderFormSchema({ country, today }).safeParse(values).error?.issues ?? []).toEqual([]);
    },
  );

  it('chooses the sample’s iDEAL bank where the form lists banks', async () => {
    load(renderToStaticMarkup(<SampleOrderFill />) + (await orderForm('nl')).markup);
    press('f');
    expect(posted().idealBank).toBe(SAMPLE_ORDERS.nl.idealBank);
  });

  it('does nothing on a page without a form, or without both modifiers', async () => {
    load(renderToStaticMarkup(<SampleOrderFill />));
    expect(press('F')).toBe(true);
    load(renderToStaticMarkup(<SampleOrderFill />) + (await orderForm('nl')).markup);
    press('F', { shiftKey: true });
    expect(posted().firstName).toBe('');
  });

  it('no value can close its script element', () => {
    expect(sampleOrderFillScript()).not.toContain('</script');
    expect(sampleOrderFillScript()).toContain(JSON.stringify(SAMPLE_ORDERS.be.iban));
  });
});
