// Where the cluster's Unix sockets live (nginx's compressor, the decision services): a short directory of their own
// under the system's temporary directory, so that a checkout at any path fits Linux's limit on a socket's path.
import { createHash } from 'node:crypto';
import { mkdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** Linux's `sun_path` is 108 bytes with its closing NUL; nginx and node refuse a longer socket path. */
export const MAX_SOCKET_PATH_BYTES = 107;
/** The longest name a socket gets in the directory (`decision-<n>.sock`, `compressor.sock`). */
const LONGEST_SOCKET_NAME = 'decision-99.sock';

/**
 * The socket directory of the run whose files are in `runDir`: one per run directory (a hash of its path, so two
 * checkouts or two clusters never share one). Throws, naming the setting that moves it, when even this would be too
 * long.
 * @param {string} runDir
 * @param {string} [tmp] the temporary directory (TMPDIR)
 */
export function socketDirFor(runDir, tmp = os.tmpdir()) {
  const dir = path.join(tmp, `shop-${createHash('sha256').update(path.resolve(runDir)).digest('hex').slice(0, 12)}`);
  const longest = Buffer.byteLength(path.join(dir, LONGEST_SOCKET_NAME));
  if (longest > MAX_SOCKET_PATH_BYTES)
    throw new Error(
      `Unix socket paths under ${dir} would be ${longest} bytes, past Linux's ${MAX_SOCKET_PATH_BYTES}: ` +
        'set TMPDIR to a shorter directory',
    );
  return dir;
}

/**
 * Creates the run's socket directory, empty and the user's own; `remove` deletes it when the run stops.
 * @param {string} runDir
 */
export function makeSocketDir(runDir) {
  const dir = socketDirFor(runDir);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}
