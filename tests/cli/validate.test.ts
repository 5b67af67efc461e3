import { rmSync } from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { brandFolders, copyBrands, editFile, shop } from './run-shop.ts';

let copy: ReturnType<typeof copyBrands>;
const file = (relative: string) => path.join(copy.brands, relative);
/** `shop validate` run from the copy's root, so files are reported as brands/<code>/... */
const validate = () => shop(['validate', '--brands', 'brands'], { cwd: copy.root });

beforeEach(() => {
  copy = copyBrands();
});
afterEach(() => copy.cleanup());

/** One diagnostic line: `<file>:<line>:<column>  <path>  <message>[  (<suggestion>)]`. */
const line = (location: string, fieldPath: string, message: string, suggestion?: RegExp) =>
  new RegExp(
    `^${escape(location)}  ${escape(fieldPath)}  ${escape(message)}${suggestion ? `  \\(${suggestion.source}\\)` : ''}$`,
    'm',
  );
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

describe('shop validate', () => {
  it('passes on an unchanged copy of the brands folder', () => {
    const result = validate();
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
    expect(result.stdout).toBe(`${brandFolders(copy.brands).length} brands valid.\n`);
  });

  it('reports every problem at once, one line each, with file, line and column', () => {
    editFile(file('bd/brand.yaml'), 'code: bd', 'code: ad');
    editFile(file('bs/brand.yaml'), 'domain: "bndestem.nl"', 'domain: "ad.nl"');
    editFile(file('ed/brand.yaml'), 'type: paper', 'type: krant');
    editFile(file('tr/brand.yaml'), 'type: paper', 'type: papr');
    editFile(file('hl/brand.yaml'), 'country: be', 'country: de');
    editFile(file('vk/brand.yaml'), 'formal: true', 'formall: true');
    rmSync(file('dm/theme.yaml'));
    editFile(file('lib/theme.yaml'), 'brand: "#b0003a"', 'brand: "#ffcccc"');
    editFile(file('ad/brand.yaml'), 'slug: ad-puzzelboek', 'slug: digitaal');
    editFile(file('don/brand.yaml'), 'brand: katri', 'brand: katrix');

    const result = validate();
    expect(result.status).toBe(1);
    expect(result.stdout).toBe('');

    const expected: { problem: string; pattern: RegExp }[] = [
      {
        problem: 'code does not match its folder',
        pattern: line(
          'brands/bd/brand.yaml:2:7',
          'code',
          '"ad" does not match its folder "bd"',
          /rename the folder to brands\/ad or set code: bd/,
        ),
      },
      {
        problem: 'duplicate code',
        pattern: line(
          'brands/bd/brand.yaml:2:7',
          'code',
          'duplicate brand code "ad"',
          /already used in .*ad\/brand\.yaml/,
        ),
      },
      {
        problem: 'domain claimed by two brands',
        pattern: line(
          'brands/bs/brand.yaml:4:9',
          'domain',
          'domain "ad.nl" is already claimed by brand "ad"',
          /remove it from one of the two brands .*/,
        ),
      },
      // 'krant' is too far from every type for a suggestion; the message lists them all.
      {
        problem: 'unknown type',
        pattern: line('brands/ed/brand.yaml:5:7', 'type', 'must be one of paper, magazine, tv'),
      },
      {
        problem: 'misspelt type',
        pattern: line(
          'brands/tr/brand.yaml:5:7',
          'type',
          'must be one of paper, magazine, tv',
          /did you mean "paper"\?/,
        ),
      },
      {
        problem: 'unknown country',
        pattern: line('brands/hl/brand.yaml:6:10', 'country', 'must be nl or be', /did you mean "be"\?/),
      },
      {
        problem: 'misspelt key',
        // The column is that of the value; the line is the misspelt key's.
        pattern: new RegExp(
          `^brands/vk/brand\\.yaml:7:\\d+  formall  is not a known field  \\(did you mean "formal"\\?\\)$`,
          'm',
        ),
      },
      {
        problem: 'the misspelt key leaves formal missing',
        pattern: line('brands/vk/brand.yaml:2:1', 'formal', 'is required'),
      },
      {
        problem: 'missing theme',
        pattern: line('brands/dm/theme.yaml:1:1', '(file)', 'theme missing', /add brands\/dm\/theme\.yaml .*/),
      },
      {
        problem: 'low-contrast brand colour on the page',
        pattern: line(
          'brands/lib/theme.yaml:2:8',
          'brand/background',
          'contrast 1.42:1 is below 4.5:1 (WCAG 2.2 AA, links and headings in the brand colour)',
          /#ffcccc on #ffffff: darken or lighten brand/,
        ),
      },
      {
        problem: 'low-contrast text on the brand colour',
        pattern: line(
          'brands/lib/theme.yaml:3:16',
          'brandContrast/brand',
          'contrast 1.42:1 is below 4.5:1 (WCAG 2.2 AA, text on brand-coloured bars and buttons)',
          /#ffffff on #ffcccc: darken or lighten brandContrast/,
        ),
      },
      {
        problem: 'special slug reusing a fixed route',
        pattern: line(
          'brands/ad/brand.yaml:10:11',
          'specials.0.slug',
          '"digitaal" is a fixed route of the shop',
          /choose another slug/,
        ),
      },
      {
        problem: 'special referencing an unknown brand',
        pattern: line(
          'brands/don/brand.yaml:16:12',
          'specials.2.brand',
          'unknown brand code "katrix"',
          /known codes starting "ka": katri/,
        ),
      },
    ];
    for (const { problem, pattern } of expected) expect(result.stderr, problem).toMatch(pattern);

    const lines = result.stderr.split('\n').filter(Boolean);
    expect(lines.at(-1)).toBe(`${expected.length} problems found.`);
    expect(lines).toHaveLength(expected.length + 1);
  });

  it('refuses type tv on a Dutch brand, at the type line, and says to make it a magazine', () => {
    editFile(file('vero/brand.yaml'), 'type: magazine', 'type: tv');
    const result = validate();
    expect(result.status).toBe(1);
    expect(result.stderr).toMatch(
      line(
        'brands/vero/brand.yaml:9:7',
        'type',
        'only Belgian brands can be of type tv',
        /a Dutch TV guide is a magazine: set type: magazine/,
      ),
    );
    expect(result.stderr).toMatch(/^1 problem found\.$/m);
  });

  it('names the line of a YAML syntax error', () => {
    editFile(file('tr/brand.yaml'), 'name: "Trouw"\n', 'name: "Trouw\n');
    const result = validate();
    expect(result.status).toBe(1);
    expect(result.stderr).toMatch(line('brands/tr/brand.yaml:3:13', '(file)', 'YAML syntax: Missing closing "quote'));
    expect(result.stderr).toMatch(/^1 problem found\.$/m);
  });

  it('names the line of a badly indented key', () => {
    editFile(file('tr/brand.yaml'), 'domain: "trouw.nl"\n', 'domain: "trouw.nl"\n  type: paper\n');
    const result = validate();
    expect(result.status).toBe(1);
    expect(result.stderr).toMatch(/^brands\/tr\/brand\.yaml:5:1  \(file\)  YAML syntax: .+$/m);
  });

  it('reports a missing brands folder', () => {
    const result = shop(['validate', '--brands', 'no-such-folder'], { cwd: copy.root });
    expect(result.status).toBe(1);
    expect(result.stderr).toMatch(line('no-such-folder:1:1', '(file)', 'brands folder not found'));
  });
});
