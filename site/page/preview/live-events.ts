import type { BridgeEvent, BridgeParams } from '@storyblok/preview-bridge';
import { STORY_RELATIONS } from '../../content/relations.ts';

/** The bridge's options: the editor's origin is the package's default (https://app.storyblok.com). */
export const BRIDGE_OPTIONS: BridgeParams = { resolveRelations: [...STORY_RELATIONS] };

/** The editor's events a page in preview follows. */
export const LIVE_EVENTS = ['input', 'change', 'published'] as const;
export type LiveEvent = Extract<BridgeEvent, { action: (typeof LIVE_EVENTS)[number] }>;

export interface LiveTarget {
  /** Shows the edited, unsaved story content in place of the page's blocks. */
  render(content: unknown): void;
  /** Shows the saved story again: the editor saved or published it. */
  refresh(): void;
}

/**
 * What a page does with the editor's events, for its own story only (the editor also sends events of stories the
 * page merely shows, and of other tabs): `input` carries the whole edited story, `change` (saved) and `published`
 * only its id.
 */
export function liveEventHandler(storyId: number, target: LiveTarget): (event: LiveEvent) => void {
  return (event) => {
    if (event.action === 'input') {
      if (event.story.id === storyId) target.render((event.story as { content?: unknown }).content);
    } else if (event.storyId === storyId) {
      target.refresh();
    }
  };
}

/**
 * Applies only the newest of overlapping async results: an editor types faster than the server renders, and an
 * older answer arriving last must not replace a newer one. `cancel` drops every pending one (after a refresh).
 */
export function latestOnly<T>(apply: (value: T) => void, fail: (error: unknown) => void) {
  let latest = 0;
  return {
    run(pending: Promise<T>): void {
      const ticket = ++latest;
      pending.then(
        (value) => ticket === latest && apply(value),
        (error: unknown) => ticket === latest && fail(error),
      );
    },
    cancel(): void {
      latest += 1;
    },
  };
}
