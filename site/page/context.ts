import { cache } from 'react';
import type { BlockContext, BlockProblem, BlockServices, PromoFormState } from '../../blocks/context.ts';
import { withoutAccountError, type AccountNoticeKind } from '../../domain/account/error.ts';
import { variantPhoneNumber } from '../../domain/experiments/variants.ts';
import { mapLead, type Lead } from '../../domain/lead.ts';
import { messagesFor } from '../../domain/messages/index.ts';
import { replaceMid, type ActiveMid } from '../../domain/mid.ts';
import { anonymousKey, catalogGroup, chromeOf, type PageKey } from '../../domain/page-key.ts';
import {
  customerServicePhoneNumber,
  fallbackPhoneNumber,
  type PhoneNumberSources,
} from '../../domain/phone-numbers.ts';
import { regionNotice, shouldFetchVisitorCountry, type RegionNotice } from '../../domain/region-notice.ts';
import type { RouteEntry } from '../../domain/routes.ts';
import { publicSite } from '../../domain/seo/structured-data.ts';
import type { Mid } from '../../schemas/front-office.ts';
import { accountServiceEnabled } from '../account/enabled.ts';
import { ACCOUNT_ROUTES } from '../account/state.ts';
import { sellerOf, type Brand, type Seller } from '../brands.ts';
import { env } from '../env.ts';
import { experimentMid } from '../experiments/campaign-mids.ts';
import type { VisitorExperiments } from '../experiments/header.ts';
import { frontOffice } from '../front-office/index.ts';
import * as shared from '../front-office/shared-data.ts';
import { reportProblem } from '../monitoring/report.ts';
import type { FrontOfficeCall } from '../front-office/port.ts';
import type { Visit } from '../visitor/visit.ts';
import { lookupAddress, placeOrder } from '../order/actions.ts';
import { frontOfficeTitle } from '../front-office/brand-query.ts';

