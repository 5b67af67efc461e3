import { BRANDS, isBrandCode } from '../../brands.ts';
import { BRAND_CHOICE_PARAM, EDITOR_ROUTE, editorTarget } from './editor-target.ts';
import * as css from './editor-brand-choice.css.ts';

const brandName = (code: string) => (isBrandCode(code) ? BRANDS[code].name : code);

/**
 * Above a group story in the visual editor: the brand it is shown for, and every other brand that can show it
 * (docs/adr/0029), those whose visitors see the group's story first. Links to the editor route, which sends the frame
 * on to the chosen brand's host with the editor's parameters: no JavaScript, and no form (the policy's form-action
 * would refuse a form sent on to another host).
 */
export async function EditorBrandChoice({
  fullSlug,
  brand,
  editor,
}: {
  fullSlug: string;
  brand: string;
  editor: Readonly<Record<string, string>>;
}) {
  const target = await editorTarget(fullSlug, brand);
  if (target.kind !== 'page' || target.choices.length < 2) return null;
  const href = (code: string) =>
    `${EDITOR_ROUTE}/${fullSlug}?${new URLSearchParams({ ...editor, [BRAND_CHOICE_PARAM]: code })}`;
  return (
    <details className={css.bar} lang="nl" data-testid="editor-brand-choice">
      <summary className={css.summary}>
        Groepsverhaal {fullSlug}, getoond bij {brandName(brand)}: ander merk kiezen
      </summary>
      <ul className={css.list}>
        {target.choices.map((code) => (
          <li key={code}>
            <a href={href(code)} aria-current={code === brand ? 'page' : undefined}>
              {brandName(code)}
            </a>
          </li>
        ))}
      </ul>
    </details>
  );
}
