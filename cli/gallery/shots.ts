/** What the gallery photographs of every brand: the first screen a visitor sees. */
export interface ShotSpec {
  readonly id: 'home-phone' | 'home-desktop' | 'order-phone';
  readonly label: string;
  readonly path: string;
  readonly device: 'phone' | 'desktop';
}

export const SHOTS: readonly ShotSpec[] = [
  { id: 'home-phone', label: 'Home, phone', path: '/', device: 'phone' },
  { id: 'home-desktop', label: 'Home, desktop', path: '/', device: 'desktop' },
  { id: 'order-phone', label: 'Order page, phone', path: '/bestellen', device: 'phone' },
];

/** A small phone and a common laptop, at one device pixel per CSS pixel to keep the files small. */
export const DEVICES = {
  phone: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 1 },
  desktop: { viewport: { width: 1280, height: 800 }, isMobile: false, hasTouch: false, deviceScaleFactor: 1 },
} as const;

/**
 * The browser's clock for every shot: a weekday morning, so the customer-service widget (which follows the reader's
 * clock) shows its open state in every gallery and a baseline comparison never flags the time of day.
 */
export const GALLERY_CLOCK = new Date('2026-03-03T10:00:00+01:00');

/**
 * Where a brand's shop is reached from the gallery's base URL: a `{code}` in it is replaced by the brand code
 * (`https://{code}.shops.test.example`); a loopback base reaches each brand as `<code>.localhost`, which Chromium
 * sends to this machine. Anything else cannot tell brands apart and is refused.
 */
export function brandOrigin(base: string, code: string): string {
  if (base.includes('{code}')) return new URL(base.replaceAll('{code}', code)).origin;
  const url = new URL(base);
  if (url.hostname !== 'localhost' && url.hostname !== '127.0.0.1') {
    throw new Error(
      `--base ${base}: put {code} where the brand code goes in the host name, e.g. https://{code}.shops.test.example`,
    );
  }
  return `${url.protocol}//${code}.localhost${url.port ? `:${url.port}` : ''}`;
}
