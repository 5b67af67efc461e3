// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, waitFor } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { OrderFormClient } from '../../blocks/order-form/order-form.client.tsx';
import { resolveOrderForm } from '../../blocks/order-form/resolver.ts';
import { SUBMIT_LOOKUP_WAIT_MS } from '../../blocks/order-form/use-address-lookup.ts';
import { orderFormBlockSchema } from '../../blocks/order-form/schema.ts';
import type { OrderActions, OrderFormState } from '../../domain/order-form/form-state.ts';
import { SAMPLE_ORDERS } from '../../domain/sample-order.ts';
import { testContext } from './fixtures.ts';

/*
 * The order form in the browser: what it does between the visitor and its server action (checks on leaving a
 * field, one submission at a time, what survives a reload, the address lookup, the thank-you page).
 */

const block = orderFormBlockSchema.parse({ _uid: 'of', component: 'order-form' });
const STORAGE_KEY = 'shop-order:ad:digitaal-12';

async function mount(actions: Partial<OrderActions> = {}) {
  const data = await resolveOrderForm(block, testContext());
  if (data.state !== 'form') throw new Error(`expected a form, got ${data.state}`);
  const place = vi.fn<OrderActions['place']>(actions.place ?? (async (state) => state));
  const lookupAddress = vi.fn<OrderActions['lookupAddress']>(actions.lookupAddress ?? (async () => null));
  const view = render(<OrderFormClient {...data.props} actions={{ place, lookupAddress }} />);
  const form = view.container.querySelector('form')!;
  const input = (name: string) => form.elements.namedItem(name) as HTMLInputElement;
  return { ...view, form, input, place, lookupAddress, orderKey: data.props.context.orderKey };
}

/** Types into the inputs as a visitor would (an `input` event each). */
function type(form: HTMLFormElement, values: Readonly<Record<string, string>>) {
  for (const [name, value] of Object.entries(values)) {
    const field = form.elements.namedItem(name);
    if (field instanceof RadioNodeList) {
      const radio = [...field].find((element) => (element as HTMLInputElement).value === value) as HTMLInputElement;
      fireEvent.click(radio);
    } else if (field instanceof HTMLInputElement && field.type === 'checkbox') {
      if (field.checked !== (value === 'on')) fireEvent.click(field);
    } else if (field instanceof HTMLInputElement || field instanceof HTMLSelectElement) {
      fireEvent.input(field, { target: { value } });
    }
  }
}

/** A complete order (the fields this form has not, a bank list and the student's, are passed over). */
const COMPLETE = SAMPLE_ORDERS.nl;

// The form loads its checks (zod, the IBAN and phone libraries) on first use: loaded once here, so that no test's
// waiting includes loading them.
beforeAll(async () => {
  await import('../../blocks/order-form/validation.ts');
});

