import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * An upstream that is up but hung (docs/architecture.md#failure-rules): it accepts every connection and never answers,
 * as the front office did when it was stopped with SIGSTOP. On 127.0.0.1; `close` drops what it holds.
 */
export async function startHungUpstream(): Promise<{
  url: string;
  requests: () => number;
  paths: () => string[];
  close: () => Promise<void>;
}> {
  const held: http.ServerResponse[] = [];
  const paths: string[] = [];
  const server = http.createServer((request, response) => {
    paths.push(`${request.method} ${request.url}`);
    held.push(response);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    requests: () => paths.length,
    paths: () => [...paths],
    close: async () => {
      for (const response of held.splice(0)) response.destroy();
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
