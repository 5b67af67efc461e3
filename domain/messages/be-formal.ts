import { be } from './be.ts';
import type { Messages } from './nl.ts';
import { nlFormal } from './nl-formal.ts';

/** Formal Flemish: "u", with the Belgian wording of `be`. */
export const beFormal: Messages = {
  ...be,
  placeholder: { ...nlFormal.placeholder, note: be.placeholder.note },
  error: {
    ...be.error,
    notFoundText: 'De pagina die u zoekt, bestaat niet (meer). Misschien is het adres gewijzigd of zit er een tikfout in.',
  },
};
