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
    headerMenu: 'Hoofdmenu',
    accessibilityPolicy: 'Toegankelijkheid',
  },
  /** spec section 2: the modal's close button. */
  modal: {
    close: 'Sluit deze pop-up',
  },
  /** The country flag icon's accessible name (spec section 2), when it is not decoration. */
  countryFlag: {
    nl: 'Vlag van Nederland',
    be: 'Vlag van België',
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
  shopWindow: {
    legend: 'Kies je abonnement',
    order: 'Bestel {formula}',
    orderButton: 'Verder naar bestellen',
    discount: '{percentage}% korting',
    promo: 'Tijdelijke actie',
    duration: 'Looptijd {duration}',
    unavailable: 'Het aanbod kan op dit moment niet worden getoond. Probeer het over een paar minuten opnieuw, of bel onze klantenservice op {phone}.',
    empty: 'Voor deze pagina is er op dit moment geen aanbod.',
    leadGreeting: 'Welkom {name}, dit aanbod is speciaal voor jou klaargezet.',
  },
  customerService: {
    label: 'Klantenservice',
    call: 'Bel {phone}',
    open: 'Nu bereikbaar',
    closedToday: 'Gesloten, vandaag weer bereikbaar vanaf {time}',
    closedTomorrow: 'Gesloten, morgen weer bereikbaar vanaf {time}',
    closedLater: 'Gesloten, {day} weer bereikbaar vanaf {time}',
    hours: 'Ma t/m do 9.00-21.00, vr 9.00-17.00, za 10.00-16.00',
    manage: 'Abonnement beheren',
  },
  regionNotice: {
    be: 'Woon je in België? Dan bestel je in onze Belgische winkel.',
    nl: 'Woon je in Nederland? Dan bestel je in onze Nederlandse winkel.',
    link: 'Naar {brand}',
  },
  actie: {
    heading: 'Actiecode invullen',
    intro: 'Vul de actiecode en de postcode in die in je brief of folder staan.',
    actiecode: 'Actiecode',
    postcode: 'Postcode',
    submit: 'Bekijk je aanbod',
    errorSummary: 'Controleer je gegevens',
    missingActiecode: 'Vul de actiecode in.',
    missingPostcode: 'Vul de postcode in.',
    notFound: 'We vinden deze combinatie van actiecode en postcode niet. Controleer beide en probeer het opnieuw.',
    unavailable: 'We kunnen je actiecode nu niet controleren. Probeer het over een paar minuten opnieuw.',
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
