import { describe, expect, it } from 'vitest';
import { orderPagePath, thankYouPath } from '../../../domain/order-form/order-paths.ts';

describe('the way on from the order form', () => {
  it.each([
    [
      '/katrien-duck/bestellen?propositionId=old',
      { propositionId: 'p-1', mid: 'CAM-ZOMER1', leadId: 'lead-42' },
      '/katrien-duck/bestellen?propositionId=p-1&mid=CAM-ZOMER1&leadId=lead-42',
    ],
    ['/bestellen', {}, '/bestellen'],
    ['//evil.example/bestellen', { propositionId: 'p-1' }, '/bestellen?propositionId=p-1'],
    ['https://evil.example/', {}, '/bestellen'],
  ])('back after an unpaid attempt from %s', (clientPath, values, expected) =>
    expect(orderPagePath(clientPath, values)).toBe(expected),
  );

  it.each([
    [undefined, '/bedankt'],
    ['', '/bedankt'],
    ['katri', '/bedankt?brandcode=katri'],
    ['a&b=c', '/bedankt?brandcode=a%26b%3Dc'],
  ])('the thank-you page with brandcode %j', (brandcode, expected) => expect(thankYouPath(brandcode)).toBe(expected));
});
