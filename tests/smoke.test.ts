import { describe, expect, it } from 'vitest';
import { localeFor } from '../domain/locale.ts';

describe('vitest setup', () => {
  it('imports TypeScript sources with .ts extensions', () => {
    expect(localeFor('be', true)).toBe('be-formal');
  });
});
