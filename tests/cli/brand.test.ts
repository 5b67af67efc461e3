import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { resolveBrand } from '../../domain/brand-resolution.ts';
import type { RouteEntry } from '../../domain/routes.ts';
import { internalPath } from '../../site/routing/internal-route.ts';
import { brandFolders, copyBrands, generatedConst, REAL_BRANDS, shop, snapshotDir } from './run-shop.ts';

let copy: ReturnType<typeof copyBrands>;
const run = (...args: string[]) => shop([...args, '--brands', 'brands'], { cwd: copy.root });
const generated = (name: string) => path.join(copy.brands, 'generated', name);

beforeEach(() => {
  copy = copyBrands();
});
afterEach(() => copy.cleanup());

const NRC = [
  '--code',
  'nrc',
  '--name',
  'NRC',
  '--domain',
  'nrc.nl',
  '--type',
  'paper',
  '--country',
  'nl',
  '--formal',
  '--colour',
  '#b30000',
];

/** NRC's flags with one flag's value replaced, or the flag left out (value undefined). */
function nrcWith(flag: string, value?: string): string[] {
  const args = [...NRC];
  const index = args.indexOf(flag);
  if (value === undefined) args.splice(index, 2);
  else args[index + 1] = value;
  return args;
}

describe('shop brand add', () => {
  it('scaffolds a brand that validates, generates and is routed', async () => {
    const added = run('brand', 'add', ...NRC);
    expect(added.stderr).toBe('');
    expect(added.status).toBe(0);
    expect(added.stdout).toMatch(/^Added NRC \(nrc\) in brands\/nrc, with \d+ default stories\.$/m);
    expect(readdirSync(path.join(copy.root, 'stand-ins/content/stories/nrc'))).toContain('home.json');
    expect(readdirSync(path.join(copy.brands, 'nrc')).sort()).toEqual(['brand.yaml', 'logo.svg', 'theme.yaml']);
    expect(parse(readFileSync(path.join(copy.brands, 'nrc/brand.yaml'), 'utf8'))).toEqual({
      code: 'nrc',
      name: 'NRC',
      domain: 'nrc.nl',
      type: 'paper',
      country: 'nl',
      formal: true,
      digital: false,
      specials: [],
    });
    expect(parse(readFileSync(path.join(copy.brands, 'nrc/theme.yaml'), 'utf8'))).toMatchObject({
      brand: '#b30000',
      brandContrast: '#ffffff',
    });

    expect(run('validate').status).toBe(0);
    expect(run('generate').status).toBe(0);

    const brands = generatedConst(generated('brands.ts'), 'BRANDS') as Record<string, Record<string, unknown>>;
    expect(brands.nrc).toMatchObject({
      code: 'nrc',
      name: 'NRC',
      locale: 'nl-formal',
      hosts: ['nrc.nl'],
      type: 'paper',
    });
    const routes = generatedConst(generated('routes.ts'), 'ROUTES') as Record<string, { path: string }[]>;
    expect(routes.nrc!.map((route) => route.path)).toEqual(
      expect.arrayContaining(['/', '/zakelijk', '/studenten', '/studenten/bestellen']),
    );
    expect(routes.nrc!.map((route) => route.path)).not.toContain('/digitaal');
    const hosts = generatedConst(generated('hosts.ts'), 'HOSTS') as [string, string][];
    expect(hosts).toContainEqual(['nrc.nl', 'nrc']);
    expect(run('generate', '--check').status).toBe(0);

    // With no code change, the generated tables route the new brand: its hosts to its code and its pages to their
    // internal routes, as the proxy's decision reads them (site/routing/request-decision.ts).
    const directory = { hosts, isBrandCode: (code: string) => code in brands };
    const route = ({ host, path }: { host: string; path: string }) => {
      const { code } = resolveBrand({ host, brandcode: null, appEnv: 'production' }, directory);
      const page = (routes[code] as RouteEntry[] | undefined)?.find((entry) => entry.path === path);
      return internalPath(
        page
          ? { kind: 'shared', brandCode: code, route: page, segment: undefined }
          : { kind: 'missing', brandCode: code },
      );
    };
    expect(route({ host: 'abonnement.nrc.nl', path: '/zakelijk' })).toBe('/pages/nrc/business/zakelijk');
    expect(route({ host: 'nrc.localhost', path: '/' })).toBe('/pages/nrc/consumer');
    expect(route({ host: 'nrc.nl', path: '/digitaal' })).toBe('/missing/nrc');
  });

  it.each([
    {
      rule: 'an existing code',
      args: nrcWith('--code', 'ad'),
      error: 'shop: brand code "ad" already exists (brands/ad)',
    },
    {
      rule: 'an existing domain',
      args: nrcWith('--domain', 'ad.nl'),
      error: 'shop: domain "ad.nl" already belongs to brand "ad"',
    },
    {
      rule: 'a second domain of a brand',
      args: nrcWith('--domain', 'flairmagazine.nl'),
      error: 'shop: domain "flairmagazine.nl" already belongs to brand "flr"',
    },
  ])('refuses $rule and writes nothing', ({ args, error }) => {
    const before = snapshotDir(copy.brands);
    const result = run('brand', 'add', ...args);
    expect(result.status).toBe(1);
    expect(result.stderr).toBe(`${error}\n`);
    expect(snapshotDir(copy.brands)).toEqual(before);
  });

  it.each([
    {
      rule: 'code with spaces',
      args: nrcWith('--code', 'N R C'),
      error: /^shop: --code: must be 2-12 lowercase letters or digits, starting with a letter$/,
    },
    {
      rule: 'uppercase code',
      args: nrcWith('--code', 'NRC'),
      error: /^shop: --code: must be 2-12 lowercase letters or digits, starting with a letter$/,
    },
    {
      rule: 'unknown type',
      args: nrcWith('--type', 'krant'),
      error: /^error: option '--type <type>' argument 'krant' is invalid\. Allowed choices are paper, magazine, tv\.$/,
    },
    {
      rule: 'unknown country',
      args: nrcWith('--country', 'de'),
      error: /^error: option '--country <country>' argument 'de' is invalid\. Allowed choices are nl, be\.$/,
    },
    {
      rule: 'missing --name',
      args: nrcWith('--name'),
      error: /^error: required option '--name <name>' not specified$/,
    },
    {
      rule: 'missing --type',
      args: nrcWith('--type'),
      error: /^error: required option '--type <type>' not specified$/,
    },
    { rule: 'blank name', args: nrcWith('--name', '   '), error: /^shop: --name: must not be empty$/ },
    {
      rule: 'domain with scheme',
      args: nrcWith('--domain', 'https://nrc.nl'),
      error: /^shop: --domain: must be a lowercase host name such as "ad\.nl" \(no scheme, path or port\)$/,
    },
    {
      rule: 'colour not hex',
      args: nrcWith('--colour', 'red'),
      error: /^shop: --colour: must be a six-digit hex colour such as "#c8102e"$/,
    },
  ])('a bad flag gives a one-line error: $rule', ({ args, error }) => {
    const before = snapshotDir(copy.brands);
    const result = run('brand', 'add', ...args);
    expect(result.status).not.toBe(0);
    const [first, ...rest] = result.stderr.trimEnd().split('\n');
    expect(first).toMatch(error);
    // Commander adds its usage hint; nothing else.
    expect(rest.filter((line) => line !== '(run with --help for usage)')).toEqual([]);
    expect(result.stdout).toBe('');
    expect(snapshotDir(copy.brands)).toEqual(before);
  });

  it('a brand colour too light for text is refused and the folder taken back out', () => {
    const before = snapshotDir(copy.brands);
    const result = run('brand', 'add', ...nrcWith('--colour', '#ffcc00'));
    expect(result.status).toBe(1);
    expect(result.stderr).toMatch(
      /^brands\/nrc\/theme\.yaml:2:8 {2}brand\/background {2}contrast [\d.]+:1 is below 4\.5:1 .*$/m,
    );
    expect(result.stderr).toMatch(/problems? found; the new brand was not added\.$/m);
    expect(existsSync(path.join(copy.brands, 'nrc'))).toBe(false);
    expect(snapshotDir(copy.brands)).toEqual(before);
  });

  it('a Dutch brand of type tv is refused and the folder taken back out (a Dutch TV guide is a magazine)', () => {
    const before = snapshotDir(copy.brands);
    const result = run('brand', 'add', ...nrcWith('--type', 'tv'));
    expect(result.status).toBe(1);
    expect(result.stderr).toMatch(
      /^brands\/nrc\/brand\.yaml:\d+:\d+ {2}type {2}only Belgian brands can be of type tv {2}\(a Dutch TV guide is a magazine: set type: magazine\)$/m,
    );
    expect(result.stderr).toMatch(/problems? found; the new brand was not added\.$/m);
    expect(existsSync(path.join(copy.brands, 'nrc'))).toBe(false);
    expect(snapshotDir(copy.brands)).toEqual(before);
  });

  it('a name with & and quotes gives valid YAML and an escaped SVG', () => {
    const name = `Tom & "Jerry" <b>'s`;
    const result = run('brand', 'add', '--code', 'tj', '--name', name, '--type', 'magazine', '--country', 'be');
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);

    expect(parse(readFileSync(path.join(copy.brands, 'tj/brand.yaml'), 'utf8'))).toMatchObject({
      code: 'tj',
      name,
      domain: '',
    });
    const svg = readFileSync(path.join(copy.brands, 'tj/logo.svg'), 'utf8');
    expect(svg).toContain('>Tom &amp; &quot;Jerry&quot; &lt;b&gt;&#x27;s</text>');
    expect(svg).not.toContain('<b>');
    expect(run('validate').status).toBe(0);
    expect(run('generate').status).toBe(0);
    const brands = generatedConst(generated('brands.ts'), 'BRANDS') as Record<string, Record<string, unknown>>;
    expect(brands.tj).toMatchObject({ name, locale: 'be', hosts: [] });
  });
});

