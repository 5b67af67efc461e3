import {
  CDN_STAND_IN_PORT,
  CDN_STAND_IN_PREVIEW_TOKEN,
  CDN_STAND_IN_PUBLIC_TOKEN,
  cdnStandInEndpoint,
} from '../../stand-ins/storyblok-cdn/defaults.ts';
import type { Env } from '../env.ts';

export interface ContentSettings {
  readonly endpoint: string | undefined;
  readonly token: string;
  /** The token that reads drafts: the space's preview token. */
  readonly previewToken: string;
}

/**
 * Where content comes from (docs/adr/0013): with STORYBLOK_TOKEN, Storyblok (its EU region unless STORYBLOK_ENDPOINT
 * names another); without, the same client against the local CDN stand-in (stand-ins/storyblok-cdn) that `npm start`,
 * the build and the tests run, on STORYBLOK_ENDPOINT when they moved it. Only the tokens of the stand-in's space
 * are embedded here.
 */
export function contentSettings(
  env: Pick<Env, 'STORYBLOK_TOKEN' | 'STORYBLOK_ENDPOINT' | 'STORYBLOK_PREVIEW_TOKEN'>,
): ContentSettings {
  if (env.STORYBLOK_TOKEN) {
    return {
      endpoint: env.STORYBLOK_ENDPOINT,
      token: env.STORYBLOK_TOKEN,
      previewToken: env.STORYBLOK_PREVIEW_TOKEN ?? env.STORYBLOK_TOKEN,
    };
  }
  return {
    endpoint: env.STORYBLOK_ENDPOINT ?? cdnStandInEndpoint(),
    token: CDN_STAND_IN_PUBLIC_TOKEN,
    previewToken: env.STORYBLOK_PREVIEW_TOKEN ?? CDN_STAND_IN_PREVIEW_TOKEN,
  };
}

/**
 * The token the visual editor's signature is checked with (site/content/preview.ts): the space's preview token, on
 * the local stand-in's space its own, so that `npm start` shows the editor's view with nothing configured. Undefined:
 * no preview.
 */
export function editorSigningToken(env: Pick<Env, 'STORYBLOK_TOKEN' | 'STORYBLOK_PREVIEW_TOKEN'>): string | undefined {
  return env.STORYBLOK_PREVIEW_TOKEN ?? (env.STORYBLOK_TOKEN ? undefined : CDN_STAND_IN_PREVIEW_TOKEN);
}

/**
 * The CDN stand-in's origin on a run that reads the stand-in's space; undefined otherwise. Its editor
 * (/_stand-in/editor, docs/adr/0029) may frame a preview beside Storyblok's, and it is the asset host of the
 * repository's images, which the site serves at /assets/ (docs/adr/0036-repository-images-offline.md).
 */
export function standInOrigin(
  env: Pick<Env, 'STORYBLOK_TOKEN' | 'STORYBLOK_ENDPOINT' | 'STORYBLOK_PREVIEW_TOKEN'>,
): string | undefined {
  if (env.STORYBLOK_TOKEN) return undefined;
  const { endpoint } = contentSettings(env);
  return endpoint === undefined ? undefined : new URL(endpoint).origin;
}

/** What production's start-up check recognises as the stand-in's (site/production-settings.ts). */
export const CDN_STAND_IN = {
  port: CDN_STAND_IN_PORT,
  tokens: [CDN_STAND_IN_PUBLIC_TOKEN, CDN_STAND_IN_PREVIEW_TOKEN],
} as const;
