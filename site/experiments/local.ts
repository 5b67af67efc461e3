import datafile from '../../stand-ins/experiments/datafile.json';
import type { EventDispatcher } from '@optimizely/optimizely-sdk';

/** The experiments' embedded default (DESIGN.md): the stand-in datafile, as the SDK reads it (a JSON string). */
export const LOCAL_DATAFILE = JSON.stringify(datafile);

/**
 * Offline there is no provider to send impressions to: the embedded default's dispatcher drops them (it logs
 * nothing and keeps nothing). A local sink that records them is for when something reads them.
 */
export const DROPPING_EVENT_DISPATCHER: EventDispatcher = {
  dispatchEvent: () => Promise.resolve({ statusCode: 204 }),
};
