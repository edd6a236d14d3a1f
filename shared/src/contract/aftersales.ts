import * as v from 'valibot';
import { defineCall } from './define';
import { Id, Money, page } from './common';
import { OperationList, SkuAttribute } from './order';

/** Spec (reviews-aftersales-cards-header §4): after-sales types. */
export const ReverseOrderType = v.picklist([
  'SALE_CANCEL_AFTER_PAID',
  'SALE_REFUND',
  'SALE_RETURN',
  'SALE_EXCHANGE',
  'PURCHASE_RETURN',
  'SALE_CANCEL_BEFORE_DELIVERY',
]);
export type ReverseOrderType = v.InferOutput<typeof ReverseOrderType>;

export const ReverseOrderStatus = v.picklist([
  'AS_APPLIED',
  'WAITING_FOR_AUDIT_BY_SELLER',
  'WAITING_FOR_BUYER_RETURN',
  'WAITING_FOR_QC_DONE',
  'WAITING_FOR_REFUND',
  'WAITING_FOR_SELLER_SHIP',
  'WAITING_FOR_BUYER_CONFIRMED',
  'REFUND_PENDING',
  'REFUND_DONE',
  'REVERSE_DONE',
  'REVERSE_CANCELED',
  'REFUND_FAIL',
  'REVERSE_CLOSE',
]);
export type ReverseOrderStatus = v.InferOutput<typeof ReverseOrderStatus>;

/**
 * Not shown in the spec: the names of the buyer's after-sales actions. The detail screen shows a
 * button only for an operation listed here by the server.
 */
export const REVERSE_OPERATIONS = [
  'buyerCancelReverse',
  'buyerPostBack',
  'buyerConfirmExchange',
  'viewRejectReason',
  'checkReverseLogistics',
] as const;
export const ReverseOperation = v.picklist(REVERSE_OPERATIONS);
export type ReverseOperation = v.InferOutput<typeof ReverseOperation>;

export const ReverseOrderLine = v.object({
  id: Id,
  reverseQty: v.number(),
  applyRefundAmt: Money,
  sku: v.object({
    id: Id,
    name: v.string(),
    image: v.string(),
    salePrc: Money,
    attributes: v.array(SkuAttribute),
    item: v.object({ id: Id, urlKey: v.string() }),
  }),
  tradeOrderLine: v.object({ id: Id }),
});

export const ReverseOrderSummary = v.object({
  id: Id,
  reverseTradeOrderCode: v.string(),
  createdAt: v.string(),
  reverseTradeOrderType: ReverseOrderType,
  reverseTradeOrderStatus: ReverseOrderStatus,
  tradeOrder: v.object({ id: Id, tradeOrderCode: v.string(), timeline: v.object({ orderedTime: v.string() }) }),
  shopId: Id,
  skuTotalCount: v.number(),
  applyRefundAmt: Money,
  actualRefundAmt: v.nullable(Money),
  reverseReason: v.nullable(v.string()),
  reverseTradeOrderLineList: v.array(ReverseOrderLine),
  operationList: OperationList,
});
export type ReverseOrderSummary = v.InferOutput<typeof ReverseOrderSummary>;

/** Not shown in the spec ("a shared default"): decided 10, since pagination shows above 10. */
export const REVERSE_PAGE_SIZE = 10;

/** The buyer's after-sales orders, newest first. */
export const pageReverseOrders = defineCall({
  method: 'POST',
  path: '/sapi/mall-order/web/reverseorder/querypage',
  request: v.object({
    /** Matches the after-sales number, the order number or a product name, ignoring case. */
    keyword: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(100, 'aftersales.keywordTooLong'))),
    pageNo: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1)), 1),
    pageSize: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(50)), REVERSE_PAGE_SIZE),
    tradeOrderId: v.optional(Id),
    skuId: v.optional(Id),
  }),
  response: page(ReverseOrderSummary),
  safeToRetry: true,
});

// ---- Applying for after-sales (issue 3: the order list's apply modal and the order actions) ----

/**
 * Not shown in the spec: the reasons a buyer may give. Codes, translated by the storefront
 * (`reverseReason.<CODE>`); the apply detail lists the ones allowed for the type.
 */
export const REVERSE_REASONS = [
  'DAMAGED',
  'NOT_AS_DESCRIBED',
  'MISSING_PARTS',
  'WRONG_ITEM',
  'QUALITY_PROBLEM',
  'NOT_RECEIVED',
  'LATE_DELIVERY',
  'NO_LONGER_NEEDED',
  'ORDERED_BY_MISTAKE',
  'OTHER',
] as const;
export const ReverseReason = v.picklist(REVERSE_REASONS, 'aftersales.reasonRequired');
export type ReverseReason = v.InferOutput<typeof ReverseReason>;

/** Spec limits of the after-sales form. */
export const REVERSE_NOTES_MAX = 500;
export const REVERSE_IMAGES_MAX = 6;

/** An order line and how many of its units (1..canReverseQty). */
export const ReverseLineChoice = v.object({
  tradeOrderLine: v.object({ id: Id }),
  reverseQty: v.pipe(v.number(), v.integer('aftersales.qtyInvalid'), v.minValue(1, 'aftersales.qtyMin')),
});

