import * as v from 'valibot';
import { defineCall } from './define';
import { Id, LineInsurance, Money, page } from './common';

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

/** REVERSE_REISSUE: an order the seller created to reissue goods (no payment of its own). */
export const TradeOrderBusinessType = v.picklist(['NORMAL', 'REVERSE_REISSUE']);
/**
 * Decided here (the spec names the field only): what was sold. SERVICE orders carry serviceDetail and
 * use details; COUPON orders carry vouchers on their lines (toUse opens /buyer/my-coupons).
 */
export const ItemBusinessType = v.picklist(['NORMAL', 'SERVICE', 'COUPON']);
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
  /** 'weight': sold by weight (quantities move by adjustStep); null or absent: by the piece. */
  businessTypeDict: v.optional(v.nullable(v.string())),
  /** Goods sold by weight move in steps of this many units (issue 12, after-sales quantities); absent: 1. */
  adjustStep: v.optional(v.number()),
});

/**
 * Spec: NOT_USED or USED. Decided (issue 31): VOIDED, a voucher whose line was refunded before it was
 * used; it can no longer be used and is listed with the used ones, marked as voided.
 */
export const VoucherStatus = v.picklist(['NOT_USED', 'USED', 'VOIDED']);

/** Spec: a voucher (coupon code) bought with an order line; NOT_USED ones are offered by toUse. */
export const LineCoupon = v.object({
  couponCode: v.string(),
  couponsPassword: v.nullable(v.string()),
  usedStatus: VoucherStatus,
  usedTime: v.nullable(v.string()),
  /** Decided here: the last day it can be used (YYYY-MM-DD), null when it does not expire. */
  validUntil: v.nullable(v.string()),
});
export type LineCoupon = v.InferOutput<typeof LineCoupon>;

/** A DIY (assembled) product's child line, listed on its DIY_MAIN line (it is also a DIY_CHILD line of the order). */
export const DiySkuLine = v.object({
  id: Id,
  sku: v.object({ id: Id, name: v.string(), image: v.string(), attributes: v.array(SkuAttribute) }),
  tradeQty: v.number(),
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
  /** Children of a DIY_MAIN line; empty otherwise. */
  diySkuLineList: v.array(DiySkuLine),
  /** DIY_SLAVE: the part of a DIY product (hidden in after-sales); SERVICE / COUPON as on the order. */
  itemBusinessType: v.nullable(v.picklist(['DIY_SLAVE', 'SERVICE', 'COUPON'])),
  /** GIFT lines are free (sale price 0) and are not bought again. */
  tradeOrderLineBusinessType: v.nullable(v.picklist(['GIFT', 'EXCHANGE'])),
  /** Expected delivery (YYYY-MM-DD); with expectDateBegin a window. */
  expectDate: v.nullable(v.string()),
  expectDateBegin: v.nullable(v.string()),
  /**
   * How the expected delivery is told: RELATIVE_TIME = `duration` days after the balance is paid
   * (the pre-sale banner says "in N days"), ABSOLUTE_TIME = the date expectDate.
   */
  deliveryTimeType: v.nullable(v.picklist(['RELATIVE_TIME', 'ABSOLUTE_TIME'])),
  duration: v.nullable(v.number()),
  /** Pre-sale kind: DEPOSIT (deposit then balance) or FULL (paid at once, shipped later). */
  preSaleEventType: v.nullable(v.picklist(['DEPOSIT', 'FULL'])),
  /** Pre-sale: the balance may be paid from start to end (ISO times); deposit and balance per unit. */
  balancePaymentStartTime: v.nullable(v.string()),
  balancePaymentEndTime: v.nullable(v.string()),
  preSaleUnitAmount: v.nullable(Money),
  balanceSaleUnitAmount: v.nullable(Money),
  insurance: v.nullable(LineInsurance),
  tradeOrderLineCouponsBOList: v.array(LineCoupon),
  tradeOrderLinePrice: v.object({
    /** salePrc × tradeQty */
    skuAmt: Money,
    /** what the line costs after discounts (0 for points orders and gifts) */
    needPaySkuAmt: Money,
    skuDiscountTotalAmt: Money,
    pointDeductionAmt: Money,
    actualNeedPayPoints: v.number(),
    actualPaidPoints: v.number(),
  }),
});
export type OrderLine = v.InferOutput<typeof OrderLine>;

/**
 * A pre-sale's two payments (spec: a deposit stage, then a balance stage), decided by the server:
 * the deposit its first payment charges, the balance paid later, from balancePaymentStartTime to
 * balancePaymentEndTime (ISO instants).
 */
export const PreSaleDue = v.object({
  depositAmt: Money,
  balanceAmt: Money,
  balancePaymentStartTime: v.string(),
  balancePaymentEndTime: v.string(),
});
export type PreSaleDue = v.InferOutput<typeof PreSaleDue>;

