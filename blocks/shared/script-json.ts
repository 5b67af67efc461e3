/** JSON for an inline `<script>`: `<` escaped, so no value can close the script element. */
export const scriptJson = (value: unknown): string => JSON.stringify(value).replace(/</g, '\\u003c');

/** An inline script that pushes events to Google Tag Manager's dataLayer, made if absent. */
export const dataLayerPush = (events: readonly unknown[]): string =>
  events.length === 0 ? '' : `(window.dataLayer=window.dataLayer||[]).push(${events.map(scriptJson).join(',')});`;

/**
 * A typed browser function as an inline `<script>`: its source as the build compiled it, called at once with `args`
 * as JSON. The function runs alone in the page, so it uses nothing from outside itself (no import, no module
 * constant: those come in as arguments), and it is checked and unit-tested like any other module.
 */
export const inlineScript = <A extends readonly unknown[]>(run: (...args: A) => void, ...args: A): string =>
  `(${run.toString()})(${args.map(scriptJson).join(',')});`;
