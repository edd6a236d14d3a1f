import type { PayChannelCode, PaymentMethodType } from './payment';

/**
 * How a payment is named to the buyer (issue 30 item 7), by its method, else its channel: a brand
 * by its own name in every language; a descriptive name by its key, translated by the bundle that
 * shows it (checkout: `payment.names.<key>`, orders: `detail.payment.names.<key>`). mall-api's English names (channelName, configMap) are
 * not shown. 'card' is the card channels' businessPayChannelCode on a payment record.
 */
export type PaymentName = { brand: string } | { key: PaymentNameKey };
export type PaymentNameKey = 'card' | 'savedCard' | 'moreMethods' | 'payByLink' | 'mockpay' | 'klarnaPayNow' | 'klarnaB2b' | 'carteBancaire';
const PAYMENT_NAMES: Record<PayChannelCode | PaymentMethodType | 'card', PaymentName> = {
  ADYEN_PC: { key: 'moreMethods' },
  ADYEN_LINK: { key: 'payByLink' },
  STRIPE_PAY_PC: { key: 'card' },
  STRIPE_PAY_QUICK: { key: 'savedCard' },
  KLARNA: { brand: 'Klarna' },
  BRAINTREE: { brand: 'Braintree' },
  AFFIRM_PC: { brand: 'Affirm' },
  MOCKPAY: { key: 'mockpay' },
  PAYPAL_PAY_PC: { brand: 'PayPal' },
  card: { key: 'card' },
  afterpaytouch: { brand: 'Afterpay' },
  clearpay: { brand: 'Clearpay' },
  zip: { brand: 'Zip' },
  applepay: { brand: 'Apple Pay' },
  googlepay: { brand: 'Google Pay' },
  directEbanking: { brand: 'Sofort' },
  klarna_paynow: { key: 'klarnaPayNow' },
  klarna_b2b: { key: 'klarnaB2b' },
  swish: { brand: 'Swish' },
  paypo: { brand: 'PayPo' },
  multibanco: { brand: 'Multibanco' },
  mbway: { brand: 'MB WAY' },
  scheme: { key: 'carteBancaire' },
  ideal: { brand: 'iDEAL' },
  bcmc: { brand: 'Bancontact' },
  blik: { brand: 'BLIK' },
  onlineBanking_PL: { brand: 'Przelewy24' },
};
const nameOf = (code: string | null | undefined): PaymentName | undefined =>
  code && Object.prototype.hasOwnProperty.call(PAYMENT_NAMES, code) ? PAYMENT_NAMES[code as keyof typeof PAYMENT_NAMES] : undefined;
/**
 * The name of a payment by channel and method (a record's businessPayChannelCode): a brand, or its
 * key's text through `translate`; null for a code we do not know.
 */
export function paymentNameOf(channel: string, method: string | null | undefined, translate: (key: PaymentNameKey) => string): string | null {
  const name = nameOf(method) ?? nameOf(channel);
  if (!name) return null;
  return 'brand' in name ? name.brand : translate(name.key);
}

