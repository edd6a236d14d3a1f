/**
 * Order operations, fulfilment packages and logistics, vouchers, growth value, merged orders and
 * linking guest orders to the account (issue 3). Every action is refused with 409
 * OPERATION_NOT_OFFERED when the order's operationList does not offer it, and another buyer's
 * order answers 404 NOT_FOUND.
 *
 * Decisions where the spec says "not shown":
 * - Logistics by order = listPackage: each fulfilment package carries its logistics timeline.
 * - Merged-order lookup = queryAssociatedOrder (the orders of one checkout, i.e. trade contract).
 * - Linking guest orders ("associate" them with the account): associatedOrderCaptcha (image),
 *   verifyAssociatedOrder (counts them), associatedOrder (links them), all under /sapi/mall-order/web/order/.
 * - Vouchers by order = queryVouchers; without an order id, all the buyer's vouchers (/buyer/my-coupons).
 * - Buy again / add lines to cart = cartCalls.batchCreateCartLines (answers `added`).
 * - The trade contract detail (queryAndValidateTradeContractDetailById) is in checkout.ts.
 */
import * as v from 'valibot';
import { defineCall } from './define';
import { Id, Money, Site } from './common';
import { EMAIL_PATTERN } from './auth';
import { Code } from './account';
import { Order, OrderDisplayStatus, SkuAttribute, TradeType, VoucherStatus } from './order';
import { ReverseLineChoice, ReverseOrderCreated } from './aftersales';

/** Error codes of order actions, besides the common ones (VALIDATION, NOT_FOUND, UNAUTHENTICATED). */
export const OrderErrorCode = {
  /** The order's state does not offer this operation (any more). 409. */
  operationNotOffered: 'OPERATION_NOT_OFFERED',
  /** A package that is not this order's, or not in a state for this (e.g. already signed). 409. */
  packageNotOpen: 'PACKAGE_NOT_OPEN',
  /** The seller API: the order's state has no such fulfilment transition, or nothing is left for it. 409. */
  transitionNotAllowed: 'ORDER_TRANSITION_NOT_ALLOWED',
  /** Link orders: the captcha is unknown, used or expired (fetch a new one). 400 on field uuid. */
  captchaExpired: 'CAPTCHA_EXPIRED',
} as const;

// ---- Fulfilment packages and logistics ----

/** Spec: SEND_DELIVERY is shown as 'to receive', SIGN_IN as finished, CANCEL as cancelled. */
export const FulfillmentProgressStatus = v.picklist(['SEND_DELIVERY', 'SIGN_IN', 'CANCEL']);
export type FulfillmentProgressStatus = v.InferOutput<typeof FulfillmentProgressStatus>;

/** Spec: a logistics entry; ftime is an ISO time (format it for the buyer), areaName where the scan happened. */
export const LogisticsEntry = v.object({ ftime: v.string(), areaName: v.nullable(v.string()), context: v.string() });
export type LogisticsEntry = v.InferOutput<typeof LogisticsEntry>;

/** Decided here: how many days a postpone adds to a package's automatic confirmation, once per package. */
export const POSTPONE_DAYS = 7;

export const FulfilmentPackage = v.object({
  id: Id,
  fulfillmentProgressStatus: FulfillmentProgressStatus,
  /** The tracking number. */
  serviceCode: v.string(),
  fulfillmentServiceProvider: v.object({ id: Id, entityName: v.string() }),
  /** When it was handed to the carrier (ISO). */
  createdAt: v.string(),
  /** When receipt is confirmed automatically if the buyer does not (ISO); null once signed or cancelled. */
  confirmDeadlineTime: v.nullable(v.string()),
  /** Days already added by postponing (0 or POSTPONE_DAYS). */
  postponedDays: v.number(),
  signedTime: v.nullable(v.string()),
  /** What this package may do now: confirm, buyerPostponeConfirmDeadline, checkExpressTrack. */
  operationList: v.array(v.object({ operation: v.string() })),
  fulfillmentProgressLineList: v.array(
    v.object({
      id: Id,
      actualExecuteQty: v.number(),
      tradeOrderLine: v.object({
        id: Id,
        sku: v.object({ id: Id, name: v.string(), image: v.string(), attributes: v.array(SkuAttribute) }),
      }),
    }),
  ),
  /** Newest first; empty means 'no tracking info yet'. */
  logisticsList: v.array(LogisticsEntry),
});
export type FulfilmentPackage = v.InferOutput<typeof FulfilmentPackage>;

