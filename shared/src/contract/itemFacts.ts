import * as v from 'valibot';
import { Id, Money } from './common';

/**
 * Issue 30 item 6: what a furniture page tells besides the price, part of the item's detail.
 * Decided here: texts (material names, care) come in the buyer's language (mall-api picks it by
 * the request's language); delivery comes as calendar dates per market, so a page drawn on the
 * server and the browser that hydrates it say the same days.
 */

/** A calendar day, YYYY-MM-DD (no time, no zone). */
export const CalendarDay = v.pipe(v.string(), v.regex(/^\d{4}-\d{2}-\d{2}$/));

/** Outer size in cm; seat height for seating only; weight in kg (one decimal), null when unknown. */
export const Dimensions = v.object({
  widthCm: v.number(),
  depthCm: v.number(),
  heightCm: v.number(),
  seatHeightCm: v.nullable(v.number()),
  weightKg: v.nullable(v.number()),
});
export type Dimensions = v.InferOutput<typeof Dimensions>;

/** One material the item is made in (any of its skus), with how to look after it. */
export const MaterialCare = v.object({ key: v.string(), name: v.string(), care: v.string() });
export type MaterialCare = v.InferOutput<typeof MaterialCare>;

/** When an order placed today arrives in a market: the shop's lead time plus the carrier's days to that country. */
export const DeliveryEstimate = v.object({ country: v.string(), earliest: CalendarDay, latest: CalendarDay });
export type DeliveryEstimate = v.InferOutput<typeof DeliveryEstimate>;

export const ItemDelivery = v.object({
  /** The shop's days to make or pick the order before it leaves. */
  leadDays: v.pipe(v.number(), v.integer(), v.minValue(0)),
  /** Where the shop ships from (ISO alpha-2; UK for the United Kingdom). */
  shipsFrom: v.string(),
  /** One per market the mall sells in. */
  estimates: v.array(DeliveryEstimate),
});
export type ItemDelivery = v.InferOutput<typeof ItemDelivery>;

/** A pre-sale sku: the deposit paid with the order and the balance paid before delivery, per unit. */
export const PreSaleSku = v.object({ skuId: Id, depositPrc: Money, balancePrc: Money });
export type PreSaleSku = v.InferOutput<typeof PreSaleSku>;

export const ItemFacts = v.object({
  /** Null for what has no size (a gift card, firewood). */
  dimensions: v.nullable(Dimensions),
  /** In the skus' order; empty when none is filed. */
  materials: v.array(MaterialCare),
  /** Null for what is not delivered (a gift card is sent by e-mail). */
  delivery: v.nullable(ItemDelivery),
  /** Null unless the item is sold as a pre-sale (deposit now, balance before delivery). */
  preSale: v.nullable(v.object({ skus: v.array(PreSaleSku) })),
});
export type ItemFacts = v.InferOutput<typeof ItemFacts>;
