/**
 * Payments (issue 5): pay channels, firstPay and its provider follow-ups, result polling,
 * re-payment (secondaryPay) and the MOCKPAY test page.
 *
 * Decisions for what the spec leaves "not shown" (mall-api/README.md repeats them):
 * - The unit that is paid is the trade contract (one checkout; its orders are paid together).
 *   `contractId` and `tradeId` both name the trade contract (the two pay-result entry forms carry
 *   both); `orderId` / `tradeOrderId` name one trade order of it.
 * - Every pay attempt carries an `idempotencyKey` (one per click on "pay", kept while retrying
 *   the same attempt): the same key answers the first result again; a new key while the contract
 *   is paid or has a payment in flight is refused (ALREADY_PAID / PAYMENT_IN_FLIGHT). An attempt
 *   that never reached its provider (an unfinished authority or Klarna session) gives way to a new
 *   one; one that reached it gives way to another channel or method after 10 minutes (checked with
 *   and cancelled at the provider first). A session call with the key of an ended attempt answers
 *   409 CONFLICT 'payment.attemptEnded': start over with a new key.
 * - Amounts are decided by the server from the contract; what the client sends is only checked.
 * - A provider whose keys are not configured on the server refuses with PROVIDER_NOT_CONFIGURED.
 */
import * as v from 'valibot';
import { defineCall } from './define';
import { Id, Money } from './common';

// ---- Constants (spec §9) ----

/** Spec: the pay channels. */
export const PAY_CHANNELS = [
  'ADYEN_PC',
  'ADYEN_LINK',
  'STRIPE_PAY_PC',
  'STRIPE_PAY_QUICK',
  'KLARNA',
  'BRAINTREE',
  'AFFIRM_PC',
  'MOCKPAY',
  'PAYPAL_PAY_PC',
] as const;
export const PayChannelCode = v.picklist(PAY_CHANNELS);
export type PayChannelCode = v.InferOutput<typeof PayChannelCode>;

/** Spec: payment methods offered inside a channel (mostly Adyen's). */
export const PAYMENT_METHODS = [
  'afterpaytouch',
  'clearpay',
  'zip',
  'applepay',
  'googlepay',
  'directEbanking',
  'klarna_paynow',
  'klarna_b2b',
  'swish',
  'paypo',
  'multibanco',
  'mbway',
  'scheme',
  'ideal',
  'bcmc',
  'blik',
  'onlineBanking_PL',
] as const;
export const PaymentMethodType = v.picklist(PAYMENT_METHODS);
export type PaymentMethodType = v.InferOutput<typeof PaymentMethodType>;

/** Spec §9: Clearpay is offered up to 1000, Multibanco up to 2500 (major units of the contract's currency). */
/** A provider's return data (query parameters, a component's details) carries a handful of fields; more is not a provider. */
export const PROVIDER_FIELDS_MAX = 20;

export const CLEARPAY_MAX_AMOUNT = 1000;
export const MULTIBANCO_MAX_AMOUNT = 2500;
/** Spec §9: the main Klarna channel is not offered when shipping to these regions. */
export const KLARNA_EXCLUDED_REGIONS = ['IE', 'PT', 'LU', 'BE', 'AT'] as const;
/** Spec §5: the countries whose channel lookup uses the shipping region instead of the market's country. */
export const LOOKUP_BY_SHIPPING_REGION = ['PT', 'IE'] as const;
/**
 * Spec §5: the country the payChannel lookup uses (and firstPay checks the channel against): the
 * market's country, except for PT and IE, where it is the shipping region. A German buyer shipping
 * to Austria pays with Germany's channels. "For PT and IE" is read both ways, since the spec does
 * not say which side it means: a PT or IE market looks up by where it ships, and a parcel to PT or
 * IE gets that country's methods (Multibanco, MB WAY) whatever the market. Both sides call this.
 */
export function channelLookupCountry(marketCountry: string, shipToRegion?: string | null): string {
  const market = marketCountry.toUpperCase();
  const shipTo = shipToRegion?.trim().toUpperCase();
  const byShipping = (LOOKUP_BY_SHIPPING_REGION as readonly string[]).some((c) => c === market || c === shipTo);
  return byShipping && shipTo ? shipTo : market;
}
/**
 * Spec §7: the authority call's `content` is sent for these methods (Adyen's buy-now-pay-later
 * methods, which need the shopper and the basket before they accept a payment).
 */
