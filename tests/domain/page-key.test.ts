import { describe, expect, it } from 'vitest';
import { parseMid, type ActiveMid, type Mid } from '../../domain/mid.ts';
import {
  anonymousKey,
  catalogGroup,
  chromeOf,
  decodePageKey,
  encodePageKey,
  isChrome,
  MAX_SEGMENT_LENGTH,
  pageKindOfKey,
  sellerOfChrome,
  pageKey,
  visitorMid,
  type PageKey,
  type PageKeyInputs,
} from '../../domain/page-key.ts';

const mid = (value: string) => parseMid(value)!;
const DEFAULT = mid('CAM-SHOP01');
const ZOMER = mid('CAM-ZOMER1');
const decision = (experimentKey: string, variationKey = 'variation_1') => ({ experimentKey, variationKey });
/** ad's drawn experiments (domain/experiments/variants.ts drawnExperiments), the brand of these keys. */
const BRAND = 'ad';
const encode = (key: PageKey) => encodePageKey(key, BRAND);
const decode = (segment: string) => decodePageKey(segment, DEFAULT, BRAND);

/**
 * The front office of these tests: it knows CAM-ZOMER1 (group 'fallback') and the experiment's campaign; it fails for
 * CAM-FAIL01.
 */
const frontOffice: PageKeyInputs['targetGroup'] = async (value: Mid) => {
  if (value === ZOMER) return { propositionGroup: 'fallback' };
  if (value === mid('CAM-EXPMID')) return { propositionGroup: 'default' };
  if (value === mid('CAM-FAIL01')) return undefined;
  return null;
};

const inputs = (overrides: Partial<PageKeyInputs>): PageKeyInputs => ({
  chrome: 'consumer',
  brandCode: BRAND,
  active: { mid: DEFAULT, source: 'default' },
  experimentMid: undefined,
  targetGroup: frontOffice,
  groupQuery: undefined,
  decisions: [],
  defaultMid: DEFAULT,
  ...overrides,
});

describe('pageKey: what a shared page is rendered for (docs/adr/0007)', () => {
  it.each<[string, Partial<PageKeyInputs>, Partial<PageKey>]>([
    ['no campaign: the anonymous key', {}, { mid: DEFAULT, source: 'default', group: 'default' }],
    [
      'a known query mid: its own key, with its target group’s group',
      { active: { mid: ZOMER, source: 'query' } },
      { mid: ZOMER, source: 'query', group: 'fallback' },
    ],
    [
      'a known stored mid',
      { active: { mid: ZOMER, source: 'stored' } },
      { mid: ZOMER, source: 'stored', group: 'fallback' },
    ],
    [
      'the query’s group wins over the target group’s',
      { active: { mid: ZOMER, source: 'query' }, groupQuery: 'default' },
      { mid: ZOMER, group: 'default' },
    ],
    ['a group that is none of the catalog’s is ignored', { groupQuery: 'premium' }, { group: 'default' }],
    ['a repeated group (a list) is ignored', { groupQuery: ['fallback', 'default'] }, { group: 'default' }],
    [
      'an unknown mid shares the default offer’s key',
      { active: { mid: mid('CAM-NOPE99'), source: 'query' } },
      { mid: DEFAULT, source: 'default', group: 'default' },
    ],
    [
      'a mid the front office cannot be asked about too',
      { active: { mid: mid('CAM-FAIL01'), source: 'query' } },
      { mid: DEFAULT, source: 'default' },
    ],
    [
      'an experiment’s mid wins',
      { active: { mid: ZOMER, source: 'query' }, experimentMid: mid('CAM-EXPMID') },
      { mid: mid('CAM-EXPMID'), source: 'experiment', group: 'default' },
    ],
    ['the business chrome', { chrome: 'business' }, { chrome: 'business', mid: DEFAULT }],
  ])('%s', async (_, given, expected) => {
    expect(await pageKey(inputs(given))).toMatchObject(expected);
  });

  it('keeps the variants the page draws, and nothing of the visitor', async () => {
    const asDecided = { flagKey: 'usp', ...decision('usp_in_bar_changes') };
    const key = await pageKey(inputs({ active: { mid: ZOMER, source: 'query' }, decisions: [asDecided] }));
    expect(Object.keys(key).sort()).toEqual(['chrome', 'decisions', 'group', 'mid', 'source']);
    expect(key.decisions).toEqual([decision('usp_in_bar_changes')]);
  });

  it('leaves out the decisions that change nothing the page draws: visitors who differ only there share it', async () => {
    const drawn = [decision('header_points_intro_discount'), decision('phone_number_ad', 'control')];
    const a = await pageKey(
      inputs({
        active: { mid: ZOMER, source: 'query' },
        decisions: [...drawn, decision('remove_owf'), decision('cancel_switch_flow_intro', 'control')],
      }),
    );
    const b = await pageKey(
      inputs({ active: { mid: ZOMER, source: 'query' }, decisions: [decision('remove_owf', 'control'), ...drawn] }),
    );
    expect(a.decisions).toEqual(drawn);
    expect(encode(a)).toBe(encode(b));
    // Another brand's phone-number experiment draws nothing on ad's page.
    expect((await pageKey(inputs({ decisions: [decision('phone_number_vk')] }))).decisions).toEqual([]);
  });
});