beforeEach(() => {
  sessionStorage.clear();
  window.history.replaceState(null, '', '/bestellen');
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('OrderFormClient', () => {
  it('shows a field’s error when the visitor leaves it, and only that field’s', async () => {
    const { container, input } = await mount();
    fireEvent.blur(input('firstName'));
    await waitFor(() =>
      expect(container.querySelector('#order-firstName-error')?.textContent).toContain('Vul je voornaam in'),
    );
    expect(container.querySelector('#order-lastName-error')).toBeNull();
    expect(input('firstName').getAttribute('aria-invalid')).toBe('true');
    expect(input('firstName').getAttribute('aria-describedby')).toBe('order-firstName-error');

    fireEvent.input(input('firstName'), { target: { value: 'Sanne' } });
    fireEvent.blur(input('firstName'));
    await waitFor(() => expect(container.querySelector('#order-firstName-error')).toBeNull());
  });

  it('sends nothing while the browser’s checks find errors: the summary lists them and takes the focus', async () => {
    const { container, form, place } = await mount();
    fireEvent.submit(form);
    const summary = container.querySelector<HTMLElement>('#order-error-summary')!;
    await waitFor(() => expect(document.activeElement).toBe(summary));
    const links = [...summary.querySelectorAll('a')].map((link) => link.getAttribute('href'));
    expect(links).toEqual(
      expect.arrayContaining(['#order-gender-0', '#order-firstName', '#order-dateOfBirthDay', '#order-terms']),
    );
    expect(place).not.toHaveBeenCalled();
  });

  it('a field put right loses its message at once, and the summary keeps its place until the next submission', async () => {
    // Were the summary to shrink when the last wrong field is left, the submit button would move between the press
    // and the release of the very click that left the field, and the click would be lost.
    const { container, form, input, place } = await mount();
    type(form, { ...COMPLETE, firstName: '' });
    fireEvent.submit(form);
    const summary = container.querySelector<HTMLElement>('#order-error-summary')!;
    await waitFor(() =>
      expect([...summary.querySelectorAll('a')].map((link) => link.getAttribute('href'))).toEqual(['#order-firstName']),
    );
    fireEvent.input(input('firstName'), { target: { value: 'Sanne' } });
    fireEvent.blur(input('firstName'));
    await waitFor(() => expect(container.querySelector('#order-firstName-error')).toBeNull());
    expect(summary.querySelectorAll('a')).toHaveLength(1);
    fireEvent.submit(form);
    await waitFor(() => expect(place).toHaveBeenCalledTimes(1));
  });

  it('a field left for the submit button keeps its message until the submission, so the button stays under the pointer', async () => {
    // The press on the button blurs the field; were its message to go then, the button would move up before the
    // release and the click would be lost (the 'student offer' flake in CI on a busy machine).
    const { container, form, input } = await mount();
    type(form, { ...COMPLETE, firstName: '' });
    fireEvent.submit(form);
    await waitFor(() => expect(container.querySelector('#order-firstName-error')).not.toBeNull());
    const submit = form.querySelector<HTMLButtonElement>('button[type="submit"]')!;
    fireEvent.input(input('firstName'), { target: { value: 'Sanne' } });
    fireEvent.blur(input('firstName'), { relatedTarget: submit });
    await act(async () => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(container.querySelector('#order-firstName-error')).not.toBeNull();
    // Left for anything else, the message goes at once.
    fireEvent.blur(input('firstName'), { relatedTarget: input('lastName') });
    await waitFor(() => expect(container.querySelector('#order-firstName-error')).toBeNull());
  });

  it('a gift’s summary names the recipient once the name is typed', async () => {
    const data = await resolveOrderForm(block, testContext());
    if (data.state !== 'form') throw new Error(`expected a form, got ${data.state}`);
    const gift = {
      legend: 'Voor wie is het cadeau?',
      countries: [{ value: 'nl' as const, label: 'Nederland' }],
      defaultCountry: 'nl' as const,
      messageHint: '',
      messageMax: 250,
      startDateHint: '',
    };
    const summary = { ...data.props.summary, giftText: 'Cadeau', giftForLabel: 'Cadeau voor' };
    const { container } = render(
      <OrderFormClient
        {...data.props}
        gift={gift}
        summary={summary}
        actions={{ place: async (state) => state, lookupAddress: async () => null }}
      />,
    );
    const aside = container.querySelector('aside')!;
    expect(aside.textContent).not.toContain('Cadeau voor');
    const form = container.querySelector('form')!;
    type(form, { giftFirstName: 'Jan', giftMiddleName: 'de', giftLastName: 'Vries' });
    fireEvent.blur(form.elements.namedItem('giftLastName') as HTMLInputElement);
    await waitFor(() => expect(aside.textContent).toContain('Cadeau voor Jan de Vries'));
  });

  it('sends a complete form once, however often it is submitted before the answer', async () => {
    let answer: (state: OrderFormState) => void = () => undefined;
    const { form, place } = await mount({ place: () => new Promise((resolve) => (answer = resolve)) });
    type(form, COMPLETE);
    // A double click: the second comes while the first is still being checked.
    fireEvent.submit(form);
    fireEvent.submit(form);
    await waitFor(() => expect(place).toHaveBeenCalledTimes(1));
    // A third while the server works on the first.
    fireEvent.submit(form);
    // React queues a form's actions: one sent too many would run once the first is answered.
    await act(async () =>
      answer({ status: 'invalid', errors: [{ field: 'email', code: 'email.invalid' }], values: {} }),
    );
    await act(async () => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(place).toHaveBeenCalledTimes(1);
    const sent = place.mock.calls[0]![1];
    expect(sent.get('iban')).toBe(COMPLETE.iban);
    expect(sent.get('orderKey')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('keeps what was typed and its idempotency key across a reload, never the IBAN or the date of birth', async () => {
    const first = await mount();
    type(first.form, COMPLETE);
    const stored = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '{}') as Record<string, string>;
    expect(stored).toMatchObject({ firstName: 'Sanne', email: COMPLETE.email, orderKey: first.orderKey });
    for (const name of ['iban', 'dateOfBirthDay', 'dateOfBirthMonth', 'dateOfBirthYear', 'brand', 'propositionId'])
      expect(stored, name).not.toHaveProperty(name);
    cleanup();

    const again = await mount();
    expect(again.input('firstName').value).toBe('Sanne');
    expect(again.input('terms').checked).toBe(true);
    expect(again.input('iban').value).toBe('');
    expect(again.input('orderKey').value).toBe(first.orderKey);
  });

  it('fills street and city from a Dutch postal code and house number, and says so', async () => {
    const { container, input, lookupAddress } = await mount({
      lookupAddress: async () => ({ street: 'Dorpsstraat', city: 'Amsterdam' }),
    });
    fireEvent.input(input('postalCode'), { target: { value: '1234 AB' } });
    fireEvent.input(input('houseNumber'), { target: { value: '12' } });
    fireEvent.blur(input('houseNumber'));
    await waitFor(() => expect(input('street').value).toBe('Dorpsstraat'));
    expect(lookupAddress).toHaveBeenCalledWith('1234 AB', '12');
    expect(input('city').value).toBe('Amsterdam');
    expect(container.textContent).toContain('Adres gevonden: Dorpsstraat, Amsterdam');
    expect(JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '{}')).toMatchObject({
      street: 'Dorpsstraat',
      city: 'Amsterdam',
    });
  });

  it('a submission with street and city still empty looks them up first, then sends once with all that was typed', async () => {
    let answer: (address: { street: string; city: string } | null) => void = () => undefined;
    const { form, input, place, lookupAddress } = await mount({
      lookupAddress: () => new Promise((resolve) => (answer = resolve)),
    });
    type(form, { ...COMPLETE, street: '', city: '' });
    // Enter in the house number: the field is never left.
    fireEvent.submit(form);
    await waitFor(() => expect(lookupAddress).toHaveBeenCalledWith('1234 AB', '12'));
    // A second press and more typing while the lookup runs.
    fireEvent.submit(form);
    fireEvent.input(input('middleName'), { target: { value: 'van' } });
    await act(async () => answer({ street: 'Dorpsstraat', city: 'Amsterdam' }));
    await waitFor(() => expect(place).toHaveBeenCalledTimes(1));
    await act(async () => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(place).toHaveBeenCalledTimes(1);
    expect(lookupAddress).toHaveBeenCalledTimes(1);
    const sent = place.mock.calls[0]![1];
    const typed = Object.entries({ ...COMPLETE, middleName: 'van', street: 'Dorpsstraat', city: 'Amsterdam' }).filter(
      ([name]) => form.elements.namedItem(name) !== null,
    );
    expect(typed.length).toBeGreaterThan(15);
    for (const [name, value] of typed) expect(sent.get(name), name).toBe(value);
  });

  it('the house number left for the submit button: the submission waits for that lookup, not another', async () => {
    let answer: (address: { street: string; city: string } | null) => void = () => undefined;
    const { form, input, place, lookupAddress } = await mount({
      lookupAddress: () => new Promise((resolve) => (answer = resolve)),
    });
    type(form, { ...COMPLETE, street: '', city: '' });
    const submit = form.querySelector<HTMLButtonElement>('button[type="submit"]')!;
    fireEvent.blur(input('houseNumber'), { relatedTarget: submit });
    fireEvent.submit(form);
    await act(async () => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(place).not.toHaveBeenCalled();
    await act(async () => answer({ street: 'Dorpsstraat', city: 'Amsterdam' }));
    await waitFor(() => expect(place).toHaveBeenCalledTimes(1));
    expect(lookupAddress).toHaveBeenCalledTimes(1);
    expect(place.mock.calls[0]![1].get('street')).toBe('Dorpsstraat');
  });

  it.each([
    ['an address the lookup does not know', null],
    ['a house number corrected while it was looked up', { street: 'Dorpsstraat', city: 'Amsterdam' }],
  ])('%s: the submission asks for street and city and sends nothing', async (rule, found) => {
    let answer: (address: { street: string; city: string } | null) => void = () => undefined;
    const { container, form, input, place } = await mount({
      lookupAddress: () => new Promise((resolve) => (answer = resolve)),
    });
    type(form, { ...COMPLETE, street: '', city: '' });
    fireEvent.submit(form);
    if (found) fireEvent.input(input('houseNumber'), { target: { value: '14' } });
    await act(async () => answer(found));
    const summary = container.querySelector<HTMLElement>('#order-error-summary')!;
    await waitFor(() => expect(document.activeElement).toBe(summary));
    expect([...summary.querySelectorAll('a')].map((link) => link.getAttribute('href'))).toEqual([
      '#order-street',
      '#order-city',
    ]);
    expect(input('street').value).toBe('');
    expect(place).not.toHaveBeenCalled();
  });

  it('a lookup that does not answer holds the submission back no longer than its wait', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const { container, form, place, lookupAddress } = await mount({ lookupAddress: () => new Promise(() => {}) });
      type(form, { ...COMPLETE, street: '', city: '' });
      fireEvent.submit(form);
      await act(async () => vi.advanceTimersByTimeAsync(SUBMIT_LOOKUP_WAIT_MS - 100));
      expect(lookupAddress).toHaveBeenCalledTimes(1);
      expect(container.querySelector('#order-street-error')).toBeNull();
      await act(async () => vi.advanceTimersByTimeAsync(200));
      await vi.waitFor(() => expect(container.querySelector('#order-street-error')).not.toBeNull());
      expect(place).not.toHaveBeenCalled();
    } finally {
      vi.useRealTimers();
    }
  });

  // Hydration held back (the script late on a slow phone): the visitor typed the address and moved on before it.
  it.each([
    ['moved on to the next field', 'street', true],
    ['still in the house number', 'houseNumber', false],
  ])('an address typed before hydration, %s: looked up once hydrated (%s, %s)', async (_case, focusedField, looked) => {
    const data = await resolveOrderForm(block, testContext());
    if (data.state !== 'form') throw new Error(`expected a form, got ${data.state}`);
    const lookupAddress = vi.fn<OrderActions['lookupAddress']>(async () => ({
      street: 'Dorpsstraat',
      city: 'Amsterdam',
    }));
    const actions = { place: async (state: OrderFormState) => state, lookupAddress };
    const container = document.createElement('div');
    document.body.append(container);
    container.innerHTML = renderToString(<OrderFormClient {...data.props} actions={actions} />);
    const form = container.querySelector('form')!;
    const input = (name: string) => form.elements.namedItem(name) as HTMLInputElement;
    input('postalCode').value = '1234 AB';
    input('houseNumber').value = '12';
    input(focusedField).focus();
    const root = await act(async () => hydrateRoot(container, <OrderFormClient {...data.props} actions={actions} />));
    if (looked) {
      await waitFor(() => expect(input('street').value).toBe('Dorpsstraat'));
      expect(lookupAddress).toHaveBeenCalledTimes(1);
      expect(input('city').value).toBe('Amsterdam');
    } else {
      expect(lookupAddress).not.toHaveBeenCalled();
      // Leaving the field now, hydrated, starts it as always.
      fireEvent.blur(input('houseNumber'));
      await waitFor(() => expect(input('street').value).toBe('Dorpsstraat'));
    }
    expect(input('postalCode').value).toBe('1234 AB');
    act(() => root.unmount());
    container.remove();
  });

  it('a whole form typed before hydration, sent from the house number once hydrated: looked up, then sent once', async () => {
    const data = await resolveOrderForm(block, testContext());
    if (data.state !== 'form') throw new Error(`expected a form, got ${data.state}`);
    const lookupAddress = vi.fn<OrderActions['lookupAddress']>(async () => ({
      street: 'Dorpsstraat',
      city: 'Amsterdam',
    }));
    const place = vi.fn<OrderActions['place']>(async (state) => state);
    const actions = { place, lookupAddress };
    const container = document.createElement('div');
    document.body.append(container);
    container.innerHTML = renderToString(<OrderFormClient {...data.props} actions={actions} />);
    const form = container.querySelector('form')!;
    const input = (name: string) => form.elements.namedItem(name) as HTMLInputElement;
    // Typed into the server's HTML, as a visitor does before the script has run.
    for (const [name, value] of Object.entries({ ...COMPLETE, street: '', city: '' })) {
      const field = form.elements.namedItem(name);
      if (field instanceof RadioNodeList) field.value = value;
      else if (field instanceof HTMLInputElement && field.type === 'checkbox') field.checked = value === 'on';
      else if (field instanceof HTMLInputElement) field.value = value;
    }
    input('houseNumber').focus();
    const root = await act(async () => hydrateRoot(container, <OrderFormClient {...data.props} actions={actions} />));
    // Still in the house number: not looked up at hydration (the number may not be complete yet).
    expect(lookupAddress).not.toHaveBeenCalled();
    fireEvent.submit(form);
    await waitFor(() => expect(place).toHaveBeenCalledTimes(1));
    expect(lookupAddress).toHaveBeenCalledTimes(1);
    const sent = place.mock.calls[0]![1];
    expect(sent.get('street')).toBe('Dorpsstraat');
    expect(sent.get('city')).toBe('Amsterdam');
    expect(sent.get('firstName')).toBe('Sanne');
    expect(sent.get('iban')).toBe(COMPLETE.iban);
    act(() => root.unmount());
    container.remove();
  });

  it('once placed, forgets what was typed and goes to the thank-you page', async () => {
    const { form } = await mount({
      place: async () => ({ status: 'placed', location: '#bedankt', errors: [], values: {} }),
    });
    type(form, COMPLETE);
    expect(sessionStorage.getItem(STORAGE_KEY)).not.toBeNull();
    fireEvent.submit(form);
    await waitFor(() => expect(window.location.hash).toBe('#bedankt'));
    expect(sessionStorage.getItem(STORAGE_KEY)).toBeNull();
  });
});
