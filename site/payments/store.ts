import { LRUCache } from 'lru-cache';
import { z } from 'zod';
import { PROVIDER_STATUSES } from '../../domain/payments/state.ts';
import { midSchema } from '../../schemas/front-office.ts';
import { placedOrderSchema } from '../../schemas/placed-order.ts';
import { answerWithin, readyWithin, REDIS_TIMEOUT_MS, sharedRedis } from '../shared-state/redis.mjs';

/*
 * The orders waiting for an online payment, by the order form's idempotency key (the visitor's browser carries it
 * in the return address). Shared through Redis when the cluster has one, so the webhook, the visitor's return and the
 * waiting page's checks can land on any instance; else in the process's memory, for two days at most. No personal
 * data beyond what the thank-you page shows (a gift recipient's name): the order's summary, our references and the
 * payment ids.
 */

const pendingOrderSchema = z.object({
  orderId: z.string().min(1).max(100),
  brand: z.string().min(1).max(16),
  /** The `brandcode` query outside production, kept on every redirect. */
  brandcode: z.string().max(16).optional(),
  mid: midSchema,
  method: z.enum(['ideal', 'bancontact']),
  /** The order page to go back to after an unpaid attempt (path and query). */
  returnPath: z.string().startsWith('/').max(1000),
  placed: placedOrderSchema,
  attempts: z.array(
    z.object({
      id: z.string().min(1).max(64),
      status: z.enum(PROVIDER_STATUSES),
      checkoutUrl: z.string().max(2000).optional(),
      reported: z.boolean().optional(),
    }),
  ),
});
export type PendingOrder = z.infer<typeof pendingOrderSchema>;

/** Two days: longer than any bank takes to confirm, short enough that nothing lingers. */
const PENDING_ORDER_SECONDS = 2 * 24 * 60 * 60;
/** A process on its own keeps at most this many; the oldest go first. */
const MEMORY_ENTRIES = 10_000;
const REDIS_PREFIX = 'shop:payments:';

export interface PendingOrders {
  get(orderKey: string): Promise<PendingOrder | undefined>;
  set(orderKey: string, order: PendingOrder): Promise<void>;
}

function parse(text: string | null | undefined): PendingOrder | undefined {
  if (!text) return undefined;
  try {
    const parsed = pendingOrderSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

function memoryPendingOrders(): PendingOrders {
  const entries = new LRUCache<string, string>({ max: MEMORY_ENTRIES, ttl: PENDING_ORDER_SECONDS * 1000 });
  return {
    get: async (orderKey) => parse(entries.get(orderKey)),
    set: async (orderKey, order) => void entries.set(orderKey, JSON.stringify(order)),
  };
}

/**
 * Redis when REDIS_URL is set and it answers in time; the process's memory otherwise (as every shared state does
 * here, docs/architecture.md#several-instances): a visitor whose next request lands on another instance while Redis is
 * down sees the waiting page until the provider's truth comes back through a webhook or Redis does.
 */
function sharedPendingOrders(): PendingOrders {
  const memory = memoryPendingOrders();
  const redis = () => {
    const client = sharedRedis();
    return client
      ? readyWithin(client, REDIS_TIMEOUT_MS).then((ready) => (ready ? client : undefined))
      : Promise.resolve(undefined);
  };
  return {
    async get(orderKey) {
      const client = await redis();
      if (client) {
        try {
          return parse(await answerWithin(client.get(REDIS_PREFIX + orderKey))) ?? (await memory.get(orderKey));
        } catch {
          // down just now: this instance's own copy, if it has one
        }
      }
      return memory.get(orderKey);
    },
    async set(orderKey, order) {
      await memory.set(orderKey, order);
      const client = await redis();
      if (!client) return;
      try {
        await answerWithin(client.set(REDIS_PREFIX + orderKey, JSON.stringify(order), { EX: PENDING_ORDER_SECONDS }));
      } catch {
        // kept in memory; the provider stays the truth about the payment itself
      }
    },
  };
}

const STORE = Symbol.for('brand-shop-fleet.payments.pending-orders');

export function pendingOrders(): PendingOrders {
  const global = globalThis as { [STORE]?: PendingOrders };
  global[STORE] ??= sharedPendingOrders();
  return global[STORE];
}
