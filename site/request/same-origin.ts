import { NextResponse } from 'next/server';
import { PLAIN_TEXT_HEADERS } from './headers.ts';

/**
 * Next's own cross-site check of an action, the same rule for every state-changing POST of ours (a server action,
 * the /actie form, leaving the preview): the Origin's host must be the first X-Forwarded-Host, or the Host when there
 * is none. A request with no Origin passes (a browser sends one with every POST, so only a non-browser sends none).
 */
export function fromAnotherSite(request: Pick<Request, 'headers'>): boolean {
  const origin = request.headers.get('origin');
  if (origin === null) return false;
  let originHost: string;
  try {
    originHost = origin === 'null' ? 'null' : new URL(origin).host;
  } catch {
    return true;
  }
  const forwardedHost = request.headers.get('x-forwarded-host')?.split(',')[0]?.trim();
  return originHost !== (forwardedHost || request.headers.get('host'));
}

/** The answer to a POST from another site's page (fromAnotherSite): a plain 403, never kept. */
export const fromAnotherSiteRefusal = () =>
  new NextResponse('Forbidden: a form of this shop is sent from its own pages only', {
    status: 403,
    headers: PLAIN_TEXT_HEADERS,
  });
