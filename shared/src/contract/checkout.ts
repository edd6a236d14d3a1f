/**
 * Trade contract render and submit, and the contract lookups of pre-pay (issue 5).
 *
 * Decided here (the spec shows renderTradeContractTO's fields, not the calls):
 * - Render is a preview: from the selected cart lines (cartLineIds, default every selected line),
 *   or from a tradeContractId (pre-sale balance of a PENDING_BALANCE contract). Nothing is stored.
 * - Submit creates one trade contract with one trade order per shop, in PENDING_PAY with a pay
 *   deadline (PAY_DEADLINE_HOURS), reserves the stock and removes the cart lines checked out.
 *   It refuses sold-out lines (ITEM_SOLD_OUT), ended campaigns (ACTIVITY_ENDED) and a total other
 *   than the one the buyer saw (PRICE_CHANGED), all 409 with the cart line in `fields`.
 *   For a tradeContractId (balance) it creates no orders and answers the contract to pay.
 * - Pre-sale (an item with a deposit): its lines are ordered apart, in PENDING_DEPOSIT; the first
 *   payment charges the deposit only (needPayAmt), the balance later (preSale says both).
 * - Addresses: a saved address by id (account's address modal answers the id), or given inline.
 *   Billing defaults to the shipping address.
 * - Shipping: free from FREE_SHIPPING_FROM per shop order, else SHIPPING_FEE; the service charge
 *   is 0 (no paid services yet); prices include VAT at the shipping market's rate.
 * Guests (tourists) check out like buyers.
 */
import * as v from 'valibot';
import { defineCall } from './define';
import { Id, LineInsurance, Money } from './common';
import { OrderAddress, PreSaleDue, TradeType } from './order';

export const PAY_DEADLINE_HOURS = 24;
/** Per shop order, in euros. */
export const FREE_SHIPPING_FROM = 200;
export const SHIPPING_FEE = 19.9;

const nonEmpty = (max: number) => v.pipe(v.string('field.required'), v.trim(), v.minLength(1, 'field.required'), v.maxLength(max, 'field.tooLong'));
const optionalText = (max: number) => v.optional(v.nullable(v.pipe(v.string(), v.trim(), v.maxLength(max, 'field.tooLong'))));

/** An address given inline (guests who did not save one). Market-specific rules live with the address form. */
export const ContractAddressInput = v.object({
  firstName: nonEmpty(50),
  lastName: nonEmpty(50),
  personPhone: nonEmpty(30),
  email: optionalText(100),
  company: optionalText(100),
  poiName: nonEmpty(200),
  houseNo: optionalText(20),
  detailAddress: optionalText(200),
  postalCode: nonEmpty(20),
  city: nonEmpty(100),
  province: optionalText(100),
  country: nonEmpty(100),
  regionShortName: v.pipe(v.string('field.required'), v.regex(/^[A-Z]{2}$/, 'checkout.regionInvalid')),
  taxCode: optionalText(50),
});
export type ContractAddressInput = v.InferInput<typeof ContractAddressInput>;

/** Spec: Address as the contract keeps it (a copy: later edits of the saved address do not change it). */
export const ContractAddress = v.omit(OrderAddress, ['eori']);
export type ContractAddress = v.InferOutput<typeof ContractAddress>;

/**
 * Discount codes (issue 31 item 2). Decided here:
 * - A code is seller-funded (for one shop: it lowers that shop's orders, shopDiscountAmt) or
 *   platform-funded (the whole checkout, spread over the shop orders by their goods:
 *   platformCouponDiscountAmt). It lowers the goods only (never shipping, insurance or a points
 *   order's goods), at most down to zero.
 * - The lucky draw's vouchers (their winner only) and the gift cards (whoever holds the code; what is
 *   left of the card stays on it) are codes too.
 * - Refusals, each a field error on couponCode: unknown (also someone else's voucher), expired,
 *   minimum not met, not for these shops, already used. One code per checkout; none on a balance.
 * - Its use is taken in the submit's transaction and given back when every order it lowered is
 *   cancelled, closed unpaid or refunded in whole (a gift card gets that order's share back).
 */
export const CODE_ERRORS = {
  unknown: 'checkout.code.unknown',
  expired: 'checkout.code.expired',
  minimumNotMet: 'checkout.code.minimumNotMet',
  notForShops: 'checkout.code.notForShops',
  used: 'checkout.code.used',
  notHere: 'checkout.code.notHere',
} as const;

