import { nl, type Messages } from './nl.ts';

/** Formal Dutch (Netherlands): "u" instead of "je". */
export const nlFormal: Messages = {
  ...nl,
  placeholder: {
    ...nl.placeholder,
    index: 'Hier kiest u straks uw abonnement op {brand}: papier, digitaal of een combinatie.',
    actie: 'Hier vult u straks de actiecode uit uw brief of folder in.',
    bedankt: 'Hier ziet u straks de samenvatting van uw bestelling.',
    digitaal: 'Hier vindt u straks de digitale abonnementen van {brand}.',
    specials: 'Hier vindt u straks de speciale uitgaven van {brand}.',
    zakelijk: 'Hier vindt u straks de abonnementen voor bedrijven.',
    bestellen: 'Hier bestelt u straks uw abonnement.',
    studenten: 'Hier vindt u straks de studentenkorting op {brand}.',
    'studenten-bestellen': 'Hier bestelt u straks uw studentenabonnement.',
    specialProduct: 'Hier vindt u straks alles over {special}.',
    'specialProduct-bestellen': 'Hier bestelt u straks {special}.',
  },
  shopWindow: {
    ...nl.shopWindow,
    legend: 'Kies uw abonnement',
    leadGreeting: 'Welkom {name}, dit aanbod is speciaal voor u klaargezet.',
  },
  regionNotice: {
    be: 'Woont u in België? Dan bestelt u in onze Belgische winkel.',
    nl: 'Woont u in Nederland? Dan bestelt u in onze Nederlandse winkel.',
    link: nl.regionNotice.link,
  },
  actie: {
    ...nl.actie,
    intro: 'Vul de actiecode en de postcode in die in uw brief of folder staan.',
    submit: 'Bekijk uw aanbod',
    errorSummary: 'Controleer uw gegevens',
    unavailable: 'We kunnen uw actiecode nu niet controleren. Probeer het over een paar minuten opnieuw.',
  },
  error: {
    ...nl.error,
    notFoundText: 'De pagina die u zoekt is er niet (meer). Misschien is het adres veranderd of zit er een typefout in.',
  },
};
