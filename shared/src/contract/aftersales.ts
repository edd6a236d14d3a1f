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
