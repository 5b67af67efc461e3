import { be } from './be.ts';
import type { Messages } from './nl.ts';
import { nlFormal } from './nl-formal.ts';

/** Formal Flemish: "u", with the Belgian wording of `be`. */
export const beFormal: Messages = {
  ...be,
  descriptions: {
    ...nlFormal.descriptions,
    index:
      'Neem een abonnement op {brand}: op papier, digitaal of allebei. Kies uw abonnement en bestel meteen online.',
    indexPrint:
      'Neem een abonnement op {brand} en krijg elk nummer thuis in de bus. Kies uw abonnement en bestel meteen online.',
    digitaal:
      'Lees {brand} digitaal op uw smartphone, tablet en computer. Bekijk de digitale abonnementen en bestel meteen.',
    specialProduct: be.descriptions.specialProduct,
  },
  placeholder: { ...nlFormal.placeholder, note: be.placeholder.note },
  shopWindow: {
    ...nlFormal.shopWindow,
    unavailable:
      'Het aanbod kan op dit moment niet getoond worden. Probeer het binnen enkele minuten opnieuw, of bel onze klantendienst op {phone}.',
  },
  regionNotice: nlFormal.regionNotice,
  footer: nlFormal.footer,
  consent: nlFormal.consent,
  actie: {
    ...nlFormal.actie,
    unavailable: 'We kunnen uw actiecode nu niet controleren. Probeer het binnen enkele minuten opnieuw.',
  },
  orderFlow: {
    ...nlFormal.orderFlow,
    rejected: 'De klantendienst kon uw bestelling niet aannemen. Controleer uw gegevens.',
    unavailable: be.orderFlow.unavailable,
  },
  orderConfirmation: { ...be.orderConfirmation, heading: nlFormal.orderConfirmation.heading },
  gift: { ...nlFormal.gift, startDateHint: be.gift.startDateHint },
  payment: {
    ...nlFormal.payment,
    renewal:
      'U betaalt de eerste termijn meteen. Daarmee geeft u ook toestemming voor een domiciliëring van de volgende termijnen; opzeggen kan altijd.',
  },
  orderForm: {
    ...be.orderForm,
    errorSummary: nlFormal.orderForm.errorSummary,
    hints: {
      ...be.orderForm.hints,
      email: nlFormal.orderForm.hints.email,
      studentNumber: nlFormal.orderForm.hints.studentNumber,
      houseNumberAddition: 'Alleen als uw adres een busnummer heeft',
      startDate: 'Vanaf deze dag leveren we uw abonnement',
    },
    chooseBank: nlFormal.orderForm.chooseBank,
    errors: {
      ...nlFormal.orderForm.errors,
      'gender.required': 'Kies uw aanspreking',
      'lastName.required': 'Vul uw familienaam in',
      'lastName.tooLong': 'Uw familienaam mag niet langer zijn dan {max} tekens',
      'email.invalid': be.orderForm.errors['email.invalid'],
      'phone.required': 'Vul uw telefoon- of gsm-nummer in',
      'phone.invalid': be.orderForm.errors['phone.invalid'],
      'phone.country': be.orderForm.errors['phone.country'],
      'postalCode.invalid': be.orderForm.errors['postalCode.invalid'],
      'houseNumber.invalid': be.orderForm.errors['houseNumber.invalid'],
      'houseNumberAddition.invalid': be.orderForm.errors['houseNumberAddition.invalid'],
      'city.required': 'Vul uw gemeente in',
      'city.tooLong': be.orderForm.errors['city.tooLong'],
      'iban.required': 'Vul uw rekeningnummer in',
      'iban.invalid': be.orderForm.errors['iban.invalid'],
      'iban.length':
        'Uw rekeningnummer heeft te veel of te weinig tekens: een Belgisch rekeningnummer heeft er 16, een Nederlands 18',
      'iban.country': be.orderForm.errors['iban.country'],
      'giftLastName.required': be.orderForm.errors['giftLastName.required'],
      'giftLastName.tooLong': be.orderForm.errors['giftLastName.tooLong'],
      'giftPostalCode.invalid': be.orderForm.errors['giftPostalCode.invalid'],
      'giftHouseNumber.invalid': be.orderForm.errors['giftHouseNumber.invalid'],
      'giftHouseNumberAddition.invalid': be.orderForm.errors['giftHouseNumberAddition.invalid'],
      'giftCity.required': be.orderForm.errors['giftCity.required'],
      'giftCity.tooLong': be.orderForm.errors['giftCity.tooLong'],
      'startDate.required': be.orderForm.errors['startDate.required'],
    },
  },
  account: {
    ...nlFormal.account,
    errors: { ...nlFormal.account.errors, registration_not_supported: be.account.errors.registration_not_supported },
  },
  error: {
    ...be.error,
    notFoundText:
      'De pagina die u zoekt, bestaat niet (meer). Misschien is het adres gewijzigd of zit er een tikfout in.',
  },
};
