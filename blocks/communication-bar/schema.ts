import type { z } from 'zod';
import { blockBaseSchema } from '../../schemas/story.ts';
import { optionalTextSchema, requiredTextSchema } from '../shared/asset.ts';
import { optionalMultilinkSchema } from '../shared/link.ts';

/** One line above the header: longer text wraps to several lines on a phone and pushes the shop down. */
export const COMMUNICATION_TEXT_MAX = 160;

/**
 * The content type of a brand's (or the group's) `communicatie` story: a short announcement above the site header
 * (docs/rules/02-routes-and-layout.md, top bar: communication bar), e.g. about delivery on public holidays, with an
 * optional link. A link and its text go together: a link without words, or words that link nowhere, is an editor's
 * slip.
 */
export const communicationBarBlockSchema = blockBaseSchema
  .extend({
    text: requiredTextSchema
      .max(COMMUNICATION_TEXT_MAX, `must be at most ${COMMUNICATION_TEXT_MAX} characters: the bar holds one short line`)
      .describe(`The announcement: one short line (at most ${COMMUNICATION_TEXT_MAX} characters)`),
    link: optionalMultilinkSchema.describe(
      'Where the link goes (optional): a page of this shop such as /digitaal, or an https address',
    ),
    linkLabel: optionalTextSchema.describe('The link’s text (required with a link)'),
  })
  .superRefine((block, ctx) => {
    if (block.link !== undefined && block.linkLabel === undefined) {
      ctx.addIssue({ code: 'custom', path: ['linkLabel'], message: 'must not be empty when there is a link' });
    }
    if (block.link === undefined && block.linkLabel !== undefined) {
      ctx.addIssue({ code: 'custom', path: ['link'], message: 'must not be empty when there is link text' });
    }
  });
export type CommunicationBarBlock = z.infer<typeof communicationBarBlockSchema>;
