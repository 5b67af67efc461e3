import { BLOCK_CATALOG } from '../catalog.ts';
import { defineBlock } from '../define.ts';
import { PromoCodeForm } from './promo-code-form.tsx';
import { resolvePromoCodeForm } from './resolver.ts';

export const promoCodeFormBlock = defineBlock({
  ...BLOCK_CATALOG['promo-code-form'],
  resolve: resolvePromoCodeForm,
  Component: PromoCodeForm,
});
