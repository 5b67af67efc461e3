// @vitest-environment jsdom
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { messagesFor } from '../../../../domain/messages/index.ts';
import { CountryFlag } from '../../../../site/chrome/region-notice/country-flag.tsx';
import { Modal, ModalOpener, type ModalVariant } from '../../../../site/chrome/header-footer/modal.tsx';

const CLOSE = messagesFor('nl').modal.close;

const modal = (variant?: ModalVariant) =>
  renderToStaticMarkup(
    <Modal id="policy" labelledBy="policy-title" closeLabel={CLOSE} variant={variant}>
      <h2 id="policy-title">Toegankelijkheid</h2>
      <p>
        Tekst met een <a href="/digitaal">link</a>.
      </p>
    </Modal>,
  );

describe('Modal (docs/rules/02-routes-and-layout.md)', () => {
  it('the close button is labelled as the spec words it, in every locale', () => {
    for (const locale of ['nl', 'nl-formal', 'be', 'be-formal'] as const)
      expect(messagesFor(locale).modal.close).toBe('Sluit deze pop-up');
  });

  it('is a native dialog named by its title, closed by Escape and outside clicks without script (closedby="any")', () => {
    const dialog = modal().match(/^<dialog [^>]*>/)?.[0] ?? '';
    expect(dialog).toContain('id="policy"');
    expect(dialog).toContain('aria-labelledby="policy-title"');
    expect(dialog).toContain('closedby="any"');
    // Closed until opened: never rendered open, so a page without script shows no stray dialog.
    expect(dialog).not.toMatch(/\sopen[\s=>]/);
  });

  it('has a close button first, before the content: an Invoker Command for its own dialog, named by an aria-label', () => {
    const html = modal();
    const button = html.match(/<button [^>]*>/)?.[0] ?? '';
    expect(button).toMatch(/type="button"/);
    expect(button).toMatch(/commandfor="policy"/);
    expect(button).toMatch(/command="close"/);
    expect(button).toContain(`aria-label="${CLOSE}"`);
    expect(html.indexOf('<button')).toBeLessThan(html.indexOf('<h2'));
    expect(html).toMatch(/<button [^>]*><svg [^>]*aria-hidden="true" focusable="false"/);
  });

  it('each variant has its own style; windowed is the default', () => {
    const classOf = (html: string) => html.match(/^<dialog [^>]*class="([^"]+)"/)?.[1];
    const classes = (['windowed', 'always-windowed', 'fullscreen'] as const).map((variant) => classOf(modal(variant)));
    expect(new Set(classes).size).toBe(3);
    expect(classOf(modal())).toBe(classes[0]);
  });

  it('the opener is a plain button that shows the dialog modally, without script', () => {
    const html = renderToStaticMarkup(<ModalOpener modalId="policy">Toegankelijkheid</ModalOpener>);
    expect(html).toBe(
      '<button type="button" commandfor="policy" command="show-modal" aria-haspopup="dialog">Toegankelijkheid</button>',
    );
  });
});

/**
 * A browser without Invoker Commands and without `closedby` (jsdom has neither, nor showModal: stubbed here the
 * way browsers behave), running the page's markup and then its inline fallback script, in a fresh document each
 * time. The script sees the globals it feature-detects through parameters, so each test chooses what exists.
 */
HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
  this.setAttribute('open', '');
};
HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
  this.removeAttribute('open');
};

function browserWithout({ command = false, closedBy = false } = {}) {
  const html = renderToStaticMarkup(
    <>
      <ModalOpener modalId="policy">Toegankelijkheid</ModalOpener>
      <button type="button" commandfor="other" command="show-modal">
        Ander
      </button>
      <Modal id="policy" labelledBy="policy-title" closeLabel={CLOSE}>
        <h2 id="policy-title">Toegankelijkheid</h2>
      </Modal>
    </>,
  );
  const doc = document.implementation.createHTMLDocument('');
  doc.body.innerHTML = html;
  const script = doc.querySelector('script')?.textContent ?? '';
  const run = new Function('document', 'HTMLButtonElement', 'HTMLDialogElement', 'Element', script);
  run(doc, { prototype: command ? { command: '' } : {} }, { prototype: closedBy ? { closedBy: 'any' } : {} }, Element);
  const dialog = doc.getElementById('policy') as HTMLDialogElement;
  const click = (target: Element, init: MouseEventInit = {}) =>
    target.dispatchEvent(new MouseEvent('click', { bubbles: true, ...init }));
  const button = (name: string) =>
    [...doc.querySelectorAll('button')].find((b) => (b.getAttribute('aria-label') ?? b.textContent) === name)!;
  return { dialog, click, button };
}

