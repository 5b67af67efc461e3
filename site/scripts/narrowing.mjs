// Settings that make a check look at less than all of what it checks: a developer's shortcut while working on one
// part, never a CI run's (docs/conventions.md#ci-runs). Each is read through `narrowing`, which refuses it when CI is
// set, so a green CI run always means the whole check ran. `npm test` refuses them all up front
// (site/scripts/test-all.sh). Usage as a script: node site/scripts/narrowing.mjs   (exits 1, naming them, when any is
// set under CI)
import { pathToFileURL } from 'node:url';

/** Every narrowing setting, with what it leaves out. A seed (FUZZ_SEED) replays a run and narrows nothing. */
export const NARROWING_SETTINGS = {
  A11Y_ONLY: 'checks only the pages whose address matches',
  A11Y_AXE_ONLY: 'checks only the axe pages whose key matches',
  A11Y_AXE_BRANDS: 'checks only the pages of the brands named (their classes formed among them)',
  A11Y_AXE_PLAN_ONLY: 'plans the axe checks and makes none',
  A11Y_BASE_PORT: 'checks a server started elsewhere instead of this build',
  FUZZ_REQUESTS: 'sends fewer than the 10,000 requests (0: none)',
  FUZZ_BASE_PORT: 'sends the requests to a server started elsewhere instead of this build',
  BENCH_ONLY: 'runs one section of the benchmark',
  FLEET_BRANDS: 'measures only the brands named',
  LIGHTHOUSE_RUNS: 'measures each page fewer times',
};

/** @param {Readonly<Record<string, string | undefined>>} env */
const isCi = (env) => Boolean(env.CI);

/**
 * The value of the narrowing setting `name` (undefined when unset or empty). Throws when it is set and so is CI, and
 * when `name` is not in NARROWING_SETTINGS (a new one is listed there first, so the up-front check knows it).
 * @param {string} name
 * @param {Readonly<Record<string, string | undefined>>} [env]
 * @returns {string | undefined}
 */
export function narrowing(name, env = process.env) {
  if (!Object.hasOwn(NARROWING_SETTINGS, name))
    throw new Error(`${name} is not a known narrowing setting: list it in site/scripts/narrowing.mjs`);
  const value = env[name];
  if (value === undefined || value === '') return undefined;
  if (isCi(env)) throw new Error(refusal([name], env));
  return value;
}

/**
 * Throws, naming each, when any narrowing setting is set and so is CI.
 * @param {Readonly<Record<string, string | undefined>>} [env]
 */
export function refuseNarrowing(env = process.env) {
  const set = Object.keys(NARROWING_SETTINGS).filter((name) => env[name] !== undefined && env[name] !== '');
  if (set.length > 0 && isCi(env)) throw new Error(refusal(set, env));
}

/**
 * @param {string[]} names of NARROWING_SETTINGS (narrowing checks a name before it comes here)
 * @param {Readonly<Record<string, string | undefined>>} env
 */
const refusal = (names, env) =>
  `CI=${env.CI} runs every check in full; unset ${names.join(', ')}:\n${names.map((name) => `  ${name}=${env[name]} ${NARROWING_SETTINGS[/** @type {keyof typeof NARROWING_SETTINGS} */ (name)]}`).join('\n')}`;

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  try {
    refuseNarrowing();
  } catch (error) {
    console.error(/** @type {Error} */ (error).message);
    process.exit(1);
  }
}
