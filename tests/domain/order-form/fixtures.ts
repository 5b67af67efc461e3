import type { Country } from '../../../schemas/brand.ts';
import { propositionSchema, type PropositionInput } from '../../../schemas/front-office.ts';

/** A complete order as the form posts it (text values, ticked checkboxes as "on"), per brand country. */
export const ORDER_FORM: Readonly<Record<Country, Readonly<Record<string, string>>>> = {
  nl: {
    gender: 'F',
    firstName: 'Anna',
    middleName: 'van der',
    lastName: 'Berg',
    dateOfBirthDay: '8',
    dateOfBirthMonth: '3',
    dateOfBirthYear: '1990',
    email: 'anna@example.nl',
    phone: '06-12345678',
    postalCode: '1234 AB',
    houseNumber: '12',
    houseNumberAddition: '',
    street: 'Dorpsstraat',
    city: 'Amsterdam',
    paymentMethod: 'direct-debit',
    iban: 'NL91ABNA0417164300',
    idealBank: '',
    startDate: '',
    newsletter: 'on',
    terms: 'on',
    adult: 'on',
  },
  be: {
    gender: 'M',
    firstName: 'Pieter',
    middleName: '',
    lastName: 'De Smet',
    dateOfBirthDay: '21',
    dateOfBirthMonth: '7',
    dateOfBirthYear: '1985',
    email: 'pieter@example.be',
    phone: '0470 12 34 56',
    postalCode: '1000',
    houseNumber: '5',
    houseNumberAddition: '',
    street: 'Wetstraat',
    city: 'Brussel',
    paymentMethod: 'direct-debit',
    iban: 'BE68 5390 0754 7034',
    terms: 'on',
    adult: 'on',
  },
};

/**
 * A proposition as the front office sends it: de Volkskrant's digital subscription per month, unless told otherwise.
 */
export const orderProposition = (overrides: Partial<PropositionInput> = {}) =>
  propositionSchema.parse({
    uuid: 'p-1',
    productUuid: 'product-1',
    brandCode: 'vk',
    productCode: 'VK-DIGITAAL',
    formula: { code: 'digitaal', label: 'Digitaal' },
    duration: { amount: 12, unit: 'month' },
    prices: [{ default: true, unit: 'month', price: { discount: 12.99 } }],
    ...overrides,
  });
