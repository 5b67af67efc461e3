import { BLOCK_CATALOG } from '../catalog.ts';
import { defineBlock } from '../define.ts';
import { OrderConfirmation } from './order-confirmation.tsx';
import { resolveOrderConfirmation } from './resolver.ts';

export const orderConfirmationBlock = defineBlock({
  ...BLOCK_CATALOG['order-confirmation'],
  resolve: resolveOrderConfirmation,
  Component: OrderConfirmation,
});
