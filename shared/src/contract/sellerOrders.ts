/**
 * The seller API for fulfilment (issue 31): what a back-office (or a carrier's delivery event) calls
 * so that a paid order moves on: ship it in one or more packages, deliver a package, or have a
 * pick-up order ready at the shop. Each is a transition of the order state machine
 * (mall-api/src/domain/orderState.ts SELLER_ORDER_TRANSITIONS). Every call needs a logged-in seller
 * (403 otherwise, 401 without a session) and acts only on orders of the seller's own shops (404 for
 * any other, so ids of other shops are not revealed). Refusals are 409 with a message key
 * (`SellerOrderMessage`); the storefront never shows them, a back-office does.
 */
import * as v from 'valibot';
import { defineCall } from './define';
import { Id, page } from './common';
import { Carrier, TrackingNumber } from './aftersales';
import { OrderDisplayStatus } from './order';
import { FulfillmentProgressStatus } from './orderAction';

/** 409 message keys of the fulfilment calls. */
export const SellerOrderMessage = {
  /** The order's state has no such transition (e.g. shipping an unpaid, cancelled or pick-up order). */
  transitionNotAllowed: 'fulfilment.transitionNotAllowed',
  /** Every unit of the order (or of a named line) is already in a package. */
  alreadyShipped: 'fulfilment.alreadyShipped',
  /** A line asked for more units than are left to ship (ordered − shipped − in after-sales). */
  moreThanOrdered: 'fulfilment.moreThanOrdered',
  /** A line id that is not a line of this order. */
  lineNotInOrder: 'fulfilment.lineNotInOrder',
  /** The package is not this order's, or not on its way (not shipped, delivered already or signed). */
  packageNotOnItsWay: 'fulfilment.packageNotOnItsWay',
  /** An unknown carrier id. */
  unknownCarrier: 'fulfilment.unknownCarrier',
} as const;

/** Decided: the buyer has 10 days from delivery to confirm receipt (plus a postponement); then it is confirmed for them. */
export const CONFIRM_RECEIPT_DAYS = 10;

/** At most this many lines in one package call (an order has far fewer). */
export const MAX_PACKAGE_LINES = 100;

const PageNo = v.optional(v.pipe(v.number(), v.integer(), v.minValue(1)), 1);
const PageSize = v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(50)), 20);

/** One order of the seller's shop: what a back-office needs to ship it. */
export const SellerOrder = v.object({
  id: Id,
  tradeOrderCode: v.string(),
  displayStatus: OrderDisplayStatus,
  fulfillmentType: v.picklist(['EXPRESS', 'SITE_SHIPPING', 'SITE_PICK_UP']),
  shop: v.object({ id: Id }),
  orderedTime: v.string(),
  paidTime: v.nullable(v.string()),
  lines: v.array(
    v.object({
      id: Id,
      sku: v.object({ id: Id, name: v.string() }),
      tradeQty: v.number(),
      /** units in a package already */
      shippedQty: v.number(),
      /** units still to ship: ordered − shipped − in an open or finished after-sales order */
      toShipQty: v.number(),
    }),
  ),
  packages: v.array(
    v.object({
      id: Id,
      fulfillmentProgressStatus: FulfillmentProgressStatus,
      carrier: v.object({ id: v.number(), entityName: v.string() }),
      serviceCode: v.string(),
      shippedTime: v.string(),
      deliveredTime: v.nullable(v.string()),
      confirmDeadlineTime: v.nullable(v.string()),
    }),
  ),
});
export type SellerOrder = v.InferOutput<typeof SellerOrder>;

/** The shop's orders, newest first, optionally by status (e.g. UN_DELIVERY: what waits to be shipped). */
export const pageSellerOrders = defineCall({
  method: 'POST',
  path: '/seller-api/orders/page',
  request: v.object({ status: v.optional(OrderDisplayStatus), pageNo: PageNo, pageSize: PageSize }),
  response: page(SellerOrder),
  safeToRetry: true,
});

/** What a transition answers: the order's status after it and the packages it touched. */
export const OrderMoved = v.object({ id: Id, displayStatus: OrderDisplayStatus, packageIds: v.array(Id) });
export type OrderMoved = v.InferOutput<typeof OrderMoved>;

/**
 * Ship the whole order (every unit left to ship), or the given lines, as one package with its
 * carrier and tracking number. Several calls make several packages; once every unit is in a
 * package the order is UN_RECEIVED (shipped) and its invoice is issued.
 */
export const shipOrder = defineCall({
  method: 'POST',
  path: '/seller-api/orders/ship',
  request: v.object({
    id: Id,
    carrier: v.object({ id: Carrier.entries.id }),
    serviceCode: TrackingNumber,
    lines: v.optional(
      v.pipe(
        v.array(v.object({ id: Id, qty: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(9999)) })),
        v.minLength(1),
        v.maxLength(MAX_PACKAGE_LINES),
      ),
    ),
  }),
  response: OrderMoved,
});

/**
 * A carrier delivered one package (`packageId`) or every package on its way: the buyer's
 * confirm-receipt deadline starts (auto-confirm signs for it when it passes).
 */
export const deliverOrder = defineCall({
  method: 'POST',
  path: '/seller-api/orders/deliver',
  request: v.object({ id: Id, packageId: v.optional(Id) }),
  response: OrderMoved,
});

/** A pick-up order is ready at the shop: one package of every unit, the confirm deadline starts. */
export const readyForPickup = defineCall({
  method: 'POST',
  path: '/seller-api/orders/ready-for-pickup',
  request: v.object({ id: Id }),
  response: OrderMoved,
});
