import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { checkCredentials } from './accounts.ts';
import { errorPage, loginPage } from './pages.ts';
import { createAccountProvider, type AccountProviderOptions } from './provider.ts';
import { STAND_IN_PORTS } from '../shared/ports.mjs';
import { closeServer, isMainModule, portFrom } from '../shared/server.ts';
import { logRequests } from '../../monitoring/log.ts';
import { standInLog } from '../shared/log.ts';

/*
 * The local account service: an OpenID Connect provider on 127.0.0.1 (`npm run account`, port ACCOUNT_PORT or
 * 3900; `startAccountServer({ port: 0 })` in a test), its issuer `http://127.0.0.1:<port>`. oidc-provider answers
 * the protocol; this server adds the login page (README.md beside this file).
 */

const MAX_FORM_BYTES = 10_000;
/** A login hint `<code>@error.example` makes the authorization answer with that error code (tests, README.md). */
const ERROR_HINT = /^([a-z_]{1,64})@error\.example$/;

export interface AccountServer {
  /** The issuer, e.g. http://127.0.0.1:40123 */
  readonly url: string;
  close(): Promise<void>;
}

export interface AccountServerOptions extends Omit<AccountProviderOptions, 'issuer'> {
  /** 0 for any free port (tests). */
  readonly port?: number;
}

async function readForm(request: http.IncomingMessage): Promise<URLSearchParams> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request) {
    size += (chunk as Buffer).length;
    if (size > MAX_FORM_BYTES) break;
    chunks.push(chunk as Buffer);
  }
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}

function sendHtml(response: http.ServerResponse, status: number, html: string): void {
  response.writeHead(status, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
  response.end(html);
}

type AccountProvider = ReturnType<typeof createAccountProvider>;

/** The login step of an authorization (oidc-provider's interaction): GET shows the form, POST checks it. */
async function interaction(
  provider: AccountProvider,
  request: http.IncomingMessage,
  response: http.ServerResponse,
  uid: string,
  action: string | undefined,
) {
  const details = await provider.interactionDetails(request, response);
  if (details.uid !== uid) return sendHtml(response, 400, errorPage('Deze inlogpoging is verlopen.'));
  const hint = typeof details.params.login_hint === 'string' ? details.params.login_hint : '';
  const base = `/interaction/${uid}`;

  const forcedError = ERROR_HINT.exec(hint)?.[1];
  if (forcedError) {
    return provider.interactionFinished(
      request,
      response,
      { error: forcedError, error_description: 'requested by the login hint' },
      { mergeWithLastSubmission: false },
    );
  }
  if (request.method === 'POST' && action === 'cancel') {
    return provider.interactionFinished(
      request,
      response,
      { error: 'access_denied', error_description: 'the visitor cancelled' },
      { mergeWithLastSubmission: false },
    );
  }
  if (request.method === 'POST' && action === 'login') {
    const form = await readForm(request);
    const email = form.get('email') ?? '';
    const account = checkCredentials(email, form.get('password') ?? '');
    if (!account)
      return sendHtml(
        response,
        200,
        loginPage({ action: `${base}/login`, cancelAction: `${base}/cancel`, email, failed: true }),
      );
    return provider.interactionFinished(
      request,
      response,
      { login: { accountId: account.sub } },
      { mergeWithLastSubmission: false },
    );
  }
  if (request.method === 'GET' && action === undefined && details.prompt.name === 'login') {
    return sendHtml(
      response,
      200,
      loginPage({ action: `${base}/login`, cancelAction: `${base}/cancel`, email: hint, failed: false }),
    );
  }
  return sendHtml(response, 404, errorPage('Onbekende stap.'));
}

export async function startAccountServer(options: AccountServerOptions = {}): Promise<AccountServer> {
  const server = http.createServer();
  const log = standInLog('account');
  logRequests(server, log);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? STAND_IN_PORTS.account, '127.0.0.1', resolve);
  });
  const { port } = server.address() as AddressInfo;
  const issuer = `http://127.0.0.1:${port}`;
  const provider = createAccountProvider({ ...options, issuer });
  const protocol = provider.callback();

  server.on('request', (request: http.IncomingMessage, response: http.ServerResponse) => {
    const path = new URL(request.url ?? '/', issuer).pathname;
    const match = /^\/interaction\/([\w-]+)(?:\/(login|cancel))?$/.exec(path);
    if (!match?.[1]) return void protocol(request, response);
    interaction(provider, request, response, match[1], match[2]).catch((error: unknown) => {
      // An expired or unknown interaction (its cookie is gone): a page, not a stack trace.
      log.warn({ err: error }, 'account stand-in: interaction failed');
      if (!response.headersSent)
        sendHtml(
          response,
          400,
          errorPage('Deze inlogpoging is verlopen. Ga terug naar de winkel en probeer het opnieuw.'),
        );
    });
  });

  return {
    url: issuer,
    close: () => closeServer(server),
  };
}

if (isMainModule(import.meta.url)) {
  // `npm run account`; ACCOUNT_PORT, ACCOUNT_CLIENT_ID and ACCOUNT_CLIENT_SECRET are honoured.
  const port = portFrom(process.env.ACCOUNT_PORT, STAND_IN_PORTS.account);
  const server = await startAccountServer({
    port,
    clientId: process.env.ACCOUNT_CLIENT_ID || undefined,
    clientSecret: process.env.ACCOUNT_CLIENT_SECRET || undefined,
  });
  console.log(`Local account service (OpenID Connect) on ${server.url}: jan@example.nl / welkom01. Stop with Ctrl+C.`);
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      void server.close().then(() => process.exit(0));
    });
  }
}
