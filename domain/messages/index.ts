import type { Locale } from '../../schemas/locale.ts';
import { be } from './be.ts';
import { beFormal } from './be-formal.ts';
import { nl, type Messages } from './nl.ts';
import { nlFormal } from './nl-formal.ts';

export type { Messages } from './nl.ts';

export const CATALOGS: Readonly<Record<Locale, Messages>> = { nl, 'nl-formal': nlFormal, be, 'be-formal': beFormal };

export function messagesFor(locale: Locale): Messages {
  return CATALOGS[locale];
}

/** Fills `{name}` placeholders; an unknown placeholder stays visible so a missing value is noticed, not hidden. */
export function format(template: string, values: Readonly<Record<string, string | number>>): string {
  return template.replace(/\{(\w+)\}/g, (match, key: string) => (key in values ? String(values[key]) : match));
}
