import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { resolveHero } from '../../blocks/hero/resolver.ts';
import { heroBlockSchema } from '../../blocks/hero/schema.ts';
import type { BlockContext } from '../../blocks/context.ts';
import { BLOCKS, type BlockName } from '../../blocks/registry.ts';
import { BlockTree, resolveTree } from '../../blocks/render-tree.tsx';
import {
  STORYBLOK_IMAGE,
  asset,
  doc,
  editableComment,
  paragraph,
  TEST_LINKS,
  testContext,
  testServices,
  testVisitor,
  text,
  PLACED_ORDER,
} from './fixtures.ts';

/** One valid block of each registered type, as Storyblok's draft API would send it. */
const FIXTURES: Readonly<Record<BlockName, Record<string, unknown>>> = {
  page: { body: [] },
  hero: { title: 'Kies je abonnement', intro: 'Lees het AD waar je wilt.' },
  'usp-bar': {
    items: [{ _uid: 'u1', component: 'usp-item', title: 'Altijd opzegbaar', description: 'Na de eerste periode' }],
  },
  'header-points': { points: [{ _uid: 'p1', component: 'header-point', text: 'Dagelijks nieuws' }] },
  faq: {
    title: 'Vragen',
    items: [{ _uid: 'q1', component: 'faq-item', question: 'Hoe?', answer: doc(paragraph(text('Zo.'))) }],
  },
  touchpoints: {
    items: [
      { _uid: 't1', component: 'touchpoint', title: 'App', description: 'Overal', image: asset(STORYBLOK_IMAGE) },
    ],
  },
  'rich-text': { text: doc(paragraph(text('Hallo'))) },
  image: { image: asset(STORYBLOK_IMAGE), caption: 'De app' },
  'modal-content': { title: 'Toegankelijkheid', text: doc(paragraph(text('Wij doen ons best.'))), image: asset('') },
  'customer-service': { variant: 'default', manageLink: 'https://www.ad.nl/mijn-abonnement' },
  'promo-code-form': { title: 'Actiecode' },
  'order-confirmation': {},
  'order-form': { title: 'Bestellen' },
  menu: {
    items: [{ _uid: 'm1', component: 'header-menu-item', label: 'Digitaal', path: '/digitaal', icon: 'newspaper' }],
  },
  'communication-bar': { text: 'Met kerst verschijnt er geen krant.', link: '/digitaal', linkLabel: 'Lees digitaal' },
};

async function renderBlock(name: BlockName, preview = false) {
  const content = {
    _uid: `${name}-uid`,
    component: name,
    _editable: editableComment(`${name}-uid`, name),
    ...FIXTURES[name],
  };
  const ctx = testContext({ visitor: testVisitor({ placedOrder: PLACED_ORDER }) });
  const tree = await resolveTree(content, ctx, { preview });
  expect(ctx.problems).toEqual([]);
  return renderToStaticMarkup(<BlockTree tree={tree} />);
}

describe('every registered block', () => {
  it('has a fixture here (a new block needs one)', () => {
    expect(Object.keys(FIXTURES).sort()).toEqual(Object.keys(BLOCKS).sort());
  });

  it.each(Object.keys(BLOCKS) as BlockName[])(
    '%s puts the editable attributes on its root element in preview only',
    async (name) => {
      expect(await renderBlock(name, true)).toMatch(
        new RegExp(`^<\\w+[^>]* data-blok-c="[^"]+" data-blok-uid="123456-${name}-uid"[^>]*>`),
      );
      expect(await renderBlock(name, false)).not.toContain('data-blok');
    },
  );
});

