import { messagesFor } from '../../domain/messages/index.ts';
import type { BlockContext, BlockProblem } from '../../blocks/context.ts';
import type { RichTextDoc, RichTextNode } from '../../blocks/rich-text/schema.ts';

/** A resolver context for tests; `problems` collects what the renderer logs. */
export function testContext(overrides: Partial<BlockContext> = {}): BlockContext & { problems: BlockProblem[] } {
  const problems: BlockProblem[] = [];
  return {
    brand: { code: 'ad', name: 'AD', locale: 'nl', country: 'nl', phoneNumber: '088 - 0505 000' },
    messages: messagesFor('nl'),
    mid: undefined,
    clock: { now: () => new Date('2026-03-02T10:00:00Z') },
    services: {},
    log: (problem) => problems.push(problem),
    ...overrides,
    problems,
  };
}

/** `_editable` as Storyblok's draft API sends it. */
export function editableComment(uid: string, name: string, id = '123456'): string {
  return `<!--#storyblok#${JSON.stringify({ name, space: '98765', uid, id })}-->`;
}

export const text = (value: string, marks?: RichTextNode['marks']): RichTextNode => ({ type: 'text', text: value, ...(marks ? { marks } : {}) });
export const paragraph = (...content: RichTextNode[]): RichTextNode => ({ type: 'paragraph', content });
export const doc = (...content: RichTextNode[]): RichTextDoc => ({ type: 'doc', content });

export const STORYBLOK_IMAGE = 'https://a.storyblok.com/f/98765/1200x800/abc123def4/app.jpg';
export const asset = (filename: string, alt: string | null = 'De AD-app') => ({
  id: 1,
  alt,
  name: '',
  focus: null,
  title: null,
  filename,
  copyright: null,
  fieldtype: 'asset',
  is_external_url: false,
});
