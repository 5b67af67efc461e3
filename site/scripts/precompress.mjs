// The build's static files (site/.next/static: scripts and styles), each compressed once at build time beside itself:
// x.js.br (brotli, quality 11) and x.js.gz (gzip, level 9). nginx in front of the instances sends them as they are
// (site/cluster/nginx.conf.hbs, brotli_static and gzip_static), so no request compresses anything. Next itself only
// knows gzip, made anew for every request (level 6, about 5 ms of CPU for the largest script); brotli at quality 11
// makes a brand home's scripts about a seventh smaller than that.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** What is worth compressing: text. Fonts (woff2) and images come compressed already. */
const COMPRESSIBLE = /\.(js|mjs|css|json|svg|txt|map)$/;

/** @typedef {'br' | 'gz'} Encoding */

/** @type {[suffix: `.${Encoding}`, compress: (bytes: Buffer) => Buffer][]} */
const ENCODINGS = [
  [
    '.br',
    (bytes) =>
      brotliCompressSync(bytes, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: 11,
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
          [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
        },
      }),
  ],
  ['.gz', (bytes) => gzipSync(bytes, { level: 9 })],
];

/**
 * @param {string} dir
 * @returns {Generator<string>}
 */
function* filesUnder(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(full);
    else if (entry.isFile()) yield full;
  }
}

/**
 * Writes the .br and .gz of every compressible file under `dir` that has none newer than itself. Returns how many
 * files it compressed and their sizes in bytes: as they are, and as each encoding.
 * @param {string} dir
 */
export function precompressStatic(dir) {
  const totals = { files: 0, bytes: 0, br: 0, gz: 0 };
  for (const file of filesUnder(dir)) {
    if (!COMPRESSIBLE.test(file)) continue;
    const source = statSync(file);
    const bytes = readFileSync(file);
    totals.files += 1;
    totals.bytes += bytes.length;
    for (const [suffix, compress] of ENCODINGS) {
      const target = file + suffix;
      let output;
      try {
        if (statSync(target).mtimeMs >= source.mtimeMs) output = readFileSync(target);
      } catch {
        // not compressed yet
      }
      if (!output) {
        output = compress(bytes);
        writeFileSync(target, output);
      }
      totals[/** @type {Encoding} */ (suffix.slice(1))] += output.length;
    }
  }
  return totals;
}