export const CONTENT_METHODS = ['afterpaytouch', 'clearpay', 'zip'] as const;
/** Spec: methods whose action keeps the buyer on the page with a pending result. */
export const STAY_ON_PAGE_METHODS = ['multibanco', 'mbway', 'swish'] as const;
/** Spec: result polling interval. */
export const PAY_RESULT_POLL_MS = 3000;

/** Which server-side gateway serves a channel. */
export const PaymentProvider = v.picklist(['MOCKPAY', 'STRIPE', 'ADYEN', 'KLARNA', 'PAYPAL', 'AFFIRM', 'BRAINTREE']);
export type PaymentProvider = v.InferOutput<typeof PaymentProvider>;

/** Spec: the payment record's status as polling sees it. CLOSED: closed by the buyer before re-paying. */
export const PaymentRecordStatus = v.picklist(['PAY_PENDING', 'PAY_SUCCESS', 'PRE_AUTH_SUCCESS', 'PAY_FAILED', 'CLOSED']);
export type PaymentRecordStatus = v.InferOutput<typeof PaymentRecordStatus>;

/**
 * Error codes of the pay calls (besides VALIDATION, UNAUTHENTICATED, NOT_FOUND).
 * ITEM_SOLD_OUT / ACTIVITY_ENDED / PRICE_CHANGED are the spec's "item solt out" refusals (→ /cart);
 * PAY_LIMITED comes with HTTP 429 (the spec's limiting-pay handler).
 */
export const PayErrorCode = {
  itemSoldOut: 'ITEM_SOLD_OUT',
  activityEnded: 'ACTIVITY_ENDED',
  priceChanged: 'PRICE_CHANGED',
  payLimited: 'PAY_LIMITED',
  alreadyPaid: 'ALREADY_PAID',
  paymentInFlight: 'PAYMENT_IN_FLIGHT',
  contractExpired: 'CONTRACT_EXPIRED',
  channelNotAvailable: 'CHANNEL_NOT_AVAILABLE',
  providerNotConfigured: 'PROVIDER_NOT_CONFIGURED',
  providerError: 'PROVIDER_ERROR',
  recordNotClosable: 'RECORD_NOT_CLOSABLE',
  /** The fraud check refused the attempt (mall-api's fraud-check port); nothing was charged. */
  fraudRefused: 'FRAUD_REFUSED',
} as const;

const IdempotencyKey = v.pipe(
  v.string('field.required'),
  v.regex(/^[A-Za-z0-9_-]{8,100}$/, 'payment.idempotencyKeyInvalid'),
);

/**
 * Where the buyer comes back after a hosted page (MOCKPAY, Adyen, PayPal, Stripe 3DS):
 * a same-site path only ("/buyer/pay-result"), never another origin (no open redirect).
 */
export const ReturnPath = v.pipe(
  v.string('field.required'),
  v.maxLength(500, 'payment.returnUrlInvalid'),
  v.regex(/^\/(?![/\\])[^\s\\]*$/, 'payment.returnUrlInvalid'),
);

// ---- Pay channels ----

export const PayChannelMethod = v.object({ type: v.string(), name: v.string() });
/** Spec: configMap entries (a method's display config inside a channel): type, name, order, holdName. */
export const PayChannelConfig = v.object({
  type: v.string(),
  name: v.string(),
  order: v.number(),
  holdName: v.nullable(v.string()),
});

/**
 * Public (browser-safe) keys of a channel's provider, answered only when the server has that
 * provider configured; never a secret. The storefront's adapters read them (ChannelKeys in
 * mfe-checkout/src/payments/types.ts has the same fields).
 */
