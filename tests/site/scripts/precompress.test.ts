import { mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, utimesSync, writeFileSync, existsSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { precompressStatic } from '../../../site/scripts/precompress.mjs';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'precompress-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const script = 'self.chunk=function(){return "' + 'brand shop '.repeat(400) + '"};\n';

describe("precompressStatic (the build's scripts and styles, compressed once for nginx)", () => {
  it('writes a brotli and a gzip copy of each text file, in folders too, that decode to the file itself', () => {
    mkdirSync(path.join(dir, 'chunks'));
    const files = {
      'chunks/a.js': script,
      'chunks/b.css': `.x{color:red}${'.y{margin:0}'.repeat(200)}`,
      'manifest.json': JSON.stringify({ a: 'b'.repeat(500) }),
    };
    for (const [name, text] of Object.entries(files)) writeFileSync(path.join(dir, name), text);
    const totals = precompressStatic(dir);
    expect(totals.files).toBe(3);
    for (const [name, text] of Object.entries(files)) {
      const file = path.join(dir, name);
      expect(brotliDecompressSync(readFileSync(`${file}.br`)).toString()).toBe(text);
      expect(gunzipSync(readFileSync(`${file}.gz`)).toString()).toBe(text);
      expect(statSync(`${file}.br`).size).toBeLessThan(Buffer.byteLength(text));
    }
    expect(totals.br).toBeLessThan(totals.gz);
    expect(totals.gz).toBeLessThan(totals.bytes);
  });

  it('leaves what comes compressed already (fonts, images) alone, and never compresses a compressed copy', () => {
    writeFileSync(path.join(dir, 'font.woff2'), Buffer.alloc(2000, 7));
    writeFileSync(path.join(dir, 'logo.png'), Buffer.alloc(2000, 7));
    writeFileSync(path.join(dir, 'a.js'), script);
    precompressStatic(dir);
    expect(precompressStatic(dir).files).toBe(1);
    expect(existsSync(path.join(dir, 'font.woff2.br'))).toBe(false);
    expect(existsSync(path.join(dir, 'logo.png.gz'))).toBe(false);
    expect(existsSync(path.join(dir, 'a.js.br.gz'))).toBe(false);
    expect(existsSync(path.join(dir, 'a.js.gz.br'))).toBe(false);
  });

  it('compresses a file again when it changed after its copies, and keeps copies that are newer', () => {
    const file = path.join(dir, 'a.js');
    writeFileSync(file, script);
    precompressStatic(dir);
    const past = new Date(Date.now() - 60_000);
    utimesSync(`${file}.br`, past, past);
    utimesSync(`${file}.gz`, past, past);
    writeFileSync(file, 'self.changed=1;');
    precompressStatic(dir);
    expect(brotliDecompressSync(readFileSync(`${file}.br`)).toString()).toBe('self.changed=1;');
    expect(gunzipSync(readFileSync(`${file}.gz`)).toString()).toBe('self.changed=1;');
    // Unchanged since: the copies are read, not written again.
    const written = statSync(`${file}.br`).mtimeMs;
    precompressStatic(dir);
    expect(statSync(`${file}.br`).mtimeMs).toBe(written);
  });
});
