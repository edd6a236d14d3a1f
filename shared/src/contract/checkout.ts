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
 * - Addresses: a saved address by id (account's address modal answers the id), or given inline.
 *   Billing defaults to the shipping address.
 * - Shipping: free from FREE_SHIPPING_FROM per shop order, else SHIPPING_FEE; the service charge
 *   is 0 (no paid services yet); prices include VAT at the shipping market's rate.
 * Guests (tourists) check out like buyers.
 */
import * as v from 'valibot';
import { defineCall } from './define';
import { Id, LineInsurance, Money } from './common';
import { OrderAddress, TradeType } from './order';

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

/** Which lines or contract a render/submit is about, and where it goes. */
const ContractSource = {
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
  needPayAmt: Money,
  renderTradeOrderLineTOList: v.array(RenderTradeOrderLine),
});
export type RenderTradeOrder = v.InferOutput<typeof RenderTradeOrder>;

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
  needPayAmt: Money,
  skuAmt: Money,
  shippingAmtExcludeShopDiscount: Money,
  shippingDiscountAmt: Money,
  serviceChargeAmt: Money,
  insuranceAmt: Money,
  totalTaxAmt: Money,
  taxRate: v.number(),
  pointDeductionAmt: Money,
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
