import * as v from 'valibot';
import { defineCall } from './define';
import { Id, Money, page } from './common';
import { OperationList, SkuAttribute } from './order';
import { UploadedImageUrl } from './media';

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

/**
 * Not shown: the transitions between the statuses and each one's label and icon. Decided: the
 * transitions are mall-api's state-machine table (src/domain/reverseStateMachine.ts TRANSITIONS:
 * buyer, seller and system events), each status is shown as a translated word (mfe-aftersales
 * `status.*`) without an icon, because one table keeps server and screens in step, and a word
 * reads in every language where an icon would need one anyway.
 */
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

/** Spec (reverse line): sourceTypeDice PREFERENTIAL_GIFT marks a gift that came free with the order. */
export const ReverseLineSource = v.nullable(v.literal('PREFERENTIAL_GIFT'));

/**
 * Spec §3, reverse line. The screens show per line: picture and name linking to the product
 * (/product/<urlKey><skuUrlSuffix>), attributes, unit price, reversed quantity with the unit
 * (marketingUnit, e.g. kg for goods sold by weight) and the gift mark.
 */
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
    marketingUnit: v.nullable(v.object({ unitName: v.string() })),
    skuUrlSuffix: v.nullable(v.string()),
  }),
  tradeOrderLine: v.object({ id: Id, tradeOrderLineBusinessType: v.nullable(v.picklist(['GIFT', 'EXCHANGE'])) }),
  sourceTypeDice: ReverseLineSource,
});
export type ReverseOrderLine = v.InferOutput<typeof ReverseOrderLine>;

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

/**
 * The buyer's after-sales orders, newest first. Not shown: its path; decided
 * /sapi/mall-order/web/reverseorder/querypage, beside the spec's other reverseorder calls.
 */
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
  /** SALE_EXCHANGE: the sku wanted instead (from exchangeItemInfo); absent: the same sku again. */
  derivativeSku: v.optional(v.object({ id: Id })),
});

const ChosenLines = v.pipe(
  v.array(ReverseLineChoice),
  v.minLength(1, 'aftersales.noProductChosen'),
  v.maxLength(100),
);

/**
 * The apply detail for the chosen lines: how much may be refunded at most (sum of what the chosen
 * units cost; shipping is not refunded), the reasons and the types open for the order now.
 * Lines may be omitted (then: every line still reversible, at its full open quantity). DIY child
 * lines (parts of an assembled product) are never listed nor accepted: the DIY main line stands for them.
 * Decided (issue 31): a gift line (PREFERENTIAL_GIFT, refunds nothing) is kept by the buyer on a
 * refund, return or exchange, so it is listed and accepted only in a cancel before delivery, which
 * takes it like every other line (it is not shipped).
 */
