import { paymentCalls, type PayChannelCode } from '@mall/shared/contract';

const { CLEARPAY_MAX_AMOUNT, KLARNA_EXCLUDED_REGIONS, MULTIBANCO_MAX_AMOUNT } = paymentCalls;

/** One channel as a market offers it (a row of pay_channels). */
export interface ChannelConfig {
  channel: PayChannelCode;
  groupName: string;
  channelName: string;
  anonymous: boolean;
  methods: string[];
  excludeCountry: string[];
  cardAggregator?: boolean;
  cardStyle?: boolean;
  savedCard?: boolean;
}

const METHOD_NAMES: Record<string, string> = {
  afterpaytouch: 'Afterpay',
  clearpay: 'Clearpay',
  zip: 'Zip',
  applepay: 'Apple Pay',
  googlepay: 'Google Pay',
  directEbanking: 'Sofort',
  klarna_paynow: 'Klarna Pay now',
  klarna_b2b: 'Klarna for business (Billie)',
  swish: 'Swish',
  paypo: 'PayPo',
  multibanco: 'Multibanco',
  mbway: 'MB WAY',
  scheme: 'Cards (Carte Bancaire)',
  ideal: 'iDEAL',
  bcmc: 'Bancontact',
  blik: 'BLIK',
  onlineBanking_PL: 'Przelewy24',
};
export const methodName = (type: string) => METHOD_NAMES[type] ?? type;

const KLARNA_EXCLUDED = [...KLARNA_EXCLUDED_REGIONS];
const card: ChannelConfig = { channel: 'STRIPE_PAY_PC', groupName: 'card', channelName: 'Credit or debit card', anonymous: true, methods: [], excludeCountry: [], cardAggregator: true, cardStyle: true };
const savedCard: ChannelConfig = { channel: 'STRIPE_PAY_QUICK', groupName: 'card', channelName: 'Saved cards', anonymous: false, methods: [], excludeCountry: [], cardStyle: true, savedCard: true };
const paypal: ChannelConfig = { channel: 'PAYPAL_PAY_PC', groupName: 'wallet', channelName: 'PayPal', anonymous: true, methods: [], excludeCountry: [] };
const klarna: ChannelConfig = { channel: 'KLARNA', groupName: 'pay later', channelName: 'Klarna', anonymous: true, methods: [], excludeCountry: KLARNA_EXCLUDED };
const mockpay: ChannelConfig = { channel: 'MOCKPAY', groupName: 'test', channelName: 'MOCKPAY (test payment)', anonymous: true, methods: [], excludeCountry: [] };
const adyen = (methods: string[]): ChannelConfig => ({ channel: 'ADYEN_PC', groupName: 'local', channelName: 'More payment methods', anonymous: true, methods, excludeCountry: [] });

/**
 * Channel configuration per market, in the configured order (the storefront moves PayPal first
 * in DE and the card aggregator first elsewhere). MOCKPAY is everywhere and anonymous. The main
 * Klarna channel carries the spec's excluded regions (payChannel leaves it out there).
 *
 * Each method sits in the markets where its provider offers it: Klarna Pay now (klarna_paynow,
 * through Adyen) in DE, AT, NL, BE and SE; Clearpay in the UK; Afterpay (afterpaytouch) and Zip
 * only in Australia, New Zealand and the United States (Adyen offers them nowhere in Europe), so
 * AU, NZ and US have their channel configuration here, ready for when the mall ships there (they
 * have no regions seeded yet, so no European checkout looks them up).
 */
