// `shop gallery` as a brand manager runs it, against the test server: three brands of different kinds (an nl paper,
// an nl magazine, a be tv guide), the contact sheet's structure and images, their screenshots against the committed
// baseline (e2e/specs/gallery-baseline/: a change to how they look fails until it is accepted with
// UPDATE_GALLERY_BASELINE=1), and a baseline comparison that flags the brand whose colour changed and leaves the
// others alone.
import { execFile } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { expect, firstVisit as test, type Locator } from '../support/test.ts';
import { PNG } from 'pngjs';
import type { GalleryManifest } from '../../cli/gallery/sheet.ts';
import { CONTRAST_PAIRS } from '../../domain/color-contrast.ts';
import { PORT, ROUTES, THEMES } from '../support/fleet.ts';

const BRANDS = ['ad', 'lib', 'tvf'] as const;
const RECOLOURED = 'ad';
/** What the recoloured brand's colour was in the baseline: a blue where the AD is red. */
const EARLIER_BRAND_COLOUR = '#0055aa';

/**
 * How the three brands looked when a person last accepted it: the gallery's manifest and screenshots, photographed
 * by Debian's Chromium against the APP_ENV=test build, as CI does. UPDATE_GALLERY_BASELINE=1 replaces it with this
 * run's (then review the pictures and commit them); refused under CI, where it would accept whatever the run shows.
 */
const COMMITTED_BASELINE = path.resolve(import.meta.dirname, 'gallery-baseline');
const UPDATE_BASELINE = process.env.UPDATE_GALLERY_BASELINE === '1';
if (UPDATE_BASELINE && process.env.CI)
  throw new Error(
    'UPDATE_GALLERY_BASELINE is refused when CI is set: a baseline is accepted by a person, on their machine, and committed',
  );

const run = promisify(execFile);
const shop = (...args: string[]) =>
  run(
    process.execPath,
    ['cli/bin/shop.mjs', 'gallery', '--base', `http://localhost:${PORT}`, '--only', BRANDS.join(','), ...args],
    {
      cwd: path.resolve(import.meta.dirname, '../..'),
      timeout: 150_000,
    },
  );

const work = mkdtempSync(path.join(os.tmpdir(), 'shop-gallery-'));
const first = path.join(work, 'first');
const baseline = path.join(work, 'baseline');
const second = path.join(work, 'second');
const againstCommitted = path.join(work, 'against-committed');

test.describe.configure({ mode: 'serial', timeout: 180_000 });
test.afterAll(() => rmSync(work, { recursive: true, force: true }));

const manifestOf = (dir: string) => JSON.parse(readFileSync(path.join(dir, 'gallery.json'), 'utf8')) as GalleryManifest;

