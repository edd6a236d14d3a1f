import type { Messages } from '@mall/shared';
import type { OrdersMessages } from './en';
import actionsTexts from './actions/de';
import detailTexts from './detail/de';

const orders: Messages<OrdersMessages> = {
  list: {
    title: 'Meine Bestellungen',
    source: { label: 'Herkunft der Bestellung', order: 'Meine Bestellungen', point: 'Bestellungen aus dem Prämienshop' },
    tabs: {
      label: 'Bestellstatus',
      all: 'Alle Bestellungen',
      unpaid: 'Zahlung ausstehend',
      unshipped: 'Versand ausstehend',
      unreceived: 'Zustellung ausstehend',
      finished: 'Abgeschlossen',
    },
    search: { label: 'Bestellungen suchen', placeholder: 'Bestellnummer / Produktname', submit: 'Suchen' },
    timespan: { label: 'Bestellt', '3m': 'Letzte 3 Monate', ty: 'Dieses Jahr', ly: 'Letztes Jahr', lta: 'Gesamter Zeitraum' },
    empty: 'Keine Bestellinformationen',
    goHome: 'Zur Startseite',
    loadMore: 'Weitere Bestellungen anzeigen',
    link: {
      open: 'Frühere Bestellungen verknüpfen',
      title: 'Frühere Bestellungen verknüpfen',
      intro: 'Bestellungen, die Sie als Gast mit Ihrer Konto-E-Mail aufgegeben haben, können Ihrem Konto hinzugefügt werden.',
      email: 'Konto-E-Mail',
      captcha: 'Grafik-Captcha',
      captchaImage: 'Captcha-Bild: Geben Sie die 4 angezeigten Zeichen ein',
      newCaptcha: 'Anderes Captcha anzeigen',
      verify: 'Meine Bestellungen finden',
      found_one: 'Wir haben {{count}} Bestellung mit {{email}} gefunden. Mit Ihrem Konto verknüpfen?',
      found_other: 'Wir haben {{count}} Bestellungen mit {{email}} gefunden. Mit Ihrem Konto verknüpfen?',
      none: 'Es warten keine Bestellungen mit {{email}} auf eine Verknüpfung.',
      confirm: 'Bestellungen verknüpfen',
      linked_one: '{{count}} Bestellung mit Ihrem Konto verknüpft',
      linked_other: '{{count}} Bestellungen mit Ihrem Konto verknüpft',
      failedTitle: 'Verknüpfung fehlgeschlagen',
      failed: 'Die Bestellungen konnten nicht mit Ihrem Konto verknüpft werden. Bitte versuchen Sie es erneut.',
      again: 'Erneut versuchen',
    },
  },
  validation: {
    linkOrder: {
      captchaRequired: 'Bitte geben Sie das Grafik-Captcha ein',
      captchaLength: 'Bitte geben Sie ein 4-stelliges Captcha ein',
      captchaWrong: 'Das Captcha ist falsch. Bitte geben Sie das neue angezeigte ein.',
      captchaExpired: 'Das Captcha ist abgelaufen. Bitte geben Sie das neue angezeigte ein.',
      emailNotAccount: 'Nur Bestellungen mit Ihrer Konto-E-Mail können verknüpft werden.',
    },
    invoice: {
      emailRequired: 'Bitte geben Sie eine E-Mail-Adresse ein',
      emailInvalid: 'Bitte geben Sie eine korrekte E-Mail-Adresse ein',
      phoneRequired: 'Bitte geben Sie eine Telefonnummer ein',
      phoneInvalid: 'Bitte geben Sie eine korrekte Telefonnummer ein',
    },
  },
  order: {
    number: 'Bestellnummer',
    created: 'Bestellt am',
    lines: 'Artikel der Bestellung {{code}}',
    quantity: '× {{count}}',
    matchedPart: 'Enthält {{name}} × {{qty}}',
    moreLines_one: 'und {{count}} weiterer Artikel',
    moreLines_other: 'und {{count}} weitere Artikel',
    total: 'Bestellsumme',
    points_one: '+ {{count}} Punkt',
    points_other: '+ {{count}} Punkte',
    details: 'Bestellung ansehen',
    detailsOf: 'Bestellung {{code}} ansehen',
  },
  status: {
    PENDING_PAY: 'Zahlung ausstehend',
    PENDING_DEPOSIT: 'Anzahlung ausstehend',
    PENDING_BALANCE: 'Restzahlung ausstehend',
    UN_DELIVERY: 'Versand ausstehend',
    UN_RECEIVED: 'Zustellung ausstehend',
    COMPLETE: 'Abgeschlossen',
    CLOSED: 'Geschlossen',
    CANCEL_ALL: 'Storniert',
    CANCELED: 'Storniert',
  },
  actions: actionsTexts,
  detail: detailTexts,
};

export default orders;