/** Everything a page renders with: the blocks' context and the page-level parts outside the blocks. */
export interface PageContext {
  readonly blocks: BlockContext;
  /**
   * A failed login's notice (docs/rules/08-errors.md), from the query the account callback sent the visitor back with.
   */
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

/**
 * The blocks' outside world for the brand that sells on the page and the page's call (its active mid and current
 * path, docs/rules/07-calls.md): cached where it is the same for every visitor, logged on failure. A block asking for
 * its page's special title gets the seller's catalog slug for it. The default offer is the one a shared page shows
 * when the mid's target group was not had (domain/page-key.ts pageKey): the configured default mid's catalog, in
 * `defaultOfferGroup`, the group the query alone decides.
 */
function blockServices(seller: Seller, call: FrontOfficeCall, defaultOfferGroup: string): BlockServices {
  const { brand, catalogSlug } = seller;
  const { mid, clientPath } = call;
  const catalog = (catalogMid: Mid, group: string, special: string | undefined) =>
    orUndefined('catalog', brand.code, () =>
      shared.catalog(brand, catalogMid, group, special === undefined ? undefined : catalogSlug, clientPath),
    );
  return {
    propositions: ({ group, special }) => catalog(mid, group, special),
    defaultOffer: async ({ special }) =>
      mid === env.DEFAULT_MID ? undefined : catalog(env.DEFAULT_MID, defaultOfferGroup, special),
    report: (problem) => reportProblem(problem),
    businessHours: () => orUndefined('business hours', brand.code, () => shared.businessHours(brand, call)),
    orderActions: { place: placeOrder, lookupAddress },
  };
}

/**
 * One line per problem, with the block's place in the story and never its content (docs/architecture.md#failure-rules).
 */
function logProblem(problem: BlockProblem): void {
  reportProblem(`content: ${problem.reason} ${problem.component} (${problem.uid}) at ${problem.location}`);
}

/**
 * The catalog group of a visitor's own page: the query's when it names one, else the target group's proposition
 * group for the mid, else 'default'; and whether the front office knows the mid (the default it knows). Mid data
 * failures are logged and change nothing (docs/rules/08-errors.md).
 */
async function visitorMid(
  brand: Brand,
  query: string | undefined,
  mid: ActiveMid,
  clientPath: string,
): Promise<{ readonly group: string; readonly known: boolean }> {
  if (mid.source === 'default') return { group: catalogGroup(query, undefined), known: true };
  const data = await orUndefined('mid data', brand.code, () => shared.midData({ mid: mid.mid, clientPath }));
  return { group: catalogGroup(query, data?.propositionGroup), known: Boolean(data) };
}

function accountNotice(visit: Visit | undefined): AccountNotice | undefined {
  const kind = visit?.state.accountError;
  // Its only action is to log in again: none while the account service is switched off.
  if (!kind || !visit || !accountServiceEnabled()) return undefined;
  return {
    kind,
    retryHref: `${ACCOUNT_ROUTES.login}?${new URLSearchParams({
      callback_url: withoutAccountError(visit.clientPath),
    })}`,
  };
}

async function visitorLead(brand: Brand, leadId: string | undefined, call: FrontOfficeCall): Promise<Lead | undefined> {
  if (leadId === undefined) return undefined;
  const source = await orUndefined('lead', brand.code, () => frontOffice().lead(leadId, call));
  return source ? mapLead({ ...source, leadId: source.leadId ?? leadId }, brand.locale) : undefined;
}

/**
 * The region notice for a visitor (docs/rules/08-errors.md), by the country the front office gives their address. Asked
 * by the per-visitor layout, which shows it in the top bar; a failure is logged and shows none.
 */
export async function visitorRegionNotice(brand: Brand, call: FrontOfficeCall): Promise<RegionNotice> {
  if (!shouldFetchVisitorCountry(brand.code)) return { kind: 'none' };
  const visitor = await orUndefined('visitor', brand.code, () =>
    frontOffice().visitor({ title: frontOfficeTitle(brand) }, call),
  );
  return regionNotice(brand.code, visitor?.country);
}

/**
 * What a page is rendered for: a shared page's key (prerendered or rendered once per key), or one visitor's request.
 */
export type PageFor =
  { readonly kind: 'shared'; readonly key: PageKey } | { readonly kind: 'visitor'; readonly visit: Visit };

/**
 * The context of a page. For a shared page (docs/adr/0007) everything comes from its key: mid, group and experiment
 * decisions, no lead, no account. For a visitor's own page: the mid by docs/rules/04-states-and-flows.md's priority
 * (query, stored, default) replaced by the lead's and the experiment's, the lead itself, and the group and product of
 * the query. (The region notice is the layout's: visitorRegionNotice.)
 */
export async function pageContext(
  brand: Brand,
  route: RouteEntry,
  page: PageFor = { kind: 'shared', key: anonymousKey(chromeOf(route), env.DEFAULT_MID) },
): Promise<PageContext> {
  const visit = page.kind === 'visitor' ? page.visit : undefined;
  const state = visit?.state;
  const inputs = visit ? await visitorInputs(brand, visit) : fromKey(sharedKey(page, route));
  const { mid, group, lead, experiments } = inputs;
  // docs/rules/07-calls.md: every call with the active mid and the current path, a visitor's with their query; a
  // shared page knows no query (it is the same page for every query).
  const call: FrontOfficeCall = { mid: mid.mid, clientPath: visit?.clientPath ?? route.path };
  // Everything that follows from a brand code is the seller's (katri on don's /katrien-duck); the look stays the
  // shop's.
  const seller = visit?.seller ?? sellerOf(brand, route);
  const business = route.name === 'zakelijk';
  const frontOfficeNumber = business ? undefined : await consumerPhoneNumber(seller.brand, inputs.numberMid, call);
  const frontOfficeBusiness = business ? await businessPhoneNumber(seller.brand, call) : undefined;
  return {
    activeMid: mid,
    experiments,
    accountNotice: accountNotice(visit),
    blocks: {
      brand: {
        code: seller.brand.code,
        name: brand.name,
        locale: brand.locale,
        country: brand.country,
        links: brand.links,
        publicSite: publicSite(brand),
        ...phoneNumbers({
          variant: variantPhoneNumber(seller.brand.code, experiments.decisions),
          frontOffice: frontOfficeNumber,
          frontOfficeBusiness,
          business,
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
      // The default offer's group: what a shared page's key holds when the mid's target group was not had.
      services: blockServices(seller, call, visit ? catalogGroup(state?.group, undefined) : group),
      log: logProblem,
    },
  };
}

async function consumerPhoneNumber(brand: Brand, mid: Mid, call: FrontOfficeCall): Promise<string | undefined> {
  return (await orUndefined('phone number', brand.code, () => shared.phoneNumber(brand, mid, call))) ?? undefined;
}

/**
 * The front office's business number: only a number it answered as one (typed 'business'). A front office that
 * ignores the business question answers its consumer number, which a business page must not show. Without one every
 * business page shows the fallback constant (domain/phone-numbers.ts), so its absence is logged as a failure is.
 */
async function businessPhoneNumber(brand: Brand, call: FrontOfficeCall): Promise<string | undefined> {
  const answer = await orUndefined('business phone number', brand.code, () => shared.businessPhoneNumber(brand, call));
  // undefined: failed, and logged as such.
  if (answer === undefined) return undefined;
  if (answer?.type === 'business' && answer.number.trim()) return answer.number;
  reportProblem(
    answer?.number.trim()
      ? `front-office: the phone number for ${brand.code} is not the business number ` +
          `(type ${answer.type ?? 'none'}), the fallback shown`
      : `front-office: no business phone number for ${brand.code}, the fallback shown`,
  );
  return undefined;
}

/** The number the page shows, and the one its fallback messages show (never a variant's: docs/rules/08-errors.md). */
const phoneNumbers = (sources: PhoneNumberSources) => ({
  phoneNumber: customerServicePhoneNumber(sources),
  fallbackPhoneNumber: fallbackPhoneNumber(sources),
});

interface PageInputs {
  readonly mid: ActiveMid;
  /**
   * The mid the consumer number is asked for: the page's when the front office knows it, else the default, as a shared
   * page's key has it (domain/page-key.ts): invented mids share the default's cache entry, not one each.
   */
  readonly numberMid: Mid;
  readonly group: string;
  readonly lead: Lead | undefined;
  readonly experiments: VisitorExperiments;
}

function fromKey(key: PageKey): PageInputs {
  return {
    mid: { mid: key.mid, source: key.source },
    numberMid: key.mid,
    group: key.group,
    lead: undefined,
    experiments: { decisions: key.decisions },
  };
}

const sharedKey = (page: PageFor, route: RouteEntry): PageKey =>
  page.kind === 'shared' ? page.key : anonymousKey(chromeOf(route), env.DEFAULT_MID);

/** A page without a visitor: the /actie form as first shown. */
const NO_PROMO_FORM: PromoFormState = { errors: [], destinationName: '/', actiecode: '', postcode: '' };

async function fromVisit(brand: Brand, visit: Visit): Promise<PageInputs> {
  const call: FrontOfficeCall = { mid: visit.mid.mid, clientPath: visit.clientPath, visitorIp: visit.address };
  const lead = await visitorLead(brand, visit.state.leadId, call);
  const { experiments } = visit;
  const mid = replaceMid(visit.mid, { lead: lead?.mid, experiment: experimentMid(experiments.decisions) });
  const { group, known } = await visitorMid(brand, visit.state.group, mid, visit.clientPath);
  return { mid, numberMid: known ? mid.mid : env.DEFAULT_MID, group, lead, experiments };
}

/**
 * A visitor's page inputs, once per request (React's cache): the per-visitor layout's top bar asks with the page's
 * mid (site/chrome/layout-context.ts), and the lead behind it is asked once.
 */
const visitorInputs = cache(fromVisit);
