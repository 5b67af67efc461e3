import { Fragment } from 'react';
import type { ExperimentVariant } from '../../domain/experiments/decisions.ts';
import type { PageContext } from './context.ts';
import { INSPECTOR_EXPERIMENTS_ID, INSPECTOR_ID, inspectorScript } from './inspector-script.ts';
import * as css from './inspector.css.ts';

/** What the inspector reads of a page's context: identifiers only, never the lead's personal data. */
export interface InspectorInput {
  readonly activeMid: PageContext['activeMid'];
  readonly blocks: {
    readonly brand: Pick<PageContext['blocks']['brand'], 'code' | 'locale'>;
    readonly visitor: Pick<PageContext['blocks']['visitor'], 'lead' | 'group' | 'propositionId'>;
  };
}

const EXPERIMENTS_TERM = 'Experiments';

/** Shown for what the page does not have (no lead, no proposition chosen, no experiment). */
const NONE = '—';

/**
 * The inspector's lines (docs/rules/02-routes-and-layout.md and docs/rules/06-roles.md): brand, locale, the active mid
 * and where it came from, the lead id, the chosen proposition, the catalog group and the experiment variants (none on
 * prerendered pages).
 */
function inspectorFacts(
  context: InspectorInput,
  experiments: readonly ExperimentVariant[] = [],
): [term: string, value: string][] {
  const { brand, visitor } = context.blocks;
  return [
    ['Brand', brand.code],
    ['Locale', brand.locale],
    ['Mid', context.activeMid.mid],
    ['Mid source', context.activeMid.source],
    ['Lead', visitor.lead?.leadId ?? NONE],
    ['Proposition', visitor.propositionId ?? NONE],
    ['Catalog group', visitor.group],
    [
      EXPERIMENTS_TERM,
      experiments.map((decision) => `${decision.experimentKey}: ${decision.variationKey}`).join(', ') || NONE,
    ],
  ];
}

/**
 * The hidden developer inspector (docs/rules/02-routes-and-layout.md: Ctrl+Shift+I, persisted cookie flag). Its values
 * are the server's own, rendered with the page: a prerendered page shows the brand's defaults, a visitor's page
 * (docs/adr/0005) the visitor's. It is in every page's HTML but `hidden` (out of sight and of the accessibility tree)
 * until the script shows it. English, like the browser's own developer tools: it is no text for visitors.
 */
export function Inspector({
  context,
  experiments,
}: {
  context: InspectorInput;
  experiments?: readonly ExperimentVariant[];
}) {
  return (
    <>
      {/* Its `hidden` is the script's to change before hydration: React is told not to mind the difference. */}
      <aside hidden id={INSPECTOR_ID} aria-label="Inspector" lang="en" className={css.panel} suppressHydrationWarning>
        <div className={css.bar}>
          <h2 className={css.title}>Inspector</h2>
          <button type="button" className={css.close} aria-label="Close inspector">
            Close
          </button>
        </div>
        <dl className={css.facts}>
          {inspectorFacts(context, experiments).map(([term, value]) => (
            <Fragment key={term}>
              <dt className={css.term}>{term}</dt>
              {term === EXPERIMENTS_TERM ? (
                // The page's analytics script completes this line from the visitor's decisions
                // (site/experiments/seen-script.ts).
                <dd className={css.value} id={INSPECTOR_EXPERIMENTS_ID} suppressHydrationWarning>
                  {value}
                </dd>
              ) : (
                <dd className={css.value}>{value}</dd>
              )}
            </Fragment>
          ))}
        </dl>
      </aside>
      <script dangerouslySetInnerHTML={{ __html: inspectorScript() }} />
    </>
  );
}
