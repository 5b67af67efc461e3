import type { BridgeEvent, BridgeParams } from '@storyblok/preview-bridge';
import { STORY_RELATIONS } from '../../content/relations.ts';

/** The bridge's options: the editor's origin is the package's default (https://app.storyblok.com). */
export const BRIDGE_OPTIONS: BridgeParams = { resolveRelations: [...STORY_RELATIONS] };

/** The editor's events a page in preview follows. */
export const LIVE_EVENTS = ['input', 'change', 'published', 'unpublished'] as const;

/**
 * How long the page waits after the editor's last keystroke before it asks for a render (docs/adr/0029): a burst of
 * typing costs one render of the page's resolvers, and a pause this short is not felt. Storyblok's own stateless
 * preview waits 200 to 300 ms.
 */
export const INPUT_DEBOUNCE_MS = 150;
export type LiveEvent = Extract<BridgeEvent, { action: (typeof LIVE_EVENTS)[number] }>;

export interface LiveTarget {
  /** Shows the edited, unsaved story content in place of the page's blocks. */
  render(content: unknown): void;
  /** Shows the saved story again: the editor saved, published or unpublished it. */
  refresh(event: LiveEvent): void;
  /** An event of another story: the page stays as it is. */
  ignore(event: LiveEvent): void;
}

/**
 * Dispatched on window (a CustomEvent with PreviewEventHandled as detail) once the page is done with an editor's
 * event: at once when it ignored it, once the edited blocks are on screen when it rendered them, once the server's
 * render is back when it refreshed. A render a newer edit replaced before it showed is never announced. Tests wait
 * for it before checking what an event changed, or that it changed nothing.
 */
export const PREVIEW_EVENT_HANDLED = 'shop:preview-event-handled';
export interface PreviewEventHandled {
  readonly action: LiveEvent['action'];
  readonly storyId: number;
  readonly outcome: 'ignored' | 'rendered' | 'not-rendered' | 'refreshed';
}

/** The story an event is about: `input` carries the whole story, the others its id. */
export const eventStoryId = (event: LiveEvent): number => (event.action === 'input' ? event.story.id : event.storyId);

/**
 * What a page does with the editor's events, for its own story only (the editor also sends events of stories the
 * page merely shows, and of other tabs): `input` carries the whole edited story, `change` (saved), `published` and
 * `unpublished` only its id.
 */
export function liveEventHandler(storyId: number, target: LiveTarget): (event: LiveEvent) => void {
  return (event) => {
    if (eventStoryId(event) !== storyId) target.ignore(event);
    else if (event.action === 'input') target.render((event.story as { content?: unknown }).content);
    else target.refresh(event);
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

/**
 * Runs `run` with the newest value once `ms` have passed without another: an editor's keystrokes become one render
 * of what they typed last. `cancel` drops a value still waiting (a save or publish shows the saved story instead).
 */
export function debounced<T>(run: (value: T) => void, ms: number) {
  let timer: ReturnType<typeof setTimeout> | undefined;
  return {
    push(value: T): void {
      clearTimeout(timer);
      timer = setTimeout(() => {
        timer = undefined;
        run(value);
      }, ms);
    },
    cancel(): void {
      clearTimeout(timer);
      timer = undefined;
    },
  };
}

/**
 * The editor the bridge posts to: among the editors allowed to frame the page (site/content/editor.ts), the one whose
 * page frames it, else undefined, the package's default (Storyblok's own editor). `framedBy` is the frame's parent
 * origin (`location.ancestorOrigins`, which survives a navigation inside the frame) or, where a browser lacks it, the
 * frame's referrer.
 */
export function bridgeParent(framedBy: string | undefined, origins: readonly string[]): string | undefined {
  let origin: string;
  try {
    origin = new URL(framedBy ?? '').origin;
  } catch {
    return undefined;
  }
  return origins.includes(origin) ? origin : undefined;
}
