import type { IncomingMessage, ServerResponse } from 'node:http';
import { STORAGE_PATH, type AssetStore } from './assets.ts';

/*
 * The stand-in's asset storage on its own server: `POST /a.storyblok.com` takes a signed upload as S3 does (a
 * multipart form: the signed response's fields, then `file`), `GET /f/...` serves what was uploaded under the path
 * of its asset URL (assets.ts). Neither needs the token: S3 checks the form's signature, and assets are public.
 */

const MAX_FILE_BYTES = 20_000_000;

async function readRaw(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request) {
    size += (chunk as Buffer).length;
    if (size > MAX_FILE_BYTES) throw new Error('body too large');
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

/** Answers a storage request and says true, or says false for any other request. */
export function serveStorage(store: AssetStore, request: IncomingMessage, response: ServerResponse): boolean {
  const url = new URL(request.url ?? '/', 'http://127.0.0.1');
  if (request.method === 'GET' && url.pathname.startsWith('/f/')) {
    const file = store.read(decodeURIComponent(url.pathname));
    if (!file) response.writeHead(404, { 'content-type': 'text/plain' }).end('Not Found');
    else response.writeHead(200, { 'content-type': file.type, 'content-length': file.bytes.length }).end(file.bytes);
    return true;
  }
  if (request.method !== 'POST' || url.pathname.replace(/\/+$/, '') !== STORAGE_PATH) return false;
  readRaw(request)
    .then(async (raw) => {
      // The platform's own multipart parser: the form as S3 would read it.
      const form = await new Response(new Uint8Array(raw), {
        headers: { 'content-type': request.headers['content-type'] ?? '' },
      }).formData();
      const fields = new Map<string, string>();
      let file: { bytes: Uint8Array; type: string } | undefined;
      for (const [name, value] of form.entries()) {
        if (typeof value === 'string') fields.set(name, value);
        else if (name === 'file') file = { bytes: new Uint8Array(await value.arrayBuffer()), type: value.type };
      }
      const answer = store.store(fields, file);
      response.writeHead(answer.status, { 'content-type': answer.contentType }).end(answer.body);
    })
    .catch(() => {
      if (!response.headersSent)
        response
          .writeHead(400, { 'content-type': 'application/xml' })
          .end('<Error><Code>MalformedPOSTRequest</Code></Error>');
    });
  return true;
}
