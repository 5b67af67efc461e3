import { describe, expect, it } from 'vitest';
import { baseThemeSchema, brandThemeSchema, FONT_FAMILIES } from '../../schemas/theme.ts';
import { BASE } from '../fixtures/base-theme.ts';

function issues(schema: typeof baseThemeSchema | typeof brandThemeSchema, input: unknown) {
  const result = schema.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => ({ path: issue.path, message: issue.message }));
}

const HEX = 'must be a six-digit hex colour such as "#1a1a1a"';
const FONT = `must be one of ${FONT_FAMILIES.join(', ')}`;

describe('theme schemas: valid themes', () => {
  it('the base theme passes', () => {
    expect(baseThemeSchema.parse(BASE)).toEqual(BASE);
  });

  it('a brand theme may override only a few tokens', () => {
    expect(brandThemeSchema.parse({ brand: '#c4001a', fontHeading: 'roboto-slab' })).toEqual({
      brand: '#c4001a',
      fontHeading: 'roboto-slab',
    });
  });

  it('colours are lowercased', () => {
    expect(brandThemeSchema.parse({ brand: '#C4001A' })).toEqual({ brand: '#c4001a' });
  });

  it.each([0, 24])('radius %i is allowed', (radius) => {
    expect(issues(brandThemeSchema, { radius })).toEqual([]);
  });
});

describe('theme schemas: each invalid token names its path and a readable message', () => {
  it.each<{ rule: string; input: Record<string, unknown>; path: string[]; message: string }>([
    { rule: 'colour name instead of hex', input: { brand: 'red' }, path: ['brand'], message: HEX },
    { rule: 'three-digit hex', input: { text: '#fff' }, path: ['text'], message: HEX },
    { rule: 'hex without #', input: { background: 'ffffff' }, path: ['background'], message: HEX },
    { rule: 'eight-digit hex (alpha)', input: { focusRing: '#1a56db80' }, path: ['focusRing'], message: HEX },
    { rule: 'radius 30', input: { radius: 30 }, path: ['radius'], message: 'must be at most 24 (px)' },
    { rule: 'negative radius', input: { radius: -1 }, path: ['radius'], message: 'must be 0 or more' },
    { rule: 'unknown body font', input: { fontBody: 'comic-sans' }, path: ['fontBody'], message: FONT },
    { rule: 'unknown heading font', input: { fontHeading: 'Inter' }, path: ['fontHeading'], message: FONT },
    { rule: 'unknown token (strict)', input: { primary: '#000000' }, path: [], message: 'Unrecognized key: "primary"' },
  ])('$rule', ({ input, path, message }) => {
    expect(issues(brandThemeSchema, input)).toEqual([{ path, message }]);
    expect(issues(baseThemeSchema, { ...BASE, ...input })).toEqual([{ path, message }]);
  });

  it('the base theme must have every token', () => {
    expect(issues(baseThemeSchema, { ...BASE, focusRing: undefined }).map((issue) => issue.path)).toEqual([
      ['focusRing'],
    ]);
  });
});
