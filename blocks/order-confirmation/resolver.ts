import { format } from '../../domain/messages/index.ts';
import type { BlockContext } from '../context.ts';
import type { OrderConfirmationBlock, OrderConfirmationData } from './schema.ts';

export async function resolveOrderConfirmation(block: OrderConfirmationBlock, ctx: BlockContext): Promise<OrderConfirmationData | undefined> {
  const order = ctx.visitor.placedOrder;
  if (!order) return undefined;
  const messages = ctx.messages.orderConfirmation;
  const price = [order.price, order.unit].filter(Boolean).join(' ');
  const discount = order.discountPercentage ? ` (${format(messages.discount, { percentage: order.discountPercentage })})` : '';
  const payment =
    order.paymentMethod === 'ideal' ? messages.ideal : format(messages.directDebit, { digits: order.ibanLastDigits ?? '' });
  return {
    title: block.title ?? messages.heading,
    rows: [
      { label: messages.orderId, value: order.orderId },
      { label: messages.subscription, value: order.formula },
      { label: messages.price, value: `${price}${discount}` },
      { label: messages.duration, value: order.duration },
      { label: messages.payment, value: payment },
      ...(order.startDate ? [{ label: messages.startDate, value: order.startDate.split('-').reverse().join('-') }] : []),
    ],
    purchaseEvent: {
      event: 'purchase',
      ecommerce: {
        transaction_id: order.orderId,
        value: order.amount,
        currency: 'EUR',
        items: [{ item_id: order.productCode, item_name: order.formula, item_brand: order.brandCode ?? ctx.brand.code, price: order.amount, quantity: 1 }],
      },
    },
  };
}
