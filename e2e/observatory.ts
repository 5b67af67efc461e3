/*
 * The MDN HTTP Observatory's published scoring rules (developer.mozilla.org/en-US/observatory/docs/tests_and_scoring),
 * for the tests a page's own answer decides: a score starts at 100, each test may deduct, and bonuses count only
 * from 90 up. Not scored here: redirection from http to https and the HSTS preload list (the deployment's, not the
 * site's; the tests run on loopback over http), and cross-origin resource sharing (the shop sends none).
 */

export interface Deduction {
  readonly test: string;
  readonly points: number;
  readonly reason: string;
}

export interface ObservatoryScore {
  readonly score: number;
  readonly grade: string;
  readonly deductions: readonly Deduction[];
  readonly bonuses: readonly Deduction[];
}

const GRADES: readonly [number, string][] = [
  [100, 'A+'],
  [90, 'A'],
  [85, 'A-'],
  [80, 'B+'],
  [75, 'B'],
  [70, 'B-'],
  [65, 'C+'],
  [60, 'C'],
  [55, 'C-'],
  [50, 'D+'],
  [45, 'D'],
  [40, 'D-'],
];

const gradeOf = (score: number) => GRADES.find(([floor]) => score >= floor)?.[1] ?? 'F';

/** Sources that let any script run: the Observatory's 'unsafe' class for script-src. */
const UNSAFE_SCRIPT_SOURCES = new Set(["'unsafe-inline'", '*', 'http:', 'https:', 'data:']);

function parsePolicy(policy: string): Map<string, string[]> {
  const directives = new Map<string, string[]>();
  for (const part of policy.split(';')) {
    const [name, ...values] = part.trim().split(/\s+/);
    if (name && !directives.has(name.toLowerCase())) directives.set(name.toLowerCase(), values);
  }
  return directives;
}

/** Each test's result: points (negative a deduction, positive a bonus) and why. */
function tests(headers: Readonly<Record<string, string>>, html: string): Deduction[] {
  const results: Deduction[] = [];
  const add = (test: string, points: number, reason: string) => results.push({ test, points, reason });

  const policy = headers['content-security-policy'];
  const directives = policy ? parsePolicy(policy) : undefined;
  if (!directives) add('content-security-policy', -25, 'no Content-Security-Policy');
  else {
    const scripts = directives.get('script-src') ?? directives.get('default-src') ?? ['*'];
    const unsafe = scripts.some((source) => UNSAFE_SCRIPT_SOURCES.has(source)) && !scripts.includes("'strict-dynamic'");
    if (unsafe) add('content-security-policy', -20, `script-src allows unsafe sources (${scripts.filter((source) => UNSAFE_SCRIPT_SOURCES.has(source)).join(' ')})`);
    else if (scripts.includes("'unsafe-eval'")) add('content-security-policy', -10, "script-src allows 'unsafe-eval'");
    else if (directives.get('default-src')?.join(' ') === "'none'") add('content-security-policy', 10, "no unsafe sources and default-src 'none'");
    else add('content-security-policy', 5, 'no unsafe sources');
  }

  const cookies = (headers['set-cookie'] ?? '').split('\n').filter(Boolean);
  if (cookies.some((cookie) => !/;\s*secure/i.test(cookie))) add('cookies', -20, 'a cookie without Secure');
  else if (cookies.length > 0 && cookies.every((cookie) => /;\s*samesite/i.test(cookie))) add('cookies', 5, 'every cookie Secure and SameSite');

  const referrer = (headers['referrer-policy'] ?? '').toLowerCase().split(',').map((value) => value.trim()).at(-1);
  if (referrer && ['no-referrer', 'same-origin', 'strict-origin', 'strict-origin-when-cross-origin'].includes(referrer)) add('referrer-policy', 5, `${referrer} keeps the path private`);
  else if (referrer && ['unsafe-url', 'no-referrer-when-downgrade'].includes(referrer)) add('referrer-policy', -5, `${referrer} leaks the path`);

  const hsts = headers['strict-transport-security'];
  const maxAge = Number(/max-age=(\d+)/i.exec(hsts ?? '')?.[1] ?? -1);
  if (!hsts || maxAge < 0) add('strict-transport-security', -20, 'no Strict-Transport-Security');
  else if (maxAge < 15_768_000) add('strict-transport-security', -10, 'Strict-Transport-Security under six months');

  const foreign = [...html.matchAll(/<script\b[^>]*\bsrc="(https?:)?\/\/[^"]+"[^>]*>/gi)].filter((tag) => !/\bintegrity=/i.test(tag[0]));
  if (foreign.length > 0) add('subresource-integrity', -5, `${foreign.length} script(s) from another origin without integrity`);

  if ((headers['x-content-type-options'] ?? '').toLowerCase() !== 'nosniff') add('x-content-type-options', -5, 'no X-Content-Type-Options: nosniff');

  if (directives?.has('frame-ancestors')) add('x-frame-options', 5, 'framing decided by the policy’s frame-ancestors');
  else if (!/^(deny|sameorigin)$/i.test(headers['x-frame-options'] ?? '')) add('x-frame-options', -20, 'framing not restricted');

  return results;
}

/** A page's score: `headers` with lower-case names (Set-Cookie lines joined by newlines), `html` its body. */
export function observatoryScore(headers: Readonly<Record<string, string>>, { html }: { html: string }): ObservatoryScore {
  const results = tests(headers, html);
  const deductions = results.filter((result) => result.points < 0);
  const bonuses = results.filter((result) => result.points > 0);
  const base = 100 + deductions.reduce((sum, deduction) => sum + deduction.points, 0);
  const score = base >= 90 ? base + bonuses.reduce((sum, bonus) => sum + bonus.points, 0) : base;
  return { score, grade: gradeOf(score), deductions, bonuses: base >= 90 ? bonuses : [] };
}