/**
 * Spec: packages and logistics of an order, used for confirm, postpone and tracking (oldest package first).
 * Not shown: the "logistics by order" call. Decided: this one call, each package carrying its own
 * carrier, tracking number and timeline (the tracking dialog lists them package by package),
 * because an order shipped in several packages is tracked parcel by parcel, not as one.
 */
export const listPackages = defineCall({
  method: 'POST',
  path: '/sapi/mall-order/web/order/listPackage',
  request: v.object({ id: Id, tradeType: v.optional(TradeType) }),
  response: v.array(FulfilmentPackage),
  safeToRetry: true,
});

// ---- Cancelling ----

/**
 * Spec: cancel before pay closes the order at once (displayStatus CANCELED). An order paid together
 * with others (isInGroup) is cancelled with every unpaid order of its group: the answer lists them.
 */
export const closeOrderBeforePay = defineCall({
  method: 'POST',
  path: '/sapi/mall-order/web/order/closeImmediatelyTradeOrder',
  request: v.object({ id: Id }),
  response: v.object({ closedOrderIds: v.array(Id) }),
});

/**
 * Spec: cancel after pay starts a cancel reverse flow (type SALE_CANCEL_AFTER_PAID, status
 * REFUND_PENDING) for ALL lines with a cancellable quantity, each at its full canCancelQty (the
 * server refuses a partial list). The order stays UN_DELIVERY with its lines PROCESSING and no
 * longer offers the cancel ('business processing, please wait').
 */
export const cancelAfterPay = defineCall({
  method: 'POST',
  path: '/api/trantor/flow/trade_InitiateReverseTradeOrderForCancelFlow',
  request: v.object({
    tradeOrder: v.object({ id: Id }),
    reverseTradeOrderLineList: v.pipe(v.array(ReverseLineChoice), v.minLength(1, 'aftersales.noProductChosen'), v.maxLength(100)),
  }),
  response: ReverseOrderCreated,
});

// ---- Receipt ----

/**
 * Spec: confirm receipt. `id` is the order; with fulfillmentProgressId only that package is signed
 * (orders with several packages), without it every package on its way is. When no package is left
 * on its way the order becomes COMPLETE (answered in displayStatus).
 */
export const signForDelivery = defineCall({
  method: 'POST',
  path: '/sapi/mall-order/web/order/signForDelivery',
  request: v.object({ id: Id, fulfillmentProgressId: v.optional(Id) }),
  response: v.object({ id: Id, displayStatus: OrderDisplayStatus, signedPackageIds: v.array(Id) }),
});

/**
 * Spec: postpone receipt. Each listed package (on its way, not postponed before) gets POSTPONE_DAYS
 * more before automatic confirmation. The answer is the extended days ('extended days {day}').
 * Once every package on its way is postponed the order no longer offers buyerPostponeConfirmDeadline.
 */
export const postponeDelivery = defineCall({
  method: 'POST',
  path: '/api/trantor/flow/bbc_trade_BBCPostponeDeliveryFlow',
  request: v.object({
    id: Id,
    fulfillmentProgressList: v.pipe(
      v.array(v.object({ id: Id, createdAt: v.optional(v.string()) })),
      v.minLength(1, 'order.noPackageChosen'),
      v.maxLength(100),
    ),
    tradeOrderLineList: v.optional(v.pipe(v.array(v.object({ id: Id })), v.maxLength(100)), []),
  }),
  response: v.number(),
});