const ChosenLines = v.pipe(
  v.array(ReverseLineChoice),
  v.minLength(1, 'aftersales.noProductChosen'),
  v.maxLength(100),
);

/**
 * The apply detail for the chosen lines: how much may be refunded at most (sum of what the chosen
 * units cost; shipping is not refunded), the reasons and the types open for the order now.
 * Lines may be omitted (then: every line still reversible, at its full open quantity).
 */
export const renderReverseApply = defineCall({
  method: 'POST',
  path: '/api/trantor/flow/trade_RenderReverseTradeOrderForApplyFlow',
  request: v.object({
    tradeOrder: v.object({ id: Id }),
    reverseTradeOrderType: v.optional(ReverseOrderType),
    reverseTradeOrderLineList: v.optional(v.array(ReverseLineChoice)),
  }),
  response: v.object({
    availableRefundAmt: Money,
    availableReverseReasons: v.array(ReverseReason),
    availableReverseTypes: v.array(ReverseOrderType),
    /** Every line of the order that can be applied for now, with its limit and unit amount. */
    lines: v.array(
      v.object({
        tradeOrderLine: v.object({ id: Id }),
        canReverseQty: v.number(),
        /** What one unit cost (refund per unit). */
        unitAmt: Money,
      }),
    ),
  }),
  safeToRetry: true,
});

/**
 * One application: the order, the chosen lines with quantities, a reason, notes, evidence images
 * and (refund and return) the amount asked for, at most availableRefundAmt with 2 decimals.
 * Exchange sends no amount. Cancel before delivery must list every line with a cancellable
 * quantity at its full quantity (the server refuses otherwise) and is refunded in full.
 */
export const ReverseApplication = v.object({
  tradeOrder: v.object({ id: Id }),
  reverseTradeOrderLineList: ChosenLines,
  reverseReason: ReverseReason,
  reverseText: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(REVERSE_NOTES_MAX, 'aftersales.notesTooLong'))),
  applyRefundAmt: v.optional(
    v.object({
      value: v.pipe(
        v.number('aftersales.refundRequired'),
        v.minValue(0, 'aftersales.refundMin'),
        v.check((n) => Math.abs(n * 100 - Math.round(n * 100)) < 1e-6, 'aftersales.refundDecimals'),
      ),
    }),
  ),
  /** Evidence images already uploaded (their URLs), at most 6. */
  images: v.optional(v.pipe(v.array(v.pipe(v.string(), v.maxLength(500))), v.maxLength(REVERSE_IMAGES_MAX, 'aftersales.tooManyImages')), []),
});
export type ReverseApplication = v.InferInput<typeof ReverseApplication>;

/** What an application (or a cancel after pay) created. */
export const ReverseOrderCreated = v.object({
  id: Id,
  reverseTradeOrderCode: v.string(),
  reverseTradeOrderType: ReverseOrderType,
  reverseTradeOrderStatus: ReverseOrderStatus,
});
export type ReverseOrderCreated = v.InferOutput<typeof ReverseOrderCreated>;

/** Spec: one create call per type (bodies are [payload]). */
export const applyRefundOnly = defineCall({
  method: 'POST',
  path: '/api/trantor/flow/trade_InitiateReverseOrderOnlyRefundFlow',
  request: ReverseApplication,
  response: ReverseOrderCreated,
});
export const applyReturn = defineCall({
  method: 'POST',
  path: '/api/trantor/flow/trade_InitiateReverseTradeOrderForReturnFlow',
  request: ReverseApplication,
  response: ReverseOrderCreated,
});
export const applyExchange = defineCall({
  method: 'POST',
  path: '/api/trantor/flow/trade_InitiateReverseTradeOrderForExchangeFlow',
  request: ReverseApplication,
  response: ReverseOrderCreated,
});
export const applyCancelBeforeDelivery = defineCall({
  method: 'POST',
  path: '/api/trantor/flow/bbc_trade_InitiateReverseTradeOrderForCancelUnDeliveryFlow',
  request: ReverseApplication,
  response: ReverseOrderCreated,
});

/** The apply call of each type the buyer can choose (the storefront picks by asType). */
export const APPLY_CALL_BY_TYPE = {
  SALE_REFUND: applyRefundOnly,
  SALE_RETURN: applyReturn,
  SALE_EXCHANGE: applyExchange,
  SALE_CANCEL_BEFORE_DELIVERY: applyCancelBeforeDelivery,
} as const;

/**
 * Spec: "after-sales lookup by order and sku" (payload not shown; decided: the order and, to
 * narrow it, a sku or an order line). The buyer's after-sales orders touching them, newest first:
 * one opens its detail, several open a chooser.
 */
export const queryReverseByOrderSku = defineCall({
  method: 'POST',
  path: '/sapi/mall-order/web/reverseorder/querybyordersku',
  request: v.object({ tradeOrderId: Id, skuId: v.optional(Id), tradeOrderLineId: v.optional(Id) }),
  response: v.array(ReverseOrderSummary),
  safeToRetry: true,
});
