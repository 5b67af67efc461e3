import { rmSync } from 'node:fs';
import path from 'node:path';
import type { Browser } from '@playwright/test';
import { launchBrowser, openCamera } from '../gallery/capture.ts';
import { DEFAULT_CHANGE_THRESHOLD } from '../gallery/compare.ts';
import { serveSite } from '../gallery/serve.ts';
import {
  compareWithBaseline,
  describeBrand,
  prepareGalleryDir,
  readManifest,
  writeGallery,
  type BrandChange,
  type GalleryBrand,
  type GalleryManifest,
} from '../gallery/sheet.ts';
import { brandOrigin } from '../gallery/shots.ts';
import { reportDiagnostics, UsageError, validateBrandsDir, type BrandsOption } from './shared.ts';

export interface GalleryOptions extends BrandsOption {
  readonly out: string;
  readonly base?: string;
  readonly baseline?: string;
  readonly only?: string;
  readonly threshold: string;
  readonly jobs: string;
}

export const DEFAULT_GALLERY_DIR = 'gallery';

/** `shop gallery`: photographs every brand (or --only some) and writes the contact sheet. */
export async function galleryCommand(options: GalleryOptions): Promise<number> {
  const result = validateBrandsDir(options.brands);
  if (!result.ok) {
    reportDiagnostics(result.diagnostics, '; no gallery was made');
    return 1;
  }
  const { registry } = result;
  const entries = selectBrands(
    [...registry.brands].map((entry) => entry.brand).sort((a, b) => a.code.localeCompare(b.code)),
    options.only,
  );
  const threshold = fraction(options.threshold, '--threshold');
  const jobs = Math.max(1, Math.min(8, Math.trunc(Number(options.jobs)) || 1));
  const out = path.resolve(options.out);
  const baseline = options.baseline ? loadBaseline(path.resolve(options.baseline), out) : undefined;
  if (options.base) {
    try {
      brandOrigin(options.base, entries[0]!.code);
    } catch (error) {
      // A base that cannot tell brands apart, refused before anything starts.
      throw new UsageError((error as Error).message);
    }
  }

  for (const sub of ['shots', 'before', 'diff']) rmSync(path.join(out, sub), { recursive: true, force: true });
  prepareGalleryDir(out);

  const started = Date.now();
  const site = options.base ? undefined : await serveSite();
  const base = options.base ?? site!.url;
  const photographing = Date.now();
  const brands: GalleryBrand[] = new Array(entries.length);
  const changes = new Map<string, BrandChange>();
  let done = 0;
  let browser: Browser | undefined;
  try {
    browser = await launchBrowser();
    const queue = entries.map((brand, index) => ({ brand, index }));
    const worker = async () => {
      const camera = await openCamera(browser!);
      try {
        for (let next = queue.shift(); next; next = queue.shift()) {
          const { brand, index } = next;
          const brandStarted = Date.now();
          const shots = await camera.photographBrand(brand.code, brandOrigin(base, brand.code), out);
          brands[index] = { ...describeBrand(brand, registry.themes[brand.code]!), shots };
          const change =
            baseline && compareWithBaseline(brands[index], out, baseline.manifest, baseline.dir, threshold);
          if (change) changes.set(brand.code, change);
          done += 1;
          console.log(progressLine(done, entries.length, brands[index], Date.now() - brandStarted, change));
        }
      } finally {
        await camera.close();
      }
    };
    await Promise.all(Array.from({ length: Math.min(jobs, entries.length) }, worker));
  } finally {
    await browser?.close();
    await site?.stop();
  }

  const manifest: GalleryManifest = { version: 1, createdAt: new Date().toISOString(), base, brands };
  writeGallery(
    out,
    manifest,
    baseline && { baseline: baseline.manifest, baselineDir: baseline.dir, threshold, changes },
  );
  const problems = brands.flatMap((brand) => brand.shots.filter((shot) => shot.problem));
  const changed = [...changes.values()].filter((change) => change.status === 'changed').length;
  console.log(
    `\nWrote ${shown(path.join(out, 'index.html'))}: ${brands.length} brands in ${seconds(Date.now() - photographing)} of photographs` +
      (site ? ` (${seconds(Date.now() - started)} with building and starting the site)` : '') +
      (baseline ? `, ${changed} changed since the baseline` : '') +
      (problems.length
        ? `; ${problems.length} page${problems.length === 1 ? '' : 's'} did not answer well (listed at the top)`
        : '.'),
  );
  return problems.length > 0 ? 1 : 0;
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(0)} s`;

/** A path as the person at the keyboard would type it: relative below the working folder, absolute elsewhere. */
function shown(file: string): string {
  const relative = path.relative(process.cwd(), file);
  return relative.startsWith('..') ? file : relative;
}

function selectBrands<B extends { readonly code: string }>(all: B[], only: string | undefined): B[] {
  if (!only) return all;
  const codes = only
    .split(',')
    .map((code) => code.trim())
    .filter(Boolean);
  const unknown = codes.filter((code) => !all.some((brand) => brand.code === code));
  if (unknown.length > 0)
    throw new UsageError(`--only: no brand ${unknown.map((code) => `"${code}"`).join(', ')} (npx shop brand list)`);
  return all.filter((brand) => codes.includes(brand.code));
}

function fraction(value: string, option: string): number {
  const number = Number(value);
  if (!Number.isFinite(number) || number < 0 || number >= 1)
    throw new UsageError(`${option} must be a share of pixels from 0 to 1, e.g. ${DEFAULT_CHANGE_THRESHOLD}`);
  return number;
}

function loadBaseline(dir: string, out: string) {
  if (dir === out)
    throw new UsageError('--baseline must be another folder than --out (the new gallery would overwrite it)');
  try {
    return { dir, manifest: readManifest(dir) };
  } catch (error) {
    throw new UsageError(`--baseline: ${(error as Error).message}`);
  }
}

function progressLine(
  done: number,
  total: number,
  brand: GalleryBrand,
  ms: number,
  change: BrandChange | undefined,
): string {
  const count = `[${String(done).padStart(String(total).length)}/${total}]`;
  const problems = brand.shots.filter((shot) => shot.problem).map((shot) => `${shot.id}: ${shot.problem}`);
  const changedShots =
    change?.shots.filter((shot) => shot.changed).map((shot) => `${shot.id} ${(shot.ratio * 100).toFixed(2)}%`) ?? [];
  const verdict = !change
    ? ''
    : change.status === 'changed'
      ? `  CHANGED (${[...changedShots, ...change.tokens.map((token) => `${token.token} ${token.before} -> ${token.after}`)].join(', ')})`
      : `  ${change.status}`;
  return `${count} ${brand.code.padEnd(6)} ${(ms / 1000).toFixed(1)} s${verdict}${problems.length ? `  PROBLEM ${problems.join('; ')}` : ''}`;
}
