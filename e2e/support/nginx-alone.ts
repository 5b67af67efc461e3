import http from 'node:http';
import { mkdirSync, rmSync } from 'node:fs';
import { installClusterParts, nginxConfig, startNginx } from '../../site/scripts/cluster.mjs';
import { freePort } from '../../site/scripts/server.mjs';
import { makeSocketDir } from '../../site/scripts/socket-dir.mjs';

type ConfigOptions = Parameters<typeof nginxConfig>[0];

/**
 * The cluster's nginx.conf on its own, no build needed: nginx on a free port of 127.0.0.1 in front of one stand-in
 * instance (`handle`), in an emptied `runDir` (its sockets in `socketDirFor(runDir)`); `options` adds to the
 * configuration. Stops both.
 */
export async function nginxAlone(runDir: string, handle: http.RequestListener, options: Partial<ConfigOptions> = {}) {
  installClusterParts();
  rmSync(runDir, { recursive: true, force: true });
  mkdirSync(runDir, { recursive: true });
  const sockets = makeSocketDir(runDir);
  const instancePort = await freePort();
  const port = await freePort();
  const instance = http.createServer(handle);
  await new Promise<void>((resolve) => instance.listen(instancePort, '127.0.0.1', resolve));
  const nginx = await startNginx(
    nginxConfig({ port, instancePorts: [instancePort], runDir, socketDir: sockets.dir, ...options }),
    runDir,
    port,
    'ignore',
  );
  return {
    port,
    stop: async () => {
      await nginx.stop();
      instance.close();
      sockets.remove();
    },
  };
}
