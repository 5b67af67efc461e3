import { copyFileSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import Handlebars from 'handlebars';
import { contrastRatio, CONTRAST_PAIRS } from '../../domain/color-contrast.ts';
import { localeFor } from '../../domain/locale.ts';
import { routesFor } from '../../domain/routes.ts';
import type { BrandConfig } from '../../schemas/brand.ts';
import type { ThemeTokens } from '../../schemas/theme.ts';
import type { CapturedShot } from './capture.ts';
import { compareShots } from './compare.ts';
import { SHOTS } from './shots.ts';

/*
 * The gallery folder: index.html (the contact sheet), gallery.json (this manifest, what a later run compares with)
 * and the screenshots under shots/; with a baseline also before/ (the baseline's shots, copied so the folder stands
 * alone) and diff/ (the differing pixels).
 */

const MANIFEST_FILE = 'gallery.json';

export interface GalleryBrand {
  readonly code: string;
  readonly name: string;
  readonly type: string;
  readonly country: string;
  readonly locale: string;
  readonly formal: boolean;
  readonly domains: readonly string[];
  readonly pages: readonly string[];
  readonly theme: ThemeTokens;
  readonly shots: readonly CapturedShot[];
}

export interface GalleryManifest {
  readonly version: 1;
  readonly createdAt: string;
  readonly base: string;
  readonly brands: readonly GalleryBrand[];
}

/** What the sheet shows of a brand from the registry; its shots are added by the caller. */
export function describeBrand(brand: BrandConfig, theme: ThemeTokens): Omit<GalleryBrand, 'shots'> {
  return {
    code: brand.code,
    name: brand.name,
    type: brand.type,
    country: brand.country,
    locale: localeFor(brand.country, brand.formal),
    formal: brand.formal,
    domains: (brand.allDomains ?? [brand.domain]).filter(Boolean),
    pages: routesFor(brand).map((route) => route.path),
    theme,
  };
}

interface ShotChange {
  readonly id: CapturedShot['id'];
  readonly ratio: number;
  readonly changed: boolean;
  readonly before?: string;
  readonly diff?: string;
}

export interface BrandChange {
  readonly status: 'changed' | 'unchanged' | 'new';
  readonly shots: readonly ShotChange[];
  readonly tokens: readonly { readonly token: string; readonly before: string; readonly after: string }[];
}

/** Reads an earlier gallery's manifest; a clear error when the folder is not a gallery. */
export function readManifest(dir: string): GalleryManifest {
  const file = path.join(dir, MANIFEST_FILE);
  if (!existsSync(file))
    throw new Error(`${dir} is not a gallery: it has no ${MANIFEST_FILE} (run \`shop gallery --out ${dir}\` first)`);
  const manifest = JSON.parse(readFileSync(file, 'utf8')) as GalleryManifest;
  if (manifest.version !== 1) throw new Error(`${file}: unknown gallery version ${String(manifest.version)}`);
  return manifest;
}

/**
 * Compares each brand with the baseline's: a shot changed when more than `threshold` of its pixels differ (or its
 * size did), a token when its value did. Copies the baseline's shots into `dir`/before and writes the differences
 * into `dir`/diff, so the gallery shows before and after side by side without the baseline folder.
 */
export function compareWithBaseline(
  brand: GalleryBrand,
  dir: string,
  baseline: GalleryManifest,
  baselineDir: string,
  threshold: number,
): BrandChange {
  const earlier = baseline.brands.find((candidate) => candidate.code === brand.code);
  if (!earlier) return { status: 'new', shots: [], tokens: [] };
  const tokens = (Object.keys(brand.theme) as (keyof ThemeTokens)[])
    .filter((token) => String(earlier.theme[token]) !== String(brand.theme[token]))
    .map((token) => ({ token, before: String(earlier.theme[token]), after: String(brand.theme[token]) }));
  const shots = brand.shots.flatMap((shot): ShotChange[] => {
    const before = earlier.shots.find((candidate) => candidate.id === shot.id)?.file;
    if (!shot.file || !before || !existsSync(path.join(baselineDir, before))) return [];
    const comparison = compareShots(
      readFileSync(path.join(baselineDir, before)),
      readFileSync(path.join(dir, shot.file)),
      threshold,
    );
    if (!comparison.changed) return [{ id: shot.id, ratio: comparison.ratio, changed: false }];
    const copied = path.join('before', path.basename(shot.file));
    copyFileSync(path.join(baselineDir, before), path.join(dir, copied));
    const diff = comparison.diff ? path.join('diff', path.basename(shot.file)) : undefined;
    if (diff) writeFileSync(path.join(dir, diff), comparison.diff!);
    return [{ id: shot.id, ratio: comparison.ratio, changed: true, before: copied, ...(diff ? { diff } : {}) }];
  });
  const changed = tokens.length > 0 || shots.some((shot) => shot.changed);
  return { status: changed ? 'changed' : 'unchanged', shots, tokens };
}

export function prepareGalleryDir(dir: string): void {
  for (const sub of ['shots', 'before', 'diff']) mkdirSync(path.join(dir, sub), { recursive: true });
}

const handlebars = Handlebars.create();
handlebars.registerHelper('percent', (ratio: number) => `${(ratio * 100).toFixed(ratio < 0.01 ? 2 : 1)}%`);
handlebars.registerHelper('ratio', (value: number) => value.toFixed(2));
handlebars.registerHelper('when', (iso: string) => `${iso.slice(0, 10)} ${iso.slice(11, 16)} UTC`);
const template = handlebars.compile(
  readFileSync(path.join(import.meta.dirname, '../templates/gallery/index.html.hbs'), 'utf8'),
  {
    strict: false,
  },
);

const COLOUR_TOKENS = [
  'brand',
  'brandContrast',
  'accent',
  'accentContrast',
  'text',
  'textMuted',
  'background',
  'surface',
  'border',
  'critical',
  'positive',
  'focusRing',
] as const;

/** Writes the contact sheet and the manifest; `changes` by brand code when a baseline was given. */
export function writeGallery(
  dir: string,
  manifest: GalleryManifest,
  comparison?: {
    readonly baseline: GalleryManifest;
    readonly baselineDir: string;
    readonly threshold: number;
    readonly changes: ReadonlyMap<string, BrandChange>;
  },
): void {
  writeFileSync(path.join(dir, MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`);
  const changeOf = (code: string) => comparison?.changes.get(code);
  const brands = manifest.brands.map((brand) => {
    const change = changeOf(brand.code);
    return {
      ...brand,
      kind: `${brand.type}, ${brand.country === 'nl' ? 'the Netherlands' : 'Belgium'}`,
      address: brand.formal ? 'formal (u)' : 'informal (je)',
      change,
      changeLabel: change
        ? { changed: 'Changed', unchanged: 'Unchanged', new: 'New since the baseline' }[change.status]
        : undefined,
      colours: COLOUR_TOKENS.map((token) => ({ token, value: brand.theme[token] })),
      contrast: CONTRAST_PAIRS.map((pair) => {
        const ratio = contrastRatio(brand.theme[pair.fg], brand.theme[pair.bg]);
        return {
          ...pair,
          fgValue: brand.theme[pair.fg],
          bgValue: brand.theme[pair.bg],
          ratio,
          pass: ratio + 1e-9 >= pair.min,
        };
      }),
      shots: brand.shots.map((shot) => {
        const shotChange = change?.shots.find((candidate) => candidate.id === shot.id);
        const device = SHOTS.find((spec) => spec.id === shot.id)?.device;
        return { ...shot, device, brandName: brand.name, path: new URL(shot.url).pathname, change: shotChange };
      }),
    };
  });
  const problems = brands.flatMap((brand) =>
    brand.shots.filter((shot) => shot.problem).map((shot) => ({ brand, shot })),
  );
  const changed = brands.filter((brand) => brand.change?.status === 'changed');
  writeFileSync(
    path.join(dir, 'index.html'),
    template({
      manifest,
      brands,
      problems,
      changed,
      comparison: comparison && {
        createdAt: comparison.baseline.createdAt,
        threshold: comparison.threshold,
        newCount: brands.filter((b) => b.change?.status === 'new').length,
      },
    }),
  );
}
