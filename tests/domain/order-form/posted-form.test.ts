import { describe, expect, it } from 'vitest';
import { isOrderKey, postedValues, rejectedOrderErrors } from '../../../domain/order-form/posted-form.ts';

describe('the posted form: its values, the order key, the front office’s rejections', () => {
  it('keeps the first 60 text fields, each cut to 200 characters, and drops React’s own ($ACTION_...) and files', () => {
    const form = new FormData();
    form.set('$ACTION_ID_abc', 'x');
    form.set('file', new Blob(['x']));
    form.set('firstName', 'A'.repeat(300));
    for (let index = 0; index < 70; index += 1) form.set(`extra${index}`, 'x');
    const values = postedValues(form);
    expect(values.firstName).toHaveLength(200);
    expect(Object.keys(values)).not.toContain('$ACTION_ID_abc');
    expect(Object.keys(values)).not.toContain('file');
    // 60 fields read: the two dropped ones among them.
    expect(Object.keys(values)).toHaveLength(60 - 2);
  });

  it.each([
    ['0f8e7c1a-2b3c-4d5e-8f90-a1b2c3d4e5f6', true],
    ['0F8E7C1A-2B3C-4D5E-8F90-A1B2C3D4E5F6', true],
    ['', false],
    ['0f8e7c1a-2b3c-4d5e-8f90-a1b2c3d4e5f', false],
    ['0f8e7c1a-2b3c-4d5e-8f90-a1b2c3d4e5fg', false],
    ['../../../../../../../../../etc/passwd', false],
  ])('order key %j: %s', (key, valid) => expect(isOrderKey(key)).toBe(valid));

  it('rejections: the front office’s paths as the form’s fields, in its own words; an unknown path is the form’s', () => {
    expect(
      rejectedOrderErrors([
        { field: 'customer.email', message: 'E-mailadres is al klant' },
        { field: 'address.postalCode', message: 'Onbekende postcode' },
        { field: 'contract', message: 'Niet mogelijk' },
      ]),
    ).toEqual([
      { field: 'email', code: 'form.invalid', text: 'E-mailadres is al klant' },
      { field: 'postalCode', code: 'form.invalid', text: 'Onbekende postcode' },
      { field: null, code: 'form.invalid', text: 'Niet mogelijk' },
    ]);
  });
});
