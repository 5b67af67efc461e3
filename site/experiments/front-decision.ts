/** The decision service's answer to nginx: the key of the page decided, the decisions, and the visitor's cookies. */
export const FRONT_ANSWER_HEADERS = {
  key: 'x-decided-key',
  experiments: 'x-decided-experiments',
  /** One header per Set-Cookie value (nginx reads one value of a header name): x-decided-cookie-1, -2, -3. */
  cookie: (index: number) => `x-decided-cookie-${index}`,
} as const;

/** The most cookies a decision sets: the user id, the activation marker and the seen-decisions cookie. */
export const MAX_FRONT_COOKIES = 3;
