import * as css from './shared.css.ts';

/** The check mark before a selling point: decoration only, the text beside it says it all. */
export function CheckIcon() {
  return (
    <svg className={css.checkIcon} viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <path d="M9 16.2 4.8 12l-1.4 1.4L9 19 21 7l-1.4-1.4z" fill="currentColor" />
    </svg>
  );
}
