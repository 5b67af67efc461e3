/**
 * A request's body, at most `maxBytes`; undefined when it is bigger. A declared length over the limit is refused
 * before anything is read, and a body that streams past it is cancelled there: a visitor cannot make the site hold
 * more than the limit (the error tunnel, ./tunnel.ts; the page-speed beacons, ./web-vitals-endpoint.ts; the content
 * webhook, site/content/webhook.ts).
 */
export async function readBodyUpTo(request: Request, maxBytes: number): Promise<Uint8Array | undefined> {
  if (Number(request.headers.get('content-length') ?? 0) > maxBytes) return undefined;
  if (!request.body) return new Uint8Array();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for await (const chunk of request.body) {
    size += chunk.byteLength;
    if (size > maxBytes) return undefined;
    chunks.push(chunk);
  }
  const body = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    body.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return body;
}