export const ChannelPublicKeys = v.object({
  /** Stripe publishable key (pk_...). */
  publishableKey: v.optional(v.string()),
  /** Adyen client key. */
  clientKey: v.optional(v.string()),
  /** PayPal client id. */
  clientId: v.optional(v.string()),
  /** Affirm public API key. */
  publicApiKey: v.optional(v.string()),
  /** 'test' | 'live' (Adyen, Affirm, PayPal). */
  environment: v.optional(v.string()),
  /** Adyen merchant account (Google Pay's gatewayMerchantId). */
  merchantAccount: v.optional(v.string()),
  /** The shop name wallets show. */
  merchantName: v.optional(v.string()),
  /** Apple Pay / Google Pay merchant ids. */
  applePayMerchantId: v.optional(v.string()),
  googlePayMerchantId: v.optional(v.string()),
});
export type ChannelPublicKeys = v.InferOutput<typeof ChannelPublicKeys>;

export const PayChannel = v.object({
  /** The channel code (payChannel in firstPay). */
  channel: PayChannelCode,
  provider: PaymentProvider,
  channelName: v.string(),
  /** Icon URL (served by mall-api under /media/payments/). */
  icon: v.string(),
  /** Guests (tourists) may use it. */
  anonymous: v.boolean(),
  /** Markets where the channel is never offered (regionShortName). */
  excludeCountry: v.array(v.string()),
  /** Configured order, ascending. */
  sort: v.number(),
  /** Spec: paymentMethods — the methods inside the channel (Adyen: klarna_paynow, multibanco ...). */
  paymentMethods: v.array(PayChannelMethod),
  configMap: v.array(PayChannelConfig),
  /** False when the provider's keys are not set on this server: the channel is listed, paying refuses PROVIDER_NOT_CONFIGURED. */
  configured: v.boolean(),
  /** Card aggregator (moved first outside DE) and card-style channels need their form validated first. */
  isCardAggregator: v.boolean(),
  cardStyle: v.boolean(),
  /** Pays with a saved card (bindToken = the card's payCenterToken). */
  savedCard: v.boolean(),
  /** The provider's public keys; absent when the provider is not configured (or needs none, MOCKPAY). */
  publicKeys: v.optional(ChannelPublicKeys),
});
export type PayChannel = v.InferOutput<typeof PayChannel>;

export const PayChannelGroup = v.object({ groupName: v.string(), payChannels: v.array(PayChannel) });
export type PayChannelGroup = v.InferOutput<typeof PayChannelGroup>;

/**
 * Spec: channels for a country. Public (guests pay too). The answer keeps the configured order;
 * filtering by guest, amount, company, points and Apple Pay support is the storefront's rules
 * table (mall-api refuses a firstPay that breaks them all the same).
 */
export const payChannel = defineCall({
  method: 'POST',
  path: '/sapi/mall-pay/payment/payChannel',
  request: v.object({
    environment: v.optional(v.picklist(['PC', 'H5']), 'PC'),
    countryCode: v.pipe(v.string('field.required'), v.regex(/^[A-Z]{2}$/, 'payment.countryInvalid')),
    /** True: leave out channels whose excludeCountry lists countryCode (default true). */
    excludeCountry: v.optional(v.boolean(), true),
    site: v.optional(v.string(), 'EU'),
  }),
  response: v.object({ countryCode: v.string(), payChannelGroups: v.array(PayChannelGroup) }),
  safeToRetry: true,
});

// ---- firstPay ----

/**
 * Spec: firstPay. The answer's `nextStep` says what the storefront does next (the spec's rule on
 * the same fields, made explicit):
 * - REDIRECT: location.replace(redirectUrl) (MOCKPAY's page, Adyen link, PayPal approval, 3DS page).
 * - ACTION: hand redirectInfo.action to the channel's widget (Adyen action, Affirm checkout object);
 *   for multibanco, mbway and swish the buyer stays on the page with a pending result.
 * - CONFIRM: needConfirm — confirm redirectInfo.clientSecret with the card provider (Stripe).
 * - SUCCESS: paid; open the result page.
 * - PENDING: accepted, the result comes later: open the result page and poll.
 */
export const FirstPayStep = v.picklist(['REDIRECT', 'ACTION', 'CONFIRM', 'SUCCESS', 'PENDING']);
export type FirstPayStep = v.InferOutput<typeof FirstPayStep>;

export const RedirectInfo = v.object({
  clientSecret: v.nullable(v.string()),
  approveUrl: v.nullable(v.string()),
  /** Adyen: the action object; Affirm: the checkout object (amounts in cents). */
  action: v.nullable(v.record(v.string(), v.unknown())),
  /** The provider's reference (Stripe PaymentIntent id, PayPal order id, Adyen pspReference ...). */
  merchantSerialNo: v.nullable(v.string()),
  resultCode: v.nullable(v.string()),
});
export type RedirectInfo = v.InferOutput<typeof RedirectInfo>;

