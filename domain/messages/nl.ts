/**
 * The Dutch (Netherlands, informal) catalog: the base every other locale derives from. `{name}` placeholders are
 * filled by `format`. Informal catalogs address the visitor with "je", formal ones with "u".
 */
export const nl = {
  shell: {
    skipToContent: 'Direct naar de inhoud',
    homeLink: '{brand}: naar de abonnementen',
    footerNav: 'Meer van {brand}',
    groupFinePrint: '© {year} DPG Media B.V. Alle rechten voorbehouden.',
    groupSite: 'DPG Media',
  },
  routes: {
    index: 'Abonneren',
    actie: 'Actiecode invullen',
    bedankt: 'Bedankt',
    digitaal: 'Digitaal',
    specials: 'Specials',
    zakelijk: 'Zakelijk',
    bestellen: 'Bestellen',
    studenten: 'Studenten',
    'studenten-bestellen': 'Bestellen als student',
    specialProduct: '{special}',
    'specialProduct-bestellen': '{special} bestellen',
  },
  placeholder: {
    title: '{page} bij {brand}',
    index: 'Hier kies je straks je abonnement op {brand}: papier, digitaal of een combinatie.',
    actie: 'Hier vul je straks de actiecode uit je brief of folder in.',
    bedankt: 'Hier zie je straks de samenvatting van je bestelling.',
    digitaal: 'Hier vind je straks de digitale abonnementen van {brand}.',
    specials: 'Hier vind je straks de speciale uitgaven van {brand}.',
    zakelijk: 'Hier vind je straks de abonnementen voor bedrijven.',
    bestellen: 'Hier bestel je straks je abonnement.',
    studenten: 'Hier vind je straks de studentenkorting op {brand}.',
    'studenten-bestellen': 'Hier bestel je straks je studentenabonnement.',
    specialProduct: 'Hier vind je straks alles over {special}.',
    'specialProduct-bestellen': 'Hier bestel je straks {special}.',
    note: 'Deze pagina is nog in aanbouw.',
  },
  error: {
    notFoundHeading: 'Deze pagina bestaat niet',
    notFoundText: 'De pagina die je zoekt is er niet (meer). Misschien is het adres veranderd of zit er een typefout in.',
    errorHeading: 'Er ging iets mis',
    errorText: 'Door een storing kunnen we deze pagina nu niet laten zien. Probeer het over een paar minuten opnieuw.',
    toSubscribe: 'Naar abonneren',
    toHome: 'Naar home',
  },
} as const;

type Widen<T> = { readonly [K in keyof T]: T[K] extends string ? string : Widen<T[K]> };

/** The shape every locale's catalog has: the same keys as nl, any wording. */
export type Messages = Widen<typeof nl>;
