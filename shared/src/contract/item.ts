import * as v from 'valibot';
import { defineCall } from './define';
import { CategoryLink, Id, Money } from './common';
import { ItemFacts } from './itemFacts';
import { ProductCard, RECOMMEND_DEFAULT_SIZE } from './productCard';

export { ProductCard, RECOMMEND_DEFAULT_SIZE, recommendItems } from './productCard';

/** One sku per combination of attribute values, each with its own price and stock (0: sold out). */
export const Sku = v.object({
  id: Id,
  name: v.string(),
  image: v.string(),
  salePrc: Money,
  originalPrc: v.nullable(Money),
  stock: v.number(),
  attributes: v.array(v.object({ attrKey: v.string(), attrVal: v.string() })),
  /** The part of a product path after /product/{urlKey} that selects this sku (order lines link with it). */
  skuUrlSuffix: v.string(),
});

export const ItemDetail = v.object({
  ...ProductCard.entries,
  description: v.string(),
  images: v.array(v.string()),
  skus: v.array(Sku),
  shop: v.object({ id: Id, siteName: v.string() }),
  /** 'weight': sold by weight (the quantity moves by adjustStep); null: by the piece. */
  businessTypeDict: v.nullable(v.string()),
  /** The quantity's step for goods sold by weight; 1 otherwise. */
  adjustStep: v.pipe(v.number(), v.integer(), v.minValue(1)),
  /** Issue 32: the item's category and its ancestors, room first (the page's breadcrumbs); empty when it is not filed. */
  categories: v.array(CategoryLink),
  /** The buyers' ratings (average 1-5, one decimal, and how many); null before the first review. */
  rating: v.nullable(v.object({ average: v.number(), count: v.pipe(v.number(), v.integer(), v.minValue(1)) })),
  /**
   * What the page's late sections will hold, so each reserves its place before it asks (issue 30,
   * CLS): the number of lines of each set the item is part of (itemCombinedFlow's order), and how
   * many of the shop's other items are in stock (recommendByItem's answer, before its size).
   */
  lateSections: v.object({
    combinedSetLines: v.array(v.pipe(v.number(), v.integer(), v.minValue(1))),
    shopItemsInStock: v.pipe(v.number(), v.integer(), v.minValue(0)),
  }),
  /** Issue 30 item 6: dimensions, materials and care, delivery, pre-sale terms (itemFacts.ts). */
  ...ItemFacts.entries,
  // minQty (from the card) is the smallest quantity sold, a multiple of adjustStep: the quantities
  // a buyer may choose are minQty, minQty + adjustStep, …
});
export type ItemDetail = v.InferOutput<typeof ItemDetail>;

export const itemDetail = defineCall({
  method: 'POST',
  path: '/item/detail',
  request: v.object({ id: Id }),
  response: ItemDetail,
  safeToRetry: true,
});

/** Spec: "more from this shop" on the product page: the shop's other items in stock. */
export const recommendByItem = defineCall({
  method: 'POST',
  path: '/sapi/mall-item/item/recommendByItem',
  request: v.object({
    itemSize: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(50)), RECOMMEND_DEFAULT_SIZE),
    itemShopId: Id,
    /** The item viewed, left out of the answer. */
    itemId: v.optional(Id),
  }),
  response: v.array(ProductCard),
  safeToRetry: true,
});

/** The product page finds its item by the key in its path. Decided here (the spec's /item/detail takes an id). */
export const itemDetailByUrlKey = defineCall({
  method: 'POST',
  path: '/item/detailByUrlKey',
  request: v.object({ urlKey: v.pipe(v.string(), v.minLength(1, 'field.required'), v.maxLength(200)) }),
  response: ItemDetail,
  safeToRetry: true,
});

export const CombinedLine = v.object({
  item: ProductCard,
  skuId: Id,
  skuName: v.string(),
  qty: v.pipe(v.number(), v.integer(), v.minValue(1)),
  salePrc: Money,
  /** The sku's stock: a set with a line out of stock cannot be added. */
  stock: v.number(),
});

/** Items sold together as a set (a table with its chairs), added to the cart in one go. */
export const CombinedItemSet = v.object({
  id: Id,
  name: v.string(),
  lines: v.array(CombinedLine),
  /** The lines' prices times their quantities. */
  totalPrc: Money,
});
export type CombinedItemSet = v.InferOutput<typeof CombinedItemSet>;

/** Spec: /combined_item/itemCombinedFlow: the sets an item is part of. */
export const itemCombinedFlow = defineCall({
  method: 'POST',
  path: '/combined_item/itemCombinedFlow',
  request: v.object({ itemId: Id }),
  response: v.array(CombinedItemSet),
  safeToRetry: true,
});
