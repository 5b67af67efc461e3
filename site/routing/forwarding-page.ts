import { NextResponse } from 'next/server';

/*
 * Leaving for another origin after a form's POST: the policy's `form-action 'self'` (docs/adr/0009) governs a form
 * submission's redirects too, so the visitor is forwarded by a Refresh header from a page of the site's own, which
 * also shows the link for a browser that ignores the header. Used by the logout (to the account service) and the
 * order form without JavaScript (to the payment provider's checkout).
 */

const escapeHtml = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

export interface ForwardingPage {
  readonly location: string;
  readonly title: string;
  readonly heading: string;
  readonly linkText: string;
}

export function forwardingResponse(page: ForwardingPage): NextResponse {
  const html =
    `<!doctype html><html lang="nl"><head><meta charset="utf-8"><meta name="robots" content="noindex"><title>${escapeHtml(page.title)}</title></head>` +
    `<body><main><h1>${escapeHtml(page.heading)}</h1><p><a href="${escapeHtml(page.location)}">${escapeHtml(page.linkText)}</a></p></main></body></html>`;
  return new NextResponse(html, {
    status: 200,
    headers: {
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': 'no-store',
      Refresh: `0;url=${page.location}`,
    },
  });
}
