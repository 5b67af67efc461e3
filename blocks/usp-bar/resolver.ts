import { uspBarVariant, type UspBarVariant } from '../../domain/experiments/variants.ts';
import type { BlockContext } from '../context.ts';
import type { UspBarBlock } from './schema.ts';

/**
 * The bar as the visitor's usp_in_bar_changes variant draws it (docs/rules/04-states-and-flows.md): as usual, hidden,
 * or titles only.
 */
export async function resolveUspBar(_block: UspBarBlock, ctx: BlockContext): Promise<UspBarVariant> {
  return uspBarVariant(ctx.experiments);
}
