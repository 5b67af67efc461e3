import { describe, expect, it } from 'vitest';
import { parseMid, type Mid } from '../../domain/mid.ts';
import { anonymousKey, catalogGroup, chromeOf, decodePageKey, encodePageKey, pageKey, type PageKey, type PageKeyInputs } from '../../domain/page-key.ts';

const mid = (value: string) => parseMid(value)!;
const DEFAULT = mid('CAM-SHOP01');
const ZOMER = mid('CAM-ZOMER1');
const decision = (flagKey: string, variationKey = 'variation_1') => ({ flagKey, experimentKey: flagKey, variationKey });
const event = (flagKey: string, number: number) => ({
  event: 'campaign-decided' as const,
  'optimizely-dimension-value': `${flagKey} (1):variation_1 (2)`,
  'optimizely-dimension-number': number,
});

/** The front office of these tests: it knows CAM-ZOMER1 (group 'fallback') and the experiment's campaign; it fails for CAM-FAIL01. */
const frontOffice: PageKeyInputs['targetGroup'] = async (value: Mid) => {
  if (value === ZOMER) return { propositionGroup: 'fallback' };
  if (value === mid('CAM-EXPMID')) return { propositionGroup: 'default' };
  if (value === mid('CAM-FAIL01')) return undefined;
  return null;
};

const inputs = (overrides: Partial<PageKeyInputs>): PageKeyInputs => ({
  chrome: 'consumer',
  active: { mid: DEFAULT, source: 'default' },
  experimentMid: undefined,
  targetGroup: frontOffice,
  groupQuery: undefined,
  decisions: [],
  events: [],
  defaultMid: DEFAULT,
  ...overrides,
});

describe('pageKey: what a shared page is rendered for (docs/adr/0007)', () => {
  it.each<[string, Partial<PageKeyInputs>, Partial<PageKey>]>([
    ['no campaign: the anonymous key', {}, { mid: DEFAULT, source: 'default', group: 'default' }],
    ['a known query mid: its own key, with its target group’s group', { active: { mid: ZOMER, source: 'query' } }, { mid: ZOMER, source: 'query', group: 'fallback' }],
    ['a known stored mid', { active: { mid: ZOMER, source: 'stored' } }, { mid: ZOMER, source: 'stored', group: 'fallback' }],
    ['the query’s group wins over the target group’s', { active: { mid: ZOMER, source: 'query' }, groupQuery: 'default' }, { mid: ZOMER, group: 'default' }],
    ['a group that is none of the catalog’s is ignored', { groupQuery: 'premium' }, { group: 'default' }],
    ['a repeated group (a list) is ignored', { groupQuery: ['fallback', 'default'] }, { group: 'default' }],
    ['an unknown mid shares the default offer’s key', { active: { mid: mid('CAM-NOPE99'), source: 'query' } }, { mid: DEFAULT, source: 'default', group: 'default' }],
    ['a mid the front office cannot be asked about too', { active: { mid: mid('CAM-FAIL01'), source: 'query' } }, { mid: DEFAULT, source: 'default' }],
    ['an experiment’s mid wins', { active: { mid: ZOMER, source: 'query' }, experimentMid: mid('CAM-EXPMID') }, { mid: mid('CAM-EXPMID'), source: 'experiment', group: 'default' }],
    ['the business chrome', { chrome: 'business' }, { chrome: 'business', mid: DEFAULT }],
  ])('%s', async (_, given, expected) => {
    expect(await pageKey(inputs(given))).toMatchObject(expected);
  });

  it('keeps the decisions and their events, and nothing of the visitor', async () => {
    const key = await pageKey(inputs({ active: { mid: ZOMER, source: 'query' }, decisions: [decision('usp_in_bar_changes')], events: [event('usp_in_bar_changes', 3)] }));
    expect(Object.keys(key).sort()).toEqual(['chrome', 'decisions', 'events', 'group', 'mid', 'source']);
    expect(key.decisions).toEqual([decision('usp_in_bar_changes')]);
  });
});

describe('a key as a path segment', () => {
  const campaign: PageKey = { chrome: 'consumer', mid: ZOMER, source: 'query', group: 'fallback', decisions: [], events: [] };

  it('is the chrome’s name for the prerendered page, and reads back as that page', () => {
    expect(encodePageKey(anonymousKey('consumer', DEFAULT))).toBe('consumer');
    expect(encodePageKey(anonymousKey('business', DEFAULT))).toBe('business');
    expect(decodePageKey('business', DEFAULT)).toEqual(anonymousKey('business', DEFAULT));
  });

  it('round-trips, in the path alphabet only', () => {
    const key = { ...campaign, decisions: [decision('top_bar_layout'), decision('header_points_intro_discount')], events: [event('b', 4), event('a', 3)] };
    const segment = encodePageKey(key);
    expect(segment).toMatch(/^consumer\.[A-Za-z0-9_-]+$/);
    expect(decodePageKey(segment, DEFAULT)).toEqual(decodePageKey(encodePageKey(decodePageKey(segment, DEFAULT)!), DEFAULT));
    expect(decodePageKey(segment, DEFAULT)).toMatchObject({ mid: ZOMER, source: 'query', group: 'fallback' });
  });

  it('has one spelling per key: the order of the SDK’s answers does not matter', () => {
    const a = { ...campaign, decisions: [decision('a'), decision('b')], events: [event('a', 1), event('b', 2)] };
    const b = { ...campaign, decisions: [decision('b'), decision('a')], events: [event('b', 2), event('a', 1)] };
    expect(encodePageKey(a)).toBe(encodePageKey(b));
  });

  it('differs for every input that changes the page', () => {
    const segments = new Set(
      [
        campaign,
        { ...campaign, chrome: 'business' as const },
        { ...campaign, group: 'default' as const },
        { ...campaign, source: 'stored' as const },
        { ...campaign, mid: mid('CAM-OTHER1') },
        { ...campaign, decisions: [decision('x')] },
        { ...campaign, decisions: [decision('x', 'control')] },
      ].map(encodePageKey),
    );
    expect(segments.size).toBe(7);
  });

  it.each([
    ['', 'empty'],
    ['visit', 'not a chrome'],
    ['consumer.', 'no payload'],
    ['consumer.!!', 'not base64url'],
    ['consumer.e30', 'an object, not the tuple'],
    [`consumer.${Buffer.from(JSON.stringify(['CAM-ZOMER1', 'lead', 'default', [], []])).toString('base64url')}`, 'a personal source'],
    [`consumer.${Buffer.from(JSON.stringify(['<script>', 'query', 'default', [], []])).toString('base64url')}`, 'no mid'],
    [`consumer.${Buffer.from(JSON.stringify(['CAM-ZOMER1', 'query', 'premium', [], []])).toString('base64url')}`, 'no catalog group'],
    [`consumer.${Buffer.from(JSON.stringify(['CAM-ZOMER1', 'query', 'default', [{ flagKey: 'a', experimentKey: 'a', variationKey: 'b', extra: 1 }], []])).toString('base64url')}`, 'unknown fields'],
    [`consumer.${'A'.repeat(5000)}`, 'too long'],
  ])('reads %s back as no key (%s)', (segment) => {
    expect(decodePageKey(segment, DEFAULT)).toBeUndefined();
  });
});

describe('chrome and catalog group', () => {
  it.each([
    ['zakelijk', 'business'],
    ['index', 'consumer'],
    ['digitaal', 'consumer'],
    ['specialProduct', 'consumer'],
  ] as const)('%s sits in the %s chrome', (route, chrome) => {
    expect(chromeOf(route)).toBe(chrome);
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
