'use server';

import { cookies } from 'next/headers';
import { redirect } from 'next/navigation';
import {
  addressQueryOf,
  pendingAddressQuery,
  withFoundAddress,
  type AddressQuery,
  type FoundAddress,
} from '../../domain/order-form/address-lookup.ts';
import type { OrderFormState } from '../../domain/order-form/form-state.ts';
import { isOrderKey, postedValues } from '../../domain/order-form/posted-form.ts';
import { frontOffice } from '../front-office/index.ts';
import { actionVisit } from '../visitor/render-visit.ts';
import { visitCall, type Visit } from '../visitor/visit.ts';
import { attemptOrder } from './place.ts';

/**
 * The order form's action, a shell around its steps: read the form and the request, look up a Dutch address sent
 * without street or city, let site/order/place.ts place the order (the form as an order is
 * domain/order-form/to-order.ts), then set its cookies and leave. Every failure comes back as state with what was
 * typed; success goes to the thank-you page or the provider's checkout.
 */
export async function placeOrder(_: OrderFormState, form: FormData): Promise<OrderFormState> {
  const posted = postedValues(form);
  const orderKey = posted.orderKey ?? '';
  // The brand that sells on the page the form was served from, by its host and route (katri on don's
  // /katrien-duck/bestellen); the form's hidden brand must name that one, or nothing is ordered (docs/adr/0018).
  const visit = await actionVisit('/bestellen');
  const brand = visit?.seller?.brand;
  if (!visit || !brand || posted.brand !== brand.code || !isOrderKey(orderKey))
    return { status: 'invalid', errors: [{ field: null, code: 'form.invalid' }], values: posted };
  // Sent without JavaScript (or before the page's script ran), the address was never looked up in the browser: it is
  // here, before the checks would ask for street and city. The order is placed with it when the rest is right, as a
  // submission with JavaScript is (blocks/order-form/use-order-submission.ts); else the form comes back with it.
  const query = pendingAddressQuery(brand.country, posted);
  const found = query && (await addressOf(query, visit));
  const values = found ? withFoundAddress(posted, found) : posted;

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
  const query = addressQueryOf(postalCode, houseNumber);
  const visit = query && (await actionVisit('/bestellen').catch(() => undefined));
  return query && visit ? ((await addressOf(query, visit)) ?? null) : null;
}

/** The front office's address; undefined when unknown or on any failure (the visitor types it). */
async function addressOf(query: AddressQuery, visit: Visit): Promise<FoundAddress | undefined> {
  try {
    const found = await frontOffice().address(query, visitCall(visit));
    return found && { street: found.street, city: found.city };
  } catch {
    return undefined;
  }
}