describe('the visitor’s mid beside the key: theirs whatever the front office answers', () => {
  const NOPE = mid('CAM-NOPE99');
  const FAIL = mid('CAM-FAIL01');
  it.each<[string, Partial<PageKeyInputs>, ActiveMid, Mid]>([
    ['no campaign', {}, { mid: DEFAULT, source: 'default' }, DEFAULT],
    [
      'a known query mid: in the key too',
      { active: { mid: ZOMER, source: 'query' } },
      { mid: ZOMER, source: 'query' },
      ZOMER,
    ],
    ['an unknown query mid', { active: { mid: NOPE, source: 'query' } }, { mid: NOPE, source: 'query' }, DEFAULT],
    [
      'a query mid whose lookup fails',
      { active: { mid: FAIL, source: 'query' } },
      { mid: FAIL, source: 'query' },
      DEFAULT,
    ],
    ['an unknown stored mid', { active: { mid: NOPE, source: 'stored' } }, { mid: NOPE, source: 'stored' }, DEFAULT],
    [
      'an experiment’s mid, known',
      { active: { mid: NOPE, source: 'query' }, experimentMid: mid('CAM-EXPMID') },
      { mid: mid('CAM-EXPMID'), source: 'experiment' },
      mid('CAM-EXPMID'),
    ],
    [
      'an experiment’s mid whose lookup fails',
      { active: { mid: ZOMER, source: 'query' }, experimentMid: FAIL },
      { mid: FAIL, source: 'experiment' },
      DEFAULT,
    ],
  ])('%s: the visitor’s, and the key’s mid', async (_, given, visitor, keyed) => {
    expect(visitorMid(inputs(given))).toEqual(visitor);
    expect((await pageKey(inputs(given))).mid).toBe(keyed);
  });

  it('a flood of invented mids: each visitor keeps their own, and all share one key', async () => {
    const invented = Array.from({ length: 50 }, (_, index) => mid(`CAM-FLD${String(index).padStart(3, '0')}`));
    const asked = invented.map((value) => inputs({ active: { mid: value, source: 'query' } }));
    const segments = new Set(await Promise.all(asked.map(async (given) => encode(await pageKey(given)))));
    expect(segments).toEqual(new Set(['consumer']));
    expect(asked.map((given) => visitorMid(given).mid)).toEqual(invented);
  });
});

