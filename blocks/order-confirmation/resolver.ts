import { format } from '../../domain/messages/index.ts';
import { PAYMENT_ROUTES } from '../../domain/payments/state.ts';
import type { BlockContext } from '../context.ts';
import type { OrderConfirmationBlock, OrderConfirmationData } from './schema.ts';

export async function resolveOrderConfirmation(
  block: OrderConfirmationBlock,
  ctx: BlockContext,
): Promise<OrderConfirmationData | undefined> {
  const order = ctx.visitor.placedOrder;
  if (!order) return undefined;
  const messages = ctx.messages.orderConfirmation;
  const price = [order.price, order.unit].filter(Boolean).join(' ');
  const discount = order.discountPercentage
    ? ` (${format(messages.discount, { percentage: order.discountPercentage })})`
    : '';
  const waiting = order.awaitingPayment;
  const payment =
    order.paymentMethod === 'direct-debit'
      ? format(messages.directDebit, { digits: order.ibanLastDigits ?? '' })
      : waiting
        ? messages[order.paymentMethod]
        : format(messages.paid, { method: messages[order.paymentMethod] });
  const texts = ctx.messages.payment;
  const query = new URLSearchParams({ order: waiting ?? '' });
  return {
    title: block.title ?? messages.heading,
    rows: [
      { label: messages.orderId, value: order.orderId },
      { label: messages.subscription, value: order.formula },
      { label: messages.price, value: `${price}${discount}` },
      { label: messages.duration, value: order.duration },
      { label: messages.payment, value: payment },
      ...(order.gift ? [{ label: ctx.messages.gift.confirmationLabel, value: order.gift.recipient }] : []),
      ...(order.startDate
        ? [{ label: messages.startDate, value: order.startDate.split('-').reverse().join('-') }]
        : []),
    ],
    ...(waiting && {
      waiting: {
        title: texts.waitingTitle,
        text: texts.waiting,
        checkLabel: texts.checkAgain,
        checkingLabel: texts.checking,
        checkHref: `${PAYMENT_ROUTES.return}?${query}`,
        statusHref: `${PAYMENT_ROUTES.status}?${query}`,
      },
    }),
    // Counted once the order is paid (or for direct debit, at once), never while the bank has not confirmed.
    purchaseEvent: waiting
      ? undefined
      : {
          event: 'purchase',
          ecommerce: {
            transaction_id: order.orderId,
            value: order.amount,
            currency: 'EUR',
            items: [
              {
                item_id: order.productCode,
                item_name: order.formula,
                item_brand: order.brandCode ?? ctx.brand.code,
                price: order.amount,
                quantity: 1,
              },
            ],
          },
        },
  };
}
