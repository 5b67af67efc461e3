import { z } from 'zod';

/**
 * The order just placed, as the thank-you page shows it (kept in a short-lived, httpOnly cookie scoped to
 * /bedankt). No personal data beyond the IBAN's last four characters and a gift recipient's name: the summary of
 * what was ordered, how it is paid, and the front office's order id.
 */
export const placedOrderSchema = z.object({
  orderId: z.string().min(1).max(100),
  formula: z.string().max(200),
  price: z.string().max(20),
  unit: z.string().max(50).optional(),
  duration: z.string().max(50),
  discountPercentage: z.number().optional(),
  /** In euros, for the analytics purchase event. */
  amount: z.number(),
  productCode: z.string().max(64),
  /**
   * The brand that sold it, for the purchase event: katri for a Katrien Duck order on Donald Duck's shop
   * (docs/rules/02-routes-and-layout.md).
   */
  brandCode: z.string().max(16).optional(),
  paymentMethod: z.enum(['direct-debit', 'ideal', 'bancontact']),
  ibanLastDigits: z.string().max(4).optional(),
  startDate: z.string().max(10).optional(),
  /** A gift: for whom (the recipient's name, which the thank-you page says). */
  gift: z.object({ recipient: z.string().max(200) }).optional(),
  /**
   * Paid online and not confirmed yet: the order's key, with which the thank-you page (then a waiting page) checks
   * again. Absent once paid, and for direct debit.
   */
  awaitingPayment: z
    .string()
    .regex(/^[0-9a-f-]{36}$/i)
    .optional(),
});
export type PlacedOrder = z.infer<typeof placedOrderSchema>;