describe('a key as a path segment', () => {
  const campaign: PageKey = { chrome: 'consumer', mid: ZOMER, source: 'query', group: 'fallback', decisions: [] };

  it('is the chrome’s name for the prerendered page, and reads back as that page', () => {
    expect(encode(anonymousKey('consumer', DEFAULT))).toBe('consumer');
    expect(encode(anonymousKey('business', DEFAULT))).toBe('business');
    expect(decode('business')).toEqual(anonymousKey('business', DEFAULT));
  });

  it('tells the kind of page: the chrome’s name alone anonymous, any other key shared, no key a visitor’s own (docs/adr/0025)', () => {
    expect(pageKindOfKey(encode(anonymousKey('consumer', DEFAULT)))).toBe('anonymous');
    expect(pageKindOfKey(encode(anonymousKey('seller-katri', DEFAULT)))).toBe('anonymous');
    expect(pageKindOfKey(encode(campaign))).toBe('shared');
    expect(
      pageKindOfKey(encode({ ...anonymousKey('business', DEFAULT), decisions: [decision('top_bar_layout')] })),
    ).toBe('shared');
    expect(pageKindOfKey(undefined)).toBe('personal');
  });

  it('round-trips, in the path alphabet only', () => {
    const key = { ...campaign, decisions: [decision('top_bar_layout'), decision('header_points_intro_discount')] };
    const segment = encode(key);
    expect(segment).toMatch(/^consumer\.[A-Za-z0-9_-]+$/);
    expect(decode(segment)).toEqual(decode(encode(decode(segment)!)));
    expect(decode(segment)).toMatchObject({ mid: ZOMER, source: 'query', group: 'fallback' });
    expect(decode(segment)?.decisions).toEqual([decision('header_points_intro_discount'), decision('top_bar_layout')]);
  });

  it('has one spelling per key: the order of the SDK’s answers does not matter', () => {
    const a = { ...campaign, decisions: [decision('usp_in_bar_changes'), decision('top_bar_layout')] };
    const b = { ...campaign, decisions: [decision('top_bar_layout'), decision('usp_in_bar_changes')] };
    expect(encode(a)).toBe(encode(b));
  });

  it('stays a file name: the longest key there is (six-segment mid, every drawn variant) is within the limit', () => {
    const longest: PageKey = {
      chrome: 'business',
      mid: mid('CAM-ZOMER1|TCH-SMS001|TCO-SMSZMR|CTY-CAMPGN|CCO-ZOMER1|PRG-DEFLT1'),
      source: 'experiment',
      group: 'fallback',
      decisions: ['header_points_intro_discount', 'usp_in_bar_changes', 'top_bar_layout', 'phone_number_mar'].map(
        (key) => decision(key, 'variation_2'),
      ),
    };
    const segment = encodePageKey(longest, 'mar');
    expect(segment.length).toBeLessThanOrEqual(MAX_SEGMENT_LENGTH);
    expect(decodePageKey(segment, DEFAULT, 'mar')).toEqual(longest);
  });

  it('differs for every input that changes the page', () => {
    const segments = new Set(
      [
        campaign,
        { ...campaign, chrome: 'business' as const },
        { ...campaign, group: 'default' as const },
        { ...campaign, source: 'stored' as const },
        { ...campaign, mid: mid('CAM-OTHER1') },
        { ...campaign, decisions: [decision('usp_in_bar_changes')] },
        { ...campaign, decisions: [decision('usp_in_bar_changes', 'control')] },
      ].map(encode),
    );
    expect(segments.size).toBe(7);
  });

  it.each([
    ['', 'empty'],
    ['visit', 'not a chrome'],
    ['consumer.', 'no payload'],
    ['consumer.!!', 'not base64url'],
    ['consumer.e30', 'an object, not the tuple'],
    [
      `consumer.${Buffer.from(JSON.stringify(['CAM-ZOMER1', 'lead', 'default', []])).toString('base64url')}`,
      'a personal source',
    ],
    [`consumer.${Buffer.from(JSON.stringify(['<script>', 'query', 'default', []])).toString('base64url')}`, 'no mid'],
    [
      `consumer.${Buffer.from(JSON.stringify(['CAM-ZOMER1', 'query', 'premium', []])).toString('base64url')}`,
      'no catalog group',
    ],
    [
      `consumer.${Buffer.from(JSON.stringify(['CAM-ZOMER1', 'query', 'default', [{ experimentKey: 'a', variationKey: 'b' }]])).toString('base64url')}`,
      'a variation that is no name',
    ],
    [
      `consumer.${Buffer.from(JSON.stringify(['CAM-ZOMER1', 'query', 'default', ['a', 'b', 'c', 'd', 'e']])).toString('base64url')}`,
      'more variations than ad draws',
    ],
    [
      `consumer.${Buffer.from(JSON.stringify(['CAM-ZOMER1', 'query', 'default', [], []])).toString('base64url')}`,
      'an old key with its events',
    ],
    [`consumer.${'A'.repeat(5000)}`, 'too long'],
  ])('reads %s back as no key (%s)', (segment) => {
    expect(decode(segment)).toBeUndefined();
  });
});

describe('chrome and catalog group', () => {
  it.each([
    ['zakelijk', undefined, 'business'],
    ['index', undefined, 'consumer'],
    ['digitaal', undefined, 'consumer'],
    ['specialProduct', undefined, 'consumer'],
    ['specialProduct', 'katri', 'seller-katri'],
    ['specialProduct-bestellen', 'ddj', 'seller-ddj'],
  ] as const)('%s (sold by %s) sits in the %s chrome', (name, seller, chrome) => {
    expect(chromeOf({ name, seller })).toBe(chrome);
    expect(isChrome(chrome)).toBe(true);
    expect(sellerOfChrome(chrome)).toBe(seller);
  });

  it.each([
    '',
    'visit',
    'seller-',
    'seller-KATRI',
    'seller-katri.x',
    'seller-../x',
    `seller-${'a'.repeat(40)}`,
    'Consumer',
  ])('%j is no chrome', (value) => {
    expect(isChrome(value)).toBe(false);
  });

  it('a seller’s chrome is a key of its own, read back with its chrome', () => {
    const key: PageKey = { chrome: 'seller-katri', mid: ZOMER, source: 'query', group: 'default', decisions: [] };
    expect(encode(anonymousKey('seller-katri', DEFAULT))).toBe('seller-katri');
    expect(decode(encode(key))).toEqual(key);
    expect(decode('seller-katri')).toEqual(anonymousKey('seller-katri', DEFAULT));
  });

  it.each([
    ['fallback', undefined, 'fallback'],
    [undefined, 'fallback', 'fallback'],
    ['default', 'fallback', 'default'],
    [undefined, undefined, 'default'],
    ['FALLBACK', 'x', 'default'],
    [['fallback'], undefined, 'default'],
  ])('query %j, target group %j -> %s', (query, target, expected) => {
    expect(catalogGroup(query, target)).toBe(expected);
  });
});
