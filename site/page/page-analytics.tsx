import type { RouteEntry } from '../../domain/routes.ts';
import { TAG_MANAGER_SCRIPT_PATH, tagManagerLoader } from '../tag-manager/tag-manager.ts';
import { INSPECTOR_EXPERIMENTS_ID } from './inspector-script.ts';
import { seenCookieScript } from '../experiments/seen-script.ts';
import { pageEventScript, type PageEvent } from './page-event-script.ts';

export interface PageAnalyticsProps {
  readonly brand: { readonly code: string; readonly locale: string };
  readonly route: RouteEntry;
  readonly mid: string;
  /** The tag manager's container when this page may load it (site/tag-manager/tag-manager.ts), else undefined. */
  readonly tagManager: string | undefined;
  /**
   * A shared page, the same in every environment (it may be prerendered): the server's environment decides when the
   * page is shown, through the script at TAG_MANAGER_SCRIPT_PATH (docs/adr/0022-one-build-every-environment.md).
   */
  readonly tagManagerByEnvironment?: boolean;
}

/**
 * The page's analytics, in the first HTML and without a client bundle: the page event (brand, locale, route, the
 * visitor's mid: site/page/page-event-script.ts), then one campaign-decided event per experiment decision, read from
 * the cookie the proxy set beside the page (domain/experiments/seen-cookie.ts: a shared page is the same for visitors
 * whose decisions differ), and the tag manager's asynchronous loader where it is allowed. Without the tag manager the
 * dataLayer is still filled: it is what the tag manager reads when it comes, and what tests and the inspector read.
 */
export function PageAnalytics({ brand, route, mid, tagManager, tagManagerByEnvironment = false }: PageAnalyticsProps) {
  const pageEvent: PageEvent = { event: 'page', brand: brand.code, locale: brand.locale, route: route.path, mid };
  const script =
    pageEventScript(pageEvent) +
    seenCookieScript(INSPECTOR_EXPERIMENTS_ID) +
    (tagManager ? tagManagerLoader(tagManager) : '');
  return (
    <>
      <script dangerouslySetInnerHTML={{ __html: script }} />
      {tagManagerByEnvironment ? <script async src={TAG_MANAGER_SCRIPT_PATH} /> : null}
    </>
  );
}
