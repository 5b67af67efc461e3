import type { BlockContext, BlockProblem, BlockServices, PromoFormState } from '../../blocks/context.ts';
import { withoutAccountError, type AccountNoticeKind } from '../../domain/account-error.ts';
import { experimentMid, variantPhoneNumber } from '../../domain/experiments/variants.ts';
import { type ExperimentVariant } from '../../domain/experiments/decisions.ts';
import { mapLead, type Lead } from '../../domain/lead.ts';
import { messagesFor } from '../../domain/messages/index.ts';
import { activeMid, replaceMid, type ActiveMid } from '../../domain/mid.ts';
import { type Query } from '../../domain/query.ts';
import { anonymousKey, catalogGroup, chromeOf, sellerOfChrome, type Chrome, type PageKey } from '../../domain/page-key.ts';
import { customerServicePhoneNumber } from '../../domain/phone-numbers.ts';
import { regionNotice, shouldFetchVisitorCountry, type RegionNotice } from '../../domain/region-notice.ts';
import type { RouteEntry } from '../../domain/routes.ts';
import type { Mid } from '../../schemas/front-office.ts';
import { accountServiceEnabled } from '../account/enabled.ts';
import { ACCOUNT_ROUTES } from '../account/state.ts';
import { brandRoutes, sellerOf, type Brand, type Seller } from '../brands.ts';
import { env } from '../env.ts';
import type { VisitorExperiments } from '../experiments/header.ts';
import { frontOffice } from '../front-office/index.ts';
import * as shared from '../front-office/shared-data.ts';
import { reportProblem } from '../monitoring/report.ts';
import type { FrontOfficeCall } from '../front-office/port.ts';
import { parseVisitorState, type VisitorState } from '../visitor/state.ts';
import { lookupAddress, placeOrder } from '../order/actions.ts';

/** What a page rendered for one visitor knows of the request (docs/adr/0005); absent on prerendered pages. */
export interface VisitorRequest {
  readonly query: Query;
  readonly cookie: (name: string) => string | undefined;
  /** The visitor's path with its query, for X-Client-Path. */
  readonly clientPath: string;
  /** The visitor's address as the front office needs it for the visitor country. */
  readonly visitorIp: string | undefined;
  /** The User-Agent header: crawlers get no tag manager (docs/rules/06-roles.md). */
  readonly userAgent: string | undefined;
  /** What the proxy decided for the visitor's experiments (site/experiments/visitor.ts). */
  readonly experiments: VisitorExperiments;
}

/** Everything a page renders with: the blocks' context and the page-level parts outside the blocks. */
export interface PageContext {
  readonly blocks: BlockContext;
  /** A failed login's notice (docs/rules/08-errors.md), from the query the account callback sent the visitor back with. */
  readonly accountNotice: AccountNotice | undefined;
  readonly activeMid: ActiveMid;
  /** The visitor's experiments: their decisions and the analytics events those raise (none when prerendered). */
  readonly experiments: VisitorExperiments;
}

export interface AccountNotice {
  readonly kind: AccountNoticeKind;
  /** Login again, back to this page without the error. */
  readonly retryHref: string;
}

/** One line per failure with the operation and the error's own message (status and path, never a body or PII). */
function logFailure(operation: string, brandCode: string, error: unknown): void {
  reportProblem(`front-office: ${operation} for ${brandCode} failed`, error);
}

async function orUndefined<T>(operation: string, brandCode: string, load: () => Promise<T>): Promise<T | undefined> {
  try {
    return await load();
  } catch (error) {
    logFailure(operation, brandCode, error);
    return undefined;
  }
}

const title = (brand: Brand) => brand.code.toUpperCase();

/**
 * The blocks' outside world for the brand that sells on the page and a mid: cached where it is the same for every
 * visitor, logged on failure. A block asking for its page's special title gets the seller's catalog slug for it.
 */
