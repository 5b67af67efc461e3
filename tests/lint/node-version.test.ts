import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/*
 * One Node release everywhere (docs/stack.md#node): the one `.nvmrc` names is the image's, the one `engines` asks for,
 * and the one every test runs on (site/scripts/with-node.sh).
 */

const ROOT = path.resolve(import.meta.dirname, '../..');
const read = (file: string) => readFileSync(path.join(ROOT, file), 'utf8');
const release = read('.nvmrc').trim();

describe('the Node release', () => {
  it('is one exact release in .nvmrc', () => {
    expect(release).toMatch(/^\d+\.\d+\.\d+$/);
  });

  it("is the Dockerfile's image tag", () => {
    const image = /^ARG NODE_IMAGE=node:(\S+)$/m.exec(read('Dockerfile'))?.[1];
    expect(image).toBe(`${release}-bookworm-slim`);
  });

  it("is what package.json's engines ask for, and no older release of its line", () => {
    const packageJson = JSON.parse(read('package.json')) as { engines: { node: string } };
    expect(packageJson.engines.node).toBe(`^${release}`);
  });

  it('is the one the tests run on', () => {
    expect(process.version).toBe(`v${release}`);
  });

  it('is read from .nvmrc by the script that installs it, never written there twice', () => {
    const script = read('site/scripts/with-node.sh');
    expect(script).toContain('.nvmrc');
    expect(script).not.toContain(release);
  });
});