/** What the buyer types: spaces around and letter case do not matter. */
export const DiscountCodeInput = v.pipe(
  v.string('checkout.code.required'),
  v.trim(),
  v.toUpperCase(),
  v.minLength(1, 'checkout.code.required'),
  v.maxLength(40, 'checkout.code.tooLong'),
  v.regex(/^[A-Z0-9-]+$/, CODE_ERRORS.unknown),
);

/**
 * The spec's point-discount model, decided: 100 points are 1 € (exchangeRate, points per currency
 * unit); points are spent in steps of 100, at least 500, on goods of at least 20 € (the
 * leastThresholdAmount, after a discount code), for at most half of them; never more than the balance.
 */
export const POINT_DISCOUNT = {
  exchangeRate: 100,
  discountStep: 100,
  minDiscountablePoint: 500,
  leastThresholdCents: 2000,
  maxShareOfGoods: 0.5,
} as const;

export const POINT_ERRORS = {
  unavailable: 'checkout.points.unavailable',
  belowThreshold: 'checkout.points.belowThreshold',
  belowMinimum: 'checkout.points.belowMinimum',
  notStep: 'checkout.points.notStep',
  aboveMaximum: 'checkout.points.aboveMaximum',
  needLogin: 'checkout.pointsNeedLogin',
} as const;

/** Points the buyer spends at checkout: a whole number (the finer rules need the render's model: pointDiscountRefusal). */
export const DiscountPointInput = v.pipe(v.number('field.invalid'), v.integer(POINT_ERRORS.notStep), v.minValue(1, POINT_ERRORS.belowMinimum), v.maxValue(100_000_000, POINT_ERRORS.aboveMaximum));

/** Which lines or contract a render/submit is about, and where it goes. */
const ContractSource = {
  /** A discount code to apply (one per checkout). */
  couponCode: v.optional(DiscountCodeInput),
  /** Points to spend (the point-discount model's rules); omitted: none. */
  discountPoint: v.optional(DiscountPointInput),
  /** Cart lines to check out; omitted: every selected line of the cart. */
  cartLineIds: v.optional(v.pipe(v.array(Id), v.minLength(1, 'checkout.noLines'), v.maxLength(100))),
  /** A pre-sale contract whose balance is paid now (/checkout?tradeContractId). */
  tradeContractId: v.optional(Id),
  shippingAddressId: v.optional(Id),
  shippingAddress: v.optional(ContractAddressInput),
  billingAddressId: v.optional(Id),
  billingAddress: v.optional(ContractAddressInput),
};

export const RenderTradeOrderLine = v.object({
  /** The cart line it comes from (null for a balance contract). */
  cartLineId: v.nullable(Id),
  tradeOrderLineId: v.nullable(Id),
  skuName: v.string(),
  tradeQty: v.number(),
  sku: v.object({ id: Id, salePrc: Money, item: v.object({ id: Id, urlKey: v.string() }) }),
  skuImage: v.string(),
  attributes: v.array(v.object({ attrKey: v.string(), attrVal: v.string() })),
  expectDate: v.nullable(v.string()),
  /** False: stock no longer covers tradeQty (submit refuses ITEM_SOLD_OUT). */
  available: v.boolean(),
  /** The cart's snapshot price differs from today's price. */
  priceChanged: v.boolean(),
  /** Spec: the line's insurance (the plan the buyer kept in the cart; fee for all units), null when none. */
  insurance: v.nullable(LineInsurance),
  tradeOrderLinePrice: v.object({
    needPaySkuAmt: Money,
    skuAmt: Money,
    skuDiscountTotalAmt: Money,
    pointDeductionAmt: Money,
    taxAmt: Money,
  }),
});
export type RenderTradeOrderLine = v.InferOutput<typeof RenderTradeOrderLine>;

/** A pre-sale's two payments (order.ts); at checkout the deposit is what needPayAmt charges now. */
export { PreSaleDue };

