import { format, messagesFor } from '../../domain/messages/index.ts';
import { BlockTree, resolveTree } from '../../blocks/render-tree.tsx';
import { anonymousKey, chromeOf, decodePageKey } from '../../domain/page-key.ts';
import { GROUP_STORY_FOLDER, storySlug } from '../../domain/routes.ts';
import { notFound } from 'next/navigation';
import { draftStory, readPageStory } from '../content/index.ts';
import { editorAccess, type EditorAccess } from './preview/editor-access.ts';
import { EditorBrandChoice } from './preview/editor-brand-choice.tsx';
import { env } from '../env.ts';
import { EDITOR_ORIGINS } from '../content/editor.ts';
import { LivePreview } from './preview/live-preview.client.tsx';
import { renderDraft } from './preview/render-draft.tsx';
import { specialName } from '../brands.ts';
import type { Found } from './lookup.ts';
import { AccountNoticeBar } from './account-notice.tsx';
import { Inspector } from './inspector.tsx';
import { PageAnalytics } from './page-analytics.tsx';
import { PagePlaceholder } from './page-placeholder.tsx';
import { tagManagerAllowed } from '../tag-manager/tag-manager.ts';
import { injectedFault, injectedFaultError } from '../monitoring/fault.ts';
import { pageContext, type PageContext } from './context.ts';
import type { Visit } from '../visitor/visit.ts';
import { NO_INDEXING_STATE, type IndexingState } from '../../domain/seo/indexing.ts';
import { pageMetadata, pageSeoOf, pageTitle, searchHeadOf } from './page-metadata.ts';
import { SearchPreview } from './preview/search-preview.tsx';

/**
 * A page's head (site/page/page-metadata.ts) from the editor's fields of its published story. `state` is a visitor's
 * own page's; a shared page has none (no query reaches it). The editor's view keeps the published head: a draft read
 * here resolves after the page's shell, and Next then streams the title into the body, where a document has none
 * (HTML_CodeSniffer's H25 in the accessibility stage); the panel above the blocks shows the draft's head live.
 */
export async function metadataFor(found: Found, state: Omit<IndexingState, 'storyNoindex'> = NO_INDEXING_STATE) {
  const story = await readPageStory(found.brand.code, storySlug(found.route));
  return pageMetadata(found, pageSeoOf(story === 'unavailable' ? undefined : story?.story.content), state);
}

/**
 * The page's story from the content port, resolved with the page's context and rendered as blocks. A page without
 * a story (none of the brand's own and none in the group folder) shows the branded shell with a clear placeholder.
 */
async function renderPage(found: Found, context: PageContext, visit?: Visit, editor?: EditorAccess) {
  const { brand } = found;
  // A shared page (possibly prerendered) knows no query, no user agent and no environment: one build serves every
  // environment, so the server's decides when the page is shown (TAG_MANAGER_SCRIPT_PATH), and the loader itself
  // skips crawlers in the browser. The tag-manager switches of the query route a request to its twin, decided here.
  const tagManager =
    visit !== undefined && tagManagerAllowed({ appEnv: env.APP_ENV, query: visit.query, userAgent: visit.userAgent });
  const slug = storySlug(found.route);
  const read = editor
    ? await draftStory(brand.code, slug, editor.storyId, editor.release)
    : await readPageStory(brand.code, slug);
  // A special page is its story: unpublished, deleted or moved away, it is gone; a fixed route keeps its
  // placeholder, and so does any page while content cannot be reached.
  if (read === undefined && found.route.special) notFound();
  const story = read === 'unavailable' ? undefined : read;
  const tree = story
    ? await resolveTree(story.story.content, context.blocks, { preview: editor !== undefined })
    : undefined;
  const notice = (
    <>
      <AccountNoticeBar notice={context.accountNotice} messages={context.blocks.messages} />
      <Inspector context={context} experiments={context.experiments.decisions} />
      <PageAnalytics
        brand={{ code: context.blocks.brand.code, locale: brand.locale }}
        route={found.route}
        mid={context.activeMid.mid}
        tagManager={tagManager ? env.GTM_CONTAINER_ID : undefined}
        tagManagerByEnvironment={visit === undefined}
      />
    </>
  );
  if (story && tree?.root) {
    const blocks = <BlockTree tree={tree} />;
    // The editor follows the story it opened: this page's, or (no story named, draft mode) the page's; a chrome
    // story opened on this page follows in the layout.
    const followed = editor !== undefined && (editor.storyId === undefined || editor.storyId === story.story.id);
    return (
      <>
        {notice}
        {editor && editor.storyId === story.story.id && story.story.full_slug.startsWith(`${GROUP_STORY_FOLDER}/`) && (
          <EditorBrandChoice fullSlug={story.story.full_slug} brand={brand.code} editor={editor.params} />
        )}
        {followed ? (
          <LivePreview
            storyId={story.story.id}
            brand={brand.code}
            path={found.route.path}
            editor={editor.params}
            editorOrigins={EDITOR_ORIGINS}
            render={renderDraft}
          >
            {/* What search and shared links will show, above the blocks and live with them (render-draft.tsx). */}
            <SearchPreview head={searchHeadOf(found, story.story.content)} />
            {blocks}
          </LivePreview>
        ) : (
          blocks
        )}
      </>
    );
  }
  const messages = messagesFor(brand.locale);
  const values = {
    brand: brand.name,
    page: pageTitle(brand, found),
    special: found.route.special ? specialName(brand, found.route.special) : '',
  };
  return (
    <>
      {notice}
      <PagePlaceholder
        title={format(messages.placeholder.title, values)}
        text={format(messages.placeholder[found.route.name], values)}
        note={messages.placeholder.note}
      />
    </>
  );
}

/**
 * A shared page: the same for every visitor with the same key (docs/adr/0007), prerendered for the chrome's anonymous
 * key and rendered once for any other. A segment that is no key (never produced by the routing) renders the anonymous
 * page.
 */
export async function SharedRoutePage({ found, pageKey }: { found: Found; pageKey: string }) {
  const decoded =
    decodePageKey(pageKey, env.DEFAULT_MID, found.brand.code) ?? anonymousKey(chromeOf(found.route), env.DEFAULT_MID);
  return renderPage(found, await pageContext(found.brand, found.route, { kind: 'shared', key: decoded }));
}

/**
 * A page rendered for one visitor: their mid, lead, group and country (docs/adr/0005). In the visual editor (or
 * draft mode) it shows the draft with Storyblok's editable attributes and follows the editor live.
 */
export async function VisitorRoutePage({ found, visit }: { found: Found; visit: Visit }) {
  if (injectedFault(visit.query, env.APP_ENV)) throw injectedFaultError(visit.query);
  const [context, editor] = await Promise.all([
    pageContext(found.brand, found.route, { kind: 'visitor', visit }),
    editorAccess(visit),
  ]);
  return renderPage(found, context, visit, editor);
}
