import path from 'node:path';
import { contrastFailures } from '../../domain/color-contrast.ts';
import { DEFAULT_BRAND_CODE } from '../../domain/brand-resolution.ts';
import { RESERVED_SLUGS } from '../../domain/routes.ts';
import type { CompiledLinks, LinkName } from '../../schemas/links.ts';
import type { ThemeTokens } from '../../schemas/theme.ts';
import { sortDiagnostics, type Diagnostic } from '../diagnostics.ts';
import { resolveLinks } from './links.ts';
import type { LoadedBrand, LoadedRegistry } from './load.ts';
import { positionOf } from './yaml-file.ts';

export interface ValidRegistry {
  readonly brands: readonly LoadedBrand[];
  readonly themes: Readonly<Record<string, ThemeTokens>>;
  /** Each brand's links: brands/group.yaml's for its country with its own over them (cli/registry/links.ts). */
  readonly links: Readonly<Record<string, CompiledLinks>>;
}

export type ValidationResult =
  | { readonly ok: true; readonly registry: ValidRegistry; readonly diagnostics: readonly [] }
  | { readonly ok: false; readonly diagnostics: readonly Diagnostic[] };

/** Every problem at once: schema issues from loading plus the rules that span brands. */
export function validateRegistry(loaded: LoadedRegistry): ValidationResult {
  const diagnostics: Diagnostic[] = [...loaded.diagnostics];
  const at = (entry: LoadedBrand, path: (string | number)[], message: string, suggestion?: string): Diagnostic => ({
    file: entry.brandYaml.file,
    ...positionOf(entry.brandYaml, path),
    path: path.join('.'),
    message,
    ...(suggestion ? { suggestion } : {}),
  });

  const byCode = new Map<string, LoadedBrand>();
  const byDomain = new Map<string, LoadedBrand>();
  for (const entry of loaded.brands) {
    const { brand } = entry;
    const first = byCode.get(brand.code);
    if (first) {
      diagnostics.push(
        at(
          entry,
          ['code'],
          `duplicate brand code "${brand.code}"`,
          `already used in ${relative(first.brandYaml.file)}`,
        ),
      );
    } else {
      byCode.set(brand.code, entry);
    }

    const domains = brand.allDomains ?? (brand.domain ? [brand.domain] : []);
    domains.forEach((domain, index) => {
      const path = brand.allDomains ? ['allDomains', index] : ['domain'];
      if (domains.indexOf(domain) !== index) {
        diagnostics.push(at(entry, path, `duplicate domain "${domain}"`, 'list each domain once'));
        return;
      }
      const owner = byDomain.get(domain);
      if (owner && owner !== entry) {
        diagnostics.push(
          at(
            entry,
            path,
            `domain "${domain}" is already claimed by brand "${owner.brand.code}"`,
            `remove it from one of the two brands (${relative(owner.brandYaml.file)})`,
          ),
        );
      } else {
        byDomain.set(domain, entry);
      }
      if (domain.endsWith('.localhost')) {
        diagnostics.push(
          at(entry, path, 'must not end in .localhost', '<code>.localhost works for every brand without listing it'),
        );
      }
    });

    const slugs = new Set<string>();
    brand.specials.forEach((special, index) => {
      if (slugs.has(special.slug))
        diagnostics.push(at(entry, ['specials', index, 'slug'], `duplicate special slug "${special.slug}"`));
      slugs.add(special.slug);
      if (RESERVED_SLUGS.includes(special.slug)) {
        diagnostics.push(
          at(
            entry,
            ['specials', index, 'slug'],
            `"${special.slug}" is a fixed route of the shop`,
            'choose another slug',
          ),
        );
      }
    });
  }

  // Rules that need the whole table: references to other brands and the default brand.
  for (const entry of loaded.brands) {
    entry.brand.specials.forEach((special, index) => {
      if (special.brand && !byCode.has(special.brand)) {
        diagnostics.push(
          at(
            entry,
            ['specials', index, 'brand'],
            `unknown brand code "${special.brand}"`,
            suggestCode(special.brand, byCode),
          ),
        );
      }
    });
  }
  if (loaded.brands.length > 0 && !byCode.has(DEFAULT_BRAND_CODE)) {
    diagnostics.push({
      file: loaded.brandsDir,
      line: 1,
      column: 1,
      path: '',
      message: `the default brand "${DEFAULT_BRAND_CODE}" is missing`,
      suggestion: `unknown hosts are served as "${DEFAULT_BRAND_CODE}"; add brands/${DEFAULT_BRAND_CODE}/brand.yaml`,
    });
  }

  const themes: Record<string, ThemeTokens> = {};
  if (loaded.baseTheme) {
    for (const entry of loaded.brands) {
      if (!entry.theme || !entry.themeYaml) continue;
      const theme = { ...loaded.baseTheme, ...entry.theme };
      themes[entry.brand.code] = theme;
      for (const failure of contrastFailures(theme)) {
        const own = failure.fg in entry.theme ? failure.fg : failure.bg;
        diagnostics.push({
          file: entry.themeYaml.file,
          ...positionOf(entry.themeYaml, [own]),
          path: `${failure.fg}/${failure.bg}`,
          message: `contrast ${failure.ratio.toFixed(2)}:1 is below ${failure.min}:1 (WCAG 2.2 AA, ${failure.use})`,
          suggestion: `${theme[failure.fg]} on ${theme[failure.bg]}: darken or lighten ${own}`,
        });
      }
    }
  }

  const links: Record<string, CompiledLinks> = {};
  if (loaded.group && loaded.groupYaml) {
    const { group, groupYaml } = loaded;
    // A link the group gives no URL for, by link and country: one line at brands/group.yaml names the brands it leaves
    // without one.
    const unresolved = new Map<string, { name: LinkName; country: string; codes: string[] }>();
    for (const entry of loaded.brands) {
      const { brand } = entry;
      const resolved = resolveLinks(group.links, brand);
      if (resolved.links) links[brand.code] = resolved.links;
      for (const name of resolved.missing) {
        const key = `${name}.${brand.country}`;
        const row = unresolved.get(key) ?? { name, country: brand.country, codes: [] };
        row.codes.push(brand.code);
        unresolved.set(key, row);
      }
      for (const name of resolved.notShown) {
        diagnostics.push(
          at(
            entry,
            ['links', name],
            `brand "${brand.code}" never shows this link`,
            'only Dutch paper brands show Abonnement wijzigen and Abonnement opzeggen: remove it',
          ),
        );
      }
    }
    for (const { name, country, codes } of unresolved.values()) {
      const brands = codes.length === 1 ? `brand "${codes[0]}" sets` : `brands ${codes.join(', ')} set`;
      diagnostics.push({
        file: groupYaml.file,
        ...positionOf(groupYaml, ['links', name, country]),
        path: `links.${name}.${country}`,
        message: `no URL for ${country}, and ${brands} no links.${name} of ${codes.length === 1 ? 'its' : 'their'} own`,
        suggestion: `add links.${name}.${country} here, or links.${name} to each brand's brand.yaml`,
      });
    }
  }

  if (diagnostics.length > 0) return { ok: false, diagnostics: sortDiagnostics(diagnostics) };
  return { ok: true, registry: { brands: loaded.brands, themes, links }, diagnostics: [] };
}

const relative = (file: string) => path.relative(process.cwd(), file) || file;

function suggestCode(code: string, byCode: Map<string, LoadedBrand>): string {
  const near = [...byCode.keys()].filter((known) => known.startsWith(code.slice(0, 2)));
  return near.length ? `known codes starting "${code.slice(0, 2)}": ${near.join(', ')}` : 'see `shop brand list`';
}
