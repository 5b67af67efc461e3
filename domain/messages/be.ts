import { nl, type Messages } from './nl.ts';

/** Dutch as written for Flemish readers, informal: Belgian wording where it differs. */
export const be: Messages = {
  ...nl,
  shell: { ...nl.shell, groupFinePrint: '© {year} DPG Media NV. Alle rechten voorbehouden.' },
  placeholder: {
    ...nl.placeholder,
    actie: 'Hier vul je straks de actiecode uit je brief of folder in.',
    note: 'Aan deze pagina wordt nog gewerkt.',
  },
  shopWindow: {
    ...nl.shopWindow,
    unavailable: 'Het aanbod kan op dit moment niet getoond worden. Probeer het binnen enkele minuten opnieuw, of bel onze klantendienst op {phone}.',
  },
  customerService: { ...nl.customerService, label: 'Klantendienst' },
  actie: {
    ...nl.actie,
    unavailable: 'We kunnen je actiecode nu niet controleren. Probeer het binnen enkele minuten opnieuw.',
  },
  error: {
    ...nl.error,
    notFoundText: 'De pagina die je zoekt, bestaat niet (meer). Misschien is het adres gewijzigd of zit er een tikfout in.',
    errorText: 'Door een storing kunnen we deze pagina nu niet tonen. Probeer het binnen enkele minuten opnieuw.',
  },
};