export const FirstPayRequest = v.object({
  payChannel: PayChannelCode,
  /** A method inside the channel (Adyen: 'multibanco', 'klarna_paynow' ...). */
  paymentMethod: v.optional(PaymentMethodType),
  /** The trade contract paid (tradeId names the same contract; either is enough). */
  contractId: v.optional(Id),
  tradeId: v.optional(Id),
  /** One trade order of the contract (checked to belong to it). */
  orderId: v.optional(Id),
  /** Continue a payment record started by authority / Klarna sessions. */
  paymentOrderId: v.optional(Id),
  /** Informational; the session decides whose contract it is. */
  buyerId: v.optional(Id),
  /** Spec: channel extras as a JSON string (Adyen: the component's state.data). */
  paymentExtraKey: v.optional(v.pipe(v.string(), v.maxLength(20_000))),
  /** Spec: token (Stripe payment method id, Klarna authorization_token, Braintree nonce). */
  token: v.optional(v.pipe(v.string(), v.maxLength(2_000))),
  /** Spec: bindToken — a saved card's payCenterToken (saved-card channel). */
  bindToken: v.optional(v.pipe(v.string(), v.maxLength(500))),
  /** Where hosted pages send the buyer back; default '/buyer/pay-result'. */
  returnUrl: v.optional(ReturnPath, '/buyer/pay-result'),
  idempotencyKey: IdempotencyKey,
});

export const FirstPayAnswer = v.object({
  nextStep: FirstPayStep,
  paymentRecordId: Id,
  recordStatus: PaymentRecordStatus,
  channel: PayChannelCode,
  redirectUrl: v.nullable(v.string()),
  needConfirm: v.boolean(),
  redirectInfo: v.nullable(RedirectInfo),
  /** Spec: channelToken, a JSON string holding { token } (Braintree client token). */
  channelToken: v.nullable(v.string()),
  contractId: Id,
  tradeOrderIds: v.array(Id),
  buyerId: Id,
  amount: Money,
  /** True when this answer is the replay of an earlier call with the same idempotencyKey. */
  replayed: v.boolean(),
});
export type FirstPayAnswer = v.InferOutput<typeof FirstPayAnswer>;

export const firstPay = defineCall({
  method: 'POST',
  path: '/sapi/mall-pay/payment/firstPay',
  request: v.pipe(
    FirstPayRequest,
    v.check((r) => r.contractId !== undefined || r.tradeId !== undefined, 'payment.contractRequired'),
  ),
  response: FirstPayAnswer,
});

// ---- Results and polling ----

/**
 * Spec: payResult, a quiet call. Decided here: the storefront reports what a provider's return
 * brought back (query parameters of the return URL, a widget's result) so the server checks it
 * with the provider at once instead of waiting for a webhook. Answers the record's status.
 */
export const payResult = defineCall({
  method: 'POST',
  path: '/sapi/mall-pay/payment/payResult',
  request: v.object({
    paymentRecordId: Id,
    /** What the return said: 'pending' | 'failed' | 'success' (never trusted alone). */
    status: v.optional(v.picklist(['success', 'pending', 'failed'])),
    /** Provider return data (Stripe payment_intent, Adyen redirectResult, PayPal token ...). */
    providerPayload: v.optional(v.pipe(v.record(v.string(), v.string()), v.maxEntries(PROVIDER_FIELDS_MAX))),
  }),
  response: v.object({ paymentRecordId: Id, recordStatus: PaymentRecordStatus, failedReason: v.nullable(v.string()) }),
});

/**
 * Decided here (the spec's pending result shows a spinner only): how long a pending payment of its
 * channel and method may take to be confirmed, from mall-api's table (the provider's usual time).
 */
export const PendingConfirmation = v.object({ within: v.number(), unit: v.picklist(['minutes', 'hours', 'businessDays']) });
export type PendingConfirmation = v.InferOutput<typeof PendingConfirmation>;

