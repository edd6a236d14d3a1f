import type { PaymentMarkId } from '../../payments/logos/PaymentMark';

/**
 * The payment logos under the cart footer, per market (spec: checkout-orderlist-points §9), as
 * our own marks (payments/logos). IT's logos are "not shown" in the spec: we show cards and PayPal
 * there, what Italian buyers pay with most. Markets not listed show none.
 */
export const PAYMENT_LOGOS_BY_MARKET: Readonly<Record<string, readonly PaymentMarkId[]>> = {
  DE: ['paypal', 'cards', 'googlepay', 'applepay', 'klarna', 'billie'],
  NL: ['ideal', 'bancontact'],
  ES: ['multibanco', 'mbway'],
  SE: ['swish'],
  FR: ['cartebleue', 'bancontact'],
  IT: ['cards', 'paypal'],
  PL: ['blik', 'przelewy24', 'paypo'],
  UK: ['clearpay'],
};

/** The market's logos; GB is the same market as UK. */
export function paymentLogosFor(country: string): readonly PaymentMarkId[] {
  const market = country.toUpperCase() === 'GB' ? 'UK' : country.toUpperCase();
  return PAYMENT_LOGOS_BY_MARKET[market] ?? [];
}
