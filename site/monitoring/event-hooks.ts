import type { init } from '@sentry/nextjs';
import { eventLevel, redactBreadcrumb, redactEvent, type LeveledEvent } from '../../domain/error-redaction.ts';

/*
 * What the server's and the browser's SDK collect, and their last hooks before an event or breadcrumb leaves the
 * process: personal data redacted, and the level set by docs/rules/08-errors.md's rule.
 */

type DataCollection = NonNullable<Parameters<typeof init>[0]['dataCollection']>;

/**
 * SDK 11's successor of `sendDefaultPii: false`: no user info, cookies, bodies, local variables or database and
 * AI payloads, and no source lines around a frame (docs/stack.md#pitfalls: they can hold literal values, and are added
 * after `beforeSend`). Headers and query parameters are collected for the context they give, and redacted by the hooks.
 */
export const DATA_COLLECTION: DataCollection = {
  userInfo: false,
  cookies: false,
  httpBodies: [],
  stackFrameVariables: false,
  frameContextLines: 0,
  graphQL: { document: false, variables: false },
  genAI: { inputs: false, outputs: false },
  databaseQueryData: false,
  queues: false,
};

/** Sentry's `beforeSend`: the event redacted, its level 'error' with an error object, else 'warning'. */
export function beforeSend<E extends LeveledEvent & { level?: string }>(event: E): E {
  return { ...redactEvent(event), level: eventLevel(event) };
}

/** Sentry's `beforeBreadcrumb`: the breadcrumb redacted (a breadcrumb also travels with later events). */
export function beforeBreadcrumb<B extends object>(breadcrumb: B): B {
  return redactBreadcrumb(breadcrumb);
}
