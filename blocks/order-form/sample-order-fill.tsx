import { BELGIAN_SAMPLE_WHEN, SAMPLE_ORDERS } from '../../domain/sample-order.ts';
import { inlineScript } from '../shared/script-json.ts';

/**
 * docs/rules/02-routes-and-layout.md's developer tool: Ctrl+Shift+F fills the page's form with domain/sample-order.ts's
 * sample (the Belgian one as sampleOrderCountry decides). Inline, as in site/chrome/locale-cookie.tsx: no island and no
 * bundle weight on a page that never uses it. The order form's inputs are uncontrolled and it keeps what was typed on
 * `input`, so values are set through the element's own setter (React's change tracking then sees a new value) and
 * announced with `input` and `change`; radios and checkboxes are clicked, as a visitor would.
 */
export function sampleOrderFillScript(): string {
  return inlineScript(sampleOrderShortcut, SAMPLE_ORDERS, BELGIAN_SAMPLE_WHEN);
}

type Samples = Readonly<Record<'nl' | 'be', Readonly<Record<string, string>>>>;

/** In the browser: the shortcut fills every form in the page's main region with the sample. */
function sampleOrderShortcut(samples: Samples, when: { readonly hostSuffix: string; readonly lang: string }): void {
  const setValue = (field: HTMLInputElement, value: string) => {
    const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value');
    if (setter && setter.set) setter.set.call(field, value);
    else field.value = value;
    field.dispatchEvent(new Event('input', { bubbles: true }));
    field.dispatchEvent(new Event('change', { bubbles: true }));
  };
  const fill = (form: HTMLFormElement, sample: Readonly<Record<string, string>>) => {
    for (const name of Object.keys(sample)) {
      const found = form.elements.namedItem(name);
      if (!found) continue;
      const fields = (
        typeof RadioNodeList !== 'undefined' && found instanceof RadioNodeList ? Array.from(found) : [found]
      ) as HTMLInputElement[];
      for (const field of fields) {
        const { type } = field;
        if (type === 'radio') {
          if (field.value === sample[name] && !field.checked) field.click();
        } else if (type === 'checkbox') {
          if (field.checked !== (sample[name] === 'on')) field.click();
        } else if (type !== 'hidden') setValue(field, sample[name] ?? '');
      }
    }
  };
  document.addEventListener('keydown', (event) => {
    if (!event.ctrlKey || !event.shiftKey || event.altKey || event.metaKey || (event.key !== 'F' && event.key !== 'f'))
      return;
    const forms = document.querySelectorAll<HTMLFormElement>('main form');
    if (forms.length === 0) return;
    event.preventDefault();
    const belgian = location.hostname.endsWith(when.hostSuffix) || document.documentElement.lang === when.lang;
    for (const form of forms) fill(form, samples[belgian ? 'be' : 'nl']);
  });
}

/**
 * Beside the order form (order-form.tsx), the form it fills: not on every page, where it was about 5 KB of the
 * document and its RSC payload for nothing to fill. Invisible, and inert until the shortcut.
 */
export function SampleOrderFill() {
  return <script dangerouslySetInnerHTML={{ __html: sampleOrderFillScript() }} />;
}