// ---- Invoice ----

/** Decided here (the spec says "the shared phone pattern"): +, digits, spaces, brackets and dashes, 6 to 20 characters. */
export const INVOICE_PHONE_PATTERN = /^\+?[0-9][0-9 ()-]{4,18}[0-9]$/;

/**
 * Spec: resend the invoice, to an e-mail (when the order has buyerEmail) or a phone (otherwise).
 * Messages: invoice.emailRequired / invoice.emailInvalid, invoice.phoneRequired / invoice.phoneInvalid
 * (the server answers them on the field too). Answers where it went: 'invoice sent to {address}'.
 * The spec's payload whole: the order's id, shop, invoiceUrl and buyer's nickname as its detail
 * shows them. Decided: the order must be of that shop (else 404); the server sends its own invoice
 * files and names, not the ones given, which only say what the buyer saw.
 */
export const sendInvoiceEmail = defineCall({
  method: 'POST',
  path: '/api/trantor/flow/bbc_trade_BBCSendInvoiceEmailFlow',
  request: v.object({
    id: Id,
    buyerEmail: v.optional(
      v.pipe(
        v.string(),
        v.trim(),
        v.nonEmpty('invoice.emailRequired'),
        v.check((email) => email === '' || (email.length <= 120 && EMAIL_PATTERN.test(email)), 'invoice.emailInvalid'),
      ),
    ),
    buyerPhone: v.optional(
      v.pipe(
        v.string(),
        v.trim(),
        v.nonEmpty('invoice.phoneRequired'),
        v.check((phone) => phone === '' || INVOICE_PHONE_PATTERN.test(phone), 'invoice.phoneInvalid'),
      ),
    ),
    shop: v.object({ id: Id }),
    invoiceUrl: v.nullable(v.pipe(v.array(v.object({ name: v.pipe(v.string(), v.maxLength(200)), url: v.pipe(v.string(), v.maxLength(500)) })), v.maxLength(20))),
    buyer: v.object({ user: v.object({ nickname: v.nullable(v.pipe(v.string(), v.maxLength(100))) }) }),
  }),
  response: v.object({ channel: v.picklist(['EMAIL', 'PHONE']), address: v.string() }),
});

// ---- Growth value ----

/** Spec: the growth value (and points) an order earns; zeros for unpaid, cancelled and points orders. */
export const orderGrowthValue = defineCall({
  method: 'POST',
  path: '/sapi/mall-customer/order-changes/query-order-growth-value',
  request: v.object({ orderId: Id, customerId: v.optional(Id), site: Site }),
  response: v.object({ orderId: Id, pointsEnabled: v.boolean(), growthValue: v.number(), earnPoints: v.number() }),
  safeToRetry: true,
});

// ---- Merged (group) orders ----

/**
 * Spec: merged-order lookup by contract. The orders of one checkout (trade contract), this buyer's
 * only, oldest first; give the contract or one of its orders. For the merge-pay and merge-cancel dialogs.
 */
export const queryAssociatedOrders = defineCall({
  method: 'POST',
  path: '/sapi/mall-order/web/order/queryAssociatedOrder',
  request: v.pipe(
    v.object({ tradeContractId: v.optional(Id), id: v.optional(Id), site: Site }),
    v.check((r) => r.tradeContractId !== undefined || r.id !== undefined, 'order.contractOrOrderRequired'),
  ),
  response: v.array(Order),
  safeToRetry: true,
});

// ---- Vouchers ----

export const Voucher = v.object({
  couponCode: v.string(),
  couponsPassword: v.nullable(v.string()),
  usedStatus: VoucherStatus,
  usedTime: v.nullable(v.string()),
  validUntil: v.nullable(v.string()),
  tradeOrder: v.object({ id: Id, tradeOrderCode: v.string() }),
  tradeOrderLine: v.object({ id: Id, sku: v.object({ id: Id, name: v.string(), image: v.string() }) }),
  shop: v.object({ id: Id, siteName: v.string() }),
  /** What the voucher is worth (its line's unit price). */
  faceValue: Money,
});
export type Voucher = v.InferOutput<typeof Voucher>;

