import type { Messages } from '@mall/shared';
import type { AfterSalesMessages } from './en';

const aftersales: Messages<AfterSalesMessages> = {
  list: {
    title: 'Retouren und Reklamationen',
    search: { label: 'Anfragen suchen', placeholder: 'Anfragenummer / Bestellnummer / Produktname', submit: 'Suchen' },
    empty: 'Sie haben noch keine Retouren oder Reklamationen.',
    noMatch: 'Keine Anfragen zu „{{keyword}}“ gefunden.',
    toOrders: 'Zu meinen Bestellungen',
  },
  card: {
    code: 'Anfragenummer',
    applied: 'Beantragt am',
    lines: 'Artikel der Anfrage {{code}}',
    quantity: '× {{count}}',
    order: 'Bestellung',
    refundRequested: 'Beantragte Erstattung',
    refunded: 'Erstattet',
    details: 'Details ansehen',
    detailsOf: 'Details der Anfrage {{code}} ansehen',
  },
  type: {
    SALE_CANCEL_AFTER_PAID: 'Stornierung nach Zahlung',
    SALE_REFUND: 'Nur Erstattung',
    SALE_RETURN: 'Rücksendung und Erstattung',
    SALE_EXCHANGE: 'Umtausch',
    PURCHASE_RETURN: 'Einkaufsrücksendung',
    SALE_CANCEL_BEFORE_DELIVERY: 'Stornierung vor Lieferung',
  },
  status: {
    AS_APPLIED: 'Beantragt',
    WAITING_FOR_AUDIT_BY_SELLER: 'Prüfung durch den Händler',
    WAITING_FOR_BUYER_RETURN: 'Bitte Ware zurücksenden',
    WAITING_FOR_QC_DONE: 'Qualitätsprüfung läuft',
    WAITING_FOR_REFUND: 'Erstattung ausstehend',
    WAITING_FOR_SELLER_SHIP: 'Ersatzversand ausstehend',
    WAITING_FOR_BUYER_CONFIRMED: 'Bitte Erhalt bestätigen',
    REFUND_PENDING: 'Erstattung in Bearbeitung',
    REFUND_DONE: 'Erstattet',
    REVERSE_DONE: 'Abgeschlossen',
    REVERSE_CANCELED: 'Zurückgezogen',
    REFUND_FAIL: 'Erstattung fehlgeschlagen',
    REVERSE_CLOSE: 'Geschlossen',
  },
};

export default aftersales;
