'use client';

import type StoryblokBridge from '@storyblok/preview-bridge';
import { useRouter } from 'next/navigation';
import { startTransition, useEffect, useRef, useState, type ReactNode } from 'react';
import type { DraftInput, DraftResult } from './draft-input.ts';
import {
  BRIDGE_OPTIONS,
  bridgeParent,
  debounced,
  eventStoryId,
  INPUT_DEBOUNCE_MS,
  latestOnly,
  LIVE_EVENTS,
  liveEventHandler,
  PREVIEW_EVENT_HANDLED,
  type PreviewEventHandled,
} from './live-events.ts';

type PageOfDraft = Omit<DraftInput, 'content'>;

const announce = (handled: PreviewEventHandled) =>
  window.dispatchEvent(new CustomEvent(PREVIEW_EVENT_HANDLED, { detail: handled }));

/**
 * The page's blocks in Storyblok's visual editor. The bridge comes from its npm package, imported only here and only
 * in the editor's frame: its code is a chunk of its own that no visitor's page loads (docs/adr/0014). On `input` the
 * server renders the edited story (renderDraft, once the editor pauses: INPUT_DEBOUNCE_MS) and its blocks replace the
 * page's without a reload; on `change`, `published` and `unpublished` the page's server components are fetched again.
 */
export function LivePreview({
  children,
  storyId,
  editorOrigins,
  render,
  ...page
}: PageOfDraft & {
  children: ReactNode;
  storyId: number;
  editorOrigins: readonly string[];
  /** The server action that renders the edited story: the page's (renderDraft) or the chrome's (renderChromeDraft). */
  render: (input: DraftInput) => Promise<DraftResult>;
}) {
  const router = useRouter();
  // The live blocks belong to the server render they were made over: a refreshed render (new children) replaces them.
  const [live, setLive] = useState<{ readonly over: ReactNode; readonly node: ReactNode }>();
  const childrenRef = useRef(children);
  const pageRef = useRef(page);
  // The editors allowed to frame the page: fixed for a server, so the bridge is set up once with them.
  const originsRef = useRef(editorOrigins);
  const renderRef = useRef(render);
  // The refresh asked for, announced once the server's render (new children) is on screen.
  const refreshing = useRef<PreviewEventHandled>(undefined);
  useEffect(() => {
    childrenRef.current = children;
    if (refreshing.current) announce(refreshing.current);
    refreshing.current = undefined;
  }, [children]);
  // Edited blocks are announced from an effect: it runs once they are committed to the page.
  useEffect(() => {
    if (live) announce({ action: 'input', storyId, outcome: 'rendered' });
  }, [live, storyId]);

  useEffect(() => {
    // Outside a frame (draft mode in a tab of its own) there is no editor to talk to: the bridge is not loaded.
    if (window.self === window.top) return;
    let active = true;
    let bridge: StoryblokBridge | undefined;
    const updates = latestOnly<DraftResult>(
      (result) => {
        if (result.ok) return setLive({ over: childrenRef.current, node: result.node });
        console.error(`preview: the edited story was not rendered: ${result.message}`);
        announce({ action: 'input', storyId, outcome: 'not-rendered' });
      },
      (error) => {
        console.error('preview: the edited story could not be rendered', error);
        announce({ action: 'input', storyId, outcome: 'not-rendered' });
      },
    );
    // Keystrokes wait INPUT_DEBOUNCE_MS for the next; the render of the last one wins over any still under way.
    const typing = debounced<unknown>(
      (content) => updates.run(renderRef.current({ ...pageRef.current, content })),
      INPUT_DEBOUNCE_MS,
    );
    const onEvent = liveEventHandler(storyId, {
      render: (content) => typing.push(content),
      refresh: (event) => {
        typing.cancel();
        updates.cancel();
        refreshing.current = { action: event.action, storyId, outcome: 'refreshed' };
        startTransition(() => router.refresh());
      },
      ignore: (event) => announce({ action: event.action, storyId: eventStoryId(event), outcome: 'ignored' }),
    });
    void import('@storyblok/preview-bridge').then(({ default: Bridge }) => {
      if (!active) return;
      const parent = bridgeParent(window.location.ancestorOrigins?.[0] ?? document.referrer, originsRef.current);
      bridge = new Bridge(parent ? { ...BRIDGE_OPTIONS, customParent: parent } : BRIDGE_OPTIONS);
      bridge.on([...LIVE_EVENTS], onEvent);
    });
    return () => {
      active = false;
      typing.cancel();
      updates.cancel();
      bridge?.destroy();
    };
  }, [storyId, router]);

  return <>{live && live.over === children ? live.node : children}</>;
}
