import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, type Page } from '@playwright/test';
import { messagesFor } from '../../domain/messages/index.ts';
import type { Locale } from '../../schemas/locale.ts';
import { E2E_FRONT_OFFICE_DIR } from './fleet.ts';

/* Placing orders in a browser, shared by e2e/specs/order.spec.ts and e2e/specs/cluster.spec.ts. */

/** Orders the local front office stored for an e-mail address (its durable store, one file per order). */
export function storedOrders(
  email: string,
  dataDir = E2E_FRONT_OFFICE_DIR,
): {
  brandCode: string;
  order: { customer: { email: string }; address: { street: string; city: string }; payment: { method: string } };
}[] {
  const folder = path.join(dataDir, 'orders');
  let names: string[] = [];
  try {
    names = readdirSync(folder).filter((name) => name.endsWith('.json'));
  } catch {
    return [];
  }
  return names
    .map((name) => JSON.parse(readFileSync(path.join(folder, name), 'utf8')))
    .filter((stored) => stored.order.customer.email === email);
}

export const unique = (label: string) => `${label}-${Date.now()}-${Math.floor(Math.random() * 1e6)}`;

export interface Customer {
  readonly email: string;
  readonly phone: string;
  readonly postalCode: string;
  readonly houseNumber: string;
  readonly street?: string;
  readonly city?: string;
  readonly iban?: string;
  readonly bank?: string;
}

export const DUTCH: Omit<Customer, 'email'> = {
  phone: '06 12345678',
  postalCode: '1234ab',
  houseNumber: '12',
  iban: 'NL91 ABNA 0417 1643 00',
};
export const BELGIAN: Omit<Customer, 'email'> = {
  phone: '+32 470 12 34 56',
  postalCode: '2000',
  houseNumber: '50',
  street: 'Meir',
  city: 'Antwerpen',
  iban: 'BE68 5390 0754 7034',
};

export const field = (page: Page, label: string | RegExp) =>
  page.getByLabel(label, { exact: typeof label === 'string' });
/** The error summary (Next's route announcer is an alert too). */
export const errorSummary = (page: Page) => page.locator('#order-error-summary');

/** Fills the form as a visitor does, field by field, and waits for nothing (before hydration, or without a script). */
export async function fillOrderFields(page: Page, customer: Customer, locale: Locale = 'nl') {
  const { labels, genders, dateParts } = messagesFor(locale).orderForm;
  await page.getByLabel(genders.F, { exact: true }).check();
  await field(page, labels.firstName).fill('Sanne');
  await field(page, labels.lastName).fill('Jansen');
  await field(page, dateParts.day).fill('14');
  await field(page, dateParts.month).fill('2');
  await field(page, dateParts.year).fill('1988');
  await field(page, labels.email).fill(customer.email);
  await field(page, labels.phone).fill(customer.phone);
  await field(page, labels.postalCode).fill(customer.postalCode);
  await field(page, labels.houseNumber).fill(customer.houseNumber);
  if (customer.street) await field(page, labels.street).fill(customer.street);
  if (customer.city) await field(page, labels.city).fill(customer.city);
  if (customer.bank) {
    await page.getByLabel('iDEAL').check();
    await field(page, labels.idealBank).selectOption({ label: customer.bank });
  } else {
    await field(page, labels.iban).fill(customer.iban ?? '');
  }
  await field(page, labels.terms).check();
  await field(page, labels.adult).check();
}

/** Fills the form, and waits for the address lookup's street and city where the customer has none. */
export async function fillOrder(page: Page, customer: Customer, locale: Locale = 'nl') {
  await fillOrderFields(page, customer, locale);
  const { labels } = messagesFor(locale).orderForm;
  // Otherwise the address lookup (a server action, once the house number is left) fills them: a submission waits for
  // it only so long (blocks/order-form/use-address-lookup.ts), and on a busy machine would meet 'fill in your street'
  // instead of the case under test.
  if (!customer.city) await expect(field(page, labels.city)).not.toHaveValue('', { timeout: 10_000 });
}
