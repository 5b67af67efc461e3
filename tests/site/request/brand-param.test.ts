import { describe, expect, it } from 'vitest';
import { BRANDS } from '../../../site/brands.ts';
import { brandOfParam } from '../../../site/request/brand-param.ts';

describe("brandOfParam: an internal route's brand parameter, one answer for every reader", () => {
  it.each(['ad', 'katri', 'hl'] as const)('%s is its brand', (code) => expect(brandOfParam(code)).toBe(BRANDS[code]));

  it.each(['zz', '', 'AD', '__proto__', 'constructor'])('%j is the 404, never an error page', (code) => {
    let thrown: unknown;
    try {
      brandOfParam(code);
    } catch (error) {
      thrown = error;
    }
    // Next's notFound(): the error its router answers with the 404 page.
    expect((thrown as { digest?: string }).digest).toBe('NEXT_HTTP_ERROR_FALLBACK;404');
  });
});
