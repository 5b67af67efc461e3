import { BLOCK_CATALOG } from '../catalog.ts';
import { defineBlock } from '../define.ts';
import { OrderForm } from './order-form.tsx';
import { resolveOrderForm } from './resolver.ts';

export const orderFormBlock = defineBlock({
  ...BLOCK_CATALOG['order-form'],
  resolve: resolveOrderForm,
  Component: OrderForm,
});
