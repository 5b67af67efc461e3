import pixelmatch from 'pixelmatch';
import { PNG } from 'pngjs';

/**
 * How much of a screenshot may differ before the gallery calls it changed: a share of its pixels. Small enough to
 * catch a changed button colour or a moved heading, large enough to ignore antialiasing and a blinking caret.
 */
export const DEFAULT_CHANGE_THRESHOLD = 0.002;

/** pixelmatch's per-pixel colour distance (0..1) below which two pixels count as the same. */
const PIXEL_TOLERANCE = 0.1;

export interface ShotComparison {
  /** The share of pixels that differ, 0..1; 1 when the sizes differ (the page grew or shrank). */
  readonly ratio: number;
  readonly changed: boolean;
  /** The differing pixels in red over a faded copy of the new shot; absent when the sizes differ. */
  readonly diff?: Buffer;
}

/** Compares two PNG screenshots of the same page. */
export function compareShots(before: Buffer, after: Buffer, threshold = DEFAULT_CHANGE_THRESHOLD): ShotComparison {
  const [a, b] = [PNG.sync.read(before), PNG.sync.read(after)];
  if (a.width !== b.width || a.height !== b.height) return { ratio: 1, changed: true };
  const diff = new PNG({ width: a.width, height: a.height });
  const differing = pixelmatch(a.data, b.data, diff.data, a.width, a.height, {
    threshold: PIXEL_TOLERANCE,
    includeAA: false,
  });
  const ratio = differing / (a.width * a.height);
  return { ratio, changed: ratio > threshold, diff: PNG.sync.write(diff) };
}
