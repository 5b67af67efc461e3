import type { Country } from '../schemas/brand.ts';

/** docs/rules/09-constants-and-limits.md: 'Default phone is a Dutch 088 number'. */
export const DEFAULT_PHONE_NUMBER = '088 - 0505 000';

/**
 * docs/rules/09-constants-and-limits.md: 'business sites have one number for Belgium, one for the Netherlands (values
 * not shown)'. The front office gives them (site/front-office/shared-data.ts businessPhoneNumber); these are shown
 * only when it answers none typed 'business' or fails, which site/page/context.ts logs.
 */
export const BUSINESS_PHONE_NUMBERS: Readonly<Record<Country, string>> = {
  nl: '088 - 0505 050',
  be: '03 - 303 05 05',
};

export interface PhoneNumberSources {
  /** The number an experiment variant sets for the brand (docs/rules/04-states-and-flows.md: ad, vk, mar, don, lib). */
  readonly variant?: string | undefined;
  /** The front office's number for the brand and the visitor's mid (GET /front-office/v2/phone-numbers). */
  readonly frontOffice?: string | undefined;
  /** The front office's business number for the brand's country (the same call with business=true, typed so). */
  readonly frontOfficeBusiness?: string | undefined;
  /** Whether the page is the business page (zakelijk). */
  readonly business: boolean;
  readonly country: Country;
}

/**
 * The customer-service number a page shows: the business number on the business page, always
 * (docs/rules/02-routes-and-layout.md), a visitor in a phone-number experiment included: the front office's, else
 * BUSINESS_PHONE_NUMBERS'. Elsewhere an experiment variant's number (it is what the variant tests), then the front
 * office's number for brand and mid, then the default. Blank values count as absent.
 */
export function customerServicePhoneNumber(sources: PhoneNumberSources): string {
  const present = (value: string | undefined) => (value?.trim() ? value.trim() : undefined);
  if (sources.business) return present(sources.frontOfficeBusiness) ?? BUSINESS_PHONE_NUMBERS[sources.country];
  return present(sources.variant) ?? present(sources.frontOffice) ?? DEFAULT_PHONE_NUMBER;
}

/**
 * The number in the messages that stand in for data that failed (docs/rules/08-errors.md): the page's number, but
 * never an experiment's test number (a call about a failure is not the variant's doing).
 */
export function fallbackPhoneNumber(sources: PhoneNumberSources): string {
  return customerServicePhoneNumber({ ...sources, variant: undefined });
}
