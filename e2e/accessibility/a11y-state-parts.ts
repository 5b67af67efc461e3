import { CLOSED_MESSAGE_ATTRIBUTE } from '../../blocks/customer-service/service-clock-script.ts';
import { MODAL_IDS } from '../../site/chrome/header-footer/modal-ids.ts';
import { pageKey, type A11yState, type A11yVisit } from './a11y-pages.ts';
import { scriptsWith, type PageParts, type PartSelector } from './a11y-structure.ts';

/*
 * Which parts of a page each state of the accessibility stage checks, and the classes' keys of those parts
 * (docs/adr/0034): what e2e/accessibility/a11y-axe.ts checks in the browser and gives every page. Pure:
 * tests/e2e/accessibility/a11y-state-parts.test.ts.
 */

/**
 * The part of the page a state changes; undefined: the whole page. The page around it is the route's own, checked in
 * full in its 'default' state (same brand, route and width); the error page is a page of its own, checked in full.
 */
export const SCOPE: Partial<Record<A11yState, string>> = {
  // The query or the order cookie changes the shop window or the form, not the top bar or the footer.
  campaign: 'main',
  lead: 'main',
  'campaign-lead': 'main',
  'campaign-failed': 'main',
  gift: 'main',
  'actie-errors': 'main',
  'payment-unpaid': 'main',
  'payment-pending': 'main',
  'payment-paid': 'main',
  'region-notice': '[data-testid="region-notice"]',
  'consent-banner': '#consent-banner',
  'consent-settings': '#cc-main',
  // The open panel lies over the shop window, which is checked with the menu closed ('default').
  'account-menu': 'header',
  // The open dialog makes the rest of the page inert; the page itself is checked with it closed ('default').
  'policy-dialog': `#${MODAL_IDS.accessibilityPolicy}`,
  'order-errors': 'main',
  'gift-order-errors': 'main',
  'widget-closed': '[data-status="closed"]',
};

/** The server HTML's elements the scoped checks look at (SCOPE), found by e2e/accessibility/a11y-structure.ts. */
export const SELECTORS = {
  main: { tag: 'main' },
  header: { tag: 'header' },
  regionNotice: { attribute: 'data-testid', value: 'region-notice' },
  consentBanner: { id: 'consent-banner' },
  // Every customer service widget with a clock (the top bar's and the blocks'): the closed hours change them all.
  widget: { attribute: 'data-status', value: 'hours' },
  policyDialog: { id: MODAL_IDS.accessibilityPolicy },
  // The order form validates in its own script (blocks/order-form/order-form.client.tsx), the browser's off.
  orderForm: { attribute: 'novalidate', value: '' },
} as const satisfies Record<string, PartSelector>;

/**
 * Each state's parts (docs/adr/0034): the whole page (its skeleton and every part of its body), or the server's part
 * its check is scoped to; and, where the browser builds the state (a dialog, an open menu, a form's errors, the
 * clock's closed hours, the error boundary, the editor's choice), the client components (or the shop's own inline
 * scripts, by the element they act on) whose data it is built from, which are part of the key. The consent settings
 * are built by the consent manager alone: nothing of them is in the server's HTML.
 */
