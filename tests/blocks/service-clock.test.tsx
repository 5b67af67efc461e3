// @vitest-environment jsdom
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { serviceClockScript } from '../../blocks/customer-service/service-clock-script.ts';
import { serviceState, servicePlan, type ClosedWording, type FrontOfficeHours } from '../../domain/business-hours.ts';
import { messagesFor } from '../../domain/messages/index.ts';
import type { Country } from '../../schemas/brand.ts';
import {
  topBarCustomerService,
  TopBarCustomerService,
} from '../../site/chrome/header-footer/top-bar-customer-service.tsx';
import { TEST_LINKS, testContext, testServices } from './fixtures.ts';
import { loadAt, unload, widgetState } from './service-clock-dom.ts';

/*
 * The customer-service widget decides open or closed in the browser, by the reader's clock in the service's zone
 * (pages are cached, docs/adr/0007). Each row is a boundary minute of docs/rules/09-constants-and-limits.md (Mon-Thu
 * 09-21, Fri 09-17, Sat 10-16, Sunday closed), run in both zones and both seasons, and checked twice: against the
 * expected words and against domain/business-hours.ts's serviceState, so the script and the domain cannot drift apart.
 */

const WEEKS = {
  summer: {
    offset: '+02:00',
    dates: {
      Sun: '2025-07-06',
      Mon: '2025-07-07',
      Tue: '2025-07-08',
      Wed: '2025-07-09',
      Thu: '2025-07-10',
      Fri: '2025-07-11',
      Sat: '2025-07-12',
    },
  },
  winter: {
    offset: '+01:00',
    dates: {
      Sun: '2025-01-05',
      Mon: '2025-01-06',
      Tue: '2025-01-07',
      Wed: '2025-01-08',
      Thu: '2025-01-09',
      Fri: '2025-01-10',
      Sat: '2025-01-11',
    },
  },
} as const;
type Day = keyof (typeof WEEKS)['summer']['dates'];

const closed = (day: string, time: string) => `Gesloten, ${day} weer bereikbaar vanaf ${time}`;

/** [day, local time, what the widget says: 'open' or the closed message]. */
const ROWS: readonly [Day, string, string][] = [
  ...(['Mon', 'Tue', 'Wed', 'Thu'] as const).flatMap((day): [Day, string, string][] => [
    [day, '00:00', closed('vandaag', '09:00')],
    [day, '08:59', closed('vandaag', '09:00')],
    [day, '09:00', 'open'],
    [day, '20:59', 'open'],
    [day, '21:00', closed('morgen', '09:00')],
    [day, '23:59', closed('morgen', '09:00')],
  ]),
  ['Fri', '08:59', closed('vandaag', '09:00')],
  ['Fri', '09:00', 'open'],
  ['Fri', '16:59', 'open'],
  ['Fri', '17:00', closed('morgen', '10:00')],
  ['Sat', '09:59', closed('vandaag', '10:00')],
  ['Sat', '10:00', 'open'],
  ['Sat', '15:59', 'open'],
  ['Sat', '16:00', closed('maandag', '09:00')],
  ['Sat', '23:59', closed('maandag', '09:00')],
  ['Sun', '00:00', closed('morgen', '09:00')],
  ['Sun', '10:00', closed('morgen', '09:00')],
  ['Sun', '23:59', closed('morgen', '09:00')],
];

/**
 * The clock changes on Sundays (30 March and 26 October 2025), when the service is closed all day: no opening
 * hours cross a change, but the local hour on both sides of it must still be read right.
 */
const DST_ROWS: readonly [rule: string, utc: string, says: string][] = [
  ['Saturday before spring-forward, 14:59Z is 15:59 CET', '2025-03-29T14:59:00Z', 'open'],
  ['Saturday before spring-forward, 15:00Z is 16:00 CET', '2025-03-29T15:00:00Z', closed('maandag', '09:00')],
  ['spring-forward night, 01:00Z is 03:00 CEST on Sunday', '2025-03-30T01:00:00Z', closed('morgen', '09:00')],
  ['Monday after spring-forward, 06:59Z is 08:59 CEST', '2025-03-31T06:59:00Z', closed('vandaag', '09:00')],
  ['Monday after spring-forward, 07:00Z is 09:00 CEST', '2025-03-31T07:00:00Z', 'open'],
  ['Saturday before fall-back, 13:59Z is 15:59 CEST', '2025-10-25T13:59:00Z', 'open'],
  ['Saturday before fall-back, 14:00Z is 16:00 CEST', '2025-10-25T14:00:00Z', closed('maandag', '09:00')],
  ['fall-back night, 01:30Z is 02:30 CET on Sunday', '2025-10-26T01:30:00Z', closed('morgen', '09:00')],
  ['Monday after fall-back, 07:59Z is 08:59 CET', '2025-10-27T07:59:00Z', closed('vandaag', '09:00')],
  ['Monday after fall-back, 08:00Z is 09:00 CET', '2025-10-27T08:00:00Z', 'open'],
  ['Saturday 22:30Z in summer is already Sunday 00:30 local', '2025-07-12T22:30:00Z', closed('morgen', '09:00')],
];

