import { toCamelCaseKeys, toSnakeCaseKeys } from '../../schemas/front-office.ts';
import {
  createFrontOfficeStandIn,
  type FrontOfficeStandIn,
  type FrontOfficeStandInOptions,
} from '../../stand-ins/front-office/stand-in.ts';
import { frontOfficeClient, type FrontOfficeRequest } from './client.ts';
import type { FrontOffice } from './port.ts';

/** The query as the HTTP client puts it in the URL: snake_case keys, a list as repeated keys. */
function searchParams(query: FrontOfficeRequest['query']): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(toSnakeCaseKeys(query ?? {}) as Record<string, string | string[]>)) {
    for (const item of [value].flat()) params.append(key, item);
  }
  return params;
}

/** A JSON round trip, as over the wire: caller and stand-in never share an object. */
const overTheWire = (value: unknown): unknown => (value === undefined ? undefined : JSON.parse(JSON.stringify(value)));

/**
 * The front-office port on the local stand-in (docs/architecture.md#ports-and-adapters), in process: each request takes
 * the same form as on the wire (snake_case, header names in lower case) and the answer comes back camelCase, so
 * callers see what the HTTP adapter gives them. No cache and no retries: nothing travels.
 */
export function createLocalFrontOffice(
  options: FrontOfficeStandInOptions & { readonly standIn?: FrontOfficeStandIn } = {},
): FrontOffice {
  const standIn = options.standIn ?? createFrontOfficeStandIn(options);
  return frontOfficeClient(async (request) => {
    const answer = await standIn.handle({
      method: request.method,
      path: request.path,
      query: searchParams(request.query),
      headers: Object.fromEntries(Object.entries(request.headers).map(([name, value]) => [name.toLowerCase(), value])),
      body: overTheWire(toSnakeCaseKeys(request.body)),
    });
    return { status: answer.status, body: toCamelCaseKeys(overTheWire(answer.body)) };
  });
}