/** Spec: the order as the list shows it (ISO times; payDeadlineMillis is an epoch-millisecond deadline). */
export const Order = v.object({
  id: Id,
  /** The order number the buyer sees and searches for. */
  tradeOrderCode: v.string(),
  displayStatus: OrderDisplayStatus,
  tradeType: TradeType,
  tradeOrderBusinessType: TradeOrderBusinessType,
  itemBusinessType: ItemBusinessType,
  fulfillmentType: FulfillmentType,
  reverseStatus: ReverseStatus,
  /** Only the operations legal in the order's state; the server refuses the others. */
  operationList: OperationList,
  /** After-sales types the buyer may apply for now (empty when none). */
  availableReverseTypes: v.array(v.string()),
  shop: v.object({ id: Id, siteName: v.string(), shopChannelType: v.nullable(v.string()), siteAddress: v.nullable(v.string()) }),
  seller: v.object({ id: Id }),
  buyer: v.object({ id: Id }),
  tradeContract: v.object({ id: Id }),
  timeline: v.object({
    orderedTime: v.string(),
    paidTime: v.nullable(v.string()),
    depositPaidTime: v.nullable(v.string()),
  }),
  /**
   * Amounts (VAT included). needPayAmt = skuAmt + shippingAmt + serviceChargeAmt + insuranceAmt
   * - shopDiscountAmt - orderDiscountAmt - platformCouponDiscountAmt - pointDiscountAmount;
   * taxAmt is its VAT part. paidAmt is what was paid so far (the deposit only, while PENDING_BALANCE).
   */
  needPayAmt: Money,
  paidAmt: Money,
  skuAmt: Money,
  shippingAmt: Money,
  taxAmt: Money,
  serviceChargeAmt: Money,
  insuranceAmt: Money,
  shopDiscountAmt: Money,
  orderDiscountAmt: Money,
  platformCouponDiscountAmt: Money,
  pointDiscountAmount: Money,
  skuTotalCount: v.number(),
  actualNeedPayPoints: v.number(),
  actualPaidPoints: v.number(),
  /** Points this order earns (also sent when the site has points off: check the site flag). */
  earnPoints: v.number(),
  /** Epoch milliseconds by which a PENDING_PAY (or PENDING_DEPOSIT) order must be paid, else it closes; null otherwise. */
  payDeadlineMillis: v.nullable(v.number()),
  /** Paid together with other orders of the same checkout (merged pay and cancel); the group is tradeContract.id. */
  isInGroup: v.boolean(),
  /** How many orders the checkout group (trade contract) holds, this one included (1 when not in a group). */
  groupOrderCount: v.number(),
  /** Set for orders from an external channel: no product links are offered then. */
  outOrderId: v.nullable(v.string()),
  bizCode: v.nullable(v.string()),
  /** Service orders: what was booked, until when and how many uses remain. */
  serviceDetail: v.nullable(
    v.object({
      serviceId: Id,
      serviceType: v.string(),
      serviceName: v.string(),
      shippingName: v.nullable(v.string()),
      contactNumber: v.nullable(v.string()),
      remark: v.nullable(v.string()),
    }),
  ),
  expirationTime: v.nullable(v.string()),
  serviceRemainingTimes: v.nullable(v.number()),
  /**
   * A deposit pre-sale (issue 30): the deposit (the lines' deposits, never above needPayAmt) and the
   * balance (the rest of needPayAmt) as the server charges them, with the balance's window; null otherwise.
   */
  preSale: v.nullable(PreSaleDue),
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
  /** Billing only (null elsewhere): tax code and EORI number. */
  taxCode: v.nullable(v.string()),
  eori: v.nullable(v.string()),
});
export type OrderAddress = v.InferOutput<typeof OrderAddress>;

/** Spec: a payment attempt of the contract (PAY_SUCCESS ones are shown in the payment info card). */
export const OrderPaymentRecord = v.object({
  recordStatus: v.string(),
  payChannel: v.string(),
  businessPayChannelCode: v.nullable(v.string()),
  paidTime: v.nullable(v.string()),
  amount: Money,
});
export type OrderPaymentRecord = v.InferOutput<typeof OrderPaymentRecord>;

export const InvoiceFile = v.object({ name: v.string(), url: v.string() });