export const RenderTradeOrder = v.object({
  /** Null in a preview; the order's id for a submitted contract. */
  tradeOrderId: v.nullable(Id),
  shop: v.object({ id: Id, siteName: v.string() }),
  seller: v.object({ id: Id }),
  skuAmt: Money,
  shippingAmt: Money,
  shippingDiscountAmt: Money,
  serviceChargeAmt: Money,
  /** The insurance of the order's lines (VAT-exempt, so not in taxAmt); part of needPayAmt. */
  insuranceAmt: Money,
  taxAmt: Money,
  pointDeductionAmt: Money,
  /** A seller-funded code's discount on this order. */
  shopDiscountAmt: Money,
  /** This order's share of a platform-funded code's discount. */
  platformCouponDiscountAmt: Money,
  /** This order's share of the points spent (pointDiscount). */
  pointDiscountAmount: Money,
  /** What this order charges now: all of it, or a pre-sale order's deposit (preSale). */
  needPayAmt: Money,
  /** A pre-sale order (its items are sold with a deposit): null otherwise. */
  preSale: v.nullable(PreSaleDue),
  renderTradeOrderLineTOList: v.array(RenderTradeOrderLine),
});
export type RenderTradeOrder = v.InferOutput<typeof RenderTradeOrder>;

/** The code a render applied. */
export const AppliedDiscountCode = v.object({
  couponCode: v.string(),
  funding: v.picklist(['SHOP', 'PLATFORM']),
  kind: v.picklist(['AMOUNT', 'PERCENT', 'GIFT_CARD']),
  /** The shop paying for it (SHOP funding), else null. */
  shop: v.nullable(v.object({ id: Id, siteName: v.string() })),
  discountAmt: Money,
});
export type AppliedDiscountCode = v.InferOutput<typeof AppliedDiscountCode>;

/** Spec: the point-discount model, for this checkout and the caller's balance. */
export const PointDiscountModel = v.object({
  pointBalance: v.number(),
  exchangeRate: v.number(),
  discountStep: v.number(),
  minDiscountablePoint: v.number(),
  leastThresholdAmount: Money,
  /** The goods (after a code) are below leastThresholdAmount: no points this time. */
  belowThreshold: v.boolean(),
  /** The most points this checkout takes (a multiple of the step; 0 when points cannot be used). */
  discountablePoint: v.number(),
  discountableAmount: Money,
  /** What is spent now (0 when none). */
  discountPoint: v.number(),
  discountAmount: Money,
});
export type PointDiscountModel = v.InferOutput<typeof PointDiscountModel>;

/** Why `points` cannot be spent under `model` (a POINT_ERRORS key), or null when they can. */
export function pointDiscountRefusal(model: Pick<PointDiscountModel, 'discountStep' | 'minDiscountablePoint' | 'discountablePoint' | 'pointBalance' | 'belowThreshold'>, points: number): string | null {
  if (model.belowThreshold) return POINT_ERRORS.belowThreshold;
  if (!Number.isInteger(points) || points % model.discountStep !== 0) return POINT_ERRORS.notStep;
  if (points < model.minDiscountablePoint) return POINT_ERRORS.belowMinimum;
  if (points > model.pointBalance) return 'checkout.pointsInsufficient';
  if (points > model.discountablePoint) return POINT_ERRORS.aboveMaximum;
  return null;
}

/** Spec: renderTradeContractTO, with the amounts summed over the shop orders. */
export const RenderTradeContract = v.object({
  /** Null in a preview of cart lines. */
  tradeContractId: v.nullable(Id),
  tradeType: TradeType,
  /** Points orders (the main Klarna channel is hidden for them). */
  isPoint: v.boolean(),
  /** Paying a pre-sale balance. */
  isBalance: v.boolean(),
  /** The market whose VAT applies and whose channels are listed (the shipping region, else DE). */
  countryCode: v.string(),
  currency: v.string(),
  selectedAddress: v.nullable(ContractAddress),
  billingAddress: v.nullable(ContractAddress),
  /** The saved addresses used (null when inline or none). */
  shippingAddressId: v.nullable(Id),
  billingAddressId: v.nullable(Id),
  /** What the buyer pays now, the pay call's amount: the orders' needPayAmt (a pre-sale order's deposit). */
  needPayAmt: Money,
  skuAmt: Money,
  shippingAmtExcludeShopDiscount: Money,
  shippingDiscountAmt: Money,
  serviceChargeAmt: Money,
  insuranceAmt: Money,
  totalTaxAmt: Money,
  taxRate: v.number(),
  pointDeductionAmt: Money,
  shopDiscountAmt: Money,
  platformCouponDiscountAmt: Money,
  pointDiscountAmount: Money,
  /** The discount code applied, null when none. */
  discountCode: v.nullable(AppliedDiscountCode),
  /** Null where points cannot be spent (a guest, points off, a balance or points order). */
  pointDiscount: v.nullable(PointDiscountModel),
  /** The pre-sale orders' deposits (in needPayAmt) and balances summed, their earliest window; null without one. */
  preSale: v.nullable(PreSaleDue),
  renderTradeOrderTOList: v.array(RenderTradeOrder),
});
export type RenderTradeContract = v.InferOutput<typeof RenderTradeContract>;

