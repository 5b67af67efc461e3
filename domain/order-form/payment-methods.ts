import type { Country } from '../../schemas/brand.ts';
import type { PaymentMethod } from '../../schemas/order-form.ts';

/** iDEAL is a Dutch scheme: Belgian brands collect by direct debit (domiciliëring) only. */
export const PAYMENT_METHODS: Readonly<Record<Country, readonly PaymentMethod[]>> = {
  nl: ['direct-debit', 'ideal'],
  be: ['direct-debit'],
};
