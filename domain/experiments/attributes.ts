import type { BrandType, Country } from '../../schemas/brand.ts';
import type { AppEnv } from '../brand-resolution.ts';
import type { Mid } from '../mid.ts';
import { single, type Query } from '../query.ts';

/* The visitor's attributes Optimizely's audiences target (docs/rules/03-entities.md). */

/** Optimizely's audience conditions compare strings and booleans; an absent attribute is left out, not sent empty. */
export type ExperimentAttributes = {
  channel?: string;
  title: string;
  otag?: string;
  mid: string;
  flowStep?: string;
  campaign?: string;
  returning: boolean;
  productType?: string;
  magazines: boolean;
  host?: string;
  url?: string;
  environment: string;
  country: string;
};

export interface AttributeInputs {
  readonly brandCode: string;
  readonly brandType: BrandType;
  /** The visitor's country when known (visitor lookup), else the brand's. */
  readonly country: Country;
  readonly mid: Mid;
  readonly query: Query;
  /** The target group's touch point channel and campaign of the mid (docs/rules/03-entities.md, mid data). */
  readonly channel?: string | undefined;
  readonly campaign?: string | undefined;
  /** Customer data: flow step and last product type (docs/rules/03-entities.md). */
  readonly flowStep?: string | undefined;
  readonly productType?: string | undefined;
  /** Whether the visitor came with an experiment user id cookie already. */
  readonly returning: boolean;
  readonly host?: string | undefined;
  readonly url?: string | undefined;
  readonly appEnv: AppEnv;
}

const present = (value: string | undefined): string | undefined => (value?.trim() ? value.trim() : undefined);

/**
 * docs/rules/03-entities.md's attributes: title is the brand code upper case, magazines tells a magazine shop, flowStep
 * comes from the query before customer data, and blank values are left out.
 */
export function experimentAttributes(inputs: AttributeInputs): ExperimentAttributes {
  const optional = {
    channel: present(inputs.channel),
    otag: present(single(inputs.query.otag)),
    flowStep: present(single(inputs.query.flowStep)) ?? present(inputs.flowStep),
    campaign: present(inputs.campaign),
    productType: present(inputs.productType),
    host: present(inputs.host),
    url: present(inputs.url),
  };
  return {
    title: inputs.brandCode.toUpperCase(),
    mid: inputs.mid,
    returning: inputs.returning,
    magazines: inputs.brandType === 'magazine',
    environment: inputs.appEnv,
    country: inputs.country,
    ...Object.fromEntries(Object.entries(optional).filter(([, value]) => value !== undefined)),
  };
}
