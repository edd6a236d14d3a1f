import * as v from 'valibot';
import { defineCall } from './define';
import { Id, Money } from './common';

// A module of its own: the home page asks for its recommendations with it, and the item page's calls
// (their schemas built when the module runs) then stay off `/` (issue 29: `/`'s JS budget).

/** Spec: product card data. */
export const ProductCard = v.object({
  itemId: Id,
  mainImage: v.string(),
  defaultSkuId: Id,
  name: v.string(),
  salePrc: Money,
  originalPrc: v.nullable(Money),
  shopId: Id,
  sellerId: Id,
  urlKey: v.string(),
  itemShortName: v.nullable(v.string()),
  advertise: v.nullable(v.string()),
  selfManagement: v.boolean(),
  commerceType: v.string(),
  shopType: v.string(),
  /**
   * Not in the spec's card data: the quantity a quick add puts in the cart, 1 by the piece, the
   * item's minimum for goods sold by weight (the server refuses less).
   */
  minQty: v.pipe(v.number(), v.integer(), v.minValue(1)),
  /** Goods sold by weight: the unit the price is for ('kg'), so a card says "per kg"; null by the piece. */
  marketingUnit: v.nullable(v.object({ unitName: v.string() })),
});
export type ProductCard = v.InferOutput<typeof ProductCard>;

export const RECOMMEND_DEFAULT_SIZE = 12;

/**
 * Recommendations never offer the item being looked at, nor an item that is sold out (no sku in
 * stock): a buyer could not add it. Decided here for both recommendation calls (recommendByItem: item.ts).
 */

export const recommendItems = defineCall({
  method: 'POST',
  path: '/item/recommend',
  request: v.object({
    itemSize: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(50)), RECOMMEND_DEFAULT_SIZE),
    /** Recommend around this item; omitted on the home page. */
    id: v.optional(Id),
  }),
  response: v.array(ProductCard),
  safeToRetry: true,
});