export const PaymentRecordInfo = v.object({
  paymentRecordId: Id,
  recordStatus: PaymentRecordStatus,
  /** Why it failed (provider refusal, buyer cancelled, expired ...), null otherwise. */
  failedReason: v.nullable(v.string()),
  channel: PayChannelCode,
  paymentMethod: v.nullable(v.string()),
  amount: Money,
  contractId: Id,
  tradeOrderIds: v.array(Id),
  buyerId: Id,
  /** Pay unique key of the contract (secondaryPay / queryContractByUniqueKey). */
  payUniqueKey: v.string(),
  merchantSerialNo: v.nullable(v.string()),
  /** The contract pays points-mall orders. */
  isPoint: v.boolean(),
  createdAt: v.string(),
  paidAt: v.nullable(v.string()),
  /** While PAY_PENDING: how long confirmation may take; null once decided. */
  pendingConfirmation: v.nullable(PendingConfirmation),
  /** Until when the orders can still be paid (the earliest pay deadline of the unpaid ones, ISO); null when none is waiting. */
  payDeadline: v.nullable(v.string()),
});
export type PaymentRecordInfo = v.InferOutput<typeof PaymentRecordInfo>;

/**
 * The payment record query behind result polling (path not shown in the spec; decided here).
 * By paymentRecordId (pay-result's paymentOrderId), else the latest record of the contract
 * (tradeId / contractId) or of a trade order. Safe to retry.
 */
export const queryPaymentRecord = defineCall({
  method: 'POST',
  path: '/sapi/mall-pay/payment/queryPaymentRecord',
  request: v.pipe(
    v.object({ paymentRecordId: v.optional(Id), contractId: v.optional(Id), tradeOrderId: v.optional(Id) }),
    v.check((r) => r.paymentRecordId !== undefined || r.contractId !== undefined || r.tradeOrderId !== undefined, 'payment.recordKeyRequired'),
  ),
  response: PaymentRecordInfo,
  safeToRetry: true,
});

/**
 * The second poll variant (spec: SUCCESS is success, UNKNOWN is pending, anything else failure):
 * the pay status of a trade order or contract as the order side sees it. FAILED when the latest
 * record failed or was closed; UNKNOWN while nothing is settled (no record yet included).
 */
export const queryTradePayStatus = defineCall({
  method: 'POST',
  path: '/sapi/mall-order/web/order/queryPayStatus',
  request: v.pipe(
    v.object({ tradeOrderId: v.optional(Id), contractId: v.optional(Id) }),
    v.check((r) => r.tradeOrderId !== undefined || r.contractId !== undefined, 'payment.recordKeyRequired'),
  ),
  response: v.object({ status: v.picklist(['SUCCESS', 'UNKNOWN', 'FAILED']), failedReason: v.nullable(v.string()) }),
  safeToRetry: true,
});

// ---- Provider follow-ups ----

/**
 * Spec §7 authority `content` (JSON for afterpay, clearpay, zip), decided here: what those
 * providers need to underwrite the buyer: the shopper's name, e-mail and phone, the billing and
 * delivery addresses, and the basket. mall-api requires it for those methods, checks that the
 * basket is the contract's (same SKUs and quantities; prices always come from the contract) and
 * hands the shopper fields to the provider's session.
 */
const ContentText = (max: number) => v.pipe(v.string('field.required'), v.trim(), v.minLength(1, 'field.required'), v.maxLength(max, 'field.tooLong'));
export const AuthorityContentAddress = v.object({
  street: ContentText(200),
  houseNumberOrName: v.optional(v.pipe(v.string(), v.maxLength(50, 'field.tooLong'))),
  postalCode: ContentText(20),
  city: ContentText(100),
  stateOrProvince: v.optional(v.pipe(v.string(), v.maxLength(100, 'field.tooLong'))),
  country: v.pipe(v.string('field.required'), v.regex(/^[A-Z]{2}$/, 'payment.countryInvalid')),
});
export const AuthorityContent = v.object({
  shopperName: v.object({ firstName: ContentText(80), lastName: ContentText(80) }),
  shopperEmail: v.pipe(v.string('field.required'), v.email('payment.contentEmailInvalid'), v.maxLength(254, 'field.tooLong')),
  telephoneNumber: ContentText(30),
  billingAddress: AuthorityContentAddress,
  deliveryAddress: AuthorityContentAddress,
  lineItems: v.pipe(
    v.array(v.object({ id: ContentText(40), description: ContentText(300), quantity: v.pipe(v.number(), v.integer(), v.minValue(1)) })),
    v.minLength(1, 'payment.contentLinesRequired'),
    v.maxLength(200),
  ),
});
export type AuthorityContent = v.InferOutput<typeof AuthorityContent>;

