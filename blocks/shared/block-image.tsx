import { getImageProps } from 'next/image';
import type { ImageData } from './asset.ts';
import { imageLoader, isTransformable } from './image-url.ts';

interface BlockImageProps {
  readonly image: ImageData;
  readonly className?: string;
  /**
   * How wide the block draws the image, as an HTML `sizes` value (e.g. "(max-width: 640px) 100vw, 20rem"): the
   * browser then picks from the breakpoint widths. Without it an image of known size is offered at its own width
   * at densities 1 and 2 (docs/rules/09-constants-and-limits.md), and one of unknown size at the screen's width.
   */
  readonly sizes?: string;
  /** The first thing a visitor sees (a shop window image): fetched at once, with high priority, not lazily. */
  readonly priority?: boolean;
}

/**
 * An image through Next's image API without client JavaScript: `getImageProps` computes the srcset on the server
 * and a plain `<img>` carries it (next/image's `<Image>` is a client component). Its width and height are set when
 * known, so the page does not shift while it loads; an unknown size (0, docs/rules/08-errors.md) sets neither. Sources
 * the loader cannot resize (local files, svg, other hosts) get a plain `src`: a srcset repeating one file under
 * different widths would make the browser draw it at the wrong size.
 */
export function BlockImage({ image, className, sizes, priority = false }: BlockImageProps) {
  const knownSize = image.width > 0 && image.height > 0;
  const { props } = getImageProps({
    src: image.src,
    alt: image.alt,
    className,
    // The same loader as next.config's loaderFile, named here so the markup does not depend on the bundler's alias.
    loader: imageLoader,
    unoptimized: !isTransformable(image.src),
    ...(knownSize ? { width: image.width, height: image.height, sizes } : { fill: true, sizes: sizes ?? '100vw' }),
    ...(priority ? { loading: 'eager', fetchPriority: 'high' } : { loading: 'lazy' }),
  });
  // Next's inline style (transparent alt text; absolute positioning for `fill`) is left out: the blocks' own CSS
  // lays the image out, and alt text stays readable if the image fails.
  return <img {...props} style={undefined} />;
}
