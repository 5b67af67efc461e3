import { promoCookieSchema, type PromoCookie } from '../../schemas/front-office.ts';

/** The promo cookie's value: JSON of spec section 3's fields. */
export const promoCookieValue = (cookie: PromoCookie) => JSON.stringify(cookie);

/** The promo cookie read back; anything malformed is no cookie. */
export function readPromoCookie(value: string | undefined): PromoCookie | undefined {
  if (!value) return undefined;
  try {
    const parsed = promoCookieSchema.safeParse(JSON.parse(value));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}
