import { termsUrl } from '../../domain/legal-links.ts';
import { format } from '../../domain/messages/index.ts';
import {
  deliveredOnPaper,
  isStudentOrder,
  orderedProposition,
  orderSummary,
  paymentMethodsFor,
  renews,
} from '../../domain/order.ts';
import { isOnlinePayment } from '../../domain/payments/methods.ts';
import { orderDay } from '../../domain/order-form/dates.ts';
import { orderFormErrorText } from '../../domain/order-form/errors.ts';
import { shownPayment } from '../../domain/order-form/to-order.ts';
import { IDEAL_BANK_NAMES, MAX_LENGTH, ORDER_FORM_ERROR_CODES, type IdealBank } from '../../schemas/order-form.ts';

const COUNTRIES = ['nl', 'be'] as const;
import type { BlockContext } from '../context.ts';
import type { OrderFormBlock, OrderFormData } from './schema.ts';

/**
 * What is known of the visitor: the lead's details (domain/lead.ts already dropped an address of another country),
 * else the logged-in visitor's first name and e-mail (the lead is the more specific: it belongs to this offer).
 */
function prefill(visitor: BlockContext['visitor']): Record<string, string> {
  const { lead, account } = visitor;
  if (!lead) return account ? withoutBlanks({ firstName: account.givenName, email: account.email }) : {};
  return withoutBlanks({
    gender: lead.gender === 'U' ? undefined : lead.gender,
    firstName: lead.firstName,
    middleName: lead.middleName,
    lastName: lead.lastName,
    email: lead.email,
    phone: lead.phone,
    postalCode: lead.postalCode,
    houseNumber: lead.houseNumber,
    houseNumberAddition: lead.houseNumberAddition,
    street: lead.street,
    city: lead.city,
  });
}

function withoutBlanks(fields: Readonly<Record<string, string | undefined>>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(fields).filter((entry): entry is [string, string] => entry[1] !== undefined && entry[1] !== ''),
  );
}

/**
 * The order form for the proposition the visitor chose (or the default of the product or brand), with how it may
 * be paid, whether it needs a start date, a fresh idempotency key, and the lead's details filled in. A choice on offer
 * neither in the visitor's catalog nor in the default offer's is logged and told unavailable (domain/order.ts).
 */
export async function resolveOrderForm(block: OrderFormBlock, ctx: BlockContext): Promise<OrderFormData> {
  const { messages, visitor, brand } = ctx;
  const title = block.title ?? messages.orderFlow.heading;
  const unavailable = {
    state: 'unavailable' as const,
    title,
    message: format(messages.orderFlow.unavailable, { phone: brand.fallbackPhoneNumber }),
  };
  const special = ctx.route.special;
  const own = await ctx.services.propositions({ group: visitor.group, special });
  const { propositionId } = visitor;
  // A choice not in the visitor's own catalog may be from the default offer's shop window (domain/order.ts).
  const defaultOffer =
    propositionId && !own?.some((candidate) => candidate.uuid === propositionId)
      ? await ctx.services.defaultOffer({ special })
      : undefined;
  const ordered = orderedProposition(
    { own, defaultOffer },
    {
      propositionId,
      productCode: visitor.productCode ?? visitor.lead?.productCode,
      student: ctx.route.name === 'studenten-bestellen',
      gift: visitor.gift === true,
    },
  );
  if (ordered.kind === 'gone') {
    // Never another proposition in its place (domain/order.ts): the visitor is told, the site is told why.
    const where = `neither ${ctx.mid ?? 'the default mid'}'s catalog nor the default offer's`;
    ctx.services.report(
      `order form: ${brand.code}'s proposition ${ordered.propositionId} is in ${where}; told unavailable`,
    );
  }
  if (ordered.kind !== 'proposition') return unavailable;
  const { proposition, gift } = ordered;
  const summary = orderSummary(proposition);
  const student = isStudentOrder(ctx.route.name, proposition);
  const methods = paymentMethodsFor(proposition, brand.country);
  // Back from an unpaid attempt (in this browser): the same order, paid online again (it is placed as awaiting
  // payment).
  const retry = visitor.paymentReturn;
  const retryKey = retry?.orderKey;
  const paymentMethods = retryKey ? methods.filter(isOnlinePayment) : methods;
  return {
    state: 'form',
    props: {
      title,
      intro: block.intro,
      summary: {
        ...summary,
        heading: gift ? messages.gift.summaryHeading : messages.orderFlow.summaryHeading,
        durationText: format(messages.orderFlow.duration, { duration: summary.duration }),
        discountText: summary.discountPercentage
          ? format(messages.orderFlow.discount, { percentage: summary.discountPercentage })
          : undefined,
        giftText: gift ? messages.gift.badge : undefined,
        noRenewalText: gift ? messages.gift.noRenewal : undefined,
        giftForLabel: gift ? messages.gift.confirmationLabel : undefined,
      },
      gift: gift
        ? {
            legend: messages.gift.recipient,
            countries: COUNTRIES.map((country) => ({ value: country, label: messages.gift.countries[country] })),
            defaultCountry: brand.country,
            messageHint: format(messages.gift.messageHint, { max: MAX_LENGTH.giftMessage }),
            messageMax: MAX_LENGTH.giftMessage,
            startDateHint: messages.gift.startDateHint,
          }
        : undefined,
      country: brand.country,
      today: orderDay(ctx.clock.now(), brand.country),
      paymentMethods: paymentMethods.length > 0 ? paymentMethods : methods,
      idealBanks: (Object.entries(IDEAL_BANK_NAMES) as [IdealBank, string][]).map(([id, name]) => ({ id, name })),
      needsStartDate: gift || deliveredOnPaper(proposition),
      student,
      prefill: { ...prefill(visitor), ...retry?.values },
      paymentNotice: retry && { title: messages.payment.unpaidTitle, text: messages.payment[retry.reason] },
      renewalNote: !gift && methods.some(isOnlinePayment) && renews(proposition) ? messages.payment.renewal : undefined,
      context: {
        brand: brand.code,
        propositionId: proposition.uuid,
        // One key per form shown: a double click, a re-sent POST or a retry after a timeout is the same order.
        orderKey: retryKey ?? globalThis.crypto.randomUUID(),
        mid: ctx.mid ?? '',
        leadId: visitor.lead?.leadId ?? '',
        flow: student ? 'student' : gift ? 'gift' : '',
        // The price shown, which the order must still cost (domain/order-form/to-order.ts: agreedToPrice).
        ...shownPayment(proposition),
      },
      messages: { orderForm: messages.orderForm, orderFlow: messages.orderFlow },
      errorTexts: Object.fromEntries(ORDER_FORM_ERROR_CODES.map((code) => [code, orderFormErrorText(code, messages)])),
      termsHref: termsUrl(brand),
      unavailableText: unavailable.message,
      actions: ctx.services.orderActions,
    },
  };
}