export const CHANNELS_BY_COUNTRY: Record<string, ChannelConfig[]> = {
  DE: [card, savedCard, paypal, klarna, adyen(['applepay', 'googlepay', 'directEbanking', 'klarna_paynow', 'klarna_b2b']), { channel: 'ADYEN_LINK', groupName: 'local', channelName: 'Pay by link', anonymous: false, methods: [], excludeCountry: [] }, mockpay],
  NL: [card, savedCard, adyen(['ideal', 'bcmc', 'klarna_paynow', 'applepay', 'googlepay']), paypal, klarna, mockpay],
  ES: [card, savedCard, adyen(['multibanco', 'mbway', 'applepay', 'googlepay']), paypal, klarna, mockpay],
  SE: [card, savedCard, adyen(['swish', 'klarna_paynow', 'applepay']), klarna, mockpay],
  FR: [card, savedCard, adyen(['scheme', 'bcmc', 'applepay']), paypal, klarna, mockpay],
  IT: [card, savedCard, paypal, klarna, adyen(['applepay', 'googlepay']), mockpay],
  PL: [card, savedCard, adyen(['blik', 'onlineBanking_PL', 'paypo']), mockpay],
  UK: [card, savedCard, adyen(['clearpay', 'applepay', 'googlepay']), paypal, klarna, { channel: 'AFFIRM_PC', groupName: 'pay later', channelName: 'Affirm', anonymous: false, methods: [], excludeCountry: [] }, { channel: 'BRAINTREE', groupName: 'card', channelName: 'Braintree', anonymous: false, methods: [], excludeCountry: [] }, mockpay],
  PT: [card, savedCard, adyen(['multibanco', 'mbway']), paypal, klarna, mockpay],
  IE: [card, savedCard, adyen(['applepay', 'googlepay']), paypal, klarna, mockpay],
  AT: [card, savedCard, adyen(['directEbanking', 'klarna_paynow', 'applepay']), paypal, klarna, mockpay],
  BE: [card, savedCard, adyen(['bcmc', 'klarna_paynow', 'applepay']), paypal, klarna, mockpay],
  LU: [card, savedCard, paypal, klarna, mockpay],
  AU: [card, savedCard, adyen(['afterpaytouch', 'zip', 'applepay', 'googlepay']), paypal, mockpay],
  NZ: [card, savedCard, adyen(['afterpaytouch', 'zip', 'applepay', 'googlepay']), paypal, mockpay],
  US: [card, savedCard, adyen(['afterpaytouch', 'zip', 'applepay', 'googlepay']), paypal, { channel: 'AFFIRM_PC', groupName: 'pay later', channelName: 'Affirm', anonymous: false, methods: [], excludeCountry: [] }, mockpay],
};

/** The icon of a channel or method (served by mall-api as a small SVG badge). */
export const paymentIcon = (code: string) => `/media/payments/${code}.svg`;

/** What the server checks at firstPay (the storefront hides the same channels; this is the refusal). */
export interface ChannelRuleInput {
  channel: PayChannelCode;
  paymentMethod: string | null;
  anonymous: boolean;
  isTourist: boolean;
  /** Major units. */
  amount: number;
  isPoint: boolean;
  shippingRegion: string;
  hasCompany: boolean;
}

/** The rule a payment breaks (the reason of CHANNEL_NOT_AVAILABLE), or null. Rules as data, one row each. */
export const CHANNEL_RULES: Array<{ reason: string; breaks: (r: ChannelRuleInput) => boolean }> = [
  { reason: 'payment.guestChannel', breaks: (r) => r.isTourist && !r.anonymous },
  { reason: 'payment.clearpayMax', breaks: (r) => r.paymentMethod === 'clearpay' && r.amount > CLEARPAY_MAX_AMOUNT },
  { reason: 'payment.multibancoMax', breaks: (r) => r.paymentMethod === 'multibanco' && r.amount > MULTIBANCO_MAX_AMOUNT },
  { reason: 'payment.klarnaB2bCompany', breaks: (r) => r.paymentMethod === 'klarna_b2b' && !r.hasCompany },
  { reason: 'payment.klarnaPoints', breaks: (r) => r.channel === 'KLARNA' && r.isPoint },
  { reason: 'payment.klarnaRegion', breaks: (r) => r.channel === 'KLARNA' && (KLARNA_EXCLUDED as string[]).includes(r.shippingRegion) },
];

export function brokenChannelRule(input: ChannelRuleInput): string | null {
  return CHANNEL_RULES.find((rule) => rule.breaks(input))?.reason ?? null;
}