test('the contact sheet: each brand photographed at phone and desktop width, its facts, colours and contrast', async ({
  page,
}) => {
  const { stdout } = await shop('--out', first);
  for (const code of BRANDS) expect(stdout).toMatch(new RegExp(`\\[\\d/3\\] ${code} `));
  expect(stdout).toContain('3 brands in');

  const manifest = manifestOf(first);
  expect(manifest.brands.map((brand) => brand.code)).toEqual([...BRANDS]);
  for (const brand of manifest.brands) {
    expect(brand.shots.map((shot) => [shot.id, shot.status])).toEqual([
      ['home-phone', 200],
      ['home-desktop', 200],
      ['order-phone', 200],
    ]);
    for (const shot of brand.shots) {
      const png = PNG.sync.read(readFileSync(path.join(first, shot.file!)));
      expect([png.width, png.height]).toEqual(shot.id === 'home-desktop' ? [1280, 800] : [390, 844]);
    }
  }

  await page.goto(pathToFileURL(path.join(first, 'index.html')).href);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Brand gallery');
  await expect(page.getByRole('navigation', { name: 'All brands' }).getByRole('link')).toHaveText([
    'AD',
    'Libelle',
    'TV Familie',
  ]);
  for (const code of BRANDS) {
    const section = page.locator(`section[data-brand="${code}"]`);
    await expect(section.getByRole('heading', { level: 2 })).toContainText(code);
    await expect(section.getByRole('img')).toHaveCount(3);
    // Every screenshot is in the folder and loads from it, with nothing fetched from elsewhere.
    expect(await loadedImages(section)).toEqual([
      [390, `shots/${code}-home-phone.png`],
      [1280, `shots/${code}-home-desktop.png`],
      [390, `shots/${code}-order-phone.png`],
    ]);
    await expect(section.getByRole('link', { name: '/bestellen' })).toHaveAttribute(
      'href',
      new RegExp(`^http://${code}\\.localhost:${PORT}/bestellen$`),
    );
    // Its pages are the registry's, its contrast rows every pair the themes put on screen.
    for (const route of ROUTES[code])
      await expect(
        section.locator('dd li', { hasText: new RegExp(`^${route.path.replace(/[/]/g, '\\/')}$`) }),
      ).toHaveCount(1);
    await expect(section.locator('tbody tr')).toHaveCount(CONTRAST_PAIRS.length);
    await expect(section.getByText(`brand ${THEMES[code].brand}`)).toBeVisible();
  }
  await expect(page.locator('section[data-brand="ad"] dd').getByText('ad.nl', { exact: true })).toBeVisible();
  await expect(page.locator('section[data-brand="tvf"] dd').getByText('tv, Belgium')).toBeVisible();

  // The sheet itself is accessible (axe, WCAG 2 AA).
  await page.addScriptTag({
    content: readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8'),
  });
  const violations = await page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: { run: (context: unknown, options: unknown) => Promise<{ violations: { id: string }[] }> };
      }
    ).axe;
    return (await axe.run(document, { runOnly: ['wcag2a', 'wcag2aa'] })).violations.map((violation) => violation.id);
  });
  expect(violations).toEqual([]);
});

test('the three brands look as in the committed baseline (UPDATE_GALLERY_BASELINE=1 accepts a change)', async () => {
  if (UPDATE_BASELINE) {
    rmSync(COMMITTED_BASELINE, { recursive: true, force: true });
    mkdirSync(COMMITTED_BASELINE);
    cpSync(path.join(first, 'gallery.json'), path.join(COMMITTED_BASELINE, 'gallery.json'));
    cpSync(path.join(first, 'shots'), path.join(COMMITTED_BASELINE, 'shots'), { recursive: true });
    console.log(`The gallery's baseline is now this run's: review ${COMMITTED_BASELINE} and commit it.`);
  }
  expect(
    manifestOf(COMMITTED_BASELINE).brands.map((brand) => brand.code),
    'the committed baseline holds the three brands',
  ).toEqual([...BRANDS]);
  const { stdout } = await shop('--out', againstCommitted, '--baseline', COMMITTED_BASELINE);
  console.log(stdout);
  for (const code of BRANDS)
    expect(stdout, `${code} as in the baseline`).toMatch(new RegExp(`\\] ${code} +[\\d.]+ s {2}unchanged`));
  expect(stdout).toContain('0 changed since the baseline');
});

