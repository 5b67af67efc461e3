import type { Messages } from '../domain/messages/index.ts';
import type { CompiledBrand } from '../schemas/compiled-brand.ts';
import type { Mid } from '../schemas/front-office.ts';

/** The brand as blocks see it: the compiled registry entry's identity plus its customer-service number. */
export interface BlockBrand extends Pick<CompiledBrand, 'code' | 'name' | 'locale' | 'country'> {
  /** As it is shown to visitors, e.g. "088 - 0505 000" (spec section 9: per brand and variant). */
  readonly phoneNumber: string;
}

/**
 * The outside services resolvers may call (front office, experiments, ...). Empty until the issues that need them
 * (subscriptions, customer service) add their ports here; the site passes its adapters in. Resolvers reach the
 * outside only through this object: no env reads and no raw `fetch` in blocks (STYLE.md).
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- grows one port per issue; see above
export interface BlockServices {}

/** Why a block was left out of the page (published) or shown as a placeholder (preview). */
export type BlockProblem = Readonly<
  | { reason: 'unknown-component'; component: string; uid: string; location: string }
  | { reason: 'invalid-block'; component: string; uid: string; location: string; issues: readonly BlockIssue[] }
  | { reason: 'resolver-failed'; component: string; uid: string; location: string; error: unknown }
>;

/** One schema failure of a block: the field path inside the block and the message an editor reads. */
export interface BlockIssue {
  readonly path: readonly (string | number)[];
  readonly message: string;
}

/**
 * Receives each problem exactly once per resolved tree. Problems carry block ids, field paths and schema
 * messages, never field values, so content cannot leak into logs; `error` is the resolver's own error, for the
 * site's error reporting (which scrubs personal data, DESIGN.md failure rules).
 */
export type BlockLog = (problem: BlockProblem) => void;

/** What a resolver gets besides its block (STYLE.md: brand, locale, mid, clock and the services). */
export interface BlockContext {
  readonly brand: BlockBrand;
  /** The brand's locale catalog (`messagesFor(brand.locale)`). */
  readonly messages: Messages;
  /** The visitor's merchant id, parsed at the boundary; undefined when there is none or it was malformed. */
  readonly mid: Mid | undefined;
  readonly clock: { readonly now: () => Date };
  readonly services: BlockServices;
  readonly log: BlockLog;
}
