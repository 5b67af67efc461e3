import { useState } from 'react';
import type { OrderActions } from '../../domain/order-form/form-state.ts';

/**
 * Dutch street and city from postal code and house number (the site's lookup), filled in only where the visitor left
 * both empty, and announced to screen readers (`announcement`, for a polite live region). `onFilled` runs once the
 * fields hold the address.
 */
export function useAddressLookup(
  lookupAddress: OrderActions['lookupAddress'],
  foundText: string,
  onFilled: () => void,
) {
  const [announcement, setAnnouncement] = useState('');

  function lookUp(form: HTMLFormElement) {
    const input = (name: string) => form.elements.namedItem(name) as HTMLInputElement | null;
    const [postalCode, houseNumber, street, city] = ['postalCode', 'houseNumber', 'street', 'city'].map(input);
    if (!postalCode?.value || !houseNumber?.value || !street || !city || (street.value && city.value)) return;
    lookupAddress(postalCode.value, houseNumber.value).then(
      (address) => {
        if (!address || street.value || city.value) return;
        street.value = address.street;
        city.value = address.city;
        setAnnouncement(foundText.replace('{street}', address.street).replace('{city}', address.city));
        onFilled();
      },
      () => undefined,
    );
  }

  return { announcement, lookUp };
}
