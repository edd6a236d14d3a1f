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
  },
  order: {
    number: 'Bestellnummer',
    created: 'Bestellt am',
    lines: 'Artikel der Bestellung {{code}}',
    quantity: '× {{count}}',
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
