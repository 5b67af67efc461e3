import { format } from '../../domain/messages/index.ts';
import { defaultPrice, durationWording, formatPrice, unitWording } from '../../domain/prices.ts';
import { GIFT_QUERY_KEY, propositionsFor } from '../../domain/gifts.ts';
import { dedupePropositions, defaultProposition } from '../../domain/propositions.ts';
import { orderPathFor } from '../../domain/routes.ts';
import type { Proposition } from '../../schemas/front-office.ts';
import type { BlockContext } from '../context.ts';
import type { HeroBlock, HeroData, ShopWindowOffer } from './schema.ts';

function toOffer(proposition: Proposition, messages: BlockContext['messages']): ShopWindowOffer | undefined {
  const price = defaultPrice(proposition.prices);
  if (price === undefined) return undefined;
  const percentage = proposition.discount?.percentage;
  return {
    id: proposition.uuid,
    formula: proposition.formula.label,
    price: formatPrice(price.price.discount),
    unit: unitWording(price.unit),
    duration: format(messages.shopWindow.duration, { duration: durationWording(proposition.duration) }),
    discount: percentage ? format(messages.shopWindow.discount, { percentage: Math.round(percentage) }) : undefined,
    promo: proposition.isTemporaryPromo ? messages.shopWindow.promo : undefined,
    billing: { unit: price.unit, term: { amount: proposition.duration.amount, unit: proposition.duration.unit } },
  };
}

/** The visitor's name as a greeting uses it: first name, else initials with the family name. */
function leadName(lead: NonNullable<BlockContext['visitor']['lead']>): string | undefined {
  if (lead.firstName) return lead.firstName;
  const family = [lead.middleName, lead.lastName].filter(Boolean).join(' ');
  return family ? [lead.initials, family].filter(Boolean).join(' ') : undefined;
}

/**
 * The shop window's offer: the brand's propositions for the visitor's mid and group, one per formula (the highest
 * discount, preferring the brand's own: docs/rules/05-validation.md; the editor may choose one per product, or per
 * brand, product and formula, instead), narrowed to the block's formulas, with the default
 * proposition (docs/rules/04-states-and-flows.md) preselected: the query's or the lead's product when it has one, else
 * all.
 */
export async function resolveHero(block: HeroBlock, ctx: BlockContext): Promise<HeroData> {
  const { messages, visitor } = ctx;
  if (!block.showOffers) return { state: 'heading-only' };
  const propositions = await ctx.services.propositions({ group: visitor.group, special: ctx.route.special });
  if (propositions === undefined) {
    return {
      state: 'unavailable',
      message: format(messages.shopWindow.unavailable, { phone: ctx.brand.fallbackPhoneNumber }),
    };
  }
  const gift = visitor.gift === true;
  const ofKind = propositionsFor(propositions, gift);
  // The block's formulas narrow the subscriptions; gifts are the catalog's own choice.
  const wanted =
    gift || block.formulas.length === 0
      ? ofKind
      : ofKind.filter((p) => block.formulas.includes(p.formula.code.toLowerCase()));
  const shown = dedupePropositions(wanted, block.dedupe, ctx.brand.code).flatMap((proposition) => {
    const offer = toOffer(proposition, messages);
    return offer ? [{ proposition, offer }] : [];
  });
  const productCode = visitor.productCode ?? visitor.lead?.productCode;
  const candidates = shown.map(({ proposition }) => proposition);
  const selected =
    (productCode && defaultProposition(candidates, { code: productCode })) || defaultProposition(candidates);
  if (selected === undefined) return { state: 'empty', message: messages.shopWindow.empty };
  const name = visitor.lead && leadName(visitor.lead);
  const hasGifts = propositionsFor(propositions, true).length > 0;
  const here = ctx.route.path;
  return {
    state: 'offers',
    legend: gift ? messages.gift.legend : messages.shopWindow.legend,
    gift,
    switchLink: gift
      ? { intro: messages.gift.forSelf, text: messages.gift.forSelfLink, href: here }
      : hasGifts
        ? { intro: messages.gift.giveIntro, text: messages.gift.give, href: `${here}?${GIFT_QUERY_KEY}=true` }
        : undefined,
    offers: shown.map(({ offer }) => offer),
    selectedId: selected.uuid,
    orderPath: orderPathFor(ctx.route),
    orderButton: messages.shopWindow.orderButton,
    leadId: visitor.lead?.leadId,
    greeting: name ? format(messages.shopWindow.leadGreeting, { name }) : undefined,
    seller: ctx.brand.publicSite,
  };
}
