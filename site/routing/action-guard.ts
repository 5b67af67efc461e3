import { NextResponse, type NextRequest } from 'next/server';
import { PLAIN_TEXT_HEADERS } from '../request/headers.ts';
import { fromAnotherSite, fromAnotherSiteRefusal } from '../request/same-origin.ts';

/** Next's server reference ids: 42 hex characters (next/dist/shared/lib/server-reference-info). */
const SERVER_REFERENCE_ID = /^[0-9a-f]{42}$/;
/** The form fields by which a form posted without JavaScript names its server action (React's encoding). */
const ACTION_FIELD = /^\$ACTION_ID_(.*)$/;
/** Any field of React's action encoding: a plain action's id, or a bound one's reference, arguments and key. */
const ANY_ACTION_FIELD = /^\$ACTION_/;

const badRequest = () =>
  new NextResponse('Bad request', {
    status: 400,
    headers: PLAIN_TEXT_HEADERS,
  });

/**
 * A POST to a page is a server action (the order form, with JavaScript or without) or a plain page request. Next
 * decodes what names the action before any code of ours runs, and answers a malformed name or multipart body with a
 * 500 (found by e2e/fuzz/fuzz.ts), on any path that ends in a page, the 404 page included; such a request is refused
 * here with a 400 instead, on every path (no route handler of ours takes a malformed multipart body either). A
 * well-formed name of an action that does not exist is Next's to answer (a 404). An action sent from another site's
 * page gets a 403 (site/request/same-origin.ts: Next's own rule, which Next answers with a 500).
 */
export async function actionGuardResponse(request: NextRequest): Promise<NextResponse | undefined> {
  if (request.method !== 'POST') return undefined;
  const actionId = request.headers.get('next-action');
  if (actionId !== null)
    return !SERVER_REFERENCE_ID.test(actionId)
      ? badRequest()
      : fromAnotherSite(request)
        ? fromAnotherSiteRefusal()
        : undefined;
  if (!(request.headers.get('content-type') ?? '').toLowerCase().startsWith('multipart/form-data')) return undefined;
  let form: FormData;
  try {
    form = await request.clone().formData();
  } catch {
    return badRequest();
  }
  let action = false;
  for (const name of form.keys()) {
    const field = name.replace(/^\d+_/, '');
    const id = ACTION_FIELD.exec(field);
    if (id && !SERVER_REFERENCE_ID.test(id[1]!)) return badRequest();
    action ||= ANY_ACTION_FIELD.test(field);
  }
  return action && fromAnotherSite(request) ? fromAnotherSiteRefusal() : undefined;
}
