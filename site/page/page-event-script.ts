import { inlineScript } from '../../blocks/shared/script-json.ts';
import { MID_PATTERN } from '../../domain/mid.ts';
import { PAGE_MID_COOKIE } from '../../domain/page-key.ts';

/** The page event (docs/rules/03-entities.md): brand, locale, route and the visitor's active mid. */
export interface PageEvent {
  readonly event: 'page';
  readonly brand: string;
  readonly locale: string;
  readonly route: string;
  readonly mid: string;
}

/**
 * The inline script that pushes the page event: with the mid the page was rendered for, or the visitor's own where the
 * proxy set it beside a shared page whose key holds another (domain/page-key.ts PAGE_MID_COOKIE: a campaign the front
 * office does not know, or could not be asked about, sees the default offer and keeps its mid). The cookie is cleared,
 * so a page answered without it (a cached one) never reports it.
 */
export function pageEventScript(event: PageEvent): string {
  return inlineScript(pushPageEvent, event, PAGE_MID_COOKIE.name, MID_PATTERN.source);
}

/** In the browser: the page event pushed, its mid the cookie's when that is a mid, the cookie cleared. */
function pushPageEvent(event: PageEvent, name: string, midPattern: string): void {
  const match = document.cookie.match(new RegExp(`(?:^|; )${name}=([^;]*)`));
  let mid = '';
  if (match) {
    document.cookie = `${name}=; Max-Age=0; Path=/`;
    try {
      mid = decodeURIComponent(match[1] ?? '');
    } catch {
      mid = '';
    }
  }
  const page = window as unknown as { dataLayer?: unknown[] };
  const layer = (page.dataLayer = page.dataLayer || []);
  layer.push(new RegExp(midPattern, 'i').test(mid) ? { ...event, mid: mid.toUpperCase() } : event);
}
