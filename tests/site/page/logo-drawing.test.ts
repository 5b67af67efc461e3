import { describe, expect, it } from 'vitest';
import { BRAND_CODES, brandLogo } from '../../../site/brands.ts';
import { logoParts } from '../../../site/page/logo-drawing.tsx';

const shapesOf = (uri: string) => Buffer.from(uri.replace('data:image/svg+xml;base64,', ''), 'base64').toString();

describe('logoParts: a logo as the picture renderer draws it', () => {
  it.each<[string, string, { width: number; height: number; texts: object[]; shapes: string }]>([
    [
      'a wordmark: its texts taken out of the shapes, where and how the logo sets them',
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 96 48" width="96" height="48"><rect width="96" ' +
        'height="48" rx="6" fill="#c4001a"/><text x="48" y="32" text-anchor="middle" font-size="24" ' +
        'fill="#ffffff">AD</text></svg>',
      {
        width: 96,
        height: 48,
        texts: [{ content: 'AD', x: 48, y: 32, anchor: 'middle', fontSize: 24, fill: '#ffffff' }],
        shapes:
          '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 96 48" width="96" height="48"><rect width="96" ' +
          'height="48" rx="6" fill="#c4001a"/></svg>',
      },
    ],
    [
      'two texts, one in a tspan, anchored at their start and end; the size from width and height',
      '<svg width="200" height="40"><text x="4" y="30">Het <tspan>Parool</tspan></text>' +
        '<text x="196" y="30" text-anchor="end" font-size="12" fill="red">.nl</text></svg>',
      {
        width: 200,
        height: 40,
        texts: [
          { content: 'Het Parool', x: 4, y: 30, anchor: 'start', fontSize: 16, fill: '#000000' },
          { content: '.nl', x: 196, y: 30, anchor: 'end', fontSize: 12, fill: 'red' },
        ],
        shapes: '<svg width="200" height="40"></svg>',
      },
    ],
    [
      'a logo of paths alone: the file as it is',
      '<svg viewBox="0 0 10 5"><path d="M0 0h10v5H0z" fill="#000"/></svg>',
      { width: 10, height: 5, texts: [], shapes: '<svg viewBox="0 0 10 5"><path d="M0 0h10v5H0z" fill="#000"/></svg>' },
    ],
  ])('%s', (_, svg, expected) => {
    const parts = logoParts(svg);
    expect({ ...parts, shapes: shapesOf(parts.shapes) }).toEqual(expected);
  });

  it.each([
    ['no svg element', '<p>AD</p>'],
    ['no size', '<svg><text>AD</text></svg>'],
  ])('refuses %s', (_, svg) => {
    expect(() => logoParts(svg)).toThrow(/a logo/);
  });

  it('reads every brand’s logo: a size, and no text left in its shapes', () => {
    for (const code of BRAND_CODES) {
      const parts = logoParts(brandLogo(code));
      expect(parts.width * parts.height, code).toBeGreaterThan(0);
      expect(shapesOf(parts.shapes), code).not.toContain('<text');
    }
  });
});
