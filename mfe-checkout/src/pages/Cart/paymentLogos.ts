/**
 * The payment logos under the cart footer, per market (spec: checkout-orderlist-points §9).
 * IT's logos are "not shown" in the spec: we show cards and PayPal there, what Italian buyers
 * pay with most. Markets not listed show none.
 */
export type PaymentLogo =
  | 'PayPal'
  | 'Cards'
  | 'Google Pay'
  | 'Apple Pay'
  | 'Klarna'
  | 'Billie'
  | 'iDEAL'
  | 'Bancontact'
  | 'Multibanco'
  | 'MB WAY'
  | 'Swish'
  | 'Carte Bleue'
  | 'BLIK'
  | 'Przelewy24'
  | 'PayPo'
  | 'Clearpay';

export const PAYMENT_LOGOS_BY_MARKET: Readonly<Record<string, readonly PaymentLogo[]>> = {
  DE: ['PayPal', 'Cards', 'Google Pay', 'Apple Pay', 'Klarna', 'Billie'],
  NL: ['iDEAL', 'Bancontact'],
  ES: ['Multibanco', 'MB WAY'],
  SE: ['Swish'],
  FR: ['Carte Bleue', 'Bancontact'],
  IT: ['Cards', 'PayPal'],
  PL: ['BLIK', 'Przelewy24', 'PayPo'],
  UK: ['Clearpay'],
};

/** The market's logos; GB is the same market as UK. */
export function paymentLogosFor(country: string): readonly PaymentLogo[] {
  const market = country.toUpperCase() === 'GB' ? 'UK' : country.toUpperCase();
  return PAYMENT_LOGOS_BY_MARKET[market] ?? [];
}