/** Spec: vouchers by order id (the modal's unused / used tabs; VOIDED ones under used); without id, all the buyer's vouchers. */
export const queryVouchers = defineCall({
  method: 'POST',
  path: '/sapi/mall-order/web/order/queryVouchers',
  request: v.optional(v.object({ id: v.optional(Id), usedStatus: v.optional(VoucherStatus) }), {}),
  response: v.object({ unused: v.array(Voucher), used: v.array(Voucher) }),
  safeToRetry: true,
});

// ---- Linking guest orders to the account ----

/** Spec: the captcha is 4 word characters. */
export const CAPTCHA_LENGTH = 4;
export const CaptchaCode = v.pipe(
  v.string('linkOrder.captchaRequired'),
  v.trim(),
  v.nonEmpty('linkOrder.captchaRequired'),
  // One message per case: an empty code is only "required".
  v.check((code) => code === '' || /^\w{4}$/.test(code), 'linkOrder.captchaLength'),
);

/**
 * A new graphic captcha for linking orders (logged-in buyers only): img is an SVG data URL,
 * uuid names it. Valid 5 minutes, for one verification attempt (a wrong code needs a new captcha).
 */
export const linkOrderCaptcha = defineCall({
  method: 'POST',
  path: '/sapi/mall-order/web/order/associatedOrderCaptcha',
  request: v.optional(v.object({}), {}),
  response: v.object({ img: v.string(), uuid: v.string() }),
});

const LinkEmail = v.pipe(v.string(), v.trim(), v.nonEmpty('email.required'), v.regex(EMAIL_PATTERN, 'email.invalid'));

/**
 * Decided (issue 28): claiming guest orders by e-mail needs that e-mail proven, as signing up never
 * proves it. This sends a code (6 digits, 10 minutes) to the account's e-mail through the outbox;
 * verifyLinkOrders takes it as emailCode. Resent at most every 60 s (429 code.tooSoon).
 */
export const linkOrderEmailCode = defineCall({
  method: 'POST',
  path: '/sapi/mall-order/web/order/associatedOrderEmailCode',
  request: v.optional(v.object({}), {}),
  response: v.object({ resendAfterSeconds: v.number() }),
});

/**
 * Spec: verify the captcha (compared ignoring case) and count the orders guests placed with the
 * account's e-mail (buyerEmail must be the account's: 400 linkOrder.emailNotAccount). A wrong code
 * answers 400 linkOrder.captchaWrong on field code. The answer's uuid confirms the link.
 * The code e-mailed by linkOrderEmailCode is required: without it 400 linkOrder.emailCodeRequired
 * (the captcha is not spent); with it, checked after the captcha (code.wrong, code.expired on
 * emailCode; 409 code.locked after 5 wrong tries).
 */
export const verifyLinkOrders = defineCall({
  method: 'POST',
  path: '/sapi/mall-order/web/order/verifyAssociatedOrder',
  request: v.object({ uuid: v.pipe(v.string(), v.nonEmpty('linkOrder.captchaExpired')), code: CaptchaCode, buyerEmail: LinkEmail, userId: v.optional(Id), emailCode: v.optional(Code) }),
  response: v.object({ num: v.number(), uuid: v.string() }),
});

/** Spec: confirm the link (a verified uuid, once; with site): the guest orders become the buyer's; answers how many. */
export const confirmLinkOrders = defineCall({
  method: 'POST',
  path: '/sapi/mall-order/web/order/associatedOrder',
  request: v.object({ uuid: v.pipe(v.string(), v.nonEmpty('linkOrder.captchaExpired')), buyerEmail: LinkEmail, userId: v.optional(Id), site: Site }),
  response: v.object({ num: v.number() }),
});