describe('markup', () => {
  it('USP bar and header points: lists with decorative check icons', async () => {
    for (const name of ['usp-bar', 'header-points'] as const) {
      const html = await renderBlock(name);
      expect(html).toMatch(/^<ul [^>]*><li [^>]*><svg [^>]*aria-hidden="true" focusable="false"/);
    }
    expect(await renderBlock('usp-bar')).toContain('<strong');
  });

  it('image: an img through the image service at densities 1 and 2, intrinsic size, lazy, alt from the asset, in a figure with caption', async () => {
    const html = await renderBlock('image');
    // Exact widths: tests/blocks/block-image.test.tsx (with the build's breakpoints).
    const resized = String.raw`https:\/\/a\.storyblok\.com\/f\/98765\/1200x800\/abc123def4\/app\.jpg\/m\/\d+x0\/filters:format\(webp\):quality\(75\)`;
    expect(html).toMatch(
      new RegExp(
        `^<figure [^>]*><img alt="De AD-app" loading="lazy" width="1200" height="800" decoding="async" class="[^"]+" srcSet="${resized} 1x, ${resized} 2x" src="${resized}"\\/><figcaption [^>]*>De app<\\/figcaption><\\/figure>$`,
      ),
    );
  });

  it('image: explicit width and height win; an unknown size sets none', async () => {
    const tree = await resolveTree(
      {
        _uid: 'i',
        component: 'image',
        image: asset('https://images.example.nl/a.jpg', ''),
        width: '300',
        height: '200',
      },
      testContext(),
      { preview: false },
    );
    expect(renderToStaticMarkup(<BlockTree tree={tree} />)).toMatch(/alt="" loading="lazy" width="300" height="200"/);
    const unknown = await resolveTree(
      { _uid: 'i', component: 'image', image: asset('https://images.example.nl/a.jpg') },
      testContext(),
      { preview: false },
    );
    expect(renderToStaticMarkup(<BlockTree tree={unknown} />)).not.toMatch(/width=|height=/);
  });

  it('touchpoints without a section title give their items the section level', async () => {
    expect(await renderBlock('touchpoints')).toMatch(/<li [^>]*><img [^>]*loading="lazy"[^>]*\/><h1 /);
  });

  it('modal content: a labelled section; an emptied image is left out', async () => {
    const html = await renderBlock('modal-content');
    expect(html).toMatch(
      /^<section [^>]*aria-labelledby="modal-modal-content-uid"[^>]*><h1 [^>]*id="modal-modal-content-uid">Toegankelijkheid<\/h1><div/,
    );
    expect(html).not.toContain('<img');
  });
});