/** Preview of the checkout (path not shown in the spec; decided). Needs a session (buyer or tourist). */
export const renderTradeContract = defineCall({
  method: 'POST',
  path: '/api/trantor/flow/trade_RenderTradeContractFlow',
  request: v.object({ ...ContractSource }),
  response: RenderTradeContract,
  safeToRetry: true,
});

export const SubmitTradeContractAnswer = v.object({
  tradeContractId: Id,
  /** = tradeContractId (the pay-result and pre-pay routes carry both names). */
  tradeId: Id,
  tradeOrderIds: v.array(Id),
  buyerId: Id,
  needPayAmt: Money,
  payUniqueKey: v.string(),
  isPoint: v.boolean(),
  /** Epoch milliseconds by which the contract must be paid. */
  payDeadlineMillis: v.number(),
});
export type SubmitTradeContractAnswer = v.InferOutput<typeof SubmitTradeContractAnswer>;

/** Place the orders (path not shown; decided). Not retried: a repeated submit would order twice. */
export const submitTradeContract = defineCall({
  method: 'POST',
  path: '/api/trantor/flow/trade_SubmitTradeContractFlow',
  request: v.pipe(
    v.object({
      ...ContractSource,
      /** The needPayAmt.value the buyer saw in the render; another total now is PRICE_CHANGED. */
      expectedNeedPayAmt: v.number('field.required'),
      /** The channel the buyer chose (kept on the contract; firstPay decides). */
      payChannel: v.optional(v.string()),
      buyerRemark: v.optional(v.pipe(v.string(), v.maxLength(200, 'field.tooLong'))),
      /**
       * A private buyer's personal tax code (Spain NIF/NIE, Italy codice fiscale), required when the
       * invoice address (billing, else shipping) is in Spain or Italy, names no company and carries no
       * tax code (@mall/shared/address needsPrivateTaxCode): 400 checkout.taxCode.required or
       * checkout.taxCode.invalid (wrong check letter) on this field. Kept on the contract's billing address.
       */
      buyerTaxCode: v.optional(v.pipe(v.string(), v.maxLength(32, 'checkout.taxCode.invalid'))),
    }),
    v.check((r) => r.tradeContractId !== undefined || r.shippingAddressId !== undefined || r.shippingAddress !== undefined, 'checkout.shippingAddressRequired'),
  ),
  response: SubmitTradeContractAnswer,
});

/** A contract as pre-pay and re-payment see it. */
export const TradeContractDetail = v.object({
  ...RenderTradeContract.entries,
  tradeContractId: Id,
  tradeId: Id,
  buyerId: Id,
  payUniqueKey: v.string(),
  tradeOrderIds: v.array(Id),
  payDeadlineMillis: v.nullable(v.number()),
  /** Spec: a validation result of '0' sends the buyer a step back ('Please confirm the required fields'). */
  validResult: v.picklist(['0', '1']),
  /** Why it is '0': PAID, CLOSED, EXPIRED, ADDRESS_INCOMPLETE, ITEM_SOLD_OUT. Empty when payable. */
  invalidReasons: v.array(v.string()),
});
export type TradeContractDetail = v.InferOutput<typeof TradeContractDetail>;

/** Pre-pay: the contract (the caller's own; 404 otherwise) and whether it may be paid now. */
export const queryAndValidateTradeContractDetailById = defineCall({
  method: 'POST',
  path: '/sapi/mall-order/web/order/queryAndValidateTradeContractDetailById',
  request: v.object({ id: Id }),
  response: TradeContractDetail,
  safeToRetry: true,
});

/** Re-payment: secondaryPay's payUniqueKey back to its contract (the caller's own; 404 otherwise). */
export const queryContractByUniqueKey = defineCall({
  method: 'POST',
  path: '/sapi/mall-order/web/order/queryContractByUniqueKey',
  request: v.object({ payUniqueKey: v.pipe(v.string('field.required'), v.minLength(1, 'field.required'), v.maxLength(100)) }),
  response: v.object({
    tradeContractId: Id,
    tradeId: Id,
    buyerId: Id,
    tradeOrderIds: v.array(Id),
    needPayAmt: Money,
    payUniqueKey: v.string(),
  }),
  safeToRetry: true,
});
