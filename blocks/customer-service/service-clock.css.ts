import { style } from '@vanilla-extract/css';

/*
 * The widget's parts by its data-status (service-clock-script.ts): 'hours' before the script has run (or without
 * JavaScript), 'open' or 'closed' after, 'unknown' where the widget shows no state (the compact top bar: number only).
 */

/** The widget's root: its data-status decides which parts show. */
export const clockRoot = style({});

const hiddenWhen = (...statuses: string[]) => ({
  selectors: Object.fromEntries(
    statuses.map((status) => [`${clockRoot}[data-status="${status}"] &`, { display: 'none' }]),
  ),
});

/** The number: not while closed (docs/rules/01-product-and-brands.md: a closed message outside business hours). */
export const whenNotClosed = style(hiddenWhen('closed'));
export const whenOpen = style(hiddenWhen('hours', 'closed', 'unknown'));
export const whenClosed = style(hiddenWhen('hours', 'open', 'unknown'));
/** Only until the clock has spoken: the hours, where the variant shows no hours of its own. */
export const whenHours = style(hiddenWhen('open', 'closed', 'unknown'));
