import { LEAD_ID_KEYS } from '../../domain/lead.ts';
import type { IndexingState } from '../../domain/seo/indexing.ts';
import { inDraftMode } from '../visitor/draft-mode.ts';
import type { Visit } from '../visitor/visit.ts';

/**
 * What of a visitor's own page makes it no page for search (domain/seo/indexing.ts): a lead in the query (a lead's
 * personal page), the visual editor's query or draft mode (an editor's or a preview's view).
 */
export async function indexingStateOf(visit: Visit): Promise<Omit<IndexingState, 'storyNoindex'>> {
  return {
    lead: LEAD_ID_KEYS.some((key) => key in visit.query),
    preview: '_storyblok' in visit.query || (await inDraftMode(visit)),
  };
}