/**
 * Spec: authority — an Adyen session (ADYEN_PC; redirectInfo sessionId/sessionData/clientKey,
 * `enviroment` spelled as the spec does) or a Braintree client token (channelToken). Creates or
 * reuses the contract's pending payment record (idempotencyKey as in firstPay).
 */
export const authority = defineCall({
  method: 'POST',
  path: '/sapi/mall-pay/payment/authority',
  request: v.object({
    channel: v.picklist(['ADYEN_PC', 'BRAINTREE']),
    contractId: Id,
    authCode: v.optional(v.string()),
    /** Spec fields, checked against the contract's amount when given. */
    tradeAmt: v.optional(v.object({ type: v.optional(v.string()), value: v.number() })),
    amount: v.optional(v.object({ currency: v.string(), value: v.number() })),
    countryCode: v.optional(v.pipe(v.string(), v.regex(/^[A-Z]{2}$/, 'payment.countryInvalid'))),
    site: v.optional(v.string(), 'EU'),
    payMethod: v.optional(v.literal('applePay')),
    /** The Adyen method the session is for (afterpaytouch, clearpay, zip need `content`). */
    paymentMethod: v.optional(PaymentMethodType),
    /** Spec: JSON for afterpay, clearpay, zip: an AuthorityContent as a JSON string. */
    content: v.optional(v.pipe(v.string(), v.maxLength(20_000))),
    returnUrl: v.optional(ReturnPath, '/buyer/pay-result'),
    idempotencyKey: IdempotencyKey,
  }),
  response: v.object({
    paymentRecordId: Id,
    redirectInfo: v.nullable(
      v.object({ sessionData: v.string(), sessionId: v.string(), clientKey: v.string(), enviroment: v.string() }),
    ),
    channelToken: v.nullable(v.string()),
  }),
});

/**
 * Spec: adyenDetails — the component's onAdditionalDetails data (3DS, redirects) sent on.
 * Not shown: its answer. Decided: the record's new status with Adyen's resultCode, a further action
 * (another 3DS step) or the failure reason, like firstPay's, because the component may need one
 * more step before the payment is known.
 */
export const adyenDetails = defineCall({
  method: 'POST',
  path: '/sapi/mall-pay/payment/adyenDetails',
  request: v.object({
    paymentRecordId: Id,
    details: v.pipe(v.record(v.string(), v.unknown()), v.maxEntries(PROVIDER_FIELDS_MAX)),
    paymentData: v.optional(v.string()),
    site: v.optional(v.string(), 'EU'),
  }),
  response: v.object({
    paymentRecordId: Id,
    recordStatus: PaymentRecordStatus,
    resultCode: v.nullable(v.string()),
    action: v.nullable(v.record(v.string(), v.unknown())),
    failedReason: v.nullable(v.string()),
  }),
});

/**
 * Spec: Klarna sessions (client_token). Decided: the server builds the Klarna order (lines of type
 * physical, one shipping_fee and one sales_tax line, amounts x100) from the contract; the
 * storefront only says which contract. The authorization_token then goes to firstPay as `token`.
 */
export const KlarnaOrderLine = v.object({
  type: v.picklist(['physical', 'shipping_fee', 'sales_tax']),
  name: v.string(),
  quantity: v.number(),
  unit_price: v.number(),
  total_amount: v.number(),
  tax_rate: v.number(),
  total_tax_amount: v.number(),
});
export const klarnaSession = defineCall({
  method: 'POST',
  path: '/api/payments/v1/sessions',
  request: v.object({
    type: v.optional(v.picklist(['klarna', 'klarna_paynow', 'klarna_b2b']), 'klarna'),
    contractId: Id,
    locale: v.optional(v.pipe(v.string(), v.maxLength(10))),
    idempotencyKey: IdempotencyKey,
  }),
  response: v.object({
    paymentRecordId: Id,
    client_token: v.string(),
    session_id: v.string(),
    payment_method_categories: v.array(v.object({ identifier: v.string(), name: v.string() })),
    /** The order as sent to Klarna (minor units), for Klarna.Payments.authorize's data. */
    purchase_country: v.string(),
    purchase_currency: v.string(),
    order_amount: v.number(),
    order_tax_amount: v.number(),
    order_lines: v.array(KlarnaOrderLine),
  }),
});

