import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { chromium, type Browser } from '@playwright/test';
import { CONSENT_COOKIE, consentCookieValue } from '../../domain/consent/consent-mode.ts';
import { DEVICES, GALLERY_CLOCK, SHOTS, type ShotSpec } from './shots.ts';

/** Debian's Chromium: the gallery never downloads a browser (CHROMIUM_PATH names another one). */
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export interface CapturedShot {
  readonly id: ShotSpec['id'];
  readonly label: string;
  readonly url: string;
  /** Relative to the gallery folder; absent when the page could not be photographed. */
  readonly file?: string;
  /** The page's HTTP status, or null when it did not answer. */
  readonly status: number | null;
  readonly problem?: string;
}

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--hide-scrollbars',
    ],
  });
}

/** One worker's browser pages, one per device, kept from brand to brand. */
export interface Camera {
  /** Photographs one brand's pages (SHOTS) into `dir`/shots as PNG. */
  photographBrand(code: string, origin: string, dir: string): Promise<CapturedShot[]>;
  close(): Promise<void>;
}

/**
 * A camera for one worker of the gallery: a page per device, each in its own context, that goes from brand to brand
 * (a new context and page per shot cost about as much as the shot itself, which kept 56 brands over 5 minutes). Every
 * page is seen as a returning visitor who refused analytics and marketing sees it: no consent banner over the page
 * (the cookie is set for each brand's origin before its first shot), the browser's clock at GALLERY_CLOCK.
 */
export async function openCamera(browser: Browser): Promise<Camera> {
  const pages = {} as Record<ShotSpec['device'], Page>;
  for (const device of ['phone', 'desktop'] as const) {
    const context = await browser.newContext({ ...DEVICES[device], locale: 'nl-NL', reducedMotion: 'reduce' });
    pages[device] = await context.newPage();
    await pages[device].clock.setFixedTime(GALLERY_CLOCK);
  }
  return {
    async photographBrand(code, origin, dir) {
      for (const page of Object.values(pages)) {
        await page
          .context()
          .addCookies([{ name: CONSENT_COOKIE, value: consentCookieValue(['necessary']), url: origin }]);
      }
      const shots: CapturedShot[] = [];
      for (const spec of SHOTS)
        shots.push(await photograph(pages[spec.device], spec, code, `${origin}${spec.path}`, dir));
      return shots;
    },
    async close() {
      await Promise.all(Object.values(pages).map((page) => page.context().close()));
    },
  };
}

type Page = Awaited<ReturnType<Browser['newPage']>>;

async function photograph(page: Page, spec: ShotSpec, code: string, url: string, dir: string): Promise<CapturedShot> {
  const shot = { id: spec.id, label: spec.label, url };
  try {
    const response = await page.goto(url, { waitUntil: 'load', timeout: 30_000 });
    await page.evaluate(async () => {
      await document.fonts.ready;
    });
    const file = path.join('shots', `${code}-${spec.id}.png`);
    writeFileSync(path.join(dir, file), await page.screenshot({ animations: 'disabled', caret: 'hide' }));
    const status = response?.status() ?? null;
    return { ...shot, file, status, ...(status !== null && status >= 400 ? { problem: `answered ${status}` } : {}) };
  } catch (error) {
    return { ...shot, status: null, problem: error instanceof Error ? error.message.split('\n')[0]! : String(error) };
  }
}
