import { be } from './be.ts';
import type { Messages } from './nl.ts';
import { nlFormal } from './nl-formal.ts';

/** Formal Flemish: "u", with the Belgian wording of `be`. */
export const beFormal: Messages = {
  ...be,
  placeholder: { ...nlFormal.placeholder, note: be.placeholder.note },
  shopWindow: { ...nlFormal.shopWindow, unavailable: 'Het aanbod kan op dit moment niet getoond worden. Probeer het binnen enkele minuten opnieuw, of bel onze klantendienst op {phone}.' },
  regionNotice: nlFormal.regionNotice,
  actie: {
    ...nlFormal.actie,
    unavailable: 'We kunnen uw actiecode nu niet controleren. Probeer het binnen enkele minuten opnieuw.',
  },
  error: {
    ...be.error,
    notFoundText: 'De pagina die u zoekt, bestaat niet (meer). Misschien is het adres gewijzigd of zit er een tikfout in.',
  },
};
