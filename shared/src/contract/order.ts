import * as v from 'valibot';
import { defineCall } from './define';
import { Id, Money, page } from './common';

/** Spec (checkout-orderlist-points §9): the order list's default page size. */
export const ORDER_PAGE_SIZE = 5;

/** Spec: display statuses (both documents' lists, united). */
export const OrderDisplayStatus = v.picklist([
  'PENDING_PAY',
  'PENDING_DEPOSIT',
  'PENDING_BALANCE',
  'UN_DELIVERY',
  'UN_RECEIVED',
  'COMPLETE',
  'CLOSED',
  'CANCEL_ALL',
  'CANCELED',
]);
export type OrderDisplayStatus = v.InferOutput<typeof OrderDisplayStatus>;

/** NORMAL_POINT_REDEEM orders come from the points mall; NORMAL_SALE_CBE is cross-border. */
export const TradeType = v.picklist(['NORMAL_SALE_B2C', 'NORMAL_SALE_CBE', 'NORMAL_POINT_REDEEM']);
export type TradeType = v.InferOutput<typeof TradeType>;

export const FulfillmentType = v.picklist(['EXPRESS', 'SITE_SHIPPING', 'SITE_PICK_UP']);
/** Spec: PROCESSING and DONE both mean "in after-sales". */
export const ReverseStatus = v.picklist(['NOT_REQUESTED', 'PROCESSING', 'DONE']);

/** Every operation the storefront recognises (both documents' lists, united). */
export const ORDER_OPERATIONS = [
  'pay',
  'secondary_pay',
  'payDeposit',
  'payBalance',
  'buyerCancelBeforePay',
  'buyerCancelAfterPay',
  'confirm',
  'buyerPostponeConfirmDeadline',
  'checkExpressTrack',
  'buyerApplyReverse',
  'comment',
  'buyAgain',
  'toUse',
  'viewInvoice',
  'buyerCheckVATInvoice',
  'sendInvoiceEmail',
  'inviteToJoinGroup',
  'checkVerifyCode',
] as const;
export const OrderOperation = v.picklist(ORDER_OPERATIONS);
export type OrderOperation = v.InferOutput<typeof OrderOperation>;

/**
 * The server lists the operations an order offers. The answer carries plain strings so that an
 * operation added later does not break older clients: they show only the ones they know.
 */
export const OperationList = v.array(v.object({ operation: v.string() }));

export const SkuAttribute = v.object({ attrKey: v.string(), attrVal: v.string() });

/** The sku as it was when ordered (name, image and price do not follow later catalogue edits). */
export const OrderSku = v.object({
  id: Id,
  name: v.string(),
  image: v.string(),
  salePrc: Money,
  attributes: v.array(SkuAttribute),
  item: v.object({ id: Id, urlKey: v.string() }),
  marketingUnit: v.nullable(v.object({ unitName: v.string() })),
  skuUrlSuffix: v.nullable(v.string()),
});

export const OrderLine = v.object({
  id: Id,
  sku: OrderSku,
  tradeQty: v.number(),
  deliveredQty: v.number(),
  canCancelQty: v.number(),
  canReverseQty: v.number(),
  reverseStatus: ReverseStatus,
  campaignSubType: v.nullable(v.literal('PRESELL')),
  lineGroupTypeDict: v.nullable(v.picklist(['DIY_MAIN', 'DIY_CHILD'])),
  tradeOrderLineBusinessType: v.nullable(v.picklist(['GIFT', 'EXCHANGE'])),
  /** Expected delivery (YYYY-MM-DD). */
  expectDate: v.nullable(v.string()),
  /** Pre-sale: the balance may be paid from start to end (ISO times); deposit and balance per unit. */
  balancePaymentStartTime: v.nullable(v.string()),
  balancePaymentEndTime: v.nullable(v.string()),
  preSaleUnitAmount: v.nullable(Money),
  balanceSaleUnitAmount: v.nullable(Money),
  tradeOrderLinePrice: v.object({ skuAmt: Money, needPaySkuAmt: Money }),
});
export type OrderLine = v.InferOutput<typeof OrderLine>;

/** Spec: the order as the list shows it (ISO times; payDeadlineMillis is an epoch-millisecond deadline). */
export const Order = v.object({
  id: Id,
  /** The order number the buyer sees and searches for. */
  tradeOrderCode: v.string(),
  displayStatus: OrderDisplayStatus,
  tradeType: TradeType,
  fulfillmentType: FulfillmentType,
  reverseStatus: ReverseStatus,
  operationList: OperationList,
  shop: v.object({ id: Id, siteName: v.string() }),
  seller: v.object({ id: Id }),
  buyer: v.object({ id: Id }),
  tradeContract: v.object({ id: Id }),
  timeline: v.object({
    orderedTime: v.string(),
    paidTime: v.nullable(v.string()),
    depositPaidTime: v.nullable(v.string()),
  }),
  needPayAmt: Money,
  paidAmt: Money,
  skuAmt: Money,
  shippingAmt: Money,
  taxAmt: Money,
  skuTotalCount: v.number(),
  actualNeedPayPoints: v.number(),
  actualPaidPoints: v.number(),
  earnPoints: v.number(),
  /** Epoch milliseconds by which a PENDING_PAY order must be paid; null otherwise. */
  payDeadlineMillis: v.nullable(v.number()),
  /** Paid together with other orders of the same checkout (merged pay and cancel). */
  isInGroup: v.boolean(),
  outOrderId: v.nullable(v.string()),
  bizCode: v.nullable(v.string()),
  tradeOrderLineList: v.array(OrderLine),
});
export type Order = v.InferOutput<typeof Order>;

