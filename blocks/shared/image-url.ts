import { IMAGE_CDN_HOSTS, IMAGE_FORMAT, IMAGE_QUALITY } from './image-config.mjs';

/** Output formats of Storyblok's image service (the image CDN chooses its own, see akamaiUrl). */
type ImageFormat = 'webp' | 'avif' | 'jpeg' | 'png';

/**
 * How an image meets a width AND height: cropped around the centre to fill the box (cover, the default), shrunk to
 * fit inside it (contain), or cropped around what the service finds interesting (smart). Without a height the
 * image keeps its own proportions and fit does nothing.
 */
type ImageFit = 'cover' | 'contain' | 'smart';

export interface ImageUrlOptions {
  readonly width: number;
  readonly height?: number;
  readonly fit?: ImageFit;
  /**
   * Default webp (docs/rules/09-constants-and-limits.md). Storyblok only: the image CDN takes format and quality from
   * its policy.
   */
  readonly format?: ImageFormat;
  /** 1 to 100; default 75. Storyblok only, as format. */
  readonly quality?: number;
  /**
   * Further filters in the service's own terms, applied in order: Storyblok filter names (`{ fill: 'FFFFFF' }` for
   * `fill(FFFFFF)`), Akamai IMQuery transformations (`{ BackgroundColor: 'ffffff' }`).
   */
  readonly filters?: Readonly<Record<string, string | number>>;
}

type Service = 'storyblok' | 'akamai';

/** Storyblok's asset hosts, one per region: a.storyblok.com (EU), a-us.storyblok.com, a-ap..., a-ca... */
const STORYBLOK_ASSET_HOST = /^a(?:-[a-z]+)?\.storyblok\.com$/;

/**
 * Vector and (possibly animated) GIF images are served as they are: resizing or converting them gains nothing or loses
 * the animation.
 */
const AS_IS = /\.(?:svg|gif)$/i;

function absoluteUrl(src: string): URL | undefined {
  try {
    const url = new URL(src);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url : undefined;
  } catch {
    return undefined; // relative: a file the site serves itself
  }
}

function serviceFor(url: URL, cdnHosts: readonly string[]): Service | undefined {
  if (AS_IS.test(url.pathname)) return undefined;
  // An asset URL that already has Storyblok's `/m/` transformations is left as the editor chose it.
  if (STORYBLOK_ASSET_HOST.test(url.hostname) && url.pathname.startsWith('/f/') && !url.pathname.includes('/m/'))
    return 'storyblok';
  if (cdnHosts.includes(url.hostname)) return 'akamai';
  return undefined;
}

/**
 * Whether `imageUrl` can resize this image; anything else (relative, data:, svg, gif, other hosts) is used as it is.
 */
export function isTransformable(src: string, cdnHosts: readonly string[] = IMAGE_CDN_HOSTS): boolean {
  const url = absoluteUrl(src);
  return url !== undefined && serviceFor(url, cdnHosts) !== undefined;
}

const pixels = (value: number): number => Math.max(1, Math.round(value));
const percent = (value: number): number => Math.min(100, Math.max(1, Math.round(value)));

/**
 * Storyblok's image service: `<asset>/m/[fit-in/]<W>x<H>[/smart]/filters:format(webp):quality(75)[:more]`.
 * A height of 0 keeps the proportions; `/m/` asks for the transformations (storyblok.com/docs/api/image-service).
 */
function storyblokUrl(url: URL, options: ImageUrlOptions): string {
  const height = options.height === undefined ? 0 : pixels(options.height);
  const fit = height > 0 ? options.fit : undefined;
  const filters = [
    `format(${options.format ?? IMAGE_FORMAT})`,
    `quality(${percent(options.quality ?? IMAGE_QUALITY)})`,
    ...Object.entries(options.filters ?? {}).map(([name, value]) => `${name}(${value})`),
  ];
  const operations = [
    ...(fit === 'contain' ? ['fit-in'] : []),
    `${pixels(options.width)}x${height}`,
    ...(fit === 'smart' ? ['smart'] : []),
    `filters:${filters.join(':')}`,
  ];
  return `${url.origin}${url.pathname}/m/${operations.join('/')}${url.search}${url.hash}`;
}

/**
 * Akamai Image Manager (techdocs.akamai.com/ivm): `imwidth` is its on-demand width (it serves the policy's derivative
 * of at least that width). A height and fit go in an IMQuery `im` string, which the policy must allow:
 * `AspectCrop=(W,H),xPosition=.5,yPosition=.5` crops to the box around the centre (cover; smart too, as Image
 * Manager's smart crops are policy settings), `Resize=(W,H)` fits inside it (contain); filters follow as
 * `Name=value`, separated by `;`, in order. Format and quality are not in the URL: Image Manager picks the format
 * per browser (WebP where the browser takes it) and the quality from the policy, and has no request parameter for
 * either (`imformat` names a browser type, not a format).
 */
function akamaiUrl(url: URL, options: ImageUrlOptions): string {
  const width = pixels(options.width);
  const transformations: string[] = [];
  if (options.height !== undefined) {
    const box = `(${width},${pixels(options.height)})`;
    transformations.push(options.fit === 'contain' ? `Resize=${box}` : `AspectCrop=${box},xPosition=.5,yPosition=.5`);
  }
  transformations.push(...Object.entries(options.filters ?? {}).map(([name, value]) => `${name}=${value}`));
  const query = new URLSearchParams(url.search);
  query.set('imwidth', String(width));
  if (transformations.length > 0) query.set('im', transformations.join(';'));
  return `${url.origin}${url.pathname}?${query.toString()}${url.hash}`;
}

/**
 * The URL of an image at a width (and optionally height, fit, format, quality, filters): through Storyblok's image
 * service for Storyblok assets, through the image CDN for images on its hosts; any other source unchanged.
 */
export function imageUrl(src: string, options: ImageUrlOptions, cdnHosts: readonly string[] = IMAGE_CDN_HOSTS): string {
  const url = absoluteUrl(src);
  const service = url && serviceFor(url, cdnHosts);
  if (url === undefined || service === undefined) return src;
  return service === 'storyblok' ? storyblokUrl(url, options) : akamaiUrl(url, options);
}

/** next/image's loader: it asks for one width (a breakpoint times a density) and maybe a quality. */
export function imageLoader({ src, width, quality }: { src: string; width: number; quality?: number }): string {
  return imageUrl(src, { width, ...(quality === undefined ? {} : { quality }) });
}
