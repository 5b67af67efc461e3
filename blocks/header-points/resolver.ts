import { headerPoints } from '../../domain/experiments/variants.ts';
import type { BlockContext } from '../context.ts';
import type { HeaderPointsBlock, HeaderPointsData } from './schema.ts';

/** The points as the visitor's header-points experiment words them (docs/rules/04-states-and-flows.md). */
export async function resolveHeaderPoints(block: HeaderPointsBlock, ctx: BlockContext): Promise<HeaderPointsData> {
  const texts = headerPoints(
    block.points.map((point) => point.text),
    ctx.experiments,
  );
  return { points: block.points.map((point, index) => ({ uid: point._uid, text: texts[index] ?? point.text })) };
}
