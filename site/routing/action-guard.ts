import { NextResponse, type NextRequest } from 'next/server';

/** Next's server reference ids: 42 hex characters (next/dist/shared/lib/server-reference-info). */
const SERVER_REFERENCE_ID = /^[0-9a-f]{42}$/;
/** The form fields by which a form posted without JavaScript names its server action (React's encoding). */
const ACTION_FIELD = /^\$ACTION_ID_(.*)$/;

const badRequest = () =>
  new NextResponse('Bad request', {
    status: 400,
    headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' },
  });

/**
 * A POST to a page is a server action (the order form, with JavaScript or without) or a plain page request. Next
 * decodes what names the action before any code of ours runs, and answers a malformed name or multipart body with a
 * 500 (found by e2e/fuzz.ts), on any path that ends in a page, the 404 page included; such a request is refused here
 * with a 400 instead, on every path (no route handler of ours takes a malformed multipart body either). A
 * well-formed name of an action that does not exist is Next's to answer (a 404).
 */
export async function actionGuardResponse(request: NextRequest): Promise<NextResponse | undefined> {
  if (request.method !== 'POST') return undefined;
  const actionId = request.headers.get('next-action');
  if (actionId !== null) return SERVER_REFERENCE_ID.test(actionId) ? undefined : badRequest();
  if (!(request.headers.get('content-type') ?? '').toLowerCase().startsWith('multipart/form-data')) return undefined;
  let form: FormData;
  try {
    form = await request.clone().formData();
  } catch {
    return badRequest();
  }
  for (const name of form.keys()) {
    const action = ACTION_FIELD.exec(name.replace(/^\d+_/, ''));
    if (action && !SERVER_REFERENCE_ID.test(action[1]!)) return badRequest();
  }
  return undefined;
}