const STATE_PARTS: Readonly<Record<A11yState, { scope?: keyof typeof SELECTORS; builtFrom?: readonly string[] }>> = {
  default: {},
  campaign: { scope: 'main' },
  lead: { scope: 'main' },
  'campaign-lead': { scope: 'main' },
  'campaign-failed': { scope: 'main' },
  gift: { scope: 'main' },
  'actie-errors': { scope: 'main' },
  'payment-unpaid': { scope: 'main' },
  'payment-pending': { scope: 'main' },
  'payment-paid': { scope: 'main' },
  'region-notice': { scope: 'regionNotice' },
  'consent-banner': { scope: 'consentBanner', builtFrom: ['ConsentBanner', scriptsWith('consent-banner')] },
  'consent-settings': { builtFrom: ['ConsentBanner', 'PrivacySettings'] },
  'account-menu': { scope: 'header', builtFrom: ['AccountMenu'] },
  'policy-dialog': { scope: 'policyDialog', builtFrom: [scriptsWith(MODAL_IDS.accessibilityPolicy)] },
  'order-errors': { scope: 'main', builtFrom: ['OrderFormClient'] },
  'gift-order-errors': { scope: 'main', builtFrom: ['OrderFormClient'] },
  'widget-closed': { scope: 'widget', builtFrom: [scriptsWith(CLOSED_MESSAGE_ATTRIBUTE)] },
  'error-page': { builtFrom: ['BrandProvider'] },
  'not-found': {},
  'editor-preview': { builtFrom: ['LivePreview'] },
};
/** What the browser adds to every page's body (the consent manager's dialogs) is built from these. */
const ADDED_TO_EVERY_PAGE = ['ConsentBanner', 'PrivacySettings'];
/** The inline scripts that build a state, by the id of the element they act on or a word every one of them holds. */
export const SCRIPT_NEEDLES = ['consent-banner', CLOSED_MESSAGE_ATTRIBUTE, MODAL_IDS.accessibilityPolicy];

/** A page's parts' keys, and for a whole page's check where in it each key lies (axe's findings are put there). */
export interface PagePartKeys {
  readonly parts: readonly string[];
  /** Whole-page checks: the skeleton's key, each body part's keys by its name, the key of what the browser added. */
  readonly whole?: { skeleton: string; byName: ReadonlyMap<string, readonly string[]>; added: string };
}

/**
 * The parts of one state of a visit whose server HTML gave `parts` (undefined: not fetched, a class of its own), with
 * the theme's contrast class (e2e/accessibility/a11y-theme-class.ts) of the visit's brand.
 */
export function partKeys(
  visit: A11yVisit,
  state: A11yState,
  parts: PageParts | undefined,
  theme: string,
): PagePartKeys {
  const key = pageKey(visit, state);
  const { scope, builtFrom = [] } = STATE_PARTS[state];
  const dataOf = (names: readonly string[]) => names.map((name) => parts?.clientData[name] ?? '-');
  // A state the browser builds keys every part by the state and the data it is built from. Any other state is the
  // server's HTML alone, which the parts hold: a block served alike in two states is one class.
  const how = builtFrom.length > 0 ? [state, ...dataOf(builtFrom)] : ['served'];
  const prefix = [visit.width, theme, ...how];
  const part = (...what: string[]) => JSON.stringify([...prefix, ...what]);
  if (!parts) return { parts: [part('not fetched', key)] };
  if (state === 'consent-settings') return { parts: [part('built in the browser')] };
  const byName = new Map<string, string[]>();
  const regions = scope === 'main' ? parts.regions.filter((region) => region.in === 'main#main') : parts.regions;
  for (const region of regions)
    byName.set(region.name, [...(byName.get(region.name) ?? []), part('part', region.structure)]);
  if (scope === 'main' && byName.size > 0) {
    // The main content's check, by its blocks: what it finds is put on the block it lies in.
    const outside = part('outside the main content', key);
    return { parts: [...byName.values()].flat(), whole: { skeleton: outside, byName, added: outside } };
  }
  if (scope) {
    const found = parts.scopes[scope];
    // A scoped state whose part the server did not send is its own class: checked, never assumed.
    return { parts: [found ? part(scope, found) : part('no part', key)] };
  }
  const skeleton = part('skeleton', parts.skeleton);
  // The consent manager's dialogs: refused in them on a first visit, never shown on a returning visitor's.
  const visitor = visit.firstVisit ? 'first visit' : 'returning';
  const added = part('added in the browser', visitor, ...dataOf(ADDED_TO_EVERY_PAGE));
  return { parts: [skeleton, ...[...byName.values()].flat(), added], whole: { skeleton, byName, added } };
}

/**
 * Whether a state is a page a visitor meets, given its visit's server HTML: the gift's form (and so its errors) is
 * shown only where the offer can be given as a gift, which the catalog decides, not the registry. A page not read is
 * kept: it is checked, and tells why.
 */
export const offered = (state: A11yState, parts: PageParts | undefined): boolean =>
  state !== 'gift-order-errors' || parts === undefined || parts.scopes.orderForm !== undefined;
