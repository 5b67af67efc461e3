import type { MID_WORLDS, MidData } from '../../schemas/front-office.ts';

/** How a target group changes the catalog of the stand-in. */
export type CatalogVariant =
  | { readonly kind: 'none' }
  /** Every regular proposition this many percentage points cheaper (a temporary promo keeps its price). */
  | { readonly kind: 'extra-discount'; readonly percentagePoints: number }
  /** A student proposition added to each brand's main product. */
  | { readonly kind: 'student' }
  /** The catalog request fails with HTTP 500 (fault tests). */
  | { readonly kind: 'fail' };

export interface TargetGroup {
  readonly midData: MidData & { readonly world: (typeof MID_WORLDS)[number] };
  readonly variant: CatalogVariant;
}

/**
 * The stand-in's fixed mids (README.md beside this file). Any other valid mid gets the default catalog and no mid
 * data (404), as an unknown mid does upstream.
 */
export const TARGET_GROUPS: Readonly<Record<string, TargetGroup>> = {
  'CAM-000001': {
    midData: {
      campaign: 'Standaard aanbod',
      propositionGroup: 'default',
      touchPointChannel: 'web',
      touchPointContent: 'shop',
      world: 'Campagnes',
    },
    variant: { kind: 'none' },
  },
  /** The site's configured default mid (DEFAULT_MID in site/env.ts). */
  'CAM-SHOP01': {
    midData: {
      campaign: 'Webshop',
      propositionGroup: 'default',
      touchPointChannel: 'web',
      touchPointContent: 'shop',
      world: 'Campagnes',
    },
    variant: { kind: 'none' },
  },
  'CAM-ZOMER1': {
    midData: {
      campaign: 'Zomeractie 2026',
      propositionGroup: 'default',
      touchPointChannel: 'email',
      touchPointContent: 'nieuwsbrief-zomer',
      world: 'Campagnes',
    },
    variant: { kind: 'extra-discount', percentagePoints: 10 },
  },
  /**
   * A six-segment mid (docs/rules/03-entities.md) of the same campaign as CAM-ZOMER1, reached by text message. Its own
   * offer (12 points, not CAM-ZOMER1's 10) lets a test tell that the whole mid reached the front office, not just its
   * campaign segment.
   */
  'CAM-ZOMER1|TCH-SMS001|TCO-SMSZMR|CTY-CAMPGN|CCO-ZOMER1|PRG-DEFLT1': {
    midData: {
      campaign: 'Zomeractie 2026',
      propositionGroup: 'default',
      touchPointChannel: 'sms',
      touchPointContent: 'sms-zomer',
      world: 'Campagnes',
    },
    variant: { kind: 'extra-discount', percentagePoints: 12 },
  },
  'CAM-STUDNT': {
    midData: {
      campaign: 'Studentenaanbod',
      propositionGroup: 'default',
      touchPointChannel: 'web',
      touchPointContent: 'studentenpagina',
      world: 'Digitaal ecosysteem',
    },
    variant: { kind: 'student' },
  },
  'PRG-FALLBK': {
    midData: {
      campaign: 'Terugvalaanbod',
      propositionGroup: 'fallback',
      touchPointChannel: 'web',
      touchPointContent: 'shop',
      world: 'Retentie',
    },
    variant: { kind: 'none' },
  },
  'TCO-LEAD01': {
    midData: {
      campaign: 'Leadopvolging',
      propositionGroup: 'default',
      touchPointChannel: 'telefoon',
      touchPointContent: 'lead',
      world: 'Lead to sale',
    },
    variant: { kind: 'none' },
  },
  /** The campaign mids of the mid-override experiments: the site's local defaults (site/env.ts LOCAL_MIDS). */
  'CAM-WELK01': {
    midData: {
      campaign: 'Welkomstaanbod',
      propositionGroup: 'default',
      touchPointChannel: 'web',
      touchPointContent: 'experiment',
      world: 'Campagnes',
    },
    variant: { kind: 'extra-discount', percentagePoints: 15 },
  },
  'CAM-ZOMR01': {
    midData: {
      campaign: 'Zomercampagne',
      propositionGroup: 'default',
      touchPointChannel: 'web',
      touchPointContent: 'experiment',
      world: 'Campagnes',
    },
    variant: { kind: 'extra-discount', percentagePoints: 5 },
  },
  'CAM-WINB01': {
    midData: {
      campaign: 'Winback',
      propositionGroup: 'default',
      touchPointChannel: 'web',
      touchPointContent: 'experiment',
      world: 'Winback',
    },
    variant: { kind: 'extra-discount', percentagePoints: 20 },
  },
  'CAM-FAIL01': {
    midData: {
      campaign: 'Storingstest',
      propositionGroup: 'default',
      touchPointChannel: 'web',
      touchPointContent: 'storing',
      world: 'Campagnes',
    },
    variant: { kind: 'fail' },
  },
};

/** The target group of a mid (any case), if it is one of ours. */
export function targetGroup(mid: string | undefined): TargetGroup | undefined {
  return mid === undefined ? undefined : TARGET_GROUPS[mid.toUpperCase()];
}
