import { appendFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { BRANDS } from '../../brands/generated/brands.ts';
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

  describe('account-menu and legal links (brands/group.yaml, a brand’s links:)', () => {
    it('reports each bad link at its line, with its field path and what is wrong', () => {
      appendFileSync(
        file('ad/brand.yaml'),
        [
          'links:',
          '  kiosk: "http://kiosk.ad.nl/"',
          '  customerService: "https://10.0.0.8/"',
          '  myAccount: "https://localhost/account"',
          '  terms: "https://voorwaarden/"',
          '  privacyStatement: "https://www..ad.nl/privacy"',
          '  mySubscriptions: "https://shop:secret@mijn.ad.nl/"',
          '  kioks: "https://kiosk.ad.nl/"',
          '',
        ].join('\n'),
      );
      editFile(file('group.yaml'), 'be: "https://kiosk.dpgmedia.be/"', 'be: "https://kiosk/"');
      editFile(
        file('group.yaml'),
        'nl: "https://mijn.dpgmedia.nl/abonnement/opzeggen"',
        'nl: "ftp://mijn.dpgmedia.nl/"',
      );
      editFile(file('group.yaml'), '  terms:\n', '  terms:\n    de: "https://www.dpgmedia.de/agb"\n');

      const result = validate();
      expect(result.status).toBe(1);
      const expected: { problem: string; pattern: RegExp }[] = [
        {
          problem: 'http',
          pattern: line('brands/ad/brand.yaml:13:10', 'links.kiosk', 'must use https, not http'),
        },
        {
          problem: 'an IP address',
          pattern: line(
            'brands/ad/brand.yaml:14:20',
            'links.customerService',
            'must name a host, not the IP address 10.0.0.8',
          ),
        },
        {
          problem: 'localhost',
          pattern: line(
            'brands/ad/brand.yaml:15:14',
            'links.myAccount',
            '"localhost" is a local or reserved name, not a public host',
          ),
        },
        {
          problem: 'a single label',
          pattern: line(
            'brands/ad/brand.yaml:16:10',
            'links.terms',
            '"voorwaarden" is a single label, not a public host name such as "kiosk.dpgmedia.nl"',
          ),
        },
        {
          problem: 'a malformed host',
          pattern: line(
            'brands/ad/brand.yaml:17:21',
            'links.privacyStatement',
            '"www..ad.nl" is not a well-formed host name',
          ),
        },
        {
          problem: 'a user name and password',
          pattern: line(
            'brands/ad/brand.yaml:18:20',
            'links.mySubscriptions',
            'must not carry a user name or password',
          ),
        },
        {
          problem: 'a misspelt link',
          pattern: line('brands/ad/brand.yaml:19:3', 'links.kioks', 'is not a known field', /did you mean "kiosk"\?/),
        },
        {
          problem: 'the group’s single-label host for one country',
          pattern: line(
            'brands/group.yaml:23:9',
            'links.kiosk.be',
            '"kiosk" is a single label, not a public host name such as "kiosk.dpgmedia.nl"',
          ),
        },
        {
          problem: 'the group’s ftp link',
          pattern: line('brands/group.yaml:17:9', 'links.cancelSubscription.nl', 'must use https, not ftp'),
        },
        {
          problem: 'the group’s unknown country',
          pattern: line('brands/group.yaml:26:5', 'links.terms.de', 'is not a known field', /did you mean "be"\?/),
        },
      ];
      for (const { problem, pattern } of expected) expect(result.stderr, problem).toMatch(pattern);
      const lines = result.stderr.split('\n').filter(Boolean);
      expect(lines.at(-1)).toBe(`${expected.length} problems found.`);
      expect(lines).toHaveLength(expected.length + 1);
    });

    it('names the brands a group link leaves without a URL for their country, at the group file', () => {
      editFile(file('group.yaml'), '    be: "https://klantendienst.dpgmedia.be/"\n', '');
      const belgian = brandFolders(copy.brands).filter((code) => BRANDS[code as keyof typeof BRANDS]?.country === 'be');
      expect(belgian.length).toBeGreaterThan(1);
      // A Belgian brand with a customer-service link of its own is not among them.
      appendFileSync(file(`${belgian[0]}/brand.yaml`), 'links:\n  customerService: "https://klantendienst.hln.be/"\n');

      const result = validate();
      expect(result.status).toBe(1);
      expect(result.stderr).toMatch(
        line(
          'brands/group.yaml:19:5',
          'links.customerService.be',
          `no URL for be, and brands ${belgian.slice(1).join(', ')} set no links.customerService of their own`,
          /add links\.customerService\.be here, or links\.customerService to each brand's brand\.yaml/,
        ),
      );
      expect(result.stderr).toMatch(/^1 problem found\.$/m);
    });

    it('names a Dutch paper brand left without Abonnement opzeggen, and a brand setting a link it never shows', () => {
      editFile(file('group.yaml'), /  cancelSubscription:\n.*\n/, '');
      const dutchPaper = brandFolders(copy.brands).filter(
        (code) =>
          BRANDS[code as keyof typeof BRANDS]?.country === 'nl' &&
          BRANDS[code as keyof typeof BRANDS]?.type === 'paper',
      );
      appendFileSync(file('vero/brand.yaml'), 'links:\n  changeSubscription: "https://mijn.veronica.nl/wijzigen"\n');

      const result = validate();
      expect(result.status).toBe(1);
      expect(result.stderr).toMatch(
        line(
          'brands/group.yaml:7:3',
          'links.cancelSubscription.nl',
          `no URL for nl, and brands ${dutchPaper.join(', ')} set no links.cancelSubscription of their own`,
          /add links\.cancelSubscription\.nl here, .*/,
        ),
      );
      expect(result.stderr).toMatch(
        line(
          'brands/vero/brand.yaml:15:23',
          'links.changeSubscription',
          'brand "vero" never shows this link',
          /only Dutch paper brands show Abonnement wijzigen and Abonnement opzeggen: remove it/,
        ),
      );
      expect(result.stderr).toMatch(/^2 problems found\.$/m);
    });

    it('reports a missing group file', () => {
      rmSync(file('group.yaml'));
      const result = validate();
      expect(result.status).toBe(1);
      expect(result.stderr).toMatch(
        line(
          'brands/group.yaml:1:1',
          '(file)',
          'group settings not found',
          /every brand takes its account-menu and legal links from it/,
        ),
      );
      expect(result.stderr).toMatch(/^1 problem found\.$/m);
    });
  });
});
