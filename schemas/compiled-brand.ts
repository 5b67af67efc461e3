import type { BrandConfig } from './brand.ts';
import type { CompiledLinks } from './links.ts';
import type { Locale } from './locale.ts';

/** A brand as the CLI compiles it into `brands/generated/brands.ts`: the YAML plus what follows from it. */
export type CompiledBrand = Omit<BrandConfig, 'allDomains' | 'specials' | 'links'> & {
  readonly hosts: readonly string[];
  readonly locale: Locale;
  readonly specials: readonly { readonly slug: string; readonly name: string; readonly brand?: string }[];
  /** brands/group.yaml's links for the brand's country, with the brand's own `links:` over them. */
  readonly links: Readonly<CompiledLinks>;
};

/** One host -> brand row; the table is ordered longest domain first so the most specific host wins. */
export type HostRow = readonly [domain: string, code: string];