export const renderReverseApply = defineCall({
  method: 'POST',
  path: '/api/trantor/flow/trade_RenderReverseTradeOrderForApplyFlow',
  request: v.object({
    tradeOrder: v.object({ id: Id }),
    reverseTradeOrderType: v.optional(ReverseOrderType),
    reverseTradeOrderLineList: v.optional(v.pipe(v.array(ReverseLineChoice), v.maxLength(100))),
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
        /** What the form shows of the line (issue 12: the apply page has only the ids): as a reverse line shows it. */
        sku: v.object({
          name: v.string(),
          image: v.string(),
          attributes: v.array(SkuAttribute),
          item: v.object({ id: Id, urlKey: v.string() }),
          businessTypeDict: v.nullable(v.string()),
          marketingUnit: v.nullable(v.object({ unitName: v.string() })),
          skuUrlSuffix: v.nullable(v.string()),
        }),
        sourceTypeDice: ReverseLineSource,
        /** Quantities move in steps of this (goods sold by weight); 1 otherwise. */
        adjustStep: v.number(),
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
  /**
   * Evidence images already uploaded with mediaCalls.uploadEvidenceImage (their URLs; each checked
   * by its bytes and at most 1M there), at most 6; mall-api takes only the caller's own evidence uploads.
   */
  images: v.optional(v.pipe(v.array(UploadedImageUrl), v.maxLength(REVERSE_IMAGES_MAX, 'aftersales.tooManyImages')), []),
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

// ---- Issue 12: the detail, the buyer's actions, carriers and tracking ----

/**
 * The buyer's after-sales actions. REVERSE_OPERATIONS above lists them; mall-api derives each
 * reverse order's operationList from its state machine (domain/reverseStateMachine.ts).
 */
export const ReverseErrorCode = {
  /** The action is not offered in the application's status (409). */
  transitionNotAllowed: 'REVERSE_TRANSITION_NOT_ALLOWED',
} as const;

/** Spec: who made a fulfilment entry of a reverse order: the buyer sending back, the seller shipping the replacement. */
export const OperaterType = v.picklist(['USER', 'SELLER']);
export type OperaterType = v.InferOutput<typeof OperaterType>;

/** A carrier (spec: id, entityName, entityCode). */
export const Carrier = v.object({ id: Id, entityName: v.string(), entityCode: v.string() });
export type Carrier = v.InferOutput<typeof Carrier>;

/** Spec: a parcel sent for an after-sales order; SEND_DELIVERY entries are the ones shown as logistics. */
export const ReverseFulfilment = v.object({
  id: Id,
  fulfillmentProgressStatus: v.picklist(['SEND_DELIVERY', 'SIGN_IN', 'CANCEL']),
  /** The tracking number. */
  serviceCode: v.string(),
  fulfillmentServiceProvider: v.object({ id: Id, entityName: v.string(), entityCode: v.string() }),
  operaterType: OperaterType,
  createdAt: v.string(),
});
export type ReverseFulfilment = v.InferOutput<typeof ReverseFulfilment>;

/** The exchange item of a SALE_EXCHANGE line (spec: derivativeSku). */
export const DerivativeSku = v.object({ id: Id, name: v.string(), image: v.string(), attributes: v.array(SkuAttribute), salePrc: Money });
export type DerivativeSku = v.InferOutput<typeof DerivativeSku>;

/**
 * One entry of the application's history (spec: remarkList; its shape is not shown). `event` is
 * the state machine's transition (translated by the storefront), `actor` who took it.
 */
export const ReverseRemark = v.object({
  event: v.string(),
  actor: v.picklist(['BUYER', 'SELLER', 'SYSTEM']),
  toStatus: ReverseOrderStatus,
  /** What the actor wrote (a rejection reason), when anything. */
  text: v.nullable(v.string()),
  createdAt: v.string(),
});

export const ReverseOrderDetailLine = v.object({
  ...ReverseOrderLine.entries,
  derivativeSku: v.nullable(DerivativeSku),
});

/** Spec §3, after-sales order: the detail of one application. */
export const ReverseOrderDetail = v.object({
  ...ReverseOrderSummary.entries,
  reverseTradeOrderLineList: v.array(ReverseOrderDetailLine),
  tradeContract: v.object({ createdAt: v.string() }),
  seller: v.object({ id: Id, siteName: v.string() }),
  reverseNotes: v.object({ reverseReason: v.nullable(v.string()), reverseText: v.nullable(v.string()), auditRejectReason: v.nullable(v.string()) }),
  /** Where the goods go back (shown with WAITING_FOR_BUYER_RETURN); null when nothing goes back. */
  returnAddress: v.nullable(v.object({ detailAddress: v.string(), districtList: v.array(v.object({ name: v.string() })), contactName: v.string(), contactPhone: v.string() })),
  remarkList: v.array(ReverseRemark),
  actualRefundShippingAmt: v.nullable(Money),
  sellerConfirmRefundShippingAmt: v.nullable(Money),
  /** Spec field, meaning not shown: decided that an exchange is never turned into a return here, so always false. */
  changeToReturn: v.boolean(),
  /** The evidence images the buyer sent with the application (their URLs). */
  evidenceImages: v.array(v.string()),
  fulfillmentProgressList: v.array(ReverseFulfilment),
});
export type ReverseOrderDetail = v.InferOutput<typeof ReverseOrderDetail>;

const ById = v.object({ id: Id });
/** What an action answers: the application's new status (the storefront then reloads the detail). */
export const ReverseMoved = v.object({ id: Id, reverseTradeOrderStatus: ReverseOrderStatus });
export type ReverseMoved = v.InferOutput<typeof ReverseMoved>;

/** Spec: the after-sales detail. A guest (tourist) reads their own too. */
export const queryReverseById = defineCall({
  method: 'POST',
  path: '/sapi/mall-order/web/reverseorder/querybyid',
  request: ById,
  response: ReverseOrderDetail,
  safeToRetry: true,
});

/** Spec: cancel the application (payload not shown; decided {id}). Frees its lines for a new one. */
export const cancelReverse = defineCall({
  method: 'POST',
  path: '/api/trantor/flow/trade_CancelReverseTradeOrderForReturnOrExchangeFlow',
  request: ById,
  response: ReverseMoved,
});

/** Spec: confirm receipt of the replacement (payload not shown; decided {id}). */
export const confirmExchangeReceived = defineCall({
  method: 'POST',
  path: '/api/trantor/flow/trade_ConfirmReverseTradeOrderExchangeSkuFlow',
  request: ById,
  response: ReverseMoved,
});

/** Spec: tracking numbers are letters and digits only (请输入正确的物流单号). Decided: at most 40. */
export const TRACKING_NUMBER_PATTERN = /^[A-Za-z0-9]+$/;
export const TrackingNumber = v.pipe(
  v.string(),
  v.trim(),
  v.nonEmpty('aftersales.trackingRequired'),
  v.maxLength(40, 'aftersales.trackingInvalid'),
  v.regex(TRACKING_NUMBER_PATTERN, 'aftersales.trackingInvalid'),
);

/**
 * Spec: send the goods back: one parcel (carrier + tracking number), returnMode SELF_DELIVERY.
 * Not shown (the spec swallows a failed send-back silently): decided, a failure is shown on the
 * form, which keeps the carrier and number, because a buyer who believes the parcel was registered
 * waits for a refund that never comes.
 */
export const postBackReverse = defineCall({
  method: 'POST',
  path: '/api/trantor/flow/trade_PostBackReverseTradeOrderFlow',
  request: v.object({
    id: Id,
    fulfillmentProgressList: v.pipe(
      v.array(v.object({ serviceCode: TrackingNumber, fulfillmentServiceProvider: v.object({ id: v.pipe(v.number('aftersales.carrierRequired'), v.integer(), v.minValue(1), v.maxValue(2_147_483_647)) }) })),
      v.minLength(1, 'aftersales.oneParcel'),
      v.maxLength(1, 'aftersales.oneParcel'),
    ),
    returnMode: v.literal('SELF_DELIVERY'),
  }),
  response: ReverseMoved,
});

/**
 * Spec: the exchange item ([{diyItemId}]): the skus of an item, and which of them the buyer's
 * order line may be exchanged for. Decided: an exchange is for a sku of the line's own item at the
 * same price (no top-up or partial refund), in stock; the answer lists all skus of the item with
 * `exchangeable` (none for another item than the line's). The line must be the caller's (404).
 */
export const exchangeItemInfo = defineCall({
  method: 'POST',
  path: '/api/trantor/flow/bbc_trade_B2cListItemInfoForExchangeOrRessiueFlow',
  request: v.object({ diyItemId: Id, tradeOrderLineId: Id }),
  response: v.object({
    item: v.object({ id: Id, name: v.string() }),
    skus: v.array(v.object({ ...DerivativeSku.entries, exchangeable: v.boolean() })),
  }),
  safeToRetry: true,
});

/**
 * Spec: "a carrier-list call returns carriers; its path prefix is site-specific and the payload
 * is not shown". Decided: POST /sapi/mall-order/web/reverseorder/carriers with an empty object
 * (the site is the server's own), the carriers in display order.
 */
export const listCarriers = defineCall({
  method: 'POST',
  path: '/sapi/mall-order/web/reverseorder/carriers',
  request: v.object({}),
  response: v.array(Carrier),
  safeToRetry: true,
});

/** Spec: a logistics entry of the tracking call. formatTime is for display, originTime ISO. */
export const WaybillEntry = v.object({ formatTime: v.string(), context: v.string(), originTime: v.string() });
export type WaybillEntry = v.InferOutput<typeof WaybillEntry>;

/**
 * Spec: GET …/waybill/query?carrierCompanyCode&wayBillNumber; newest first, empty when the carrier
 * has nothing yet (暂时没有物流信息). mall-api answers from its tracking source (one module).
 * Not shown: whether tracking is asked per application or per parcel. Decided: per parcel (one call
 * per carrier and tracking number, each parcel shown with its own timeline), because the parcels of
 * one return may travel with different carriers.
 */
export const queryWaybill = defineCall({
  method: 'GET',
  path: '/api/tms/web/express/track/waybill/query',
  request: v.object({
    carrierCompanyCode: v.pipe(v.string(), v.trim(), v.nonEmpty('aftersales.carrierRequired'), v.maxLength(40)),
    wayBillNumber: TrackingNumber,
  }),
  response: v.array(WaybillEntry),
  safeToRetry: true,
});
