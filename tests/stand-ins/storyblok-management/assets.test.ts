import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startManagementServer, type ManagementServer } from '../../../stand-ins/storyblok-management/server.ts';

/*
 * The stand-in's assets over HTTP on 127.0.0.1, as Storyblok's three-step upload goes
 * (stand-ins/storyblok-management/assets.ts): a signed response, a multipart POST to its storage, finish_upload.
 */

const TOKEN = 'assets-test-token';
const SPACE = 1000;
let server: ManagementServer;

beforeAll(async () => {
  server = await startManagementServer({ port: 0, token: TOKEN, spaces: [SPACE], requestsPerSecond: 0 });
});
afterAll(async () => {
  expect(server.standIn.unexpected).toEqual([]);
  await server?.close();
});

interface Signed {
  id: number;
  post_url: string;
  pretty_url: string;
  public_url: string;
  fields: Record<string, string>;
}

async function api(method: string, pathInSpace: string, body?: unknown) {
  const response = await fetch(`${server.url}/v1/spaces/${SPACE}${pathInSpace}`, {
    method,
    headers: { authorization: TOKEN, 'content-type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return { status: response.status, headers: response.headers, body: (await response.json()) as unknown };
}

function toStorage(signed: Signed, bytes: Uint8Array, fields: Record<string, string> = signed.fields) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append('file', new Blob([new Uint8Array(bytes)], { type: fields['Content-Type'] }), 'file');
  return fetch(signed.post_url, { method: 'POST', body: form });
}

const BYTES = new Uint8Array([1, 2, 3, 4, 5, 6, 7, 8]);

describe('the signed upload', () => {
  it('signs, takes the multipart POST with the signed fields, finishes, and serves the bytes at the asset URL', async () => {
    const signed = await api('POST', '/assets', { filename: 'my.cover.jpg', size: '600x400', asset_folder_id: 7 });
    expect(signed.status).toBe(200);
    const answer = signed.body as Signed;
    expect(answer.post_url).toBe(`${server.url}/a.storyblok.com`);
    expect(answer.fields.key).toMatch(/^f\/1000\/600x400\/[0-9a-f]{10}\/my_cover\.jpg$/);
    expect(answer.pretty_url).toBe(`//a.storyblok.com/${answer.fields.key}`);
    expect(answer.fields).toMatchObject({ acl: 'public-read', 'Content-Type': 'image/jpeg' });
    expect(Object.keys(answer.fields)).toEqual(
      expect.arrayContaining(['policy', 'x-amz-signature', 'x-amz-credential', 'x-amz-algorithm', 'x-amz-date']),
    );

    const early = await api('GET', `/assets/${answer.id}/finish_upload`);
    expect(early).toMatchObject({ status: 422, body: { file: ['has not been uploaded'] } });

    const stored = await toStorage(answer, BYTES);
    expect(stored.status).toBe(204);
    const finished = await api('GET', `/assets/${answer.id}/finish_upload`);
    expect(finished.status).toBe(200);
    const filename = `https://a.storyblok.com/${answer.fields.key}`;
    expect(finished.body).toMatchObject({ id: answer.id, filename });

    const shown = await api('GET', `/assets/${answer.id}`);
    expect(shown.body).toMatchObject({
      id: answer.id,
      filename,
      short_filename: 'my_cover.jpg',
      content_type: 'image/jpeg',
      content_length: BYTES.length,
      asset_folder_id: 7,
    });
    const served = await fetch(`${server.url}/${answer.fields.key}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/jpeg');
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(BYTES);
  });

  it("takes the sign request's parameters in the query too, as Storyblok's client sends them", async () => {
    const signed = await api('POST', '/assets?filename=query.png&size=10x20');
    expect(signed.status).toBe(200);
    expect((signed.body as Signed).fields.key).toMatch(/^f\/1000\/10x20\/[0-9a-f]{10}\/query\.png$/);
  });

  it('refuses a storage POST whose signature, policy or key is not the one it signed, and stores nothing', async () => {
    const answer = (await api('POST', '/assets', { filename: 'refused.png' })).body as Signed;
    const cases: Record<string, string>[] = [
      {
        ...answer.fields,
        'x-amz-signature': answer.fields['x-amz-signature']!.replace(/^./, (c) => (c === 'a' ? 'b' : 'a')),
      },
      { ...answer.fields, policy: Buffer.from('{"conditions":[]}').toString('base64') },
    ];
    for (const fields of cases) {
      const refused = await toStorage(answer, BYTES, fields);
      expect(refused.status).toBe(403);
      expect(await refused.text()).toContain('<Code>SignatureDoesNotMatch</Code>');
    }
    const otherKey = await toStorage(answer, BYTES, { ...answer.fields, key: 'f/1000/aaaaaaaaaa/other.png' });
    expect(otherKey.status).toBe(403);
    expect(await otherKey.text()).toContain('<Code>AccessDenied</Code>');
    expect((await api('GET', `/assets/${answer.id}/finish_upload`)).status).toBe(422);
    expect((await fetch(`${server.url}/${answer.fields.key}`)).status).toBe(404);
  });

  it('refuses a sign request without a filename, or with a size that is not <width>x<height>, with the field', async () => {
    expect(await api('POST', '/assets', {})).toMatchObject({ status: 422, body: { filename: ['can’t be blank'] } });
    expect(await api('POST', '/assets', { filename: 'a.png', size: 'big' })).toMatchObject({
      status: 422,
      body: { size: ['must be <width>x<height>'] },
    });
  });

  it('answers 404 for an asset that is not there, and 401 for another token', async () => {
    expect((await api('GET', '/assets/999999/finish_upload')).status).toBe(404);
    const response = await fetch(`${server.url}/v1/spaces/${SPACE}/assets`, { headers: { authorization: 'other' } });
    expect(response.status).toBe(401);
  });
});

describe('the list of assets', () => {
  it('pages like stories (total and per-page headers) and filters by file name with search', async () => {
    for (const name of ['list-a.png', 'list-b.png', 'list-c.png'])
      expect((await api('POST', '/assets', { filename: name })).status).toBe(200);
    const page = await api('GET', '/assets?search=list-&per_page=2&page=1');
    expect(page.headers.get('total')).toBe('3');
    expect(page.headers.get('per-page')).toBe('2');
    expect((page.body as { assets: unknown[] }).assets).toHaveLength(2);
    const rest = await api('GET', '/assets?search=list-&per_page=2&page=2');
    const names = [
      ...(page.body as { assets: { short_filename: string }[] }).assets,
      ...(rest.body as { assets: { short_filename: string }[] }).assets,
    ].map((asset) => asset.short_filename);
    expect(names.sort()).toEqual(['list-a.png', 'list-b.png', 'list-c.png']);
    expect(server.standIn.assets.of(SPACE).size).toBeGreaterThanOrEqual(3);
  });
});
