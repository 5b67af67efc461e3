'use client';

import { useEffect, useRef, useState, type ReactNode } from 'react';
import { renderDraft, type DraftInput } from './render-draft.tsx';

/** Storyblok's visual-editor bridge, loaded only on preview pages. */
export const BRIDGE_URL = 'https://app.storyblok.com/f/storyblok-v2-latest.js';

interface BridgeEvent {
  readonly action?: string;
  readonly story?: { readonly id?: number; readonly content?: unknown };
}
interface Bridge {
  on(events: readonly string[], callback: (event?: BridgeEvent) => void): void;
}
/** The bridge script's global, typed as far as we use it (the SDK's own typing expects its full config). */
const bridgeClass = () => (window as unknown as { StoryblokBridge?: new () => Bridge }).StoryblokBridge;

/**
 * The page's blocks in the visual editor: the server-rendered draft first, then on each `input` event of the bridge
 * the edited story rendered by the server (renderDraft), replacing the blocks without a reload. Only the newest
 * answer is shown when the editor types faster than the server answers. Saving or publishing reloads the page.
 */
export function LivePreview({ children, storyId, ...page }: Omit<DraftInput, 'content'> & { children: ReactNode; storyId: number }) {
  const [live, setLive] = useState<ReactNode>(null);
  const latest = useRef(0);
  const pageRef = useRef(page);

  useEffect(() => {
    let active = true;
    const connect = () => {
      const StoryblokBridge = bridgeClass();
      if (!active || !StoryblokBridge) return;
      const bridge = new StoryblokBridge();
      bridge.on(['input'], (event) => {
        if (!event?.story || event.story.id !== storyId) return;
        const request = ++latest.current;
        renderDraft({ ...pageRef.current, content: event.story.content }).then(
          (node) => active && request === latest.current && setLive(node),
          (error: unknown) => console.error('preview: the edited story could not be rendered', error),
        );
      });
      bridge.on(['published', 'change'], () => window.location.reload());
    };
    if (bridgeClass()) connect();
    else {
      const script = document.createElement('script');
      script.src = BRIDGE_URL;
      script.async = true;
      script.addEventListener('load', connect);
      document.head.append(script);
    }
    return () => {
      active = false;
    };
  }, [storyId]);

  return <>{live ?? children}</>;
}
