import { request as httpRequest } from 'node:http';
import { setWarming, WARM_UP_HEADER, warmUpToken } from '../../monitoring/warm-up.mjs';
import { BRAND_CODES, brandRoutes, BRAND_DIRECTORY, type BrandCode } from '../brands.ts';
import { WARMING_PROBLEM } from './operations.ts';

/*
 * Readiness when warm (docs/adr/0024-metrics-and-readiness.md): a process that has just started serves its first
 * requests at a fraction of its speed (code not yet compiled by V8, caches empty, the experiment client's first
 * decisions). Before it says it is ready, an instance sends itself, and the decision service decides for itself, a few
 * requests of each kind a visitor sends, marked with the process's own token (monitoring/warm-up.mjs) so that they
 * count as no visitor: no experiment event, no request metric, their log lines at debug.
 */

/** How often each kind is sent: the first request of a kind is the slow one, the next ones settle it. */
const WARM_UP_ROUNDS = 3;
/** Past this the process is ready all the same, and logs why: a warm-up that fails must not keep it out for good. */
const WARM_UP_DEADLINE_MS = 30_000;

/** One kind of request the warm-up sends: what a visitor would ask, on a brand's host. */
export interface WarmUpRequest {
  readonly kind: string;
  readonly host: string;
  readonly path: string;
}

/**
 * The kinds the bench measures (e2e/bench/bench.ts section 7) on one brand's host: its prerendered home, a new campaign
 * visitor's page (decided per visitor), the shareable link of the same campaign (no experiments) and, for an instance,
 * a visitor's own page (the order page, rendered for each request). `campaignMid` is a configured campaign's mid, so
 * it is one in every environment.
 */
export function warmUpRequests({
  host,
  campaignMid,
  ownPage,
}: {
  readonly host: string;
  readonly campaignMid: string;
  readonly ownPage?: string | undefined;
}): WarmUpRequest[] {
  const mid = encodeURIComponent(campaignMid);
  return [
    { kind: 'brand home', host, path: '/' },
    { kind: 'new campaign visitor', host, path: `/?mid=${mid}` },
    { kind: 'shareable campaign link', host, path: `/?mid=${mid}&disable_optimizely=true` },
    ...(ownPage ? [{ kind: "a visitor's own page", host, path: ownPage }] : []),
  ];
}

/** The first brand with a registered host and an order page: its host and order page. */
export function warmUpBrand(): { readonly host: string; readonly orderPath: string } {
  for (const [host, code] of BRAND_DIRECTORY.hosts) {
    if (!(BRAND_CODES as readonly string[]).includes(code)) continue;
    const order = brandRoutes(code as BrandCode).find((route) => route.name === 'bestellen' && !route.special);
    if (order) return { host, orderPath: order.path };
  }
  throw new Error('no brand has both a host and an order page to warm up with');
}

export interface WarmUpSteps {
  /** The process's readiness problems other than warming: the warm-up starts once there are none. */
  readonly waitFor: () => Promise<readonly string[]>;
  readonly steps: readonly { readonly kind: string; readonly run: () => Promise<void> }[];
  readonly rounds?: number;
  readonly deadlineMs?: number;
  readonly pollMs?: number;
}

/** Whether the warm-up ran every step, and what kept it from it (each failed step, or the deadline). */
export interface WarmUpOutcome {
  readonly warmed: boolean;
  readonly problems: readonly string[];
}

const message = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** Runs `steps` `rounds` times once `waitFor` has no problem left, all within `deadlineMs`. */
export async function warmUp({
  waitFor,
  steps,
  rounds = WARM_UP_ROUNDS,
  deadlineMs = WARM_UP_DEADLINE_MS,
  pollMs = 200,
}: WarmUpSteps): Promise<WarmUpOutcome> {
  const deadline = Date.now() + deadlineMs;
  const left = () => deadline - Date.now();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const beforeDeadline = <T>(work: Promise<T>) =>
    Promise.race([
      work,
      new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error(`not done within ${deadlineMs / 1000} s`)), Math.max(0, left()));
      }),
    ]).finally(() => clearTimeout(timer));
  for (;;) {
    const waiting = await beforeDeadline(waitFor()).catch((error: unknown) => [message(error)]);
    if (waiting.length === 0) break;
    if (left() <= 0) return { warmed: false, problems: [`not ready to warm up: ${waiting.join('; ')}`] };
    await new Promise((resolve) => setTimeout(resolve, Math.min(pollMs, Math.max(0, left()))));
  }
  const problems: string[] = [];
  for (let round = 0; round < rounds; round += 1) {
    for (const step of steps) {
      if (left() <= 0)
        return { warmed: false, problems: [...problems, `${step.kind}: not warmed within the deadline`] };
      await beforeDeadline(step.run()).catch((error: unknown) => problems.push(`${step.kind}: ${message(error)}`));
    }
  }
  return { warmed: problems.length === 0, problems };
}

/**
 * The warm-up with the process's readiness saying "warming" meanwhile (monitoring/warm-up.mjs's flag), and a warning
 * when it could not do all of it: the process is ready then anyway.
 */
export async function runWarmUp(
  what: string,
  steps: WarmUpSteps,
  warn: (line: string) => void,
): Promise<WarmUpOutcome> {
  setWarming(true);
  try {
    const outcome = await warmUp(steps);
    if (!outcome.warmed) warn(`${what} warm-up incomplete, ready without it: ${outcome.problems.join('; ')}`);
    return outcome;
  } finally {
    setWarming(false);
  }
}

/** A GET to this process's own server; resolves with the status and body, rejects on an error answer. */
function ownGet(address: string, port: number, path: string, headers: Record<string, string>) {
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const outgoing = httpRequest({ host: address, port, path, headers, agent: false }, (incoming) => {
      const chunks: Buffer[] = [];
      incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
      incoming.on('end', () => resolve({ status: incoming.statusCode ?? 0, body: Buffer.concat(chunks).toString() }));
      incoming.on('error', reject);
    });
    outgoing.on('error', reject);
    outgoing.end();
  });
}

/** A browser's User-Agent: the warm-up takes a visitor's path, where a crawler's is another (site/visitor/). */
export const WARM_UP_USER_AGENT =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36';

/**
 * The instance's warm-up (site/instrumentation.ts, at start): its own requests to the address Next's standalone server
 * listens on (PORT and HOSTNAME, as in the Dockerfile), once its readiness has nothing left but the warm-up.
 */
export function warmUpInstance(
  campaignMid: string,
  warn: (line: string) => void,
  listen = { port: Number(process.env.PORT) || 3000, hostname: process.env.HOSTNAME },
): Promise<WarmUpOutcome> {
  const address = !listen.hostname || ['0.0.0.0', '::'].includes(listen.hostname) ? '127.0.0.1' : listen.hostname;
  const { host, orderPath } = warmUpBrand();
  const headers = { 'user-agent': WARM_UP_USER_AGENT, [WARM_UP_HEADER]: warmUpToken() };
  return runWarmUp(
    'instance',
    {
      waitFor: async () => {
        const { status, body } = await ownGet(address, listen.port, '/healthz/ready', { host });
        if (status === 200) return [];
        return body
          .split('\n')
          .slice(1)
          .filter((line) => line !== '' && line !== WARMING_PROBLEM);
      },
      steps: warmUpRequests({ host, campaignMid, ownPage: orderPath }).map((request) => ({
        kind: request.kind,
        run: async () => {
          const { status } = await ownGet(address, listen.port, request.path, { ...headers, host: request.host });
          if (status >= 500) throw new Error(`answered ${status}`);
        },
      })),
    },
    warn,
  );
}