describe('shop brand list', () => {
  it('prints a table of the fleet and the count', () => {
    const count = brandFolders(REAL_BRANDS).length;
    expect(count).toBeGreaterThan(50);

    const result = shop(['brand', 'list', '--brands', REAL_BRANDS]);
    expect(result.status).toBe(0);
    const lines = result.stdout.trimEnd().split('\n');
    expect(lines[0]).toMatch(/^code +name +type +country +locale +domains +pages$/);
    expect(lines[1]).toMatch(/^-+( +-+){6}$/);
    expect(result.stdout).toMatch(/^ad +AD +paper +nl +nl +ad\.nl +11$/m);
    expect(result.stdout).toMatch(/^vk +de Volkskrant +paper +nl +nl-formal +volkskrant\.nl +\d+$/m);
    expect(result.stdout).toMatch(/^flr +.* flair\.nl, flairmagazine\.nl +\d+$/m);
    expect(lines.at(-1)).toBe(`${count} brands`);
    // One row per brand between the two header lines and the blank line before the count.
    expect(lines.slice(2, -2)).toHaveLength(count);
  });
});

describe('--help', () => {
  it.each([
    { args: ['--help'], mentions: ['Usage: shop', 'validate', 'generate', 'brand'] },
    { args: ['validate', '--help'], mentions: ['Usage: shop validate', '--brands <dir>'] },
    { args: ['generate', '--help'], mentions: ['Usage: shop generate', '--brands <dir>', '--check'] },
    {
      args: ['brand', 'add', '--help'],
      mentions: [
        'Usage: shop brand add',
        '--code <code>',
        '--name <name>',
        '--domain <host>',
        '--type <type>',
        '--country <country>',
        '--formal',
        '--colour <hex>',
      ],
    },
  ])('shop $args', ({ args, mentions }) => {
    const result = shop(args);
    expect(result.status).toBe(0);
    expect(result.stderr).toBe('');
    for (const text of mentions) expect(result.stdout).toContain(text);
  });
});