describe('the inline fallback for browsers without Invoker Commands or closedby', () => {
  it('opens the dialog from its opener and closes it with the close button', () => {
    const { dialog, click, button } = browserWithout();
    expect(dialog.open).toBe(false);
    click(button('Toegankelijkheid'));
    expect(dialog.open).toBe(true);
    click(button(CLOSE).querySelector('path')!);
    expect(dialog.open).toBe(false);
  });

  it('ignores buttons that command another dialog', () => {
    const { dialog, click, button } = browserWithout();
    click(button('Ander'));
    expect(dialog.open).toBe(false);
  });

  it('closes on a click on the backdrop (outside the dialog’s box), not on one inside it', () => {
    const { dialog, click, button } = browserWithout();
    click(button('Toegankelijkheid'));
    click(dialog.querySelector('h2')!, { clientX: 1, clientY: 1 });
    expect(dialog.open).toBe(true);
    // jsdom lays nothing out: the dialog's box is empty, so any point is outside it, as a backdrop click is.
    click(dialog, { clientX: 5, clientY: 5 });
    expect(dialog.open).toBe(false);
  });

  it('does nothing where the browser has both natively', () => {
    const { dialog, click, button } = browserWithout({ command: true, closedBy: true });
    click(button('Toegankelijkheid'));
    expect(dialog.open, 'the browser opens it, not the script').toBe(false);
    dialog.showModal();
    click(dialog, { clientX: 5, clientY: 5 });
    expect(dialog.open, 'the browser light-dismisses, not the script').toBe(true);
  });
});

describe('CountryFlag (docs/rules/02-routes-and-layout.md: NL or BE, default 48x32)', () => {
  const svg = (element: React.ReactElement) => renderToStaticMarkup(element).match(/^<svg [^>]*>/)?.[0] ?? '';
  const colours = (html: string) => [...html.matchAll(/<rect [^>]*fill="(#[0-9a-f]{6})"/g)].map(([, colour]) => colour);

  it('is 48x32 unless told otherwise', () => {
    expect(svg(<CountryFlag country="nl" />)).toMatch(/width="48" height="32"/);
    expect(svg(<CountryFlag country="be" width={24} height={16} />)).toMatch(/width="24" height="16"/);
  });

  it('draws the Dutch flag in horizontal and the Belgian flag in vertical stripes', () => {
    const nl = renderToStaticMarkup(<CountryFlag country="nl" />);
    const be = renderToStaticMarkup(<CountryFlag country="be" />);
    expect(colours(nl)).toEqual(['#ae1c28', '#ffffff', '#21468b']);
    expect(colours(be)).toEqual(['#000000', '#fdda24', '#ef3340']);
    expect([...nl.matchAll(/<rect x="0" y="([\d.]+)"/g)].map(([, y]) => Number(y))).toEqual([0, 2 / 3, 4 / 3]);
    expect([...be.matchAll(/<rect x="(\d)" y="0"/g)].map(([, x]) => Number(x))).toEqual([0, 1, 2]);
  });

  it('with a label it is an image with that accessible name; without one it is decoration', () => {
    const named = svg(<CountryFlag country="be" label={messagesFor('be').countryFlag.be} />);
    expect(named).toContain('role="img"');
    expect(named).toContain('aria-label="Vlag van België"');
    expect(named).not.toContain('aria-hidden');
    const decorative = svg(<CountryFlag country="nl" />);
    expect(decorative).toContain('aria-hidden="true"');
    expect(decorative).not.toMatch(/role=|aria-label=/);
  });
});
