import type { ExperimentVariant } from '../../domain/experiments/decisions.ts';
import { experimentMid as decidedCampaignMid, type CampaignMids } from '../../domain/experiments/variants.ts';
import { env } from '../env.ts';

/** The mid-override experiments' campaign mids, as the settings give them (site/env.ts MID_OVERRIDE_*). */
export const CAMPAIGN_MIDS: CampaignMids = {
  mid_override_welcome_offer: env.MID_OVERRIDE_WELCOME_OFFER,
  mid_override_summer_campaign: env.MID_OVERRIDE_SUMMER_CAMPAIGN,
  mid_override_winback: env.MID_OVERRIDE_WINBACK,
};

/** The campaign mid the visitor's variations set (domain/experiments/variants.ts experimentMid), or undefined. */
export const experimentMid = (decisions: readonly ExperimentVariant[]) => decidedCampaignMid(decisions, CAMPAIGN_MIDS);
