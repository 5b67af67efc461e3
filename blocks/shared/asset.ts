import { z } from 'zod';
import { safeImageSrc } from './safe-url.ts';

/** An image ready to render; width and height are 0 when unknown (docs/rules/08-errors.md: image metadata failure). */
export interface ImageData {
  readonly src: string;
  /** Empty for a decorative image (an editor left the alt text blank). */
  readonly alt: string;
  readonly width: number;
  readonly height: number;
  /** width / height, or 0 when unknown. */
  readonly ratio: number;
}

/**
 * Storyblok's asset URLs carry the original size: `https://a.storyblok.com/f/<space>/<width>x<height>/<hash>/<name>`.
 */
const STORYBLOK_SIZE = /^https:\/\/a(?:-[a-z]+)?\.storyblok\.com\/f\/\d+\/(\d+)x(\d+)\//;

/** docs/rules/08-errors.md: when the size cannot be read, width 0, height 0, ratio 0. */
function imageMetadata(filename: string): { width: number; height: number; ratio: number } {
  const match = STORYBLOK_SIZE.exec(filename);
  const width = Number(match?.[1] ?? 0);
  const height = Number(match?.[2] ?? 0);
  return width > 0 && height > 0 ? { width, height, ratio: width / height } : { width: 0, height: 0, ratio: 0 };
}

const IMAGE_URL = 'must be an http(s) or relative image URL';

/** Storyblok's asset field (`fieldtype: "asset"`); its other keys (id, focus, copyright...) pass through unread. */
const assetFieldSchema = z.looseObject({
  filename: z.string().nullish(),
  alt: z.string().nullish(),
});

function toImage(asset: z.infer<typeof assetFieldSchema>, src: string): ImageData {
  return { src, alt: asset.alt?.trim() ?? '', ...imageMetadata(src) };
}

/** A required image: a field an editor must fill. */
export const imageAssetSchema = assetFieldSchema.transform((asset, ctx): ImageData => {
  const filename = asset.filename?.trim() ?? '';
  if (filename === '') {
    ctx.addIssue({ code: 'custom', path: ['filename'], message: 'must have an image' });
    return z.NEVER;
  }
  const src = safeImageSrc(filename);
  if (src === undefined) {
    ctx.addIssue({ code: 'custom', path: ['filename'], message: IMAGE_URL });
    return z.NEVER;
  }
  return toImage(asset, src);
});

/**
 * An optional image. Storyblok sends an emptied asset field as an object with an empty filename (or null), so
 * both mean "no image"; a filename that is not a safe URL is still an error.
 */
export const optionalImageAssetSchema = assetFieldSchema.nullish().transform((asset, ctx): ImageData | undefined => {
  const filename = asset?.filename?.trim() ?? '';
  if (asset === null || asset === undefined || filename === '') return undefined;
  const src = safeImageSrc(filename);
  if (src === undefined) {
    ctx.addIssue({ code: 'custom', path: ['filename'], message: IMAGE_URL });
    return z.NEVER;
  }
  return toImage(asset, src);
});

/** Storyblok's text fields arrive as "" when left empty; optional text is then undefined. */
export const optionalTextSchema = z
  .string()
  .nullish()
  .transform((value) => (value === null || value === undefined || value.trim() === '' ? undefined : value));

/**
 * Optional text an editor writes over several lines (an intro, a description): Storyblok's editor shows it as a
 * textarea (cli/storyblok/components.ts reads the `multiline` meta).
 */
export const optionalLongTextSchema = optionalTextSchema.meta({ multiline: true });

/** Required text: present and not only whitespace. */
export const requiredTextSchema = z.string({ error: 'must be text' }).trim().min(1, 'must not be empty');
