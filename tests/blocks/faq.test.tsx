import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { faqBlock } from '../../blocks/faq/index.ts';
import { fillPhone, resolveFaq, telNumber } from '../../blocks/faq/resolver.ts';
import { PHONE_TOKEN, faqBlockSchema } from '../../blocks/faq/schema.ts';
import { Faq } from '../../blocks/faq/faq.tsx';
import { doc, paragraph, TEST_LINKS, testContext, text } from './fixtures.ts';

const ctx = testContext();
const PHONE = '088 - 0505 000';

describe('FAQ phone placeholder', () => {
  it('the token is {phone}', () => {
    expect(PHONE_TOKEN).toBe('{phone}');
  });

  it.each([
    ['Bel ons op {phone}.', `Bel ons op ${PHONE}.`],
    ['{phone} of {phone}', `${PHONE} of ${PHONE}`],
    ['Bel {PHONE}', `Bel ${PHONE}`],
    ['tel:{phone}', 'tel:0880505000'],
    ['Geen nummer {brand}', 'Geen nummer {brand}'],
    ['{phon}', '{phon}'],
  ])('%j -> %j', (input, expected) => {
    expect(fillPhone(input, PHONE)).toBe(expected);
  });

  it('tel: URLs keep digits and a leading +', () => {
    expect(telNumber('+32 (0)3 123 45 67')).toBe('+32031234567');
  });

  it('the resolver fills questions, answer text and tel: links with the brand number from ctx', async () => {
    const block = faqBlockSchema.parse({
      _uid: 'faq-1',
      component: 'faq',
      title: 'Vragen',
      items: [
        {
          _uid: 'q1',
          component: 'faq-item',
          question: 'Wat is {phone}?',
          answer: doc(
            paragraph(
              text('Bel '),
              text('{phone}', [{ type: 'link', attrs: { href: 'tel:{phone}', linktype: 'url' } }]),
              text(' op werkdagen.'),
            ),
            {
              type: 'bullet_list',
              content: [{ type: 'list_item', content: [paragraph(text('Of mail, niet {phone}', [{ type: 'bold' }]))] }],
            },
          ),
        },
      ],
    });
    const data = await resolveFaq(block, ctx);
    const html = renderToStaticMarkup(<Faq block={block} data={data} slots={{}} editable={{}} headingLevel={2} />);
    expect(html).toContain(
      `<summary class="${html.match(/<summary class="([^"]+)"/)?.[1]}">Wat is ${PHONE}?</summary>`,
    );
    expect(html).toMatch(new RegExp(`<a [^>]*href="tel:0880505000">${PHONE}</a> op werkdagen.`));
    expect(html).toContain(`<strong>Of mail, niet ${PHONE}</strong>`);
    expect(html).not.toContain('{phone}');
    // The parsed block itself is left as it was: the resolver returns new data.
    expect(block.items[0]?.question).toBe('Wat is {phone}?');
  });

  it('uses each brand its own number', async () => {
    const block = faqBlockSchema.parse({
      _uid: 'f',
      component: 'faq',
      items: [{ _uid: 'q', component: 'faq-item', question: '{phone}', answer: '' }],
    });
    const be = testContext({
      brand: {
        code: 'hln',
        name: 'HLN',
        locale: 'be',
        country: 'be',
        links: TEST_LINKS.be,
        phoneNumber: '078 353 121',
        fallbackPhoneNumber: '078 353 121',
        publicSite: undefined,
      },
    });
    expect((await faqBlock.resolve?.(block, be))?.items[0]?.question).toBe('078 353 121');
  });

  it('renders questions as a list of native disclosures under a heading at the tree level', async () => {
    const block = faqBlockSchema.parse({
      _uid: 'f',
      component: 'faq',
      title: 'Vragen',
      items: [{ _uid: 'q', component: 'faq-item', question: 'Q?', answer: '' }],
    });
    const html = renderToStaticMarkup(
      <Faq block={block} data={await resolveFaq(block, ctx)} slots={{}} editable={{}} headingLevel={3} />,
    );
    expect(html).toMatch(
      /^<section [^>]*aria-labelledby="faq-f"[^>]*><h3 [^>]*id="faq-f">Vragen<\/h3><ul [^>]*><li [^>]*><details><summary/,
    );
  });
});
