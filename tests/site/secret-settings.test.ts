import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { drawnSecrets } from '../../site/scripts/server.mjs';
import { REPOSITORY_SECRET_VALUES, repositorySecretsAllowed, SECRET_SETTINGS } from '../../site/secret-settings.mjs';

/*
 * Only local and test may run on a secret the repository holds (docs/adr/0037): the start-up check refuses every value
 * in REPOSITORY_SECRET_VALUES, so each literal a tracked file assigns to a secret setting must be listed there.
 */

const ROOT = path.resolve(import.meta.dirname, '../..');
const NAMES = [...Object.keys(SECRET_SETTINGS), 'ACCOUNT_CLIENT_SECRET', 'clientSecret'];
/** A quoted value after `NAME:` or `NAME =` (a constant *_SECRET too) in code; unquoted in shell and env files. */
const QUOTED = String.raw`(['"\x60])([^'"\x60\n]+)\2`;
const NAME = String.raw`\b(${NAMES.join('|')}|[A-Z_]*_SECRET)['"]?[ \t]*[:=][ \t]*`;
const IN_CODE = new RegExp(`${NAME}${QUOTED}`, 'g');
const IN_SHELL = new RegExp(`${NAME}(?:${QUOTED}|([A-Za-z0-9+/=_-]{6,}))`, 'g');
const SHELL_FILE = /\.(sh|env|example|conf)$|Dockerfile$/;
/** A kind in the manifests' table, not a value. */
const NOT_A_VALUE = new Set(['config']);

function literalsInTrackedFiles(): { file: string; name: string; value: string }[] {
  const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
    cwd: ROOT,
    encoding: 'utf8',
  })
    .split('\n')
    .filter((file) => /\.(ts|tsx|mjs|cjs|js|sh|json|yaml|yml|env|example|hbs|conf)$|Dockerfile$/.test(file))
    .filter((file) => !file.startsWith('stand-ins/content/') && file !== 'package-lock.json');
  return files.flatMap((file) =>
    [...readFileSync(path.join(ROOT, file), 'utf8').matchAll(SHELL_FILE.test(file) ? IN_SHELL : IN_CODE)]
      .map((match) => ({ file, name: match[1]!, value: (match[3] ?? match[4])! }))
      .filter(({ value }) => !NOT_A_VALUE.has(value) && !/\s/.test(value) && !value.startsWith('$')),
  );
}

describe('the repository’s secrets', () => {
  const found = literalsInTrackedFiles();

  it('finds the literals it looks for (the development secret, the test runs’ and the stand-in’s)', () => {
    const values = new Set(found.map(({ value }) => value));
    for (const known of ['development-only-session-secret-not-for-production', 'shop-local-stand-in-secret'])
      expect(values).toContain(known);
  });

  it('lists every literal a tracked file assigns to a secret setting, so that acceptance and production refuse it', () => {
    const unlisted = found.filter(({ value }) => !REPOSITORY_SECRET_VALUES.has(value));
    expect(unlisted).toEqual([]);
  });
});

describe('which environments may use them', () => {
  it.each([
    ['local', true],
    ['test', true],
    [undefined, true],
    ['acceptance', false],
    ['production', false],
  ] as const)('APP_ENV=%s: %s', (appEnv, allowed) => {
    expect(repositorySecretsAllowed(appEnv)).toBe(allowed);
  });
});

describe('secrets drawn for the project’s own acceptance and production runs', () => {
  it.each(['acceptance', 'production'])('%s: every secret drawn, random and none the repository’s', (appEnv) => {
    const drawn = drawnSecrets({ APP_ENV: appEnv });
    expect(Object.keys(drawn).sort()).toEqual([...Object.keys(SECRET_SETTINGS), 'ACCOUNT_CLIENT_SECRET'].sort());
    for (const value of Object.values(drawn)) {
      expect(REPOSITORY_SECRET_VALUES.has(value)).toBe(false);
      expect(Buffer.from(value, 'base64')).toHaveLength(32);
    }
  });

  it('keeps a secret the environment sets, and draws nothing for local and test', () => {
    const own = { APP_ENV: 'acceptance', SESSION_SECRET: drawnSecrets({ APP_ENV: 'production' }).SESSION_SECRET };
    expect(drawnSecrets(own)).not.toHaveProperty('SESSION_SECRET');
    expect(drawnSecrets({ APP_ENV: 'local' })).toEqual({});
    expect(drawnSecrets({ APP_ENV: 'test' })).toEqual({});
  });
});
