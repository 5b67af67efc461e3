import { defaultPrice, formatPrice, unitWording } from '../../domain/prices.ts';
import type { Proposition } from '../../schemas/front-office.ts';
import type { BlockContext } from '../context.ts';
import type { HeroBlock, HeroData, ShopWindowOffer } from './schema.ts';

/**
 * Example propositions until the subscriptions issue adds the front-office port to `BlockServices`: the shape is the
 * front office's (schemas/front-office.ts), so replacing this list with the catalog call changes nothing downstream.
 */
function placeholderPropositions(brandCode: string): Proposition[] {
  const proposition = (formula: string, label: string, amount: number, discount?: number): Proposition => ({
    uuid: `placeholder-${brandCode}-${formula}`,
    productUuid: `placeholder-${brandCode}`,
    brandCode,
    productCode: brandCode.toUpperCase(),
    formula: { code: formula, label },
    duration: { amount: 12, unit: 'month' },
    prices: [{ default: true, unit: 'month', price: { discount: amount } }],
    discount: discount === undefined ? null : { percentage: discount },
    isTemporaryPromo: false,
  });
  return [proposition('digital', 'Digitaal', 12.99), proposition('combi', 'Papier + digitaal', 34, 25)];
}

export function toOffer(proposition: Proposition): ShopWindowOffer | undefined {
  const price = defaultPrice(proposition.prices);
  if (price === undefined) return undefined;
  return {
    id: proposition.uuid,
    formula: proposition.formula.label,
    price: formatPrice(price.price.discount),
    unit: unitWording(price.unit),
    discountPercentage: proposition.discount?.percentage ?? undefined,
  };
}

export async function resolveHero(_block: HeroBlock, ctx: BlockContext): Promise<HeroData> {
  const offers = placeholderPropositions(ctx.brand.code).flatMap((proposition) => toOffer(proposition) ?? []);
  return { source: 'placeholder', offers };
}
