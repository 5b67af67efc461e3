// The image settings of docs/rules/09-constants-and-limits.md, in ONE place. Plain ESM JavaScript (typed with JSDoc)
// because next.config.mjs is loaded by Node as it is and cannot import TypeScript; the image URL builder imports it
// too.

/**
 * docs/rules/09-constants-and-limits.md: "Image breakpoints: xs 320, sm 640, md 768, lg 1024, xl 1280, xxl/2xl 1536,
 * lower 320, lhm 411, lhd 1349, upper 1537". Screen widths in CSS pixels.
 */
export const IMAGE_BREAKPOINTS = Object.freeze(
  /** @type {const} */ ({
    xs: 320,
    sm: 640,
    md: 768,
    lg: 1024,
    xl: 1280,
    xxl: 1536,
    '2xl': 1536,
    lower: 320,
    lhm: 411,
    lhd: 1349,
    upper: 1537,
  }),
);

/** docs/rules/09-constants-and-limits.md: "densities 1 and 2". */
export const IMAGE_DENSITIES = Object.freeze(/** @type {const} */ ([1, 2]));

/** docs/rules/09-constants-and-limits.md: "default format webp". */
export const IMAGE_FORMAT = 'webp';

/** Next's own default quality (its `images.qualities` is [75]); the spec names none. */
export const IMAGE_QUALITY = 75;

/**
 * Hosts of the image CDN (docs/rules/09-constants-and-limits.md: "provider akamai"; Akamai Image Manager). The spec
 * names the provider, not its host names: list them here (exact host names). An image on any other host is used as it
 * is.
 */
export const IMAGE_CDN_HOSTS = Object.freeze(/** @type {readonly string[]} */ ([]));

/**
 * Next's `deviceSizes`: the widths a responsive image (one drawn at the screen's width) is offered in. Every
 * breakpoint at both densities, so a 2x phone of 411 px finds an 822 px image. 1537 (`upper`, the first width above
 * xxl, a media-query bound) is left out: as an image width it is 1536 again, and would only add a copy.
 * Sorted and unique, as next/image requires; 13 widths (Next allows 25).
 */
export const DEVICE_SIZES = Object.freeze(
  [...new Set(Object.values(IMAGE_BREAKPOINTS).filter((width) => width !== IMAGE_BREAKPOINTS.upper))]
    .flatMap((width) => IMAGE_DENSITIES.map((density) => width * density))
    .filter((width, index, all) => all.indexOf(width) === index)
    .sort((a, b) => a - b),
);

/**
 * Next's `imageSizes`: widths for images narrower than the smallest screen (an icon, a logo), which Next rounds a
 * fixed-size image up to. Not from the spec (it only names screens): Next's own defaults below xs, so a 48 px icon
 * is fetched at 48 and 96 px, not at 320. Next wants them all below the smallest device size.
 */
export const IMAGE_SIZES = Object.freeze([32, 48, 64, 96, 128, 256]);
