import type { BlockContext, BlockProblem } from '../../blocks/context.ts';
import { messagesFor } from '../../domain/messages/index.ts';
import type { Brand } from '../brands.ts';

/**
 * spec section 9: the default customer-service number is a Dutch 088 number; the real per-brand and per-variant
 * numbers come with the subscriptions issue (front office). This one is a stand-in.
 */
export const DEFAULT_PHONE_NUMBER = '088 - 0505 000';

/** One line per problem, with the block's place in the story and never its content (DESIGN.md failure rules). */
function logProblem(problem: BlockProblem): void {
  console.error(`content: ${problem.reason} ${problem.component} (${problem.uid}) at ${problem.location}`);
}

/** The context every block resolver of a prerendered, anonymous page gets: no mid, no visitor data. */
export function publishedBlockContext(brand: Brand): BlockContext {
  return {
    brand: { code: brand.code, name: brand.name, locale: brand.locale, country: brand.country, phoneNumber: DEFAULT_PHONE_NUMBER },
    messages: messagesFor(brand.locale),
    mid: undefined,
    clock: { now: () => new Date() },
    services: {},
    log: logProblem,
  };
}
