/** JSON for an inline `<script>`: `<` escaped, so no value can close the script element. */
export const scriptJson = (value: unknown): string => JSON.stringify(value).replace(/</g, '\\u003c');

/** An inline script that pushes events to Google Tag Manager's dataLayer, made if absent. */
export const dataLayerPush = (events: readonly unknown[]): string =>
  events.length === 0 ? '' : `(window.dataLayer=window.dataLayer||[]).push(${events.map(scriptJson).join(',')});`;
