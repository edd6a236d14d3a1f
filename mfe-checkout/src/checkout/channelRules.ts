/**
 * Which payment channels the checkout offers, and in which order (spec: checkout-orderlist-points
 * §5 "Channel filtering", §9 constants). Rules as data: each row hides channels in one situation and
 * has its own test; `offeredChannels` applies every row, then the ordering rule.
 */

import { paymentCalls } from '@mall/shared/contract';

/** The part of a pay channel the rules read (the contract's channel maps onto it). */
export interface ChannelOption {
  /** Channel code: ADYEN_PC, KLARNA, PAYPAL_PAY_PC, MOCKPAY, ... */
  channel: string;
  /** The payment method inside the channel (clearpay, klarna_b2b, applepay, ...); absent for the channel's own. */
  method?: string | null;
  /** Flagged anonymous: guests may use it. */
  anonymous: boolean;
  /** The configured order (smaller first). */
  order: number;
  /** The card aggregator, moved first outside DE (when absent: the ADYEN_PC channel). */
  isCardAggregator?: boolean;
}

/** What the rules know about this checkout. */
export interface ChannelContext {
  /** A guest (tourist) session. */
  isTourist: boolean;
  /** The amount to pay now, in the order's currency. */
  amount: number;
  /** The shipping address's company (klarna_b2b needs one). */
  shippingCompany?: string | null;
  /** The shipping address's region short name (ISO alpha-2). */
  shipToRegion?: string | null;
  /** An order paid with points (trade type NORMAL_POINT_REDEEM). */
  isPointsOrder: boolean;
  /** Whether this device/browser can pay with Apple Pay. */
  applePaySupported: boolean;
}

// The limits are the contract's (spec §9), the same numbers firstPay refuses by on the server.
const { CLEARPAY_MAX_AMOUNT, MULTIBANCO_MAX_AMOUNT } = paymentCalls;
const KLARNA_EXCLUDED_REGIONS: readonly string[] = paymentCalls.KLARNA_EXCLUDED_REGIONS;

export const PAYPAL_CHANNEL = 'PAYPAL_PAY_PC';
/** The card aggregator moved first outside DE. */
export const CARD_AGGREGATOR_CHANNEL = 'ADYEN_PC';

const methodIs = (option: ChannelOption, method: string) => option.method?.toLowerCase() === method;
/** The main Klarna channel, not its pay-now or B2B variants. */
export const isMainKlarna = (option: ChannelOption) =>
  option.channel === 'KLARNA' && (!option.method || methodIs(option, 'klarna'));

export interface ChannelRule {
  id: string;
  /** True when the rule hides this channel here. */
  hides(option: ChannelOption, context: ChannelContext): boolean;
}

export const CHANNEL_RULES: readonly ChannelRule[] = [
  { id: 'guestsOnlyAnonymous', hides: (o, c) => c.isTourist && !o.anonymous },
  { id: 'clearpayMaxAmount', hides: (o, c) => methodIs(o, 'clearpay') && c.amount > CLEARPAY_MAX_AMOUNT },
  { id: 'klarnaB2bNeedsCompany', hides: (o, c) => methodIs(o, 'klarna_b2b') && !c.shippingCompany?.trim() },
  { id: 'multibancoMaxAmount', hides: (o, c) => methodIs(o, 'multibanco') && c.amount > MULTIBANCO_MAX_AMOUNT },
  { id: 'mainKlarnaNotForPoints', hides: (o, c) => isMainKlarna(o) && c.isPointsOrder },
  {
    id: 'mainKlarnaExcludedRegions',
    hides: (o, c) => isMainKlarna(o) && KLARNA_EXCLUDED_REGIONS.includes((c.shipToRegion ?? '').toUpperCase()),
  },
  { id: 'applePayOnlyWhereSupported', hides: (o, c) => methodIs(o, 'applepay') && !c.applePaySupported },
];

/** The configured order, except one preferred channel first: PayPal in DE, else the card aggregator. */
export function orderChannels<T extends ChannelOption>(options: readonly T[], country: string): T[] {
  const isPreferred =
    country.toUpperCase() === 'DE'
      ? (o: ChannelOption) => o.channel === PAYPAL_CHANNEL
      : (o: ChannelOption) => o.isCardAggregator ?? o.channel === CARD_AGGREGATOR_CHANNEL;
  // Array.prototype.sort is stable, so equal orders keep the server's sequence.
  return [...options].sort((a, b) => Number(isPreferred(b)) - Number(isPreferred(a)) || a.order - b.order);
}

/** Every rule applied, then the ordering rule. */
export function offeredChannels<T extends ChannelOption>(options: readonly T[], context: ChannelContext, country: string): T[] {
  const kept = options.filter((option) => !CHANNEL_RULES.some((rule) => rule.hides(option, context)));
  return orderChannels(kept, country);
}
