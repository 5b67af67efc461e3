import { answer, invalid, isObject, type Json, type MapiAnswer } from './answer.ts';
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/*
 * Assets of the Management API stand-in, with Storyblok's three-step upload (its reference: "Upload and Replace
 * Assets"): `POST /v1/spaces/:space_id/assets` with a `filename` (and `size` "<width>x<height>", `asset_folder_id`)
 * answers a signed response; the file then goes as multipart/form-data to its `post_url` with every one of its `fields`
 * (Amazon S3's POST policy, here a storage endpoint of the stand-in's own server, which refuses a form whose signature
 * or key is not the one it signed); `GET /assets/:id/finish_upload` ends it. `GET /assets` lists them (paged like
 * stories, `search` on the file name), `GET /assets/:id` shows one. An asset's `filename` is Storyblok's URL,
 * `https://a.storyblok.com/f/<space>/<WxH>/<10 hex>/<name>`; the storage serves the uploaded bytes under the same path
 * (`GET /f/...`).
 */

export interface StandInAsset extends Json {
  id: number;
  filename: string;
  short_filename: string;
  content_type: string | null;
  content_length: number | null;
  asset_folder_id: number | null;
  alt: string | null;
  title: string | null;
  copyright: string | null;
  focus: string | null;
  is_private: boolean;
  created_at: string;
  updated_at: string;
}

interface AssetRequest {
  readonly method: string;
  readonly query: URLSearchParams;
  readonly body: unknown;
}

type AssetAnswer = MapiAnswer;

/** What the storage answers, as S3 does: 204 for a stored file, 403 with an XML error otherwise. */
export interface StorageAnswer {
  readonly status: number;
  readonly contentType: string;
  readonly body: string | Uint8Array;
}

export interface AssetStore {
  /** The storage's POST URL handed out in signed responses; server.ts sets it to its own `/a.storyblok.com`. */
  postUrl: string;
  /** Undefined for a request the API has no endpoint for (the stand-in records it). */
  route(
    spaceId: number,
    request: AssetRequest,
    idText: string | undefined,
    extra: string | undefined,
  ): AssetAnswer | undefined;
  /** A multipart POST to `postUrl`: the form's text fields and its `file`. */
  store(fields: ReadonlyMap<string, string>, file: { bytes: Uint8Array; type: string } | undefined): StorageAnswer;
  /** `GET /f/<space>/...`: an uploaded file's bytes, or undefined. */
  read(pathname: string): { bytes: Uint8Array; type: string } | undefined;
  /** Every asset of a space, by id. */
  of(spaceId: number): Map<number, StandInAsset>;
}

const ASSET_HOST = 'https://a.storyblok.com';
const BUCKET = 'a.storyblok.com';
/** The storage's upload path on the stand-in's server: S3's path-style bucket URL. */
export const STORAGE_PATH = `/${BUCKET}`;
const MAX_PER_PAGE = 100;
const DEFAULT_PER_PAGE = 25;
const SIZE = /^(\d{1,5})[xX](\d{1,5})$/;
/** How long a signed upload is good for. */
const SIGNED_FOR_MS = 10 * 60 * 1000;

const s3Error = (code: string, message: string): StorageAnswer => ({
  status: 403,
  contentType: 'application/xml',
  body: `<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>${code}</Code><Message>${message}</Message></Error>`,
});

/**
 * Storyblok's stored name (its reference: "parameterized"): every dot but the last one becomes an underscore; here
 * also anything but letters, digits, `_` and `-` a dash.
 */
const storedName = (filename: string) => {
  const base = filename.split('/').at(-1) ?? '';
  const dot = base.lastIndexOf('.');
  const [stem, extension] = dot <= 0 ? [base, ''] : [base.slice(0, dot), base.slice(dot)];
  return `${stem.replaceAll('.', '_').replace(/[^A-Za-z0-9_-]+/g, '-')}${extension}`;
};

const CONTENT_TYPES: Readonly<Record<string, string>> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  webp: 'image/webp',
  avif: 'image/avif',
  svg: 'image/svg+xml',
};
const contentTypeOf = (name: string) =>
  CONTENT_TYPES[name.split('.').at(-1)?.toLowerCase() ?? ''] ?? 'application/octet-stream';

