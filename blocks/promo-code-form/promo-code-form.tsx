import type { BlockProps } from '../define.ts';
import { Heading } from '../shared/heading.tsx';
import type { PromoCodeFormBlock, PromoCodeFormData } from './schema.ts';
import * as css from './promo-code-form.css.ts';

/**
 * The /actie form: a plain POST to the site's own route handler, so it works without JavaScript. After a failed
 * submission the page comes back with what the visitor typed and an error summary at the top that links to each
 * field (the GOV.UK Design System's pattern); the summary is announced as an alert.
 */
export function PromoCodeForm({ block, data, editable }: BlockProps<PromoCodeFormBlock, PromoCodeFormData>) {
  const id = (name: string) => `promo-${block._uid}-${name}`;
  const fieldErrors = data.fields.filter((field) => field.error);
  const hasErrors = fieldErrors.length > 0 || data.formError !== undefined;
  return (
    <section className={css.section} aria-labelledby={id('title')} {...editable}>
      {/* The form is the /actie page's purpose: its title is the page's h1, as the shop window's is elsewhere. */}
      <Heading level={1} className={css.title} id={id('title')}>
        {data.title}
      </Heading>
      <p className={css.intro}>{data.intro}</p>
      {hasErrors && (
        <div className={css.summary} role="alert" aria-labelledby={id('summary')}>
          <h2 className={css.summaryTitle} id={id('summary')}>
            {data.errorSummary}
          </h2>
          <ul className={css.summaryList}>
            {data.formError && <li>{data.formError}</li>}
            {fieldErrors.map((field) => (
              <li key={field.name}>
                <a href={`#${id(field.name)}`}>{field.error}</a>
              </li>
            ))}
          </ul>
        </div>
      )}
      <form className={css.form} action="/api/actie" method="post" noValidate>
        <input type="hidden" name="destinationName" value={data.destinationName} />
        {data.fields.map((field) => (
          <div key={field.name} className={css.field}>
            <label className={css.label} htmlFor={id(field.name)}>
              {field.label}
            </label>
            {field.error && (
              <p className={css.error} id={id(`${field.name}-error`)}>
                {field.error}
              </p>
            )}
            <input
              className={css.input}
              id={id(field.name)}
              name={field.name}
              type="text"
              defaultValue={field.value}
              autoComplete={field.autoComplete}
              autoCapitalize="characters"
              spellCheck={false}
              required
              aria-invalid={field.error ? true : undefined}
              aria-describedby={field.error ? id(`${field.name}-error`) : undefined}
            />
          </div>
        ))}
        <button className={css.submit} type="submit">
          {data.submit}
        </button>
      </form>
    </section>
  );
}
