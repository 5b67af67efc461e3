import { afterEach, describe, expect, it, vi } from 'vitest';
import { INITIAL_ORDER_FORM_STATE } from '../../../domain/order-form/form-state.ts';
import { VISITOR_PATH_HEADER } from '../../../site/request/headers.ts';

/*
 * The order action's address lookup (site/order/actions.ts): a Dutch form sent without street or city (no script ran
 * in the browser) is completed from the front office's lookup before the order's steps (site/order/place.ts, a fake
 * here) check it; what the visitor typed stays. And the browser's lookup action, on the same rules.
 */

const request = vi.hoisted(() => ({ headers: new Headers() }));
vi.mock('next/headers', () => ({
  headers: async () => request.headers,
  cookies: async () => ({ get: () => undefined, set: () => undefined }),
}));
const attemptOrder = vi.hoisted(() =>
  vi.fn(async () => ({ kind: 'form' as const, state: { status: 'invalid' as const, errors: [], values: {} } })),
);
vi.mock('../../../site/order/place.ts', () => ({ attemptOrder }));

const { placeOrder, lookupAddress } = await import('../../../site/order/actions.ts');
const { frontOffice } = await import('../../../site/front-office/index.ts');

const ORDER_KEY = '0f8e7c1a-2b3c-4d5e-8f90-a1b2c3d4e5f6';
const DORPSSTRAAT = { street: 'Dorpsstraat', city: 'Amsterdam' };
const address = vi.spyOn(frontOffice(), 'address');

function onPage(host: string) {
  request.headers = new Headers({ host, 'next-action': 'x', [VISITOR_PATH_HEADER]: '/bestellen' });
}

function posted(brand: string, fields: Record<string, string>) {
  const form = new FormData();
  form.set('brand', brand);
  form.set('orderKey', ORDER_KEY);
  form.set('firstName', 'Sanne');
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  return form;
}

/** The values the order's steps were given. */
function attempted(): Record<string, string> {
  expect(attemptOrder).toHaveBeenCalledOnce();
  return (attemptOrder.mock.calls[0] as unknown as [{ values: Record<string, string> }])[0].values;
}

afterEach(() => {
  vi.clearAllMocks();
  address.mockReset();
});