const COUNTRIES: readonly Country[] = ['nl', 'be'];
const BRANDS = {
  nl: {
    code: 'ad',
    name: 'AD',
    locale: 'nl',
    country: 'nl',
    links: TEST_LINKS.nl,
    phoneNumber: '088 - 0505 000',
    fallbackPhoneNumber: '088 - 0505 000',
    publicSite: undefined,
  },
  be: {
    code: 'hl',
    name: 'HLN',
    locale: 'be',
    country: 'be',
    links: TEST_LINKS.be,
    phoneNumber: '03 - 303 05 05',
    fallbackPhoneNumber: '03 - 303 05 05',
    publicSite: undefined,
  },
} as const;

const wording = (country: Country): ClosedWording => {
  const { customerService } = messagesFor(BRANDS[country].locale);
  return {
    template: customerService.closed,
    today: customerService.today,
    tomorrow: customerService.tomorrow,
    weekdays: customerService.weekdays,
  };
};

/** The top bar's widget, rendered by a server whose clock says `renderedAt` (a cached page: long before it is read). */
async function topBar(country: Country, renderedAt = new Date('2025-01-01T12:00:00Z')) {
  const data = await topBarCustomerService(
    testContext({
      brand: BRANDS[country],
      messages: messagesFor(BRANDS[country].locale),
      clock: { now: () => renderedAt },
    }),
  );
  return { data, markup: renderToStaticMarkup(<TopBarCustomerService data={data} />) };
}

/** What the widget says in the browser at `now`: 'open' or its closed message. */
async function saysAt(country: Country, now: Date): Promise<string> {
  const { data, markup } = await topBar(country);
  loadAt(markup, now);
  const { status, closedMessage } = widgetState(data.id);
  if (status === 'open') return 'open';
  expect(status).toBe('closed');
  return closedMessage ?? '';
}

const domainSays = (country: Country, now: Date) => {
  const state = serviceState(
    now,
    servicePlan(country, new Date('2025-01-01T12:00:00Z'), { closures: [], word: undefined }),
    wording(country),
  );
  return state.open ? 'open' : state.message;
};

afterEach(unload);

describe.each(COUNTRIES)(
  'the widget in the %s service clock, in the browser (docs/rules/01-product-and-brands.md and docs/rules/09-constants-and-limits.md)',
  (country) => {
    describe.each(['summer', 'winter'] as const)('%s time', (season) => {
      const { offset, dates } = WEEKS[season];
      it.each(ROWS)('%s %s local -> %s', async (day, time, says) => {
        const now = new Date(`${dates[day]}T${time}:00${offset}`);
        expect(await saysAt(country, now)).toBe(says);
        expect(domainSays(country, now)).toBe(says);
      });
    });

    it.each(DST_ROWS)('%s', async (_, utc, says) => {
      expect(await saysAt(country, new Date(utc))).toBe(says);
      expect(domainSays(country, new Date(utc))).toBe(says);
    });
  },
);