describe('hero: the shop window', () => {
  const hero = (fields: Record<string, unknown> = {}) =>
    heroBlockSchema.parse({ _uid: 'h', component: 'hero', title: 'x', ...fields });

  it('offers one proposition per formula (the highest discount), formatted by the domain price rules, the default preselected', async () => {
    expect(await resolveHero(hero(), testContext())).toEqual({
      state: 'offers',
      legend: 'Kies je abonnement',
      offers: [
        {
          id: 'digitaal-12',
          formula: 'Digitaal',
          price: '12,99',
          unit: 'per maand',
          duration: 'Looptijd 12 maanden',
          discount: '20% korting',
          promo: undefined,
          billing: { unit: 'month', term: { amount: 12, unit: 'month' } },
        },
        {
          id: 'compleet-12',
          formula: 'Compleet',
          price: '46,-',
          unit: 'per maand',
          duration: 'Looptijd 12 maanden',
          discount: undefined,
          promo: undefined,
          billing: { unit: 'month', term: { amount: 12, unit: 'month' } },
        },
      ],
      selectedId: 'digitaal-12',
      orderPath: '/bestellen',
      orderButton: 'Verder naar bestellen',
      leadId: undefined,
      greeting: undefined,
      // The fixture catalog has no gifts: no way to them.
      gift: false,
      switchLink: undefined,
      seller: { name: 'AD', url: 'https://ad.nl', logo: 'https://ad.nl/assets/logo/ad.png' },
    });
  });

  it('gifts: "Cadeau geven" where the catalog has them; with ?gift=true only the gifts, and the way back', async () => {
    const gift = {
      uuid: 'cadeau-13',
      productUuid: 'pc',
      brandCode: 'ad',
      productCode: 'AD-CADEAU',
      formula: { code: 'cadeau-13', label: 'Cadeau: 13 nummers' },
      duration: { amount: 13, unit: 'issue' },
      prices: [{ default: true, unit: 'one-time', price: { discount: 39 } }],
      isTemporaryPromo: false,
      isGift: true,
    };
    const base = testServices();
    const services = testServices({ propositions: [...((await base.propositions({ group: 'default' })) ?? []), gift] });
    const subscriptions = await resolveHero(hero(), testContext({ services }));
    expect(subscriptions).toMatchObject({ gift: false, switchLink: { text: 'Cadeau geven', href: '/?gift=true' } });
    expect(subscriptions.state === 'offers' && subscriptions.offers.map((offer) => offer.id)).not.toContain(
      'cadeau-13',
    );
    const gifts = await resolveHero(hero(), testContext({ services, visitor: testVisitor({ gift: true }) }));
    expect(gifts).toMatchObject({
      state: 'offers',
      legend: 'Kies je cadeau',
      gift: true,
      selectedId: 'cadeau-13',
      switchLink: { text: 'Bekijk de abonnementen', href: '/' },
    });
    expect(gifts.state === 'offers' && gifts.offers.map((offer) => offer.id)).toEqual(['cadeau-13']);
  });

  it.each<{
    rule: string;
    fields?: Record<string, unknown>;
    ctx: Partial<BlockContext>;
    expected: Record<string, unknown>;
  }>([
    {
      rule: 'the formulas field narrows the offer',
      fields: { formulas: ' Compleet ' },
      ctx: {},
      expected: { selectedId: 'compleet-12' },
    },
    {
      rule: 'a product code in the query preselects that product',
      ctx: { visitor: testVisitor({ productCode: 'adp' }) },
      expected: { selectedId: 'compleet-12' },
    },
    {
      rule: "the lead's product is preselected, its id carried to the order flow, the visitor greeted",
      ctx: { visitor: testVisitor({ lead: { leadId: 'L1', productCode: 'ADP', firstName: 'Sanne', gender: 'F' } }) },
      expected: {
        selectedId: 'compleet-12',
        leadId: 'L1',
        greeting: 'Welkom Sanne, dit aanbod is speciaal voor jou klaargezet.',
      },
    },
    {
      rule: 'a student page orders in the student flow',
      ctx: { route: { path: '/studenten', name: 'studenten' } },
      expected: { orderPath: '/studenten/bestellen' },
    },
    {
      rule: "a special product's page orders that special",
      ctx: { route: { path: '/ad-puzzelboek', name: 'specialProduct', special: 'ad-puzzelboek' } },
      expected: { orderPath: '/ad-puzzelboek/bestellen' },
    },
  ])('$rule', async ({ fields, ctx, expected }) => {
    expect(await resolveHero(hero(fields), testContext(ctx))).toMatchObject(expected);
  });

  it.each([
    { dedupe: undefined, offers: ['paper-digi-40', 'paper-weekend-5'] },
    { dedupe: 'brand-formula', offers: ['paper-digi-40', 'paper-weekend-5'] },
    { dedupe: 'product', offers: ['digi-30', 'paper-digi-40'] },
    { dedupe: 'brand-product-formula', offers: ['digi-30', 'paper-digi-40', 'paper-weekend-5'] },
    { dedupe: 'nonsense', offers: ['paper-digi-40', 'paper-weekend-5'] },
  ])(
    'one offer per the editor’s key, each the highest discount (docs/rules/05-validation.md): $dedupe',
    async ({ dedupe, offers }) => {
      const offer = (uuid: string, productUuid: string, formula: string, percentage: number) => ({
        uuid,
        productUuid,
        brandCode: 'ad',
        productCode: productUuid.toUpperCase(),
        formula: { code: formula, label: formula },
        duration: { amount: 12, unit: 'month' },
        prices: [{ default: true, unit: 'month', price: { discount: 10 } }],
        discount: { percentage },
        isTemporaryPromo: false,
      });
      const services = testServices({
        propositions: [
          offer('digi-10', 'digi', 'digitaal', 10),
          offer('digi-30', 'digi', 'digitaal', 30),
          offer('paper-digi-40', 'paper', 'digitaal', 40),
          offer('paper-weekend-5', 'paper', 'weekend', 5),
        ],
      });
      const data = await resolveHero(hero(dedupe === undefined ? {} : { dedupe }), testContext({ services }));
      expect(data.state === 'offers' && data.offers.map((shown) => shown.id)).toEqual(offers);
    },
  );

  it('says plainly when the front office failed, with the phone number, and when there is nothing on offer', async () => {
    expect(await resolveHero(hero(), testContext({ services: testServices({ propositions: undefined }) }))).toEqual({
      state: 'unavailable',
      message:
        'Het aanbod kan op dit moment niet worden getoond. Probeer het over een paar minuten opnieuw, of bel onze klantenservice op 088 - 0505 000.',
    });
    expect(await resolveHero(hero({ formulas: 'weekend' }), testContext())).toEqual({
      state: 'empty',
      message: 'Voor deze pagina is er op dit moment geen aanbod.',
    });
  });

  it('the failed front office’s message never gives a phone-number experiment’s test number (docs/rules/08-errors.md)', async () => {
    const brand = {
      code: 'ad',
      name: 'AD',
      locale: 'nl',
      country: 'nl',
      links: TEST_LINKS.nl,
      phoneNumber: '088 - 0505 101',
      fallbackPhoneNumber: '088 - 0505 000',
      publicSite: undefined,
    } as const;
    const data = await resolveHero(hero(), testContext({ brand, services: testServices({ propositions: undefined }) }));
    expect(data).toMatchObject({
      state: 'unavailable',
      message: expect.stringContaining('bel onze klantenservice op 088 - 0505 000.'),
    });
    expect(JSON.stringify(data)).not.toContain('088 - 0505 101');
  });

  it('renders the title as the page h1 and the offer as a radio group with the default checked, ordering by GET', async () => {
    const html = await renderBlock('hero');
    expect(html).toMatch(
      /^<section [^>]*aria-labelledby="hero-hero-uid"[^>]*><h1 [^>]*id="hero-hero-uid">Kies je abonnement<\/h1>/,
    );
    expect(html).toMatch(/<form [^>]*action="\/bestellen" method="get">/);
    expect(html).toMatch(/<fieldset [^>]*><legend [^>]*>Kies je abonnement<\/legend>/);
    expect(html).toMatch(/<input [^>]*type="radio" [^>]*name="propositionId" checked="" value="digitaal-12"/);
    expect(html).not.toMatch(/value="compleet-12" checked/);
    expect(html).toContain('20% korting');
  });

  it('shows only its heading when the editor switched the offer off, without asking the front office', async () => {
    const ctx = testContext({
      services: { ...testServices(), propositions: async () => expect.unreachable('no catalog call') },
    });
    expect(await resolveHero(hero({ showOffers: false }), ctx)).toEqual({ state: 'heading-only' });
  });

  it('renders the message instead of a form when the offer is unavailable', async () => {
    const content = { _uid: 'h', component: 'hero', title: 'Abonneren' };
    const tree = await resolveTree(content, testContext({ services: testServices({ propositions: undefined }) }), {
      preview: false,
    });
    const html = renderToStaticMarkup(<BlockTree tree={tree} />);
    expect(html).toContain('role="status"');
    expect(html).not.toContain('<form');
  });
});