function blockServices(seller: Seller, mid: Mid): BlockServices {
  const { brand, catalogSlug } = seller;
  return {
    propositions: ({ group, special }) =>
      orUndefined('catalog', brand.code, () => shared.catalog(brand, mid, group, special === undefined ? undefined : catalogSlug)),
    isBusinessHour: () => orUndefined('business hours', brand.code, () => shared.businessHours(brand)),
    orderActions: { place: placeOrder, lookupAddress },
  };
}

/** One line per problem, with the block's place in the story and never its content (docs/architecture.md#failure-rules). */
function logProblem(problem: BlockProblem): void {
  reportProblem(`content: ${problem.reason} ${problem.component} (${problem.uid}) at ${problem.location}`);
}


/**
 * The catalog group of a visitor's own page: the query's when it names one, else the target group's proposition
 * group for the mid, else 'default'. Mid data failures are logged and change nothing (docs/rules/08-errors.md).
 */
async function visitorCatalogGroup(brand: Brand, query: string | undefined, mid: ActiveMid): Promise<string> {
  const data = mid.source === 'default' ? undefined : await orUndefined('mid data', brand.code, () => shared.midData(mid.mid));
  return catalogGroup(query, data?.propositionGroup);
}

function accountNotice(request: VisitorRequest | undefined, state: VisitorState | undefined): AccountNotice | undefined {
  const kind = state?.accountError;
  // Its only action is to log in again: none while the account service is switched off.
  if (!kind || !request || !accountServiceEnabled()) return undefined;
  return { kind, retryHref: `${ACCOUNT_ROUTES.login}?${new URLSearchParams({ callback_url: withoutAccountError(request.clientPath) })}` };
}

async function visitorLead(brand: Brand, leadId: string | undefined, call: FrontOfficeCall): Promise<Lead | undefined> {
  if (leadId === undefined) return undefined;
  const source = await orUndefined('lead', brand.code, () => frontOffice().lead(leadId, call));
  return source ? mapLead({ ...source, leadId: source.leadId ?? leadId }, brand.locale) : undefined;
}

/**
 * The region notice for a visitor (docs/rules/08-errors.md), by the country the front office gives their address. Asked by
 * the per-visitor layout, which shows it in the top bar; a failure is logged and shows none.
 */
export async function visitorRegionNotice(brand: Brand, call: FrontOfficeCall): Promise<RegionNotice> {
  if (!shouldFetchVisitorCountry(brand.code)) return { kind: 'none' };
  const visitor = await orUndefined('visitor', brand.code, () => frontOffice().visitor({ title: title(brand) }, call));
  return regionNotice(brand.code, visitor?.country);
}

/** What a page is rendered for: a shared page's key (prerendered or rendered once per key), or one visitor's request. */
export type PageFor = { readonly kind: 'shared'; readonly key: PageKey } | { readonly kind: 'visitor'; readonly request: VisitorRequest };

/**
 * The context of a page. For a shared page (docs/adr/0007) everything comes from its key: mid, group and experiment
 * decisions, no lead, no account. For a visitor's own page: the mid by docs/rules/04-states-and-flows.md's priority (query, stored,
 * default) replaced by the lead's and the experiment's, the lead itself, and the group and product of the query.
 * (The region notice is the layout's: visitorRegionNotice.)
 */