export function createAssetStore(options: { now: () => number; newId: () => number; stamp: () => string }) {
  const secret = randomBytes(32);
  const spaces = new Map<number, Map<number, StandInAsset>>();
  /** What was signed, by the key it was signed for: the asset it fills and until when. */
  const signed = new Map<string, { spaceId: number; assetId: number; policy: string; expires: number }>();
  const files = new Map<string, { bytes: Uint8Array; type: string }>();
  const sign = (policy: string) => createHmac('sha256', secret).update(policy).digest('hex');
  const of = (spaceId: number) => {
    let assets = spaces.get(spaceId);
    if (!assets) spaces.set(spaceId, (assets = new Map()));
    return assets;
  };

  /** The request's parameters: the reference puts them in the body, Storyblok's client in the query; both count. */
  function parameter(request: AssetRequest, name: string): string | undefined {
    const fromBody = isObject(request.body) ? request.body[name] : undefined;
    const value = fromBody ?? request.query.get(name) ?? undefined;
    return value === undefined || value === null ? undefined : String(value);
  }

  function signUpload(spaceId: number, request: AssetRequest, store: AssetStore): AssetAnswer {
    const filename = parameter(request, 'filename');
    if (!filename?.trim()) return invalid('filename', 'can’t be blank');
    const size = parameter(request, 'size') ?? '';
    const dimensions = SIZE.exec(size);
    if (size !== '' && !dimensions) return invalid('size', 'must be <width>x<height>');
    const folder = parameter(request, 'asset_folder_id');
    const name = storedName(filename);
    const key = [
      'f',
      String(spaceId),
      ...(dimensions ? [`${dimensions[1]}x${dimensions[2]}`] : []),
      randomBytes(5).toString('hex'),
      name,
    ].join('/');
    const time = options.stamp();
    const asset: StandInAsset = {
      id: options.newId(),
      filename: `${ASSET_HOST}/${key}`,
      short_filename: name,
      content_type: null,
      content_length: null,
      asset_folder_id: folder === undefined ? null : Number(folder),
      alt: null,
      title: null,
      copyright: null,
      focus: null,
      is_private: false,
      created_at: time,
      updated_at: time,
    };
    of(spaceId).set(asset.id, asset);
    const expires = options.now() + SIGNED_FOR_MS;
    const type = contentTypeOf(name);
    const policy = Buffer.from(
      JSON.stringify({
        expiration: new Date(expires).toISOString(),
        conditions: [{ bucket: BUCKET }, { acl: 'public-read' }, { key }, { 'Content-Type': type }],
      }),
    ).toString('base64');
    signed.set(key, { spaceId, assetId: asset.id, policy, expires });
    const date = new Date(options.now())
      .toISOString()
      .replace(/[-:]/g, '')
      .replace(/\.\d{3}/, '');
    return answer(200, {
      id: asset.id,
      pretty_url: `//${BUCKET}/${key}`,
      public_url: `https://s3.amazonaws.com/${BUCKET}/${key}`,
      post_url: store.postUrl,
      locked: false,
      meta_data: {},
      fields: {
        key,
        acl: 'public-read',
        Expires: new Date(expires).toUTCString(),
        'Cache-Control': 'public; max-age=31536000',
        'Content-Type': type,
        policy,
        'x-amz-credential': `STANDIN/${date.slice(0, 8)}/us-east-1/s3/aws4_request`,
        'x-amz-algorithm': 'AWS4-HMAC-SHA256',
        'x-amz-date': date,
        'x-amz-signature': sign(policy),
      },
    });
  }

  function list(spaceId: number, query: URLSearchParams): AssetAnswer {
    const perPage = Math.min(
      MAX_PER_PAGE,
      Math.max(1, Number(query.get('per_page') ?? DEFAULT_PER_PAGE) || DEFAULT_PER_PAGE),
    );
    const page = Math.max(1, Number(query.get('page') ?? 1) || 1);
    const search = query.get('search')?.toLowerCase();
    const folder = query.get('in_folder');
    const all = [...of(spaceId).values()]
      .filter((asset) => !search || asset.short_filename.toLowerCase().includes(search))
      .filter((asset) => folder === null || asset.asset_folder_id === Number(folder))
      .sort((a, b) => b.created_at.localeCompare(a.created_at) || b.id - a.id);
    const assets = all.slice((page - 1) * perPage, page * perPage);
    return answer(200, { assets }, { total: String(all.length), 'per-page': String(perPage) });
  }

  const store: AssetStore = {
    postUrl: `https://s3.amazonaws.com/${BUCKET}`,
    of,
    route(spaceId, request, idText, extra) {
      const id = idText === undefined ? undefined : Number(idText);
      if (idText !== undefined && !Number.isInteger(id)) return undefined;
      if (id === undefined && extra === undefined) {
        if (request.method === 'GET') return list(spaceId, request.query);
        if (request.method === 'POST') return signUpload(spaceId, request, store);
      }
      const asset = id === undefined ? undefined : of(spaceId).get(id);
      if (request.method !== 'GET' || (extra !== undefined && extra !== 'finish_upload')) return undefined;
      if (!asset) return answer(404, { error: 'This record could not be found' });
      if (extra === undefined) return answer(200, asset);
      const key = asset.filename.slice(ASSET_HOST.length + 1);
      const file = files.get(key);
      if (!file) return invalid('file', 'has not been uploaded');
      asset.content_type = file.type;
      asset.content_length = file.bytes.length;
      asset.updated_at = options.stamp();
      const { id: assetId, filename, alt, copyright, title, focus, is_private } = asset;
      return answer(200, { id: assetId, filename, alt, copyright, title, focus, is_private });
    },
    store(fields, file) {
      const key = fields.get('key') ?? '';
      const expected = signed.get(key);
      if (!expected)
        return s3Error('AccessDenied', 'Invalid according to Policy: Policy Condition failed: ["eq", "$key"]');
      const signature = Buffer.from(fields.get('x-amz-signature') ?? '');
      const wanted = Buffer.from(sign(fields.get('policy') ?? ''));
      if (fields.get('policy') !== expected.policy || signature.length !== wanted.length)
        return s3Error(
          'SignatureDoesNotMatch',
          'The request signature we calculated does not match the signature you provided.',
        );
      if (!timingSafeEqual(signature, wanted))
        return s3Error(
          'SignatureDoesNotMatch',
          'The request signature we calculated does not match the signature you provided.',
        );
      if (options.now() > expected.expires)
        return s3Error('AccessDenied', 'Invalid according to Policy: Policy expired.');
      if (!file || file.bytes.length === 0)
        return { status: 400, contentType: 'application/xml', body: '<Error><Code>InvalidArgument</Code></Error>' };
      files.set(key, { bytes: file.bytes, type: fields.get('Content-Type') ?? file.type });
      return { status: 204, contentType: 'text/plain', body: '' };
    },
    read(pathname) {
      return files.get(pathname.replace(/^\//, ''));
    },
  };
  return store;
}