test('against a baseline in which one brand had another colour: that brand is marked with before and after, the others are not', async ({
  page,
}) => {
  // The baseline: the first gallery, with the AD's brand colour blue in its screenshots and its theme.
  cpSync(first, baseline, { recursive: true });
  const red = hexToRgb(THEMES[RECOLOURED].brand);
  const blue = hexToRgb(EARLIER_BRAND_COLOUR);
  const manifest = manifestOf(baseline);
  for (const shot of manifest.brands.find((brand) => brand.code === RECOLOURED)!.shots) {
    const file = path.join(baseline, shot.file!);
    const png = PNG.sync.read(readFileSync(file));
    let recoloured = 0;
    for (let i = 0; i < png.data.length; i += 4) {
      if (
        Math.abs(png.data[i]! - red[0]) + Math.abs(png.data[i + 1]! - red[1]) + Math.abs(png.data[i + 2]! - red[2]) <
        24
      ) {
        [png.data[i], png.data[i + 1], png.data[i + 2]] = blue;
        recoloured += 1;
      }
    }
    expect(recoloured).toBeGreaterThan(500);
    writeFileSync(file, PNG.sync.write(png));
  }
  const earlier = {
    ...manifest,
    brands: manifest.brands.map((brand) =>
      brand.code === RECOLOURED ? { ...brand, theme: { ...brand.theme, brand: EARLIER_BRAND_COLOUR } } : brand,
    ),
  };
  writeFileSync(path.join(baseline, 'gallery.json'), JSON.stringify(earlier));

  const { stdout } = await shop('--out', second, '--baseline', baseline);
  expect(stdout).toMatch(
    /\] ad +[\d.]+ s {2}CHANGED \(home-phone [\d.]+%, home-desktop [\d.]+%, order-phone [\d.]+%, brand #0055aa -> #c4001a\)/,
  );
  expect(stdout).toMatch(/\] lib +[\d.]+ s {2}unchanged/);
  expect(stdout).toMatch(/\] tvf +[\d.]+ s {2}unchanged/);
  expect(stdout).toContain('1 changed since the baseline');

  await page.goto(pathToFileURL(path.join(second, 'index.html')).href);
  await expect(page.locator('#comparison')).toContainText('1 changed');
  await expect(page.getByRole('navigation', { name: 'Changed brands' }).getByRole('link')).toHaveText(['AD']);
  const ad = page.locator('section[data-brand="ad"]');
  await expect(ad).toHaveAttribute('data-change', 'changed');
  await expect(ad.getByRole('heading', { level: 2 })).toContainText('Changed');
  await expect(ad.getByText(`brand ${EARLIER_BRAND_COLOUR} to ${THEMES.ad.brand}`)).toBeVisible();
  for (const id of ['home-phone', 'home-desktop', 'order-phone']) {
    const shot = ad.locator(`figure[data-shot="${id}"]`);
    await expect(shot).toHaveAttribute('data-changed', 'true');
    await expect(shot.getByRole('img')).toHaveCount(3);
    const width = id === 'home-desktop' ? 1280 : 390;
    expect(await loadedImages(shot)).toEqual([
      [width, `before/ad-${id}.png`],
      [width, `shots/ad-${id}.png`],
      [width, `diff/ad-${id}.png`],
    ]);
  }
  for (const code of ['lib', 'tvf']) {
    const section = page.locator(`section[data-brand="${code}"]`);
    await expect(section).toHaveAttribute('data-change', 'unchanged');
    await expect(section.getByRole('img')).toHaveCount(3);
    await expect(section.locator('figure[data-changed="true"]')).toHaveCount(0);
  }
  // The gallery stands alone: the baseline's shots it shows were copied into it.
  rmSync(baseline, { recursive: true, force: true });
  await page.reload();
  expect((await loadedImages(ad.locator('figure[data-shot="home-phone"]')))[0]).toEqual([
    390,
    'before/ad-home-phone.png',
  ]);
});

/** Each image of `scope` once loaded (the sheet loads them lazily, so each is scrolled to): [natural width, src]. */
async function loadedImages(scope: Locator): Promise<[number, string | null][]> {
  const images = await scope.getByRole('img').all();
  const loaded: [number, string | null][] = [];
  for (const image of images) {
    await image.scrollIntoViewIfNeeded();
    await expect.poll(() => image.evaluate((img) => (img as HTMLImageElement).complete)).toBe(true);
    loaded.push([
      await image.evaluate((img) => (img as HTMLImageElement).naturalWidth),
      await image.getAttribute('src'),
    ]);
  }
  return loaded;
}

function hexToRgb(hex: string): [number, number, number] {
  return [1, 3, 5].map((start) => parseInt(hex.slice(start, start + 2), 16)) as [number, number, number];
}
