import type { Messages } from '@mall/shared';
import type { CheckoutMessages } from './en';
import flowTexts from './checkout/de';
import paymentTexts from './payment/de';
import productTexts from './product/de';
import galleryTexts from './gallery/de';
import discountTexts from './discounts/de';
import catalogueTexts from './catalogue/de';

const checkout: Messages<CheckoutMessages> = {
  cart: {
    title: 'Ihr Warenkorb',
    empty: 'Ihr Warenkorb ist leer.',
    continueShopping: 'Weiter einkaufen',
    select: '{{name}} auswählen',
    quantity: 'Menge von {{name}}',
    quantityUnit: 'Menge von {{name}} ({{unit}})',
    remove: 'Entfernen',
    expectDate: 'Voraussichtliche Lieferung {{date}}',
    priceChanged: 'Der Preis hat sich geändert, seit Sie den Artikel hinzugefügt haben.',
    unavailable: 'Nicht genug Bestand für diese Menge.',
    updateFailed: 'Vorgang fehlgeschlagen, bitte erneut versuchen',
    total: 'Gesamt',
    taxIncluded: 'inkl. MwSt.',
    activityEnded: 'Diese Aktion ist beendet.',
    insurance: 'Versicherung: {{name}} ({{fee}})',
    insuranceKeep: '{{name}} hinzufügen ({{fee}} pro Artikel)',
    summary: {
      title: 'Bestellübersicht',
      tax: 'MwSt. ({{rate}} %)',
      taxLabel: 'MwSt.',
      taxAtNextStep: 'Wird im nächsten Schritt berechnet',
      /** The spec's 'Grand total' from the original amount: named a subtotal, so the footer has one total (issue 31). */
      grandTotal: 'Zwischensumme (Originalpreise)',
      discountTotal: 'Rabatt',
      discountCode: 'Rabattcodes werden auf der Kassenseite eingelöst',
      shippingTo: 'Versand nach {{country}}',
      shippingEstimate: 'Versand nach {{country}} (geschätzt)',
      shippingFree: 'Kostenlos',
      insurance: 'Versicherung',
      checkoutNow: 'JETZT ZUR KASSE',
      financing_one: 'Oder {{count}} zinsfreie Rate à {{amount}} mit {{provider}}',
      financing_other: 'Oder {{count}} zinsfreie Raten à {{amount}} mit {{provider}}',
      paymentMethods: 'Wir akzeptieren',
      expectPoints_one: 'Mit dieser Bestellung sammeln Sie {{count}} Punkt',
      expectPoints_other: 'Mit dieser Bestellung sammeln Sie {{count}} Punkte',
    },
  },
  flow: flowTexts,
  ...productTexts,
  ...galleryTexts,
  ...catalogueTexts,
  payment: paymentTexts,
  /** Valibot message keys of the card form (FormField reads `validation.<key>` of the namespace). */
  validation: { ...paymentTexts.validation, checkout: discountTexts },
};

export default checkout;
