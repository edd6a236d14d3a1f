import type { Messages } from '@mall/shared';
import type productTexts from './en';

const texts: Messages<typeof productTexts> = {
  product: {
    loading: 'Produkt wird geladen',
    unavailableTitle: 'Dieses Produkt kann nicht angezeigt werden',
    gallery: 'Bilder',
    picture: 'Bild {{n}} von {{total}}',
    perUnit: 'pro {{unit}}',
    soldBy: 'Verkauft von {{shop}}',
    soldOut: 'Ausverkauft',
    optionSoldOut: '{{value}} (ausverkauft)',
    qty: {
      label: 'Menge',
      labelUnit: 'Menge ({{unit}})',
    },
    combined: {
      title: 'Wird oft zusammen gekauft',
      line: '{{qty}} × {{name}} ({{sku}})',
      total: 'Setpreis',
      add: 'Set „{{name}}“ in den Warenkorb',
      added_one: 'Set im Warenkorb: {{count}} Artikel',
      added_other: 'Set im Warenkorb: {{count}} Artikel',
      unavailable: 'Ein Teil dieses Sets ist ausverkauft',
    },
    moreFromShop: 'Mehr von {{shop}}',
  },
  quantity: {
    less: 'Weniger',
    more: 'Mehr',
    lessOf: 'Weniger {{name}}',
    moreOf: 'Mehr {{name}}',
    rounded: 'Auf {{qty}}{{unit}} gerundet: Dieser Artikel wird in Schritten von {{step}}{{unit}} verkauft, mindestens {{min}}{{unit}}.',
    roundedWhole: 'Auf {{qty}} gerundet: Bitte eine ganze Zahl ab 1 angeben.',
    capped: 'Auf {{qty}}{{unit}} gesetzt, die größte bestellbare Menge.',
    notANumber: 'Bitte eine Zahl angeben. Die Menge bleibt {{qty}}{{unit}}.',
    tooFew: 'Nur noch {{stock}}{{unit}} vorrätig, weniger als die Mindestmenge von {{min}}{{unit}}.',
    refusedStep: 'Nicht angenommen: Dieser Artikel wird in Schritten von {{step}}{{unit}} verkauft. Die Menge wurde nicht geändert.',
    refusedMin: 'Nicht angenommen: Dieser Artikel wird ab {{min}}{{unit}} verkauft. Die Menge wurde nicht geändert.',
    refusedMax: 'Nicht angenommen: Eine Warenkorbzeile fasst höchstens 999. Die Menge wurde nicht geändert.',
  },
  recommend: { title: 'Das könnte Ihnen auch gefallen' },
  afterPay: {
    freeOrder: {
      title: 'Ihre Bestellung ist vielleicht gratis',
      text: 'Bestellung {{orderId}} nimmt an „{{campaign}}“ teil. Wir erstatten auf Ihr Zahlungsmittel:',
    },
    draw: {
      title: 'Glücksziehung: {{name}}',
      text: 'Danke für Bestellung {{orderId}}. Ziehen Sie einmal einen Preis:',
      prizes: 'Preise',
      action: 'Jetzt ziehen',
      won: 'Sie haben gewonnen: {{prize}}',
      noPrize: 'Diesmal kein Gewinn. Danke fürs Mitmachen!',
      code: 'Ihr Code: {{code}}',
      seeAll: 'Alle meine Preise ansehen',
      failed: 'Die Ziehung hat nicht geklappt. Bitte erneut versuchen.',
      loadFailed: 'Die Glücksziehung konnte nicht geladen werden.',
    },
    giftCards: {
      title: 'Ihre Geschenkkarten',
      code: 'Code endet auf {{tail}}',
      validUntil: 'gültig bis {{date}}',
      send: 'Per E-Mail senden',
      sent: 'Geschenkkarten an {{email}} gesendet',
      sentTo: 'Gesendet an {{email}}',
      sendFailed: 'Die Geschenkkarten konnten nicht gesendet werden. Bitte erneut versuchen.',
      loadFailed: 'Ihre Geschenkkarten konnten nicht geladen werden.',
    },
  },
  winnings: {
    title: 'Meine Preise',
    empty: 'Sie haben noch keinen Preis gewonnen. Solange eine Glücksziehung läuft, gibt jede bezahlte Bestellung eine Ziehung.',
    from: '{{activity}}, gezogen am {{date}}',
    order: 'Bestellung {{id}}',
  },
};
export default texts;
