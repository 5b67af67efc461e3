import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { BlockTree, resolveTree } from '../../blocks/render-tree.tsx';
import type { PromoFormError } from '../../domain/promo-form.ts';
import { messagesFor } from '../../domain/messages/index.ts';
import { testContext, testVisitor } from './fixtures.ts';

async function render(
  errors: PromoFormError[],
  typed = { actiecode: '', postcode: '' },
  locale: 'nl' | 'nl-formal' = 'nl',
) {
  const ctx = testContext({
    messages: messagesFor(locale),
    visitor: testVisitor({ promoForm: { errors, destinationName: '/digitaal', ...typed } }),
  });
  const tree = await resolveTree({ _uid: 'pf', component: 'promo-code-form' }, ctx, { preview: false });
  return renderToStaticMarkup(<BlockTree tree={tree} />);
}

describe('the /actie form block', () => {
  it('posts both fields and the destination to the site, with no error summary when fresh', async () => {
    const html = await render([]);
    expect(html).toMatch(/<form [^>]*action="\/api\/actie" method="post"/);
    expect(html).toContain('<input type="hidden" name="destinationName" value="/digitaal"/>');
    expect(html).toMatch(/<label [^>]*for="promo-pf-actiecode">Actiecode<\/label>/);
    expect(html).toMatch(/<input [^>]*id="promo-pf-postcode"[^>]*autocomplete="postal-code"[^>]*name="postcode"/i);
    expect(html).toMatch(/^<section [^>]*><h1 [^>]*>Actiecode invullen<\/h1>/);
    expect(html).not.toContain('role="alert"');
    expect(html).not.toContain('aria-invalid');
  });

  it('shows a missing field beside it and in a linked summary, keeping what was typed', async () => {
    const html = await render(['missing-postcode'], { actiecode: 'ZOMER2026', postcode: '' });
    expect(html).toContain('role="alert"');
    expect(html).toContain('<a href="#promo-pf-postcode">Vul de postcode in.</a>');
    expect(html).toMatch(
      /<input [^>]*id="promo-pf-postcode"[^>]*aria-invalid="true" aria-describedby="promo-pf-postcode-error"/,
    );
    expect(html).toMatch(/id="promo-pf-actiecode"[^>]*value="ZOMER2026"/);
    expect(html).not.toMatch(/id="promo-pf-actiecode"[^>]*aria-invalid/);
  });

  it.each<[PromoFormError, string]>([
    ['not-found', 'We vinden deze combinatie van actiecode en postcode niet.'],
    ['unavailable', 'We kunnen je actiecode nu niet controleren.'],
    ['too-many', 'Je hebt te vaak achter elkaar een actiecode ingevuld. Wacht een minuut en probeer het dan opnieuw.'],
  ])('says what went wrong for %s', async (error, text) => {
    expect(await render([error])).toContain(text);
  });

  it('addresses formal brands with "u"', async () => {
    expect(await render([], undefined, 'nl-formal')).toContain('uw brief of folder');
  });
});
