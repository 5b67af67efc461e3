'use server';

import { cookies } from 'next/headers';
import { redirect } from 'next/navigation';
import type { OrderFormState } from '../../domain/order-form/form-state.ts';
import { isOrderKey, postedValues } from '../../domain/order-form/posted-form.ts';
import { frontOffice } from '../front-office/index.ts';
import { visitCall } from '../visitor/front-office-call.ts';
import { actionVisit } from '../visitor/render-visit.ts';
import type { Visit } from '../visitor/visit.ts';
import { attemptOrder } from './place.ts';

/**
 * The order form's action, a shell around its steps: read the form and the request, let site/order/place.ts place
 * the order (the form as an order is domain/order-form/to-order.ts), then set its cookies and leave. Every failure
 * comes back as state with what was typed; success goes to the thank-you page or the provider's checkout.
 */
export async function placeOrder(_: OrderFormState, form: FormData): Promise<OrderFormState> {
  const values = postedValues(form);
  const orderKey = values.orderKey ?? '';
  // The brand that sells on the page the form was served from, by its host and route (katri on don's
  // /katrien-duck/bestellen); the form's hidden brand must name that one, or nothing is ordered (docs/adr/0018).
  const visit = await actionVisit('/bestellen');
  const brand = visit?.seller?.brand;
  if (!visit || !brand || values.brand !== brand.code || !isOrderKey(orderKey))
    return { status: 'invalid', errors: [{ field: null, code: 'form.invalid' }], values };

  const outcome = await attemptOrder({
    brand,
    orderKey,
    values,
    clientPath: visit.clientPath,
    origin: visit.origin,
    host: visit.host ?? null,
    now: new Date(),
  });
  if (outcome.kind === 'form') return outcome.state;
  const jar = await cookies();
  for (const cookie of outcome.cookies) jar.set(cookie.name, cookie.value, cookie.options);
  return leave(visit, outcome.location, outcome.withoutScript);
}

/**
 * Sent by the page's script (a fetch carrying Next-Action): the browser goes to `location` itself (the thank-you
 * page, or the provider's checkout). A redirect here would be followed inside this request, on the server's own host
 * rather than the brand's. Sent as a plain form without JavaScript: a 303 to `withoutScript`.
 */
function leave(visit: Visit, location: string, withoutScript = location): OrderFormState {
  if (visit.serverAction) return { status: 'placed', location, errors: [], values: {} };
  redirect(withoutScript);
}

/**
 * Street and city of a Dutch postal code and house number; null when unknown or on any failure (the visitor types
 * them).
 */
export async function lookupAddress(
  postalCode: string,
  houseNumber: string,
): Promise<{ street: string; city: string } | null> {
  if (typeof postalCode !== 'string' || typeof houseNumber !== 'string') return null;
  if (!/^[1-9]\d{3}\s?[a-z]{2}$/i.test(postalCode.trim()) || !/^\d{1,5}$/.test(houseNumber.trim())) return null;
  try {
    const visit = await actionVisit('/bestellen');
    if (!visit) return null;
    return (
      (await frontOffice().address(
        { postalCode: postalCode.trim(), houseNumber: houseNumber.trim() },
        visitCall(visit),
      )) ?? null
    );
  } catch {
    return null;
  }
}