export const OrderAddress = v.object({
  firstName: v.string(),
  lastName: v.string(),
  personPhone: v.string(),
  email: v.nullable(v.string()),
  company: v.nullable(v.string()),
  poiName: v.string(),
  houseNo: v.nullable(v.string()),
  detailAddress: v.nullable(v.string()),
  postalCode: v.string(),
  city: v.string(),
  province: v.nullable(v.string()),
  country: v.string(),
  regionShortName: v.string(),
});
export type OrderAddress = v.InferOutput<typeof OrderAddress>;

export const OrderDetail = v.object({
  ...Order.entries,
  /** VAT rate in percent; amounts include it. */
  taxRate: v.number(),
  tradeContract: v.object({
    id: Id,
    selectedAddress: v.nullable(OrderAddress),
    billingAddress: v.nullable(OrderAddress),
  }),
  buyerEmail: v.nullable(v.string()),
  /** Invoiced when set; otherwise pending invoice. */
  invoiceUrl: v.nullable(v.string()),
  /** After-sales types the buyer may apply for now. */
  availableReverseTypes: v.array(v.string()),
});
export type OrderDetail = v.InferOutput<typeof OrderDetail>;

/** Spec: the list's filter keys and the display status each one means ('all' means any). */
export const ORDER_SEARCH_STATUS = {
  all: null,
  unpaid: 'PENDING_PAY',
  unshipped: 'UN_DELIVERY',
  unreceived: 'UN_RECEIVED',
  finished: 'COMPLETE',
  canceled: 'CANCEL_ALL',
} as const satisfies Record<string, OrderDisplayStatus | null>;
export const OrderSearchStatus = v.picklist(['all', 'unpaid', 'unshipped', 'unreceived', 'finished', 'canceled']);
export type OrderSearchStatus = v.InferOutput<typeof OrderSearchStatus>;

/**
 * Spec time ranges. Decided here: 3m = ordered in the last 3 months, ty = since 1 January of this
 * year, ly = during last calendar year, lta ("last-time-all") = any time, same as omitting it.
 */
export const OrderTimespan = v.picklist(['3m', 'ty', 'ly', 'lta']);
export type OrderTimespan = v.InferOutput<typeof OrderTimespan>;

export const DeviceSource = v.optional(v.literal('PC'), 'PC');

export const pageOrders = defineCall({
  method: 'POST',
  path: '/sapi/mall-order/web/order/pageTradeOrderForBuyer',
  request: v.object({
    /** Matches the order number or a product name, ignoring case. */
    keyword: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(100, 'order.keywordTooLong'))),
    searchStatus: v.optional(OrderSearchStatus, 'all'),
    timespan: v.optional(OrderTimespan),
    pageNo: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1)), 1),
    pageSize: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(50)), ORDER_PAGE_SIZE),
    /**
     * Decided here: omitted = the buyer's own shopping (NORMAL_SALE_B2C and NORMAL_SALE_CBE);
     * the points-mall tab asks for NORMAL_POINT_REDEEM.
     */
    tradeType: v.optional(TradeType),
    deviceSource: DeviceSource,
  }),
  response: page(Order),
  safeToRetry: true,
});

export const OrderStatusCount = v.object({
  displayOrderStatus: v.picklist(['ALL_ORDER', ...OrderDisplayStatus.options]),
  quantity: v.number(),
});

/** One entry per status (zeros included), ALL_ORDER first; the same tradeType rule as the list. */
export const orderStatusCounts = defineCall({
  method: 'POST',
  path: '/sapi/mall-order/web/order/queryOrderQuantityForStatusBuyer',
  request: v.optional(v.object({ deviceSource: DeviceSource, tradeType: v.optional(TradeType) }), {}),
  response: v.array(OrderStatusCount),
  safeToRetry: true,
});

/** Another buyer's order answers 404, as if it did not exist. */
export const orderDetail = defineCall({
  method: 'POST',
  path: '/sapi/mall-order/web/order/libquerytradeorderdetailbyidforbuyer',
  request: v.object({ id: Id, outTradeOrderCode: v.optional(v.string()) }),
  response: OrderDetail,
  safeToRetry: true,
});
