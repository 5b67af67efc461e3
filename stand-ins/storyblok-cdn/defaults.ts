import { STAND_IN_PORTS } from '../shared/ports.mjs';

/*
 * What the site and the CDN stand-in agree on when nothing is configured: where the stand-in listens and the two
 * access tokens of its space. Storyblok's own tokens are secrets of a space; these open nothing but the stand-in.
 */

/** `npm start` and the cluster run the stand-in here (STORYBLOK_CDN_PORT moves it). */
export const CDN_STAND_IN_PORT = STAND_IN_PORTS.storyblokCdn;

/** The space's public token: published content only. */
export const CDN_STAND_IN_PUBLIC_TOKEN = 'local-public-token';

/** The space's preview token: drafts too (STORYBLOK_PREVIEW_TOKEN, when set, replaces it on both sides). */
export const CDN_STAND_IN_PREVIEW_TOKEN = 'local-preview-token';

/** The CDN API's base URL on a port, as the SDK takes it. */
export const cdnStandInEndpoint = (port: number = CDN_STAND_IN_PORT) => `http://127.0.0.1:${port}/v2`;
