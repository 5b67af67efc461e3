import type { RouteEntry } from '../../domain/routes.ts';
import { dataLayerPush } from '../../blocks/shared/script-json.ts';
import type { VisitorExperiments } from '../experiments/header.ts';
import { tagManagerLoader } from '../experiments/tag-manager.ts';

export interface PageAnalyticsProps {
  readonly brand: { readonly code: string; readonly locale: string };
  readonly route: RouteEntry;
  readonly mid: string;
  readonly experiments: VisitorExperiments;
  /** The tag manager's container when this page may load it (site/experiments/tag-manager.ts), else undefined. */
  readonly tagManager: string | undefined;
}

/**
 * The page's analytics, in the first HTML and without a client bundle: the page event (brand, locale, route,
 * mid), one campaign-decided event per experiment decision (the proxy's, already without duplicates), and the
 * tag manager's asynchronous loader where it is allowed. Without the tag manager the dataLayer is still filled:
 * it is what the tag manager reads when it comes, and what tests and the inspector read.
 */
export function PageAnalytics({ brand, route, mid, experiments, tagManager }: PageAnalyticsProps) {
  const pageEvent = { event: 'page', brand: brand.code, locale: brand.locale, route: route.path, mid };
  const script = dataLayerPush([pageEvent, ...experiments.events]) + (tagManager ? tagManagerLoader(tagManager) : '');
  return <script dangerouslySetInnerHTML={{ __html: script }} />;
}
