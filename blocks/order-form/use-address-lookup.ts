import { useRef, useState } from 'react';
import {
  addressQueryOf,
  pendingAddressQuery,
  withFoundAddress,
  type AddressQuery,
  type FoundAddress,
} from '../../domain/order-form/address-lookup.ts';
import type { OrderActions } from '../../domain/order-form/form-state.ts';
import type { Country } from '../../schemas/brand.ts';
import { formValues } from './form-values.ts';

/**
 * How long a submission waits for the lookup. Past it the form's checks ask for street and city, and an answer that
 * comes later still fills them.
 */
export const SUBMIT_LOOKUP_WAIT_MS = 3000;

const keyOf = (query: AddressQuery) => `${query.postalCode}|${query.houseNumber}`;

/**
 * Dutch street and city from postal code and house number (the site's lookup, rules in
 * domain/order-form/address-lookup.ts), each filled in only where the visitor left it empty, and announced to screen
 * readers (`announcement`, for a polite live region). `onFilled` runs once the fields hold the address. `lookUp`
 * settles when the lookup is done, found or not; `lookUpBeforeSending` at the latest after SUBMIT_LOOKUP_WAIT_MS.
 */
export function useAddressLookup(
  country: Country,
  lookupAddress: OrderActions['lookupAddress'],
  foundText: string,
  onFilled: () => void,
) {
  const [announcement, setAnnouncement] = useState('');
  // The lookup under way: a house number left for the submit button and the submission that follows share one.
  const running = useRef<{ readonly key: string; readonly done: Promise<void> } | null>(null);

  function fill(form: HTMLFormElement, key: string, address: FoundAddress) {
    const [street, city] = [form.elements.namedItem('street'), form.elements.namedItem('city')];
    if (!(street instanceof HTMLInputElement) || !(city instanceof HTMLInputElement)) return;
    const typed = formValues(form);
    // Corrected while the lookup ran: the answer is another address's.
    const now = addressQueryOf(typed.postalCode ?? '', typed.houseNumber ?? '');
    if (!now || keyOf(now) !== key) return;
    const filled = withFoundAddress({ street: street.value, city: city.value }, address);
    if (filled.street === street.value && filled.city === city.value) return;
    street.value = filled.street;
    city.value = filled.city;
    setAnnouncement(foundText.replace('{street}', filled.street).replace('{city}', filled.city));
    onFilled();
  }

  function lookUp(form: HTMLFormElement): Promise<void> {
    const query = pendingAddressQuery(country, formValues(form));
    if (!query) return Promise.resolve();
    const key = keyOf(query);
    if (running.current?.key === key) return running.current.done;
    const entry = {
      key,
      done: lookupAddress(query.postalCode, query.houseNumber).then(
        (address) => {
          if (address) fill(form, key, address);
        },
        () => undefined, // offline: the visitor types them
      ),
    };
    running.current = entry;
    void entry.done.finally(() => {
      if (running.current === entry) running.current = null;
    });
    return entry.done;
  }

  function lookUpBeforeSending(form: HTMLFormElement): Promise<void> {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const waited = new Promise<void>((resolve) => (timer = setTimeout(resolve, SUBMIT_LOOKUP_WAIT_MS)));
    return Promise.race([lookUp(form), waited]).finally(() => clearTimeout(timer));
  }

  return { announcement, lookUp, lookUpBeforeSending };
}
