import type { Gender, OrderFormErrorCode, OrderFormField, PaymentMethod } from '../../schemas/order-form.ts';
import type { AccountNoticeKind } from '../account/error.ts';

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
  /** docs/rules/02-routes-and-layout.md: the modal's close button. */
  modal: {
    close: 'Sluit deze pop-up',
  },
  /** The country flag icon's accessible name (docs/rules/02-routes-and-layout.md), when it is not decoration. */
  countryFlag: {
    nl: 'Vlag van Nederland',
    be: 'Vlag van België',
  },
  /**
   * docs/rules/02-routes-and-layout.md: the top bar's account dropdown; `greeting` is shown signed in, the state texts
   * are for screen readers.
   */
  accountMenu: {
    label: 'Account',
    button: 'Mijn account',
    greeting: 'Hallo {name}',
    signedIn: '(ingelogd)',
    signedOut: '(niet ingelogd)',
    items: {
      myAccount: 'Mijn account',
      mySubscriptions: 'Mijn abonnementen',
      changeSubscription: 'Abonnement wijzigen',
      cancelSubscription: 'Abonnement opzeggen',
      customerService: 'Klantenservice',
      kiosk: 'Kiosk',
      subscribe: 'Abonneren',
      logout: 'Uitloggen',
    },
  },
  /**
   * docs/rules/02-routes-and-layout.md: the footer's legal items, the consent settings and the login button of an
   * anonymous visitor.
   */
  footer: {
    privacyStatement: 'Privacy Statement',
    terms: 'Abonnementsvoorwaarden',
    privacySettings: 'Privacy instellingen',
    login: 'Inloggen',
  },
  /**
   * The consent manager (docs/rules/02-routes-and-layout.md: 'Privacy instellingen (opens consent settings)'): the
   * first-visit banner and the settings dialog. `{privacyStatement}` becomes a link to the country's privacy statement.
   */
  consent: {
    banner: {
      title: 'Cookies en jouw privacy',
      description:
        'We gebruiken noodzakelijke cookies om deze winkel te laten werken. Met jouw toestemming meten we ook hoe de site gebruikt wordt en tonen we advertenties die bij je passen. Je keuze geldt een jaar; je past haar altijd aan via Privacy instellingen onderaan de pagina.',
      acceptAll: 'Alles accepteren',
      rejectAll: 'Alles weigeren',
      settings: 'Instellingen kiezen',
    },
    settings: {
      title: 'Privacy instellingen',
      intro: 'Kies per soort cookie of je toestemming geeft. Meer hierover lees je in ons {privacyStatement}.',
      privacyStatement: 'privacy statement',
      acceptAll: 'Alles accepteren',
      rejectAll: 'Alles weigeren',
      save: 'Mijn keuze opslaan',
      close: 'Sluit deze pop-up',
      categories: {
        necessary: {
          title: 'Noodzakelijk (altijd aan)',
          description:
            'Nodig om de winkel te laten werken: je taal, je inlogsessie, je bestelling en de actie waarmee je kwam. Zonder deze cookies kun je niet bestellen.',
        },
        analytics: {
          title: 'Analyse',
          description: 'Hiermee meten we hoe bezoekers de winkel gebruiken, zodat we haar kunnen verbeteren.',
        },
        marketing: {
          title: 'Marketing',
          description: 'Hiermee tonen wij en onze partners advertenties die bij je passen en meten we of die werken.',
        },
      },
    },
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
  /** Each page's meta description (search results, shared links) when its story gives none: {brand}, {special}. */
  descriptions: {
    index:
      'Neem een abonnement op {brand}: op papier, digitaal of allebei. Kies je abonnement en bestel direct online.',
    /** The home page of a brand without digital subscriptions. */
    indexPrint:
      'Neem een abonnement op {brand} en krijg elk nummer thuisbezorgd. Kies je abonnement en bestel direct online.',
    actie: 'Vul de actiecode uit je brief of folder in en zie welk aanbod van {brand} voor je klaarstaat.',
    bedankt: 'Bedankt voor je bestelling bij {brand}.',
    digitaal:
      'Lees {brand} digitaal op je telefoon, tablet en computer. Bekijk de digitale abonnementen en bestel direct.',
    specials: 'De specials van {brand}: puzzelboeken, extra edities en meer, los te bestellen.',
    zakelijk: 'Zakelijke abonnementen op {brand} voor je organisatie of team.',
    bestellen: 'Bestel je abonnement op {brand}: vul je gegevens in en kies hoe je betaalt.',
    studenten: 'Studeer je? Lees {brand} met studentenkorting zolang je studeert.',
    'studenten-bestellen': 'Bestel je studentenabonnement op {brand}, met korting zolang je studeert.',
    specialProduct: '{special} van {brand}: bekijk het aanbod en bestel direct online.',
    'specialProduct-bestellen': 'Bestel {special} van {brand}.',
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
    unavailable:
      'Het aanbod kan op dit moment niet worden getoond. Probeer het over een paar minuten opnieuw, of bel onze klantenservice op {phone}.',
    empty: 'Voor deze pagina is er op dit moment geen aanbod.',
    leadGreeting: 'Welkom {name}, dit aanbod is speciaal voor jou klaargezet.',
  },
  customerService: {
    label: 'Klantenservice',
    call: 'Bel {phone}',
    open: 'Nu bereikbaar',
    /**
     * docs/rules/09-constants-and-limits.md ('service available again from 09:00'), for the next opening: {day} is
     * today, tomorrow or a weekday.
     */
    closed: 'Gesloten, {day} weer bereikbaar vanaf {time}',
    today: 'vandaag',
    tomorrow: 'morgen',
    /** 0 = Sunday. */
    weekdays: ['zondag', 'maandag', 'dinsdag', 'woensdag', 'donderdag', 'vrijdag', 'zaterdag'],
    hours: 'Ma t/m do 9.00-21.00, vr 9.00-17.00, za 10.00-16.00',
    manage: 'Abonnement beheren',
    /** The editor's customerServiceLink (docs/rules/03-entities.md). */
    more: 'Naar de klantenservice',
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
    /** More lookups in a minute than a person typing codes makes (site/app/api/actie/route.ts). */
    tooMany: 'Je hebt te vaak achter elkaar een actiecode ingevuld. Wacht een minuut en probeer het dan opnieuw.',
  },
  orderFlow: {
    heading: 'Bestel je abonnement',
    summaryHeading: 'Je abonnement',
    discount: '{percentage}% korting',
    duration: 'Looptijd {duration}',
    personal: 'Je gegevens',
    address: 'Je adres',
    payment: 'Betaling',
    study: 'Je studie',
    confirm: 'Bevestigen',
    termsLink: 'Lees de abonnementsvoorwaarden',
    submit: 'Bestelling plaatsen',
    pending: 'Je bestelling wordt geplaatst…',
    failed:
      'Door een storing is je bestelling nog niet geplaatst. Alles wat je invulde staat er nog: probeer het opnieuw. Je bestelling wordt nooit dubbel geplaatst.',
    retry: 'Probeer opnieuw',
    failedTitle: 'Nog niet besteld',
    rejected: 'De klantenservice kon je bestelling niet aannemen. Controleer je gegevens.',
    unavailable:
      'Dit aanbod is op dit moment niet te bestellen. Kies een ander abonnement of bel onze klantenservice op {phone}.',
    addressFound: 'Adres gevonden: {street}, {city}',
  },
  /** Gift subscriptions: the shop window's choice, the form's section, the summary and the thank-you page. */
  gift: {
    give: 'Cadeau geven',
    giveIntro: 'Geef een abonnement cadeau: het loopt af na de looptijd en wordt niet verlengd.',
    legend: 'Kies je cadeau',
    forSelf: 'Liever voor jezelf bestellen?',
    forSelfLink: 'Bekijk de abonnementen',
    recipient: 'Voor wie is het cadeau?',
    countries: { nl: 'Nederland', be: 'België' },
    messageHint: 'Hoogstens {max} tekens; we sturen je boodschap mee met het eerste nummer.',
    startDateHint: 'Vanaf deze dag bezorgen we het cadeau',
    badge: 'Cadeau',
    /** The order form's summary of a gift. */
    summaryHeading: 'Je cadeau',
    confirmationLabel: 'Cadeau voor',
    noRenewal: 'Loopt af na de looptijd, zonder verlenging',
  },
  /** An online payment: the way back from the provider, the waiting page, and the form's notices. */
  payment: {
    waitingTitle: 'We wachten op je betaling',
    waiting:
      'Je bank heeft je betaling nog niet aan ons bevestigd. Dat duurt meestal maar even. Deze pagina kijkt vanzelf opnieuw en gaat verder zodra de betaling binnen is; je hoeft niets te doen.',
    checkAgain: 'Nu opnieuw kijken',
    checking: 'We kijken opnieuw…',
    unpaidTitle: 'Nog niet betaald',
    cancelled:
      'Je hebt de betaling afgebroken. Er is niets afgeschreven. Je bestelling en alles wat je invulde staan nog klaar: probeer opnieuw te betalen.',
    failed:
      'De betaling is niet gelukt. Er is niets afgeschreven. Je bestelling en alles wat je invulde staan nog klaar: probeer opnieuw te betalen.',
    expired:
      'De betaling is verlopen, omdat ze niet op tijd is afgerond. Er is niets afgeschreven. Je bestelling en alles wat je invulde staan nog klaar: probeer opnieuw te betalen.',
    /** Under the online method: the first payment also sets up the direct debit of the next terms. */
    renewal:
      'Je betaalt de eerste termijn meteen. Daarmee geef je ook toestemming om de volgende termijnen automatisch af te schrijven; opzeggen kan altijd.',
    submit: 'Bestellen en betalen',
  },
  orderConfirmation: {
    heading: 'Je bestelling',
    orderId: 'Bestelnummer',
    subscription: 'Abonnement',
    price: 'Prijs',
    duration: 'Looptijd',
    payment: 'Betaalwijze',
    directDebit: 'Automatische incasso van de rekening die eindigt op {digits}',
    ideal: 'iDEAL',
    bancontact: 'Bancontact',
    /** After the method of an online payment: it is paid. */
    paid: '{method}, betaald',
    startDate: 'Startdatum',
    discount: '{percentage}% korting',
  },
  /**
   * The order form (schemas/order-form.ts): labels, hints and one text per error code, in the GOV.UK style: say
   * what to do ("Vul je postcode in"), with an example where a format is asked. `{max}` and `{months}` are filled
   * by domain/order-form/errors.ts's orderFormErrorText.
   */
  orderForm: {
    errorSummary: 'Controleer je gegevens',
    /** Read out before the error beside a field. */
    errorPrefix: 'Fout:',
    optional: '(niet verplicht)',
    labels: {
      gender: 'Aanhef',
      firstName: 'Voornaam',
      middleName: 'Tussenvoegsel',
      lastName: 'Achternaam',
      dateOfBirth: 'Geboortedatum',
      email: 'E-mailadres',
      phone: 'Telefoonnummer',
      postalCode: 'Postcode',
      houseNumber: 'Huisnummer',
      houseNumberAddition: 'Toevoeging',
      street: 'Straat',
      city: 'Woonplaats',
      paymentMethod: 'Betaalwijze',
      iban: 'IBAN',
      idealBank: 'Bank',
      startDate: 'Startdatum',
      newsletter: 'Stuur mij de nieuwsbrief met nieuws en aanbiedingen',
      terms: 'Ik ga akkoord met de abonnementsvoorwaarden',
      adult: 'Ik ben 18 jaar of ouder',
      institution: 'Onderwijsinstelling',
      studentNumber: 'Studentnummer',
      giftFirstName: 'Voornaam ontvanger',
      giftMiddleName: 'Tussenvoegsel ontvanger',
      giftLastName: 'Achternaam ontvanger',
      giftCountry: 'Land ontvanger',
      giftPostalCode: 'Postcode ontvanger',
      giftHouseNumber: 'Huisnummer ontvanger',
      giftHouseNumberAddition: 'Toevoeging ontvanger',
      giftStreet: 'Straat ontvanger',
      giftCity: 'Woonplaats ontvanger',
      giftMessage: 'Persoonlijke boodschap',
    } satisfies Record<OrderFormField, string>,
    dateParts: { day: 'Dag', month: 'Maand', year: 'Jaar' },
    hints: {
      studentNumber: 'Staat op je studentenkaart of inschrijvingsbewijs',
      dateOfBirth: 'Bijvoorbeeld 27 3 1985',
      email: 'Hierop ontvang je de bevestiging van je bestelling',
      phone: 'Bijvoorbeeld 06 12345678. Een Belgisch nummer begint met +32',
      postalCode: 'Bijvoorbeeld 1234 AB',
      houseNumberAddition: 'Bijvoorbeeld A of 2-hoog',
      iban: 'Bijvoorbeeld NL91 ABNA 0417 1643 00',
      startDate: 'Vanaf deze dag bezorgen we je abonnement',
    },
    genders: { M: 'De heer', F: 'Mevrouw', U: 'Geen aanhef' } satisfies Record<Gender, string>,
    paymentMethods: {
      'direct-debit': 'Automatische incasso',
      ideal: 'iDEAL',
      bancontact: 'Bancontact',
    } satisfies Record<PaymentMethod, string>,
    /** The bank list's first, empty choice. */
    chooseBank: 'Kies je bank',
    errors: {
      'form.invalid': 'We konden het formulier niet lezen. Probeer het opnieuw',
      'gender.required': 'Kies je aanhef',
      'firstName.required': 'Vul je voornaam in',
      'firstName.tooLong': 'Je voornaam mag niet langer zijn dan {max} tekens',
      'middleName.tooLong': 'Het tussenvoegsel mag niet langer zijn dan {max} tekens',
      'lastName.required': 'Vul je achternaam in',
      'lastName.tooLong': 'Je achternaam mag niet langer zijn dan {max} tekens',
      'dateOfBirth.required': 'Vul je geboortedatum in',
      'dateOfBirth.incomplete': 'Vul je geboortedatum helemaal in: dag, maand en jaar',
      'dateOfBirth.invalid': 'Vul een bestaande geboortedatum in, zoals 27 3 1985',
      'dateOfBirth.future': 'Je geboortedatum moet in het verleden liggen',
      'dateOfBirth.underage': 'Je moet 18 jaar of ouder zijn om een abonnement af te sluiten',
      'email.required': 'Vul je e-mailadres in',
      'email.invalid': 'Vul een geldig e-mailadres in, zoals naam@voorbeeld.nl',
      'phone.required': 'Vul je telefoonnummer in',
      'phone.invalid': 'Vul een geldig telefoonnummer in, zoals 06 12345678',
      'phone.country': 'Vul een Nederlands of Belgisch telefoonnummer in',
      'postalCode.required': 'Vul je postcode in',
      'postalCode.invalid': 'Vul een geldige postcode in, zoals 1234 AB',
      'houseNumber.required': 'Vul je huisnummer in',
      'houseNumber.invalid': 'Vul een geldig huisnummer in, zoals 12, met een eventuele toevoeging apart',
      'houseNumberAddition.invalid': 'Vul een geldige toevoeging in, zoals A of 2-hoog',
      'street.required': 'Vul je straat in',
      'street.tooLong': 'De straat mag niet langer zijn dan {max} tekens',
      'city.required': 'Vul je woonplaats in',
      'city.tooLong': 'De woonplaats mag niet langer zijn dan {max} tekens',
      'giftFirstName.required': 'Vul de voornaam van de ontvanger in',
      'giftFirstName.tooLong': 'De voornaam van de ontvanger mag niet langer zijn dan {max} tekens',
      'giftMiddleName.tooLong': 'Het tussenvoegsel van de ontvanger mag niet langer zijn dan {max} tekens',
      'giftLastName.required': 'Vul de achternaam van de ontvanger in',
      'giftLastName.tooLong': 'De achternaam van de ontvanger mag niet langer zijn dan {max} tekens',
      'giftCountry.required': 'Kies het land van de ontvanger',
      'giftPostalCode.required': 'Vul de postcode van de ontvanger in',
      'giftPostalCode.invalid': 'Vul een geldige postcode in: in Nederland zoals 1234 AB, in België zoals 1000',
      'giftHouseNumber.required': 'Vul het huisnummer van de ontvanger in',
      'giftHouseNumber.invalid': 'Vul een geldig huisnummer in, zoals 12, met een eventuele toevoeging apart',
      'giftHouseNumberAddition.invalid': 'Vul een geldige toevoeging in, zoals A of 2-hoog',
      'giftStreet.required': 'Vul de straat van de ontvanger in',
      'giftStreet.tooLong': 'De straat mag niet langer zijn dan {max} tekens',
      'giftCity.required': 'Vul de woonplaats van de ontvanger in',
      'giftCity.tooLong': 'De woonplaats mag niet langer zijn dan {max} tekens',
      'giftMessage.tooLong': 'Je boodschap mag niet langer zijn dan {max} tekens',
      'paymentMethod.required': 'Kies hoe je wilt betalen',
      'iban.required': 'Vul je IBAN in',
      'iban.invalid': 'Vul een geldig IBAN in, zoals NL91 ABNA 0417 1643 00',
      'iban.length': 'Je IBAN heeft te veel of te weinig tekens: een Nederlands IBAN heeft er 18, een Belgisch 16',
      'iban.country': 'Vul een Nederlands of Belgisch IBAN in',
      'idealBank.required': 'Kies je bank',
      'startDate.required': 'Kies vanaf wanneer het cadeau bezorgd wordt',
      'startDate.invalid': 'Vul een bestaande startdatum in, als dag-maand-jaar',
      'startDate.past': 'Kies als startdatum vandaag of een latere dag',
      'startDate.tooLate': 'Kies een startdatum binnen {months} maanden',
      'terms.required': 'Ga akkoord met de abonnementsvoorwaarden om te bestellen',
      'adult.required': 'Bevestig dat je 18 jaar of ouder bent',
      'institution.required': 'Vul de naam van je onderwijsinstelling in',
      'institution.tooLong': 'De naam van je onderwijsinstelling mag niet langer zijn dan {max} tekens',
      'studentNumber.required': 'Vul je studentnummer in',
      'studentNumber.tooLong': 'Je studentnummer mag niet langer zijn dan {max} tekens',
    } satisfies Record<OrderFormErrorCode, string>,
  },
  error: {
    notFoundHeading: 'Deze pagina bestaat niet',
    notFoundText:
      'De pagina die je zoekt is er niet (meer). Misschien is het adres veranderd of zit er een typefout in.',
    errorHeading: 'Er ging iets mis',
    errorText: 'Door een storing kunnen we deze pagina nu niet laten zien. Probeer het over een paar minuten opnieuw.',
    toSubscribe: 'Naar abonneren',
    toHome: 'Naar home',
  },
  /**
   * docs/rules/08-errors.md: a failed login (the account service's error codes), as a notice on the page the visitor is
   * back on.
   */
  account: {
    noticeHeading: 'Inloggen is niet gelukt',
    retry: 'Probeer opnieuw in te loggen',
    errors: {
      interaction_required:
        'De accountservice heeft nog iets van je nodig voordat je kunt inloggen. Probeer het opnieuw en volg de stappen.',
      login_required: 'Je bent niet ingelogd. Log opnieuw in met je e-mailadres en wachtwoord.',
      account_selection_required: 'Kies eerst met welk account je wilt inloggen.',
      consent_required: 'Je hebt nog geen toestemming gegeven om met je account in deze winkel in te loggen.',
      invalid_request_uri: 'Het inlogverzoek kon niet worden gelezen. Probeer het opnieuw.',
      invalid_request_object: 'Het inlogverzoek was niet geldig. Probeer het opnieuw.',
      request_not_supported: 'De accountservice kan dit inlogverzoek niet verwerken. Probeer het opnieuw.',
      request_uri_not_supported: 'De accountservice kan dit inlogverzoek niet ophalen. Probeer het opnieuw.',
      registration_not_supported:
        'Deze winkel is niet aangemeld bij de accountservice. Probeer het later opnieuw of neem contact op met de klantenservice.',
      generic: 'Er ging iets mis bij het inloggen. Probeer het opnieuw.',
    } satisfies Record<AccountNoticeKind, string>,
  },
} as const;

type Widen<T> = { readonly [K in keyof T]: T[K] extends string ? string : Widen<T[K]> };

/** The shape every locale's catalog has: the same keys as nl, any wording. */
export type Messages = Widen<typeof nl>;