describe('placeOrder looks up a Dutch address sent without street or city', () => {
  it.each<{
    rule: string;
    host: string;
    brand: string;
    fields: Record<string, string>;
    answer: 'found' | 'unknown' | 'fails';
    asked: boolean;
    street: string | undefined;
    city: string | undefined;
  }>([
    {
      rule: 'postal code and house number only: both from the lookup',
      host: 'ad.localhost',
      brand: 'ad',
      fields: { postalCode: '1234ab', houseNumber: '12' },
      answer: 'found',
      asked: true,
      street: 'Dorpsstraat',
      city: 'Amsterdam',
    },
    {
      rule: 'street and city posted empty: both from the lookup',
      host: 'ad.localhost',
      brand: 'ad',
      fields: { postalCode: '1234 AB', houseNumber: '12A', street: '', city: '' },
      answer: 'found',
      asked: true,
      street: 'Dorpsstraat',
      city: 'Amsterdam',
    },
    {
      rule: 'a typed street stays, the empty city is filled',
      host: 'ad.localhost',
      brand: 'ad',
      fields: { postalCode: '1234 AB', houseNumber: '12', street: 'Kerkstraat', city: '' },
      answer: 'found',
      asked: true,
      street: 'Kerkstraat',
      city: 'Amsterdam',
    },
    {
      rule: 'both typed: nothing asked',
      host: 'ad.localhost',
      brand: 'ad',
      fields: { postalCode: '1234 AB', houseNumber: '12', street: 'Kerkstraat', city: 'Diemen' },
      answer: 'found',
      asked: false,
      street: 'Kerkstraat',
      city: 'Diemen',
    },
    {
      rule: 'an unknown address: the form as posted, the checks ask for them',
      host: 'ad.localhost',
      brand: 'ad',
      fields: { postalCode: '1234 AB', houseNumber: '12', street: '', city: '' },
      answer: 'unknown',
      asked: true,
      street: '',
      city: '',
    },
    {
      rule: 'a failing lookup: the form as posted',
      host: 'ad.localhost',
      brand: 'ad',
      fields: { postalCode: '1234 AB', houseNumber: '12' },
      answer: 'fails',
      asked: true,
      street: undefined,
      city: undefined,
    },
    {
      rule: 'an invalid postal code: nothing asked',
      host: 'ad.localhost',
      brand: 'ad',
      fields: { postalCode: '12', houseNumber: '12' },
      answer: 'found',
      asked: false,
      street: undefined,
      city: undefined,
    },
    {
      rule: 'a Belgian brand: no lookup',
      host: 'hl.localhost',
      brand: 'hl',
      fields: { postalCode: '2000', houseNumber: '50' },
      answer: 'found',
      asked: false,
      street: undefined,
      city: undefined,
    },
  ])('$rule', async ({ host, brand, fields, answer, asked, street, city }) => {
    onPage(host);
    address.mockImplementation(async () => {
      if (answer === 'fails') throw new Error('front office down');
      return answer === 'found' ? DORPSSTRAAT : undefined;
    });
    await placeOrder(INITIAL_ORDER_FORM_STATE, posted(brand, fields));
    const values = attempted();
    if (asked) expect(address).toHaveBeenCalledWith({ postalCode: '1234 AB', houseNumber: '12' }, expect.anything());
    else expect(address).not.toHaveBeenCalled();
    // Everything else as it was posted.
    expect(values).toEqual({
      brand,
      orderKey: ORDER_KEY,
      firstName: 'Sanne',
      ...fields,
      ...(street === undefined ? {} : { street }),
      ...(city === undefined ? {} : { city }),
    });
  });

  it('a form refused for its brand is not looked up', async () => {
    onPage('ad.localhost');
    address.mockResolvedValue(DORPSSTRAAT);
    const state = await placeOrder(
      INITIAL_ORDER_FORM_STATE,
      posted('vk', { postalCode: '1234 AB', houseNumber: '12' }),
    );
    expect(state.status).toBe('invalid');
    expect(state.values).not.toHaveProperty('street');
    expect(address).not.toHaveBeenCalled();
    expect(attemptOrder).not.toHaveBeenCalled();
  });
});

describe('lookupAddress, the browser’s lookup', () => {
  it.each<[rule: string, postalCode: unknown, houseNumber: unknown, asked: boolean]>([
    ['as typed: asked as the form stores it', '1234ab', '12', true],
    ['an addition typed with the number: the number alone', '1234 AB', '12A', true],
    ['no Dutch postal code: nothing asked', '2000', '12', false],
    ['no house number: nothing asked', '1234 AB', '', false],
    ['not text: nothing asked', { postalCode: '1234 AB' }, 12, false],
  ])('%s', async (_rule, postalCode, houseNumber, asked) => {
    onPage('ad.localhost');
    // The front office's answer may carry more than the street and the city: only those reach the browser.
    address.mockResolvedValue({ ...DORPSSTRAAT, municipality: 'Amsterdam' } as typeof DORPSSTRAAT);
    const found = await lookupAddress(postalCode as string, houseNumber as string);
    if (asked) {
      expect(found).toEqual(DORPSSTRAAT);
      expect(address).toHaveBeenCalledWith({ postalCode: '1234 AB', houseNumber: '12' }, expect.anything());
    } else {
      expect(found).toBeNull();
      expect(address).not.toHaveBeenCalled();
    }
  });

  it('a failing front office: null, the visitor types them', async () => {
    onPage('ad.localhost');
    address.mockRejectedValue(new Error('front office down'));
    expect(await lookupAddress('1234 AB', '12')).toBeNull();
  });
});
