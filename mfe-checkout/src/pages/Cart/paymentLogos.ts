import { markOf, type PaymentMarkId } from '../../payments/logos/PaymentMark';
import { isMainKlarna, type ChannelOption } from '../../checkout/channelRules';
import type { CartSummary } from '@mall/shared/contract';

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

/**
 * The market's logos that checkout would offer (issue 31): a logo whose channel checkout hides
 * here (its rules, its country, the amount) is never advertised. GB is the same market as UK.
 */
export function paymentLogosFor(country: string, offered: readonly Pick<ChannelOption, 'channel' | 'method'>[]): readonly PaymentMarkId[] {
  const market = country.toUpperCase() === 'GB' ? 'UK' : country.toUpperCase();
  const marks = new Set(offered.map((option) => markOf(option.channel, option.method)));
  return (PAYMENT_LOGOS_BY_MARKET[market] ?? []).filter((logo) => marks.has(logo));
}

type FinancingProvider = NonNullable<CartSummary['financingTeaser']>['provider'];
const OFFERS_FINANCING: Record<FinancingProvider, (option: ChannelOption) => boolean> = {
  KLARNA: isMainKlarna,
  AFFIRM: (option) => option.channel === 'AFFIRM_PC',
};

/** The instalment teaser only when checkout offers its provider's channel here. */
export function offersFinancing(provider: FinancingProvider, offered: readonly ChannelOption[]): boolean {
  return offered.some(OFFERS_FINANCING[provider]);
}
