import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { pageParts } from '../../../e2e/accessibility/a11y-structure.ts';

/*
 * Properties of a page's parts (e2e/accessibility/a11y-structure.ts), beside the table in a11y-structure.test.ts: any
 * text reads without throwing, and words changed one for one (no two made equal, none emptied) change no part.
 */
const BRAND = { words: ['AD', 'ad.nl', 'ad'] };

/** A page with five texts: a title, a heading, an image's alt, a link's text and a label. */
const page = ([title, heading, alt, link, label]: readonly string[]) =>
  `<!DOCTYPE html><html lang="nl"><head><title>${title}</title></head><body><header><nav aria-label="${label}">` +
  `<a href="/">${link}</a></nav></header><main id="main"><section><h1>${heading}</h1><img alt="${alt}" src="/x.jpg">` +
  `<a href="/bestellen">${link}</a></section></main></body></html>`;

/** A word with no markup in it, never only spaces. */
const word = fc.stringMatching(/^[A-Za-z][A-Za-z0-9 ,.!?€-]{0,30}$/).map((text) => text.trim());

describe('a page’s parts, for any words', () => {
  it('reads any text as a page without throwing', () => {
    fc.assert(fc.property(fc.string({ maxLength: 400 }), (text) => void pageParts(text, BRAND)));
  });

  it('changes no part when the words change one for one', () => {
    fc.assert(
      fc.property(fc.uniqueArray(word, { minLength: 5, maxLength: 5 }), (words) => {
        const renamed = words.map((text, index) => `${text} ${index}x`);
        expect(pageParts(page(renamed), BRAND)).toEqual(pageParts(page(words), BRAND));
      }),
    );
  });

  it('splits the page when two words become one', () => {
    fc.assert(
      fc.property(fc.uniqueArray(word, { minLength: 5, maxLength: 5 }), (words) => {
        const merged = [words[0]!, words[1]!, words[2]!, words[2]!, words[4]!];
        expect(pageParts(page(merged), BRAND)).not.toEqual(pageParts(page(words), BRAND));
      }),
    );
  });
});
