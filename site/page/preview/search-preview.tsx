import type { SearchHead } from '../page-metadata.ts';
import * as css from './search-preview.css.ts';

/**
 * Above the page in the visual editor: what search results and shared links will show of it once published (the
 * page story's SEO fields over the brand's defaults, site/page/page-metadata.ts). Rendered with the blocks, so it
 * follows the editor's typing as they do (render-draft.tsx); never on a visitor's page.
 */
export function SearchPreview({ head }: { head: SearchHead }) {
  return (
    <details className={css.bar} lang="nl" data-testid="editor-search-preview">
      <summary className={css.summary}>In zoekmachines en gedeelde links: {head.title}</summary>
      <dl className={css.fields}>
        <dt>Titel</dt>
        <dd>{head.title}</dd>
        <dt>Beschrijving</dt>
        <dd>{head.description}</dd>
        <dt>Afbeelding</dt>
        <dd>{head.image.alt ? `${head.image.alt}: ${head.image.url}` : head.image.url}</dd>
        <dt>Zoekmachines</dt>
        <dd>{head.indexable ? 'mogen de pagina tonen' : 'tonen de pagina niet (noindex)'}</dd>
      </dl>
    </details>
  );
}
