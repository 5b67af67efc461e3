#!/usr/bin/env node
// The CLI is TypeScript; tsx's loader lets brand managers run it without a build step. It runs on the project's Node
// (.nvmrc, docs/stack.md#node), as `npm start` does: started on another (`npx shop` on a machine whose Node is older),
// it starts itself again on that one, installed by site/scripts/with-node.sh when missing.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const wanted = `v${readFileSync(new URL('../../.nvmrc', import.meta.url), 'utf8').trim()}`;
if (process.version !== wanted) {
  const withNode = fileURLToPath(new URL('../../site/scripts/with-node.sh', import.meta.url));
  const again = spawnSync('bash', [withNode, 'node', fileURLToPath(import.meta.url), ...process.argv.slice(2)], {
    stdio: 'inherit',
  });
  process.exit(again.status ?? 1);
}
const { register } = await import('tsx/esm/api');
register();
await import('../main.ts');
