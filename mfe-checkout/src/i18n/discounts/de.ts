import type { Messages } from '@mall/shared';
import type { DiscountValidationMessages } from './en';

const messages: Messages<DiscountValidationMessages> = {
  code: {
    required: 'Bitte geben Sie einen Rabattcode ein',
    tooLong: 'Dieser Code ist zu lang',
    unknown: 'Diesen Code kennen wir nicht. Bitte prüfen Sie ihn und versuchen Sie es erneut',
    expired: 'Dieser Code ist abgelaufen',
    minimumNotMet: 'Ihre Bestellung erreicht den Mindestbetrag dieses Codes noch nicht',
    notForShops: 'Dieser Code gilt nicht für die Shops Ihrer Bestellung',
    used: 'Dieser Code wurde bereits verwendet',
    notHere: 'Bei der Restzahlung können keine Codes verwendet werden',
  },
  points: {
    unavailable: 'Für diese Bestellung können keine Punkte eingelöst werden',
    belowThreshold: 'Punkte können erst bei größeren Bestellungen eingelöst werden',
    belowMinimum: 'Bitte lösen Sie mindestens die Mindestpunktzahl ein',
    notStep: 'Bitte lösen Sie Punkte in den angegebenen Schritten ein',
    aboveMaximum: 'So viele Punkte nimmt diese Bestellung nicht an',
  },
  taxCode: {
    required: 'Bitte geben Sie Ihre persönliche Steuernummer ein: Rechnungen in diesem Land nennen sie',
    invalid: 'Diese Steuernummer ist ungültig: bitte Buchstaben und Ziffern prüfen',
  },
  pointsInsufficient: 'Sie haben nicht genug Punkte',
  pointsNeedLogin: 'Bitte melden Sie sich an, um Ihre Punkte einzulösen',
};

export default messages;
