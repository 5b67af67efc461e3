import { createHash, randomUUID } from 'node:crypto';
import { mkdir, open, readdir, readFile, rename } from 'node:fs/promises';
import path from 'node:path';
import type { OrderRequest } from '../../schemas/front-office.ts';

/**
 * Where the stand-in keeps its orders: FRONT_OFFICE_DATA_DIR, else the git-ignored .data/front-office of the project.
 */
export function defaultDataDir(): string {
  return process.env.FRONT_OFFICE_DATA_DIR || path.join(process.cwd(), '.data', 'front-office');
}

export interface StoredOrder {
  readonly orderId: string;
  /** SHA-256 of the idempotency key: the key itself is not kept. */
  readonly keyHash: string;
  /** SHA-256 of the order: the same key with another order is a conflict. */
  readonly orderHash: string;
  readonly placedAt: string;
  /** The brand whose proposition was ordered: the front office knows it by the proposition, not from the order. */
  readonly brandCode: string;
  readonly order: OrderRequest;
  /** The outcomes of the order's online payments, once each, as the shop reported them. */
  readonly payments?: readonly StoredPayment[];
}

export interface StoredPayment {
  readonly paymentId: string;
  readonly status: 'paid' | 'canceled' | 'expired' | 'failed';
  readonly amount: string;
  readonly method: string;
  readonly mandateId?: string | undefined;
  readonly reportedAt: string;
}

export type PaymentResult =
  | { readonly kind: 'recorded' | 'replayed'; readonly orderStatus: 'awaiting-payment' | 'paid' }
  | { readonly kind: 'unknown-order' }
  /** A second paid payment for an order already paid: refused, it must be refunded (the shop never asks for one). */
  | { readonly kind: 'already-paid' };

/** An order with an online payment waits for it; direct debit is collected later. */
const orderStatus = (stored: StoredOrder): 'received' | 'awaiting-payment' | 'paid' =>
  stored.order.payment.method === 'direct-debit'
    ? 'received'
    : stored.payments?.some((payment) => payment.status === 'paid')
      ? 'paid'
      : 'awaiting-payment';

export type PlaceResult =
  | { readonly kind: 'placed'; readonly orderId: string; readonly status: ReturnType<typeof orderStatus> }
  | { readonly kind: 'replayed'; readonly orderId: string; readonly status: ReturnType<typeof orderStatus> }
  | { readonly kind: 'conflict' };

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** JSON with sorted keys, so the same order always hashes alike. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : 1));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonical(item)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

/** Writes a file so that it is either absent or complete after a crash: temp file, fsync, rename, fsync the folder. */
async function writeDurably(file: string, text: string): Promise<void> {
  const temporary = `${file}.${process.pid}.tmp`;
  const handle = await open(temporary, 'w');
  try {
    await handle.writeFile(text, 'utf8');
    await handle.sync();
  } finally {
    await handle.close();
  }
  await rename(temporary, file);
  const folder = await open(path.dirname(file), 'r');
  try {
    await folder.sync();
  } finally {
    await folder.close();
  }
}

/**
 * The stand-in's durable order store: one JSON file per order under `<dataDir>/orders/`, named by the hash of its
 * idempotency key, on disk before the answer is given (docs/architecture.md#failure-rules: an order is never lost and
 * never placed twice). Calls are handled one at a time, so two submissions with one key cannot both place an order. A
 * new store on the same folder (a restart) knows every order placed before.
 */
export function createOrderStore(dataDir: string, now: () => Date = () => new Date()) {
  const folder = path.join(dataDir, 'orders');
  let orders: Promise<Map<string, StoredOrder>> | undefined;
  let queue: Promise<unknown> = Promise.resolve();

  async function load(): Promise<Map<string, StoredOrder>> {
    await mkdir(folder, { recursive: true });
    const byKey = new Map<string, StoredOrder>();
    for (const name of await readdir(folder)) {
      if (!name.endsWith('.json')) continue;
      const stored = JSON.parse(await readFile(path.join(folder, name), 'utf8')) as StoredOrder;
      byKey.set(stored.keyHash, stored);
    }
    return byKey;
  }

  async function place(idempotencyKey: string, order: OrderRequest, brandCode: string): Promise<PlaceResult> {
    // A failed load (an unreadable folder) is tried again on the next order rather than remembered.
    orders ??= load().catch((error: unknown) => {
      orders = undefined;
      throw error;
    });
    const byKey = await orders;
    const keyHash = sha256(idempotencyKey);
    const orderHash = sha256(canonical(order));
    const existing = byKey.get(keyHash);
    if (existing) {
      return existing.orderHash === orderHash
        ? { kind: 'replayed', orderId: existing.orderId, status: orderStatus(existing) }
        : { kind: 'conflict' };
    }
    const stored: StoredOrder = {
      orderId: randomUUID(),
      keyHash,
      orderHash,
      placedAt: now().toISOString(),
      brandCode,
      order,
    };
    await save(stored, byKey);
    return { kind: 'placed', orderId: stored.orderId, status: orderStatus(stored) };
  }

  async function save(stored: StoredOrder, byKey: Map<string, StoredOrder>): Promise<void> {
    await writeDurably(path.join(folder, `${stored.keyHash}.json`), `${JSON.stringify(stored, null, 2)}\n`);
    byKey.set(stored.keyHash, stored);
  }

  async function recordPayment(orderId: string, payment: Omit<StoredPayment, 'reportedAt'>): Promise<PaymentResult> {
    orders ??= load().catch((error: unknown) => {
      orders = undefined;
      throw error;
    });
    let byKey = await orders;
    let stored = [...byKey.values()].find((candidate) => candidate.orderId === orderId);
    if (!stored) {
      // Placed through another copy of the stand-in on the same folder (the site's server bundles each load one):
      // read the folder again before calling the order unknown.
      orders = load();
      byKey = await orders;
      stored = [...byKey.values()].find((candidate) => candidate.orderId === orderId);
    }
    if (!stored) return { kind: 'unknown-order' };
    const known = stored.payments?.find((candidate) => candidate.paymentId === payment.paymentId);
    if (known) return { kind: 'replayed', orderStatus: orderStatus(stored) === 'paid' ? 'paid' : 'awaiting-payment' };
    if (payment.status === 'paid' && orderStatus(stored) === 'paid') return { kind: 'already-paid' };
    const updated: StoredOrder = {
      ...stored,
      payments: [...(stored.payments ?? []), { ...payment, reportedAt: now().toISOString() }],
    };
    await save(updated, byKey);
    return { kind: 'recorded', orderStatus: orderStatus(updated) === 'paid' ? 'paid' : 'awaiting-payment' };
  }

  return {
    folder,
    /** Places an order once per idempotency key; the same key and order again gives the same orderId. */
    place(idempotencyKey: string, order: OrderRequest, brandCode: string): Promise<PlaceResult> {
      const result = queue.then(() => place(idempotencyKey, order, brandCode));
      queue = result.catch(() => undefined);
      return result;
    },
    /** Records an online payment's outcome once per payment id (the same report again is a replay). */
    recordPayment(orderId: string, payment: Omit<StoredPayment, 'reportedAt'>): Promise<PaymentResult> {
      const result = queue.then(() => recordPayment(orderId, payment));
      queue = result.catch(() => undefined);
      return result;
    },
  };
}
