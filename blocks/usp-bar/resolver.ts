import { uspBarVariant, type UspBarVariant } from '../../domain/experiments/variants.ts';
import type { BlockContext } from '../context.ts';
import type { UspBarBlock } from './schema.ts';

/** The route whose shop window has no USP bar, whatever its story holds. */
const WITHOUT_USP_BAR = 'zakelijk';

/**
 * The bar as the page and the visitor's usp_in_bar_changes variant draw it (docs/rules/02-routes-and-layout.md:
 * 'hidden on zakelijk or by an experiment'; docs/rules/04-states-and-flows.md): hidden on the business page even when
 * an editor adds the block there, else as usual, hidden, or titles only.
 */
export async function resolveUspBar(_block: UspBarBlock, ctx: BlockContext): Promise<UspBarVariant> {
  if (ctx.route.name === WITHOUT_USP_BAR) return { showUspBar: false, titlesOnly: false };
  return uspBarVariant(ctx.experiments);
}
