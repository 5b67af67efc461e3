// A process's warm-up (docs/adr/0024-metrics-and-readiness.md, warm readiness): the requests an instance sends to
// itself, and the decisions the decision service makes for itself, before either says it is ready. Plain JavaScript:
// the preloaded modules (site/preloads/peer-address.mjs, site/preloads/request-id.mjs) read it as the site does.
import { randomBytes } from 'node:crypto';

/** The header that marks a warm-up request; honoured only with this process's own token (warmUpToken). */
export const WARM_UP_HEADER = 'x-shop-warm-up';

/** The token and the warming flag live on globalThis: Next's bundles and the preloads each load their own copy. */
const TOKEN = Symbol.for('shop.warm-up-token');
const WARMING = Symbol.for('shop.warming');

const store = /** @type {{ [TOKEN]?: string, [WARMING]?: boolean }} */ (globalThis);

/** This process's token, made on first use: a visitor cannot send it, so no visitor's request passes for one. */
export const warmUpToken = () => (store[TOKEN] ??= randomBytes(24).toString('hex'));

/**
 * Whether a request's header value is this process's warm-up token.
 * @param {unknown} value
 */
export const isWarmUp = (value) => typeof value === 'string' && value === warmUpToken();

/** Whether the process is still warming up: set while its warm-up runs (site/request/warm-up.ts). */
export const warming = () => store[WARMING] === true;

/** @param {boolean} on */
export const setWarming = (on) => {
  store[WARMING] = on;
};