export const OrderDetail = v.object({
  ...Order.entries,
  /** VAT rate in percent; amounts include it. */
  taxRate: v.number(),
  buyer: v.object({ id: Id, user: v.object({ nickname: v.nullable(v.string()), username: v.nullable(v.string()) }) }),
  tradeContract: v.object({
    id: Id,
    /**
     * Spec: payBalance pays directly when true; when false (the balance was never paid for before)
     * it opens /checkout?tradeContractId. Checkout sets it once the balance checkout was submitted.
     */
    notFirstTime: v.boolean(),
    selectedAddress: v.nullable(OrderAddress),
    billingAddress: v.nullable(OrderAddress),
    paymentOrderList: v.array(v.object({ paymentRecordBOList: v.array(OrderPaymentRecord) })),
  }),
  /** Where the invoice is resent: the form asks for an e-mail when buyerEmail is set, else a phone. */
  buyerEmail: v.nullable(v.string()),
  buyerPhone: v.nullable(v.string()),
  /** Spec: a files list. Invoiced when set; otherwise pending invoice. */
  invoiceUrl: v.nullable(v.array(InvoiceFile)),
  /** Benefits applied (discounts, coupons) and campaigns the order took part in. */
  tradeBenefitInfoTOS: v.array(v.object({ benefitType: v.string(), benefitName: v.string(), benefitAmt: Money })),
  activityList: v.array(v.object({ activityId: Id, activityName: v.string(), activityType: v.string() })),
  /** The site's points programme; earned points and growth are shown only when true. */
  pointsEnabled: v.boolean(),
  /** Growth value the order earns (null when the site has points off). */
  earnGrowthValue: v.nullable(v.number()),
});
export type OrderDetail = v.InferOutput<typeof OrderDetail>;

/**
 * Spec: the list's filter keys and the display statuses each one means ('all' means any). The spec
 * maps unpaid = PENDING_PAY and canceled = CANCEL_ALL. Decided here, beyond that mapping: a buyer
 * looks for what to pay under "Awaiting payment", so pre-sale orders awaiting their deposit
 * (PENDING_DEPOSIT) or balance (PENDING_BALANCE) are listed there too; orders cancelled before
 * payment (CANCELED, by the buyer) or closed unpaid at the pay deadline (CLOSED) are listed under
 * "Cancelled" with the orders cancelled after payment. A tab's count is the sum over its statuses.
 */
export const ORDER_SEARCH_STATUS = {
  all: null,
  unpaid: ['PENDING_PAY', 'PENDING_DEPOSIT', 'PENDING_BALANCE'],
  unshipped: ['UN_DELIVERY'],
  unreceived: ['UN_RECEIVED'],
  finished: ['COMPLETE'],
  canceled: ['CANCEL_ALL', 'CANCELED', 'CLOSED'],
} as const satisfies Record<string, readonly OrderDisplayStatus[] | null>;
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
export type OrderStatusCount = v.InferOutput<typeof OrderStatusCount>;

/** How many orders a list filter finds, from the per-status counts (ORDER_SEARCH_STATUS's grouping). */
export function countForSearchStatus(counts: readonly OrderStatusCount[], searchStatus: OrderSearchStatus): number {
  const statuses: readonly string[] = ORDER_SEARCH_STATUS[searchStatus] ?? ['ALL_ORDER'];
  return counts.filter((entry) => statuses.includes(entry.displayOrderStatus)).reduce((sum, entry) => sum + entry.quantity, 0);
}

/** One entry per status (zeros included), ALL_ORDER first; the same tradeType rule as the list. */
export const orderStatusCounts = defineCall({
  method: 'POST',
  path: '/sapi/mall-order/web/order/queryOrderQuantityForStatusBuyer',
  request: v.optional(v.object({ deviceSource: DeviceSource, tradeType: v.optional(TradeType) }), {}),
  response: v.array(OrderStatusCount),
  safeToRetry: true,
});

/**
 * Spec (orderdetail §7): the detail call "sends an application-key header". Decided here: the header
 * names the calling application, `application-key: mall-buyer-web` (one value for desktop and mobile;
 * a native app would get a key of its own). mall-api refuses the call without it, or with a key it
 * does not know: 400 APPLICATION_KEY_REQUIRED, message 'order.applicationKeyRequired'.
 */
export const APPLICATION_KEY_HEADER = 'application-key';
export const BUYER_WEB_APPLICATION_KEY = 'mall-buyer-web';
export const APPLICATION_KEY_REQUIRED = 'APPLICATION_KEY_REQUIRED';
/** The headers to pass with orderDetail: `api.call(orderDetail, input, { headers: orderDetailHeaders })`. */
export const orderDetailHeaders: Readonly<Record<string, string>> = { [APPLICATION_KEY_HEADER]: BUYER_WEB_APPLICATION_KEY };

/** Another buyer's order answers 404, as if it did not exist. Needs orderDetailHeaders (above). */
export const orderDetail = defineCall({
  method: 'POST',
  path: '/sapi/mall-order/web/order/libquerytradeorderdetailbyidforbuyer',
  request: v.object({ id: Id, outTradeOrderCode: v.optional(v.string()) }),
  response: OrderDetail,
  safeToRetry: true,
});
