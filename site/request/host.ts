import type { NextRequest } from 'next/server';

/** An absolute address on the visitor's own host (request.url carries the server's bind address, not the brand's). */
export function onVisitorHost(request: NextRequest, location: string): string {
  const protocol = request.headers.get('x-forwarded-proto') ?? request.nextUrl.protocol.replace(':', '');
  return `${protocol}://${request.headers.get('host')}${location}`;
}