/** PayPal (paths not shown; decided): the PayPal order of a record, then its capture after approval. */
export const paypalDetails = defineCall({
  method: 'POST',
  path: '/sapi/mall-pay/payment/paypalDetails',
  request: v.object({ paymentRecordId: Id }),
  response: v.object({
    paymentRecordId: Id,
    paypalOrderId: v.string(),
    status: v.string(),
    approveUrl: v.nullable(v.string()),
  }),
  safeToRetry: true,
});

/**
 * Spec (order detail, Payment): paypalCapture with gatewaySerialNo — the PayPal order id the buyer
 * approved (the record's merchantSerialNo). It names the record on its own; paymentRecordId, when
 * given, must be the same record.
 */
export const paypalCapture = defineCall({
  method: 'POST',
  path: '/sapi/mall-pay/payment/paypalCapture',
  request: v.object({
    gatewaySerialNo: v.pipe(v.string('field.required'), v.minLength(1, 'field.required'), v.maxLength(100)),
    paymentRecordId: v.optional(Id),
  }),
  response: v.object({ paymentRecordId: Id, recordStatus: PaymentRecordStatus, failedReason: v.nullable(v.string()) }),
});

/**
 * Affirm: the checkout_token from affirm.checkout's success is authorized here. The path is the one
 * the order-detail document names (a /api/trantor flow, so the body is [payload]); mall-api still
 * answers the earlier /sapi path with the same handler (AFFIRM_AUTHORIZE_LEGACY_PATH).
 */
export const affirmAuthorize = defineCall({
  method: 'POST',
  path: '/api/trantor/flow/{product}_finance_AffirmAuthorizeFlow',
  request: v.object({ paymentRecordId: Id, checkoutToken: v.pipe(v.string('field.required'), v.minLength(1, 'field.required'), v.maxLength(500)) }),
  response: v.object({ paymentRecordId: Id, recordStatus: PaymentRecordStatus, failedReason: v.nullable(v.string()) }),
});

/** The path affirmAuthorize had before it took the spec's name; an alias of the same handler. */
export const AFFIRM_AUTHORIZE_LEGACY_PATH = '/sapi/mall-pay/payment/affirmAuthorize';

// ---- Re-payment ----

/**
 * Spec: secondaryPay {id} (a trade order id): the latest payment record of the order's contract.
 * paymentRecordStatus / paymentRecordId are null when the contract was never paid for.
 * Charges nothing; the next firstPay carries the idempotency key.
 */
export const secondaryPay = defineCall({
  method: 'POST',
  path: '/sapi/mall-order/web/order/secondaryPay',
  request: v.object({ id: Id }),
  response: v.object({
    payUniqueKey: v.string(),
    paymentRecordStatus: v.nullable(PaymentRecordStatus),
    paymentRecordId: v.nullable(Id),
    contractId: Id,
    buyerId: Id,
    tradeOrderIds: v.array(Id),
  }),
});

/**
 * Spec: close the old record (再次支付) before paying again. A pending or failed record becomes
 * CLOSED (a pending provider payment is cancelled first); a successful one is refused
 * (RECORD_NOT_CLOSABLE). Closing a closed record is harmless.
 */
export const closePaymentRecordAfterConfirm = defineCall({
  method: 'POST',
  path: '/sapi/mall-order/web/order/closePaymentRecordAfterConfirm',
  request: v.object({ payUniqueKey: v.pipe(v.string('field.required'), v.minLength(1, 'field.required')), paymentRecordId: Id }),
  response: v.object({ paymentRecordId: Id, recordStatus: PaymentRecordStatus }),
});

/** Test-only paths of the MOCKPAY hosted page (server-rendered HTML, not JSON calls). */
export const MOCKPAY_PAGE_PREFIX = '/mockpay';
