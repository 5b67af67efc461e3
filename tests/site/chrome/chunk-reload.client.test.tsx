// @vitest-environment jsdom
import { cleanup, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ChunkReload } from '../../../site/chrome/chunk-reload.client.tsx';

/*
 * The reload guard hears a script or stylesheet of the build that failed to load (docs/rules/08-errors.md): such an
 * error event does not bubble, so only a capture-phase listener on window hears it.
 */

const reload = vi.fn();
const realLocation = window.location;

beforeEach(() => {
  reload.mockClear();
  sessionStorage.clear();
  Object.defineProperty(window, 'location', {
    configurable: true,
    value: { origin: realLocation.origin, pathname: '/digitaal', reload },
  });
});
afterEach(() => {
  cleanup();
  document.head.replaceChildren();
  Object.defineProperty(window, 'location', { configurable: true, value: realLocation });
});

/** An element as the page would have it, whose load then fails: the browser fires a non-bubbling error on it. */
function failedLoad(element: HTMLScriptElement | HTMLLinkElement) {
  document.head.append(element);
  element.dispatchEvent(new Event('error', { bubbles: false }));
}
const script = (src: string) => Object.assign(document.createElement('script'), { src });
const stylesheet = (href: string) => Object.assign(document.createElement('link'), { rel: 'stylesheet', href });

describe('site/chrome/chunk-reload.client.tsx', () => {
  it("reloads once when a script of the build fails to load, and not again within the guard's 10 s", () => {
    render(<ChunkReload />);
    failedLoad(script(`${realLocation.origin}/_next/static/chunks/gone.js`));
    expect(reload).toHaveBeenCalledTimes(1);
    failedLoad(script(`${realLocation.origin}/_next/static/chunks/also-gone.js`));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('reloads when a stylesheet of the build fails to load', () => {
    render(<ChunkReload />);
    failedLoad(stylesheet(`${realLocation.origin}/_next/static/css/gone.css`));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it("does not reload for another host's script, or a preload that failed", () => {
    render(<ChunkReload />);
    failedLoad(script('https://www.googletagmanager.com/gtm.js?id=GTM-X'));
    const preload = Object.assign(document.createElement('link'), {
      rel: 'preload',
      href: `${realLocation.origin}/_next/static/media/font.woff2`,
    });
    failedLoad(preload);
    expect(reload).not.toHaveBeenCalled();
  });

  it('stops listening when the document goes', () => {
    const { unmount } = render(<ChunkReload />);
    unmount();
    failedLoad(script(`${realLocation.origin}/_next/static/chunks/gone.js`));
    expect(reload).not.toHaveBeenCalled();
  });
});