describe('order confirmation: the thank-you page’s summary', () => {
  async function render(placedOrder: typeof PLACED_ORDER | undefined) {
    const ctx = testContext({ visitor: testVisitor({ placedOrder }) });
    const tree = await resolveTree({ _uid: 'oc', component: 'order-confirmation' }, ctx, { preview: false });
    return renderToStaticMarkup(<BlockTree tree={tree} />);
  }

  it('lists what was ordered, the IBAN only by its last digits, and pushes the purchase event', async () => {
    const html = await render(PLACED_ORDER);
    expect(html).toContain('<dt class="');
    expect(html).toContain('ORD-2026-000123');
    expect(html).toContain('12,99 per maand (20% korting)');
    expect(html).toContain('Automatische incasso van de rekening die eindigt op 4300');
    expect(html).toContain('"event":"purchase"');
    expect(html).toContain('"transaction_id":"ORD-2026-000123"');
  });

  it('shows nothing without an order', async () => {
    expect(await render(undefined)).toBe('');
  });

  it('paid online: the method, paid, and the purchase event', async () => {
    const html = await render({ ...PLACED_ORDER, paymentMethod: 'bancontact' });
    expect(html).toContain('Bancontact, betaald');
    expect(html).toContain('"event":"purchase"');
  });

  it('awaiting the bank: the waiting page, which checks again with and without script, and no purchase yet', async () => {
    const key = '7d7b1c1e-7f0a-4a57-9d3e-2a3c1f0b9e11';
    const html = await render({ ...PLACED_ORDER, paymentMethod: 'ideal', awaitingPayment: key });
    expect(html).toContain('We wachten op je betaling');
    expect(html).toContain('role="status"');
    expect(html).toContain(`href="/api/payments/return?order=${key}"`);
    expect(html).toContain(
      `<noscript><meta http-equiv="refresh" content="5;url=/api/payments/return?order=${key}"></noscript>`,
    );
    expect(html).toContain(`/api/payments/status?order=${key}`);
    expect(html).not.toContain('"event":"purchase"');
    expect(html).not.toContain('betaald');
  });

  it('cannot close its script element from a value', async () => {
    const html = await render({ ...PLACED_ORDER, formula: '</script><script>alert(1)</script>' });
    expect(html).not.toContain('</script><script>alert(1)');
  });
});