export async function pageContext(brand: Brand, route: RouteEntry, page: PageFor = { kind: 'shared', key: anonymousKey(chromeOf(route), env.DEFAULT_MID) }): Promise<PageContext> {
  const request = page.kind === 'visitor' ? page.request : undefined;
  const state = request && parseVisitorState(request.query, request.cookie, brand.country);
  const { mid, group, lead, experiments } = page.kind === 'shared' || !request || !state ? fromKey(sharedKey(page, route)) : await fromRequest(brand, request, state);
  // Everything that follows from a brand code is the seller's (katri on don's /katrien-duck); the look stays the shop's.
  const seller = sellerOf(brand, route);
  const frontOfficeNumber = await orUndefined('phone number', seller.brand.code, () => shared.phoneNumber(seller.brand, mid.mid));
  return {
    activeMid: mid,
    experiments,
    accountNotice: accountNotice(request, state),
    blocks: {
      brand: {
        code: seller.brand.code,
        name: brand.name,
        locale: brand.locale,
        country: brand.country,
        phoneNumber: customerServicePhoneNumber({
          variant: variantPhoneNumber(seller.brand.code, experiments.decisions),
          frontOffice: frontOfficeNumber ?? undefined,
          business: route.name === 'zakelijk',
          country: brand.country,
        }),
      },
      messages: messagesFor(brand.locale),
      mid: mid.mid,
      route,
      visitor: {
        lead,
        group,
        productCode: state?.productCode,
        promoForm: state?.promoForm ?? NO_PROMO_FORM,
        placedOrder: state?.placedOrder,
        paymentReturn: state?.paymentReturn,
        gift: state?.gift,
        propositionId: state?.propositionId,
        account: state?.account,
      },
      clock: { now: () => new Date() },
      experiments: experiments.decisions,
      services: blockServices(seller, mid.mid),
      log: logProblem,
    },
  };
}

interface PageInputs {
  readonly mid: ActiveMid;
  readonly group: string;
  readonly lead: Lead | undefined;
  readonly experiments: VisitorExperiments;
}

function fromKey(key: PageKey): PageInputs {
  return { mid: { mid: key.mid, source: key.source }, group: key.group, lead: undefined, experiments: { decisions: key.decisions } };
}

const sharedKey = (page: PageFor, route: RouteEntry): PageKey => (page.kind === 'shared' ? page.key : anonymousKey(chromeOf(route), env.DEFAULT_MID));

/** A page without a visitor: the /actie form as first shown. */
const NO_PROMO_FORM: PromoFormState = { errors: [], destinationName: '/', actiecode: '', postcode: '' };

async function fromRequest(brand: Brand, request: VisitorRequest, state: VisitorState): Promise<PageInputs> {
  const active = activeMid({ query: state.mid.query, stored: state.mid.stored, configuredDefault: env.DEFAULT_MID });
  const call: FrontOfficeCall = { mid: active.mid, clientPath: request.clientPath, visitorIp: request.visitorIp };
  const lead = await visitorLead(brand, state.leadId, call);
  const { experiments } = request;
  const mid = replaceMid(active, { lead: lead?.mid, experiment: experimentMid(experiments.decisions) });
  return { mid, group: await visitorCatalogGroup(brand, state.group, mid), lead, experiments };
}

/**
 * The context of content around a page rather than in its story (the header menu, the footer's modal, the top
 * bar's customer service): the brand's own, as on its home page, with the page's experiment decisions (a
 * phone-number variant changes the top bar's number too) and its chrome (the business page's top bar shows the
 * business number, docs/rules/09-constants-and-limits.md; a title sold as a brand of its own shows that brand's customer service).
 */
export async function layoutBlockContext(brand: Brand, decisions: readonly ExperimentVariant[] = [], chrome: Chrome = 'consumer'): Promise<BlockContext> {
  const { blocks } = await pageContext(brand, chromeRoute(brand, chrome));
  if (decisions.length === 0) return blocks;
  const variant = variantPhoneNumber(blocks.brand.code, decisions);
  return { ...blocks, experiments: decisions, brand: variant ? { ...blocks.brand, phoneNumber: variant } : blocks.brand };
}

/** The page whose customer service a chrome shows: the business page, the seller's title, or the brand's home. */
function chromeRoute(brand: Brand, chrome: Chrome): RouteEntry {
  if (chrome === 'business') return { path: '/zakelijk', name: 'zakelijk' };
  const seller = sellerOfChrome(chrome);
  const sold = seller === undefined ? undefined : brandRoutes(brand.code).find((route) => route.seller === seller && route.name === 'specialProduct');
  return sold ?? { path: '/', name: 'index' };
}
