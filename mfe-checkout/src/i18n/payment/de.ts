import type { Messages } from '@mall/shared';
import type { PaymentMessages } from './en';
import { PAYMENT_NAMES_DE } from '@mall/shared/contract';

const messages: Messages<PaymentMessages> = {
  loadError: 'Beim Laden des Programms ist ein Fehler aufgetreten. Bitte laden Sie die Seite neu und versuchen Sie es erneut.',
  shopperDetailsMissing: 'Clearpay, Afterpay und Zip benötigen Name, E-Mail, Telefon und vollständige Adresse der zahlenden Person: Bitte vervollständigen Sie die Lieferadresse.',
  selectCard: 'Bitte wählen Sie eine Zahlungskarte aus',
  loading: 'Zahlungsformular wird geladen…',
  card: {
    number: 'Kartennummer',
    expiry: 'Ablaufdatum',
    cvc: 'Prüfnummer (CVC)',
    numberRequired: 'Die Kartennummer darf nicht leer sein',
    expiryRequired: 'Das Ablaufdatum darf nicht leer sein',
    cvcRequired: 'Die Prüfnummer darf nicht leer sein',
    incomplete: 'Bitte füllen Sie dieses Feld vollständig aus',
  },
  savedCards: {
    title: 'Gespeicherte Karten',
    pick: 'Mit einer gespeicherten Karte bezahlen',
    ending: '{{brand}} mit Endziffern {{tail}}',
    default: 'Standard',
    empty: 'Sie haben noch keine Karten gespeichert.',
    add: 'Karte hinzufügen',
  },
  addCard: {
    title: 'Karte hinzufügen',
    holderName: 'Name des Karteninhabers',
    mobile: 'Mobilnummer',
    email: 'E-Mail',
    country: 'Land',
    province: 'Bundesland / Provinz',
    city: 'Stadt',
    region: 'Bezirk',
    regionPicker: 'Bundesland / Stadt / Bezirk',
    regionNotChosen: 'Noch nicht ausgewählt',
    chooseRegion: 'Auswählen',
    changeRegion: 'Ändern',
    street: 'Straße',
    houseNumber: 'Hausnummer',
    zipCode: 'Postleitzahl',
    isSave: 'Karte für spätere Zahlungen speichern',
    required: 'Bitte ausfüllen',
    emailInvalid: 'Bitte geben Sie eine gültige E-Mail-Adresse ein',
    submit: 'Karte speichern',
    cancel: 'Abbrechen',
    added: 'Karte hinzugefügt',
    setupTimeout: 'Zeitüberschreitung bei der Einrichtung, bitte später erneut versuchen',
  },
  repay: {
    title: 'Möglicherweise ist bereits eine Zahlung unterwegs',
    warning: 'Für diese Bestellung wird noch eine Zahlung verarbeitet oder sie ist gerade fehlgeschlagen. Wenn Sie jetzt erneut bezahlen, könnte doppelt abgebucht werden.',
    payAgain: 'Erneut bezahlen',
    wait: 'Verstanden, auf das Zahlungsergebnis warten',
    pay: 'Jetzt bezahlen',
    failed: 'Vorgang fehlgeschlagen, bitte erneut versuchen',
  },
  validation: {
    card: {
      required: 'Bitte ausfüllen',
      tooLong: 'Die Eingabe ist zu lang',
      mobileInvalid: 'Bitte geben Sie eine gültige Mobilnummer ein',
      emailInvalid: 'Bitte geben Sie eine gültige E-Mail-Adresse ein',
    },
  },
  wallet: {
    cancelled: 'Zahlung abgebrochen',
    unavailable: 'Diese Zahlungsart ist auf diesem Gerät oder in diesem Browser nicht verfügbar.',
    applePayOpen: 'Mit Apple Pay bezahlen',
    applePayTitle: 'Mit Apple Pay bezahlen',
    applePayText: 'Bestätigen Sie {{amount}} mit Apple Pay auf diesem Gerät.',
    close: 'Schließen',
  },
  /** Descriptive payment names (shared contract's paymentNameOf); brands keep their own names. */
  names: PAYMENT_NAMES_DE,
  marks: {
    cards: 'Kredit- und Debitkarten',
    savedCard: 'Gespeicherte Karte',
    payByLink: 'Zahlungslink',
    mockpay: 'Testzahlung',
  },
};

export default messages;
