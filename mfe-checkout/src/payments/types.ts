/**
 * The one interface every payment provider sits behind (issue 5). The pay flow (checkout/payFlow.ts)
 * only ever talks to a `PaymentAdapter`; each provider's code and SDK live in its own lazy chunk
 * (see index.ts), so nothing of Stripe, Adyen, Klarna, PayPal or Affirm loads until that channel is chosen.
 *
 * How the pay flow uses an adapter (spec: checkout-orderlist-points.md §4 "Payment flow"):
 *
 *   const adapter = await loadPaymentAdapter(providerOfChannel(channel.code));
 *   // 1. The channel's panel renders <adapter.Form ref={form} context={...} /> when adapter.Form exists
 *   //    (card fields, Klarna widget, saved-card picker, PayPal buttons). The form shows its own
 *   //    'error loading the program, please refresh and retry' when the provider script cannot load.
 *   // 2. On "pay": const checked = await form.current.validate();
 *   //      - { valid: false, message }  -> stay, show message if any (fields already show theirs)
 *   //      - { valid: true, extras }    -> firstPay({ ...orderIds, payChannel, ...extras })
 *   //    Channels without a Form go straight to firstPay with no extras.
 *   // 3. firstPay's answer:
 *   //      - redirectUrl                         -> window.location.replace(redirectUrl) (pay flow itself)
 *   //      - redirectInfo.clientSecret + needConfirm -> adapter.confirmClientSecret(secret, ctx)
 *   //      - redirectInfo.action / approveUrl    -> adapter.handleAction(answer.redirectInfo, ctx)
 *   //      - otherwise                           -> result page
 *   // 4. Map the PaymentOutcome: success -> result page; pending -> result page pending (or stay, for
 *   //    multibanco / mbway / swish whose voucher the adapter mounted in ctx.container); redirected ->
 *   //    nothing (the page is leaving); cancelled -> reset, no error; failed -> result page failed with reason.
 *
 * Adapters never throw for a payment that did not go through: they answer `failed` with a reason.
 * They throw only programming errors. `failed` with code LOAD_ERROR means the provider script could
 * not load (show t('payment.loadError')).
 *
 * Buttons: most channels pay from the storefront's own pay button (`payButton(channel, method)` ===
 * 'storefront'). PayPal and the wallets (Apple Pay, Google Pay) must use the provider's own branded
 * button: `payButton(...) === 'provider'` — the pay flow hides its button, passes `startPayment`
 * (runs the pay flow's checks and firstPay with the given extras, answers firstPay's answer; rejects
 * when the flow refused) and `onOutcome` to the Form, which calls them from the provider's callbacks.
 */
import type { ComponentType, Ref } from 'react';

export type PaymentProvider = 'stripe' | 'adyen' | 'klarna' | 'paypal' | 'affirm' | 'mockpay';

/** Pay channels of the spec (§9). */
export type PayChannelCode =
  | 'ADYEN_PC'
  | 'ADYEN_LINK'
  | 'STRIPE_PAY_PC'
  | 'STRIPE_PAY_QUICK'
  | 'KLARNA'
  | 'BRAINTREE'
  | 'AFFIRM_PC'
  | 'MOCKPAY'
  | 'PAYPAL_PAY_PC';

/** A decimal amount in major units, as the mall sends money. */
export interface PaymentAmount {
  value: number;
  currency: string;
}

/** One line of what is bought, for providers that itemise (Klarna order lines, Affirm items). */
export interface PaymentLine {
  name: string;
  sku?: string;
  quantity: number;
  /** Unit price in major units, tax included. */
  unitPrice: number;
  imageUrl?: string;
  productUrl?: string;
}

export interface PaymentParty {
  firstName?: string;
  lastName?: string;
  email?: string;
  phone?: string;
  line1?: string;
  line2?: string;
  city?: string;
  region?: string;
  postalCode?: string;
  /** ISO alpha-2. */
  country?: string;
}

/**
 * Public keys of the channel, from the run-time config / the channel config the API answers
 * (never hard-coded). Each adapter reads the ones it needs; Stripe falls back to the site config's
 * cardProviderPublishableKey.
 */
export interface ChannelKeys {
  /** Stripe publishable key (pk_...). */
  publishableKey?: string;
  /** Adyen client key (when not answered by authority). */
  clientKey?: string;
  /** PayPal client id. */
  clientId?: string;
  /** Affirm public API key. */
  publicApiKey?: string;
  /** 'test' | 'live' (Adyen, Affirm, Klarna script region). */
  environment?: string;
  /** Adyen merchant account: Google Pay's gatewayMerchantId. */
  merchantAccount?: string;
  /** The shop name wallets show on their sheet. */
  merchantName?: string;
  /** Apple Pay merchant identifier (merchant.com....), when not Adyen's own. */
  applePayMerchantId?: string;
  /** Google Pay merchant id (required by Google in production only). */
  googlePayMerchantId?: string;
}

/** The ids of what is being paid, as firstPay and the result page use them. */
export interface PaymentOrderRef {
  tradeId: number;
  contractId: number;
  buyerId: number;
  orderIds: number[];
  paymentOrderId?: string | number;
  paymentRecordId?: number;
}

