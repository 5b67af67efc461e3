import { nl, type Messages } from './nl.ts';

/** Formal Dutch (Netherlands): "u" instead of "je". */
export const nlFormal: Messages = {
  ...nl,
  descriptions: {
    ...nl.descriptions,
    index:
      'Neem een abonnement op {brand}: op papier, digitaal of allebei. Kies uw abonnement en bestel direct online.',
    indexPrint:
      'Neem een abonnement op {brand} en krijg elk nummer thuisbezorgd. Kies uw abonnement en bestel direct online.',
    actie: 'Vul de actiecode uit uw brief of folder in en zie welk aanbod van {brand} voor u klaarstaat.',
    bedankt: 'Hartelijk dank voor uw bestelling bij {brand}.',
    digitaal:
      'Lees {brand} digitaal op uw telefoon, tablet en computer. Bekijk de digitale abonnementen en bestel direct.',
    zakelijk: 'Zakelijke abonnementen op {brand} voor uw organisatie of team.',
    bestellen: 'Bestel uw abonnement op {brand}: vul uw gegevens in en kies hoe u betaalt.',
    studenten: 'Studeert u? Lees {brand} met studentenkorting zolang u studeert.',
    'studenten-bestellen': 'Bestel uw studentenabonnement op {brand}, met korting zolang u studeert.',
  },
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
    tooMany: 'U heeft te vaak achter elkaar een actiecode ingevuld. Wacht een minuut en probeer het dan opnieuw.',
  },
  orderFlow: {
    ...nl.orderFlow,
    heading: 'Bestel uw abonnement',
    summaryHeading: 'Uw abonnement',
    personal: 'Uw gegevens',
    address: 'Uw adres',
    study: 'Uw studie',
    pending: 'Uw bestelling wordt geplaatst…',
    failed:
      'Door een storing is uw bestelling nog niet geplaatst. Alles wat u invulde staat er nog: probeer het opnieuw. Uw bestelling wordt nooit dubbel geplaatst.',
    rejected: 'De klantenservice kon uw bestelling niet aannemen. Controleer uw gegevens.',
  },
  orderConfirmation: { ...nl.orderConfirmation, heading: 'Uw bestelling' },
  gift: {
    ...nl.gift,
    legend: 'Kies uw cadeau',
    summaryHeading: 'Uw cadeau',
    forSelf: 'Liever voor uzelf bestellen?',
    messageHint: 'Hoogstens {max} tekens; we sturen uw boodschap mee met het eerste nummer.',
  },
  payment: {
    ...nl.payment,
    waitingTitle: 'We wachten op uw betaling',
    waiting:
      'Uw bank heeft uw betaling nog niet aan ons bevestigd. Dat duurt meestal maar even. Deze pagina kijkt vanzelf opnieuw en gaat verder zodra de betaling binnen is; u hoeft niets te doen.',
    cancelled:
      'U hebt de betaling afgebroken. Er is niets afgeschreven. Uw bestelling en alles wat u invulde staan nog klaar: probeer opnieuw te betalen.',
    failed:
      'De betaling is niet gelukt. Er is niets afgeschreven. Uw bestelling en alles wat u invulde staan nog klaar: probeer opnieuw te betalen.',
    expired:
      'De betaling is verlopen, omdat ze niet op tijd is afgerond. Er is niets afgeschreven. Uw bestelling en alles wat u invulde staan nog klaar: probeer opnieuw te betalen.',
    renewal:
      'U betaalt de eerste termijn meteen. Daarmee geeft u ook toestemming om de volgende termijnen automatisch af te schrijven; opzeggen kan altijd.',
  },
  orderForm: {
    ...nl.orderForm,
    errorSummary: 'Controleer uw gegevens',
    hints: {
      ...nl.orderForm.hints,
      email: 'Hierop ontvangt u de bevestiging van uw bestelling',
      studentNumber: 'Staat op uw studentenkaart of inschrijvingsbewijs',
      startDate: 'Vanaf deze dag bezorgen we uw abonnement',
    },
    chooseBank: 'Kies uw bank',
    errors: {
      ...nl.orderForm.errors,
      'gender.required': 'Kies uw aanhef',
      'firstName.required': 'Vul uw voornaam in',
      'firstName.tooLong': 'Uw voornaam mag niet langer zijn dan {max} tekens',
      'lastName.required': 'Vul uw achternaam in',
      'lastName.tooLong': 'Uw achternaam mag niet langer zijn dan {max} tekens',
      'dateOfBirth.required': 'Vul uw geboortedatum in',
      'dateOfBirth.incomplete': 'Vul uw geboortedatum helemaal in: dag, maand en jaar',
      'dateOfBirth.future': 'Uw geboortedatum moet in het verleden liggen',
      'dateOfBirth.underage': 'U moet 18 jaar of ouder zijn om een abonnement af te sluiten',
      'email.required': 'Vul uw e-mailadres in',
      'phone.required': 'Vul uw telefoonnummer in',
      'postalCode.required': 'Vul uw postcode in',
      'houseNumber.required': 'Vul uw huisnummer in',
      'street.required': 'Vul uw straat in',
      'city.required': 'Vul uw woonplaats in',
      'paymentMethod.required': 'Kies hoe u wilt betalen',
      'iban.required': 'Vul uw IBAN in',
      'iban.length': 'Uw IBAN heeft te veel of te weinig tekens: een Nederlands IBAN heeft er 18, een Belgisch 16',
      'giftMessage.tooLong': 'Uw boodschap mag niet langer zijn dan {max} tekens',
      'idealBank.required': 'Kies uw bank',
      'adult.required': 'Bevestig dat u 18 jaar of ouder bent',
      'institution.required': 'Vul de naam van uw onderwijsinstelling in',
      'institution.tooLong': 'De naam van uw onderwijsinstelling mag niet langer zijn dan {max} tekens',
      'studentNumber.required': 'Vul uw studentnummer in',
      'studentNumber.tooLong': 'Uw studentnummer mag niet langer zijn dan {max} tekens',
    },
  },
  consent: {
    banner: {
      ...nl.consent.banner,
      title: 'Cookies en uw privacy',
      description:
        'We gebruiken noodzakelijke cookies om deze winkel te laten werken. Met uw toestemming meten we ook hoe de site gebruikt wordt en tonen we advertenties die bij u passen. Uw keuze geldt een jaar; u past haar altijd aan via Privacy instellingen onderaan de pagina.',
    },
    settings: {
      ...nl.consent.settings,
      intro: 'Kies per soort cookie of u toestemming geeft. Meer hierover leest u in ons {privacyStatement}.',
      save: 'Mijn keuze opslaan',
      categories: {
        necessary: {
          title: nl.consent.settings.categories.necessary.title,
          description:
            'Nodig om de winkel te laten werken: uw taal, uw inlogsessie, uw bestelling en de actie waarmee u kwam. Zonder deze cookies kunt u niet bestellen.',
        },
        analytics: nl.consent.settings.categories.analytics,
        marketing: {
          title: nl.consent.settings.categories.marketing.title,
          description: 'Hiermee tonen wij en onze partners advertenties die bij u passen en meten we of die werken.',
        },
      },
    },
  },
  account: {
    ...nl.account,
    errors: {
      ...nl.account.errors,
      interaction_required:
        'De accountservice heeft nog iets van u nodig voordat u kunt inloggen. Probeer het opnieuw en volg de stappen.',
      login_required: 'U bent niet ingelogd. Log opnieuw in met uw e-mailadres en wachtwoord.',
      account_selection_required: 'Kies eerst met welk account u wilt inloggen.',
      consent_required: 'U hebt nog geen toestemming gegeven om met uw account in deze winkel in te loggen.',
    },
  },
  error: {
    ...nl.error,
    notFoundText:
      'De pagina die u zoekt is er niet (meer). Misschien is het adres veranderd of zit er een typefout in.',
  },
};
