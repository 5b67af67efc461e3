import type { ImageData } from './asset.ts';

/**
 * A plain image with its intrinsic size, so the page does not shift while it loads. Next's `Image` and the
 * Storyblok image-service loader come with the site wiring; blocks stay free of `next/*` until then.
 */
export function BlockImage({ image, className }: { image: ImageData; className?: string }) {
  const size = image.width > 0 && image.height > 0 ? { width: image.width, height: image.height } : {};
  return <img className={className} src={image.src} alt={image.alt} {...size} loading="lazy" decoding="async" />;
}
