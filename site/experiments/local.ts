import { appendFile, mkdir } from 'node:fs/promises';
import { dirname } from 'node:path';
import datafile from '../../stand-ins/experiments/datafile.json';
import type { EventDispatcher } from '@optimizely/optimizely-sdk';

/**
 * The experiments' embedded default (docs/architecture.md#ports-and-adapters): the stand-in datafile, as the SDK reads
 * it (a JSON string).
 */
export const LOCAL_DATAFILE = JSON.stringify(datafile);

/** Offline without a place to record them, the stand-in drops the SDK's event batches. */
export const DROPPING_EVENT_DISPATCHER: EventDispatcher = {
  dispatchEvent: () => Promise.resolve({ statusCode: 204 }),
};

/**
 * The stand-in's event endpoint: each batch the SDK would POST to the provider becomes one JSON line in `file`
 * (its url, and the payload's visitors with their decisions), so tests and developers can see what would be sent.
 */
export function recordingEventDispatcher(file: string): EventDispatcher {
  let folder: Promise<unknown> | undefined;
  return {
    dispatchEvent: async ({ url, params }) => {
      folder ??= mkdir(dirname(file), { recursive: true });
      await folder;
      await appendFile(file, `${JSON.stringify({ url, params })}\n`);
      return { statusCode: 204 };
    },
  };
}
