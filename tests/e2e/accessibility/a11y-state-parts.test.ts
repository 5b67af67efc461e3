import { describe, expect, it } from 'vitest';
import type { A11yState, A11yVisit } from '../../../e2e/accessibility/a11y-pages.ts';
import { offered, partKeys } from '../../../e2e/accessibility/a11y-state-parts.ts';
import type { PageParts } from '../../../e2e/accessibility/a11y-structure.ts';

const VISIT: A11yVisit = { brand: 'ad', route: '/', width: 412, path: '/', firstVisit: false, states: ['default'] };

/** A page's parts: a header, the main content with two blocks, a footer; `change` replaces some of them. */
function parts(change: Partial<PageParts> & { block1?: string } = {}): PageParts {
  const { block1 = 'offers', ...rest } = change;
  return {
    skeleton: 'skeleton',
    regions: [
      { name: 'header', in: 'header', structure: 'header' },
      { name: 'main#main', in: 'main#main', structure: 'main shell' },
      { name: 'main#main>0', in: 'main#main', structure: 'hero' },
      { name: 'main#main>1', in: 'main#main', structure: block1 },
      { name: 'footer', in: 'footer', structure: 'footer' },
    ],
    scopes: { main: 'main', header: 'header' },
    clientData: { OrderFormClient: 'form data', ConsentBanner: 'banner', PrivacySettings: 'settings' },
    ...rest,
  };
}

const keysOf = (state: A11yState, page: PageParts | undefined, visit: Partial<A11yVisit> = {}, theme = 'theme-1') =>
  partKeys({ ...VISIT, ...visit, states: [state] }, state, page, theme).parts;

const blockKey = (state: A11yState, page = parts(), visit: Partial<A11yVisit> = {}, theme = 'theme-1') =>
  keysOf(state, page, visit, theme).find((key) => key.includes('"offers"') || key.includes('"other offers"'));

describe('the accessibility stage’s parts of a state (e2e/accessibility/a11y-state-parts.ts)', () => {
  it.each<[string, A11yState, A11yState]>([
    ['the default page and a campaign', 'default', 'campaign'],
    ['a campaign and a lead', 'campaign', 'lead'],
    ['the default page and the 404 page', 'default', 'not-found'],
    ['a payment returned unpaid and paid', 'payment-unpaid', 'payment-paid'],
  ])('puts a block the server sends alike in one class: %s', (_, one, other) => {
    expect(blockKey(one)).toBeDefined();
    expect(blockKey(one)).toBe(blockKey(other));
  });

  it.each<[string, () => [string | undefined, string | undefined]]>([
    ['a block the browser builds on (the form’s errors)', () => [blockKey('default'), blockKey('order-errors')]],
    [
      'the form’s errors built from other data',
      () => [
        blockKey('order-errors'),
        blockKey('order-errors', parts({ clientData: { OrderFormClient: 'other form data' } })),
      ],
    ],
    ['another structure', () => [blockKey('default'), blockKey('default', parts({ block1: 'other offers' }))]],
    ['the other width', () => [blockKey('default'), blockKey('default', parts(), { width: 1280 })]],
    ['another theme class', () => [blockKey('default'), blockKey('default', parts(), {}, 'theme-2')]],
  ])('splits %s', (_, pair) => {
    const [one, other] = pair();
    expect(one).toBeDefined();
    expect(other).toBeDefined();
    expect(one).not.toBe(other);
  });

  it('splits what the browser adds on a first visit (the dialogs refused) from a returning visitor’s', () => {
    const added = (firstVisit: boolean) =>
      keysOf('default', parts(), { firstVisit }).find((key) => key.includes('added in the browser'));
    expect(added(true)).not.toBe(added(false));
  });

  it('checks a state scoped to the main content by its blocks, never the header or the footer', () => {
    const keys = keysOf('campaign', parts());
    expect(keys).toHaveLength(3);
    expect(keys.some((key) => key.includes('"header"') || key.includes('"footer"'))).toBe(false);
  });

  it('makes a page whose HTML was not read, or whose scoped part is missing, a class of its own', () => {
    expect(keysOf('default', undefined)).toEqual([expect.stringContaining('ad / default 412')]);
    expect(keysOf('account-menu', parts({ scopes: {} }))).toEqual([expect.stringContaining('ad / account-menu 412')]);
  });

  it('leaves out the gift form’s errors where the server sent no order form, and no other state', () => {
    const noForm = parts({ scopes: { main: 'main' } });
    expect(offered('gift-order-errors', noForm)).toBe(false);
    expect(offered('gift-order-errors', parts({ scopes: { orderForm: 'form' } }))).toBe(true);
    expect(offered('gift-order-errors', undefined)).toBe(true);
    expect(offered('order-errors', noForm)).toBe(true);
    expect(offered('gift', noForm)).toBe(true);
  });
});