describe('the widget follows the clock, not the moment its page was cached', () => {
  it('a page rendered while open, read after closing, says closed; rendered while closed, read while open, says open', async () => {
    const { data, markup } = await topBar('nl', new Date('2025-01-06T10:00:00+01:00'));
    loadAt(markup, new Date('2025-01-06T21:30:00+01:00'));
    expect(widgetState(data.id)).toEqual({ status: 'closed', closedMessage: closed('morgen', '09:00') });

    const sunday = await topBar('nl', new Date('2025-01-05T12:00:00+01:00'));
    loadAt(sunday.markup, new Date('2025-01-06T09:00:00+01:00'));
    expect(widgetState(sunday.data.id).status).toBe('open');
  });

  it('turns at the boundary minute while the page stays open', async () => {
    const { data, markup } = await topBar('be');
    loadAt(markup, new Date('2025-01-10T16:59:30+01:00'));
    expect(widgetState(data.id).status).toBe('open');
    await vi.advanceTimersByTimeAsync(60_000);
    expect(widgetState(data.id)).toEqual({ status: 'closed', closedMessage: closed('morgen', '10:00') });
  });

  it('without JavaScript the page says what is true whenever it is read: the number, no state', async () => {
    const { markup } = await topBar('nl');
    expect(markup).toContain('data-status="hours"');
    expect(markup).toContain('href="tel:0880505000"');
  });

  it('the front office failed: the week table alone (docs/adr/0017)', async () => {
    const data = await topBarCustomerService(
      testContext({ services: testServices({ propositions: [], open: undefined }) }),
    );
    const markup = renderToStaticMarkup(<TopBarCustomerService data={data} />);
    expect(data.clock?.plan).toMatchObject({ closures: [], word: undefined });
    loadAt(markup, new Date('2025-01-06T10:00:00+01:00'));
    expect(widgetState(data.id).status).toBe('open');
    loadAt(markup, new Date('2025-01-05T10:00:00+01:00'));
    expect(widgetState(data.id)).toEqual({ status: 'closed', closedMessage: closed('morgen', '09:00') });
  });

  it('does nothing when the widget is not on the page, and no value can close its script element', async () => {
    const { data } = await topBar('nl');
    expect(() => new Function(serviceClockScript('not-there', data.clock!))()).not.toThrow();
    const hostile = {
      ...data.clock!,
      closed: { ...data.clock!.closed, template: '</script><script>alert(1)</script>' },
    };
    expect(serviceClockScript('x', hostile)).not.toContain('</script');
  });
});

/**
 * The front office's closures and word reach the browser through the page (docs/adr/0017): the script decides with
 * them exactly as domain/business-hours.ts does, on a page rendered days before it is read.
 */
describe('the front office’s hours in the cached page', () => {
  const ams = (local: string) => new Date(`${local}+01:00`);
  const christmas: FrontOfficeHours = {
    closures: [[ams('2025-12-25T00:00:00').getTime(), ams('2025-12-27T00:00:00').getTime()]],
    word: { at: ams('2025-12-20T12:00:00').getTime(), open: false },
  };
  const rendered = async (hours: FrontOfficeHours, at: Date) => {
    const data = await topBarCustomerService(
      testContext({ clock: { now: () => at }, services: testServices({ propositions: [], hours }) }),
    );
    return { data, markup: renderToStaticMarkup(<TopBarCustomerService data={data} />) };
  };

  it.each<[rule: string, read: string, says: string]>([
    ['the Tuesday before: open', '2025-12-23T10:00:00', 'open'],
    ['Christmas, a Thursday: closed until Saturday', '2025-12-25T10:00:00', closed('zaterdag', '10:00')],
    ['Boxing Day, a Friday: closed until tomorrow', '2025-12-26T12:00:00', closed('morgen', '10:00')],
    ['the Saturday after: open', '2025-12-27T10:00:00', 'open'],
  ])('rendered on the 20th, read %s', async (_, read, says) => {
    const { data, markup } = await rendered(christmas, ams('2025-12-20T12:00:00'));
    loadAt(markup, ams(read));
    const state = widgetState(data.id);
    expect(state.status === 'open' ? 'open' : state.closedMessage).toBe(says);
    const domain = serviceState(ams(read), data.clock!.plan, wording('nl'));
    expect(domain.open ? 'open' : domain.message).toBe(says);
  });

  it('an unplanned closure (isBusinessHour false in open hours) closes the page read minutes later, not an hour later', async () => {
    const now = ams('2025-12-23T10:00:00');
    const { data, markup } = await rendered({ closures: [], word: { at: now.getTime(), open: false } }, now);
    loadAt(markup, ams('2025-12-23T10:03:00'));
    expect(widgetState(data.id)).toEqual({ status: 'closed', closedMessage: closed('morgen', '09:00') });
    loadAt(markup, ams('2025-12-23T11:00:00'));
    expect(widgetState(data.id).status).toBe('open');
  });
});
