import type { Server } from 'node:http';
import { pathToFileURL } from 'node:url';
import { z } from 'zod';

/** Whether the module at `moduleUrl` is the one node was started with (a stand-in run as a command). */
export const isMainModule = (moduleUrl: string): boolean =>
  process.argv[1] !== undefined && moduleUrl === pathToFileURL(process.argv[1]).href;

/** A port from an environment variable, else the stand-in's default; anything else stops the start with a message. */
export const portFrom = (value: string | undefined, fallback: number): number =>
  z.coerce
    .number()
    .int()
    .min(0)
    .max(65535)
    .parse(value ?? fallback);

/** Stops a stand-in's server, its clients' keep-alive connections too (they would otherwise hold it open). */
export function closeServer(server: Server): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    server.close((error) => (error ? reject(error) : resolve()));
    server.closeAllConnections();
  });
}
