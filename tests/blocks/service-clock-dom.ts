import { vi } from 'vitest';

/**
 * The page as a browser has it at `now`: the server's markup with its inline scripts run as the parser would, the
 * browser's clock set to `now` (and its timers fake, so the clock script's minute tick can be stepped).
 */
export function loadAt(markup: string, now: Date): void {
  vi.useFakeTimers({ now });
  document.body.innerHTML = markup;
  for (const script of document.querySelectorAll('script')) new Function(script.textContent ?? '')();
}

/** What the widget says after its script ran: its state and the closed message's text. */
export function widgetState(id: string): { status: string | null; closedMessage: string | undefined } {
  const root = document.getElementById(id);
  return {
    status: root?.getAttribute('data-status') ?? null,
    closedMessage: root?.querySelector('[data-closed-message]')?.textContent ?? undefined,
  };
}

export function unload(): void {
  document.body.innerHTML = '';
  vi.useRealTimers();
}
