import { nl, type Messages } from './nl.ts';

/** Dutch as written for Flemish readers, informal: Belgian wording where it differs. */
export const be: Messages = {
  ...nl,
  descriptions: {
    ...nl.descriptions,
    index:
      'Neem een abonnement op {brand}: op papier, digitaal of allebei. Kies je abonnement en bestel meteen online.',
    indexPrint:
      'Neem een abonnement op {brand} en krijg elk nummer thuis in de bus. Kies je abonnement en bestel meteen online.',
    digitaal:
      'Lees {brand} digitaal op je smartphone, tablet en computer. Bekijk de digitale abonnementen en bestel meteen.',
    specialProduct: '{special} van {brand}: bekijk het aanbod en bestel meteen online.',
  },
  shell: { ...nl.shell, groupFinePrint: '© {year} DPG Media NV. Alle rechten voorbehouden.' },
  placeholder: {
    ...nl.placeholder,
    actie: 'Hier vul je straks de actiecode uit je brief of folder in.',
    note: 'Aan deze pagina wordt nog gewerkt.',
  },
  shopWindow: {
    ...nl.shopWindow,
    unavailable:
      'Het aanbod kan op dit moment niet getoond worden. Probeer het binnen enkele minuten opnieuw, of bel onze klantendienst op {phone}.',
  },
  customerService: { ...nl.customerService, label: 'Klantendienst', more: 'Naar de klantendienst' },
  // The account dropdown keeps nl's 'Klantenservice': docs/rules/02-routes-and-layout.md names the item so for every
  // brand.
  actie: {
    ...nl.actie,
    unavailable: 'We kunnen je actiecode nu niet controleren. Probeer het binnen enkele minuten opnieuw.',
  },
  orderFlow: {
    ...nl.orderFlow,
    rejected: 'De klantendienst kon je bestelling niet aannemen. Controleer je gegevens.',
    unavailable:
      'Dit aanbod is op dit moment niet te bestellen. Kies een ander abonnement of bel onze klantendienst op {phone}.',
  },
  orderConfirmation: { ...nl.orderConfirmation, directDebit: 'Domiciliëring van de rekening die eindigt op {digits}' },
  gift: {
    ...nl.gift,
    startDateHint: 'Vanaf deze dag leveren we het cadeau',
    countries: { nl: 'Nederland', be: 'België' },
  },
  payment: {
    ...nl.payment,
    renewal:
      'Je betaalt de eerste termijn meteen. Daarmee geef je ook toestemming voor een domiciliëring van de volgende termijnen; opzeggen kan altijd.',
  },
  orderForm: {
    ...nl.orderForm,
    labels: {
      ...nl.orderForm.labels,
      gender: 'Aanspreking',
      lastName: 'Familienaam',
      phone: 'Telefoon of gsm',
      houseNumberAddition: 'Bus',
      city: 'Gemeente',
      iban: 'Rekeningnummer (IBAN)',
      giftLastName: 'Familienaam ontvanger',
      giftHouseNumberAddition: 'Bus ontvanger',
      giftCity: 'Gemeente ontvanger',
    },
    hints: {
      ...nl.orderForm.hints,
      phone: 'Bijvoorbeeld 0470 12 34 56. Een Nederlands nummer begint met +31',
      postalCode: 'Bijvoorbeeld 1000',
      houseNumberAddition: 'Alleen als je adres een busnummer heeft',
      iban: 'Bijvoorbeeld BE68 5390 0754 7034',
      startDate: 'Vanaf deze dag leveren we je abonnement',
    },
    genders: { M: 'Meneer', F: 'Mevrouw', U: 'Geen aanspreking' },
    paymentMethods: { ...nl.orderForm.paymentMethods, 'direct-debit': 'Domiciliëring' },
    errors: {
      ...nl.orderForm.errors,
      'gender.required': 'Kies je aanspreking',
      'lastName.required': 'Vul je familienaam in',
      'lastName.tooLong': 'Je familienaam mag niet langer zijn dan {max} tekens',
      'email.invalid': 'Vul een geldig e-mailadres in, zoals naam@voorbeeld.be',
      'phone.required': 'Vul je telefoon- of gsm-nummer in',
      'phone.invalid': 'Vul een geldig telefoon- of gsm-nummer in, zoals 0470 12 34 56',
      'phone.country': 'Vul een Belgisch of Nederlands telefoon- of gsm-nummer in',
      'postalCode.invalid': 'Vul een geldige postcode in, zoals 1000',
      'houseNumber.invalid': 'Vul een geldig huisnummer in, zoals 12, met een eventueel busnummer apart',
      'houseNumberAddition.invalid': 'Vul een geldig busnummer in, zoals 3',
      'city.required': 'Vul je gemeente in',
      'city.tooLong': 'De gemeente mag niet langer zijn dan {max} tekens',
      'iban.required': 'Vul je rekeningnummer in',
      'iban.invalid': 'Vul een geldig rekeningnummer in, zoals BE68 5390 0754 7034',
      'iban.length':
        'Je rekeningnummer heeft te veel of te weinig tekens: een Belgisch rekeningnummer heeft er 16, een Nederlands 18',
      'iban.country': 'Vul een Belgisch of Nederlands rekeningnummer in',
      'giftLastName.required': 'Vul de familienaam van de ontvanger in',
      'giftLastName.tooLong': 'De familienaam van de ontvanger mag niet langer zijn dan {max} tekens',
      'giftPostalCode.invalid': 'Vul een geldige postcode in: in België zoals 1000, in Nederland zoals 1234 AB',
      'giftHouseNumber.invalid': 'Vul een geldig huisnummer in, zoals 12, met een eventueel busnummer apart',
      'giftHouseNumberAddition.invalid': 'Vul een geldig busnummer in, zoals 3',
      'giftCity.required': 'Vul de gemeente van de ontvanger in',
      'giftCity.tooLong': 'De gemeente mag niet langer zijn dan {max} tekens',
      'startDate.required': 'Kies vanaf wanneer het cadeau geleverd wordt',
    },
  },
  account: {
    ...nl.account,
    errors: {
      ...nl.account.errors,
      registration_not_supported:
        'Deze winkel is niet aangemeld bij de accountservice. Probeer het later opnieuw of neem contact op met de klantendienst.',
    },
  },
  error: {
    ...nl.error,
    notFoundText:
      'De pagina die je zoekt, bestaat niet (meer). Misschien is het adres gewijzigd of zit er een tikfout in.',
    errorText: 'Door een storing kunnen we deze pagina nu niet tonen. Probeer het binnen enkele minuten opnieuw.',
  },
};