/** What a Form needs to render before anything is paid. */
export interface PaymentFormContext {
  channel: PayChannelCode | string;
  /** The channel's payment method type when it has several (applepay, googlepay, klarna_paynow, ...). */
  method?: string;
  amount: PaymentAmount;
  countryCode: string;
  /** BCP 47, e.g. de-DE. */
  locale: string;
  site: string;
  keys?: ChannelKeys;
  /** Billing/shipping details the provider may prefill or needs (Klarna, Affirm, Stripe billing_details). */
  billing?: PaymentParty;
  shipping?: PaymentParty;
  lines?: PaymentLine[];
  shippingAmount?: number;
  taxAmount?: number;
  /** Points orders (Klarna is not offered for them; kept for providers' own checks). */
  isPointsOrder?: boolean;
  /** The trade contract, once it exists (pre-pay, re-payment, balance payment). */
  contractId?: number;
  /**
   * Submits the trade contract if not yet done and answers its id: Klarna must open a session for
   * the contract before it can authorise, i.e. inside validate(). The pay flow supplies it.
   */
  prepareContract?(): Promise<number>;
}

/** Everything an adapter needs once firstPay has answered. */
export interface PaymentContext extends PaymentFormContext {
  order: PaymentOrderRef;
  /** Absolute URL providers return to (the storefront's /buyer/pay-result with the order's ids). */
  returnUrl: string;
  /** Where widget actions (3-D Secure challenge, voucher, QR) are mounted; on the checkout page. */
  container?: HTMLElement | null;
  signal?: AbortSignal;
  /** This pay attempt's idempotency key (the one firstPay carried); provider calls reuse it. */
  idempotencyKey?: string;
}

/** Extra fields a validated Form adds to the firstPay request (spec §7: channel extras). */
export interface FirstPayExtras {
  /** JSON string: provider-specific payment data (e.g. Adyen's encrypted card fields). */
  paymentExtraKey?: string;
  /** One-time token (Stripe PaymentMethod id, Klarna authorization_token, wallet token). */
  token?: string;
  /** A saved card's payCenterToken (saved-card channel). */
  bindToken?: string;
  /** The payment record a provider session started (Klarna sessions); firstPay continues it. */
  paymentOrderId?: number;
}

export type FormValidation =
  | { valid: true; extras: FirstPayExtras }
  /** The form already shows field messages; `message` is the one to toast, when there is one. */
  | { valid: false; message?: string };

export interface PaymentFormHandle {
  /** Checks every field (marking invalid ones), then tokenises. Never rejects. */
  validate(): Promise<FormValidation>;
}

/** The part of firstPay's answer an adapter acts on (structurally the contract's redirectInfo). */
export interface PaymentActionInput {
  /** Provider action: Adyen's action object (or its JSON string), Affirm checkout data, etc. */
  action?: unknown;
  /** PayPal: the approval URL of the created order. */
  approveUrl?: string;
  /** The provider's id of the payment (PayPal order id, Adyen pspReference, ...). */
  merchantSerialNo?: string;
  resultCode?: string;
  clientSecret?: string;
  /** A plain redirect (firstPay's redirectUrl), e.g. MOCKPAY's hosted page. */
  redirectUrl?: string;
}

export type FailureCode = 'LOAD_ERROR' | 'DECLINED' | 'PROVIDER_ERROR' | 'TIMEOUT';

export type PaymentOutcome =
  | { status: 'success' }
  /** Not final yet: the result page polls (or the buyer finishes on the voucher shown in ctx.container). */
  | { status: 'pending'; stayOnPage?: boolean }
  /** The page is navigating to the provider; do nothing more. */
  | { status: 'redirected' }
  /** The buyer closed the provider's sheet (e.g. Apple Pay cancel): clear errors, let them retry. */
  | { status: 'cancelled' }
  | { status: 'failed'; reason: string; code: FailureCode };

export interface PaymentFormProps {
  context: PaymentFormContext;
  ref?: Ref<PaymentFormHandle>;
  /** payButton 'provider' only: runs firstPay with these extras and answers its redirectInfo. */
  startPayment?(extras: FirstPayExtras): Promise<PaymentActionInput & { paymentRecordId?: number }>;
  /** payButton 'provider' only: the payment finished inside the provider's own UI. */
  onOutcome?(outcome: PaymentOutcome): void;
}

export interface PaymentAdapter {
  readonly provider: PaymentProvider;
  /** Who shows the button that pays for this channel/method. */
  payButton(channel: string, method?: string): 'storefront' | 'provider';
  /** The channel's input, when it has any (card fields, Klarna widget, saved cards, PayPal buttons). */
  readonly Form?: ComponentType<PaymentFormProps>;
  /** Does this adapter's Form handle `channel`? (e.g. Stripe's saved-card picker for STRIPE_PAY_QUICK). */
  hasForm(channel: string, method?: string): boolean;
  /** firstPay answered an action (widget, redirect, approve URL): carry it out. */
  handleAction(action: PaymentActionInput, ctx: PaymentContext): Promise<PaymentOutcome>;
  /** firstPay answered a client secret needing confirmation (3-D Secure etc.). */
  confirmClientSecret(secret: string, ctx: PaymentContext): Promise<PaymentOutcome>;
  /**
   * The buyer came back to /buyer/pay-result from this provider's page and the storefront must
   * finish the payment (PayPal: capture the approved order). null: nothing to finish, just poll.
   */
  completeReturn?(query: ProviderReturnQuery): Promise<PaymentOutcome | null>;
}

/** The pay-result page's query string, as a provider's return left it. */
export type ProviderReturnQuery = Readonly<Record<string, string | undefined>>;

/** Thrown inside adapters when a provider's script/SDK cannot be loaded; surfaces as LOAD_ERROR. */
export class ProviderLoadError extends Error {
  override readonly name = 'ProviderLoadError';
  constructor(readonly provider: PaymentProvider, cause?: unknown) {
    super(`error loading the ${provider} program`, { cause });
  }
}
