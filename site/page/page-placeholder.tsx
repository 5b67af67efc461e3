import * as css from './page-placeholder.css.ts';

/** A page whose content a later issue fills (shop window, order flow, content blocks): says so plainly. */
export function PagePlaceholder({ title, text, note }: { title: string; text: string; note: string }) {
  return (
    <section className={css.section} aria-labelledby="page-title">
      <h1 id="page-title">{title}</h1>
      <p>{text}</p>
      <p className={css.note}>{note}</p>
    </section>
  );
}
