import * as v from 'valibot';
import { defineCall } from './define';
import { Id, Money } from './common';

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
});
export type ProductCard = v.InferOutput<typeof ProductCard>;

export const Sku = v.object({
  id: Id,
  name: v.string(),
  image: v.string(),
  salePrc: Money,
  originalPrc: v.nullable(Money),
  stock: v.number(),
  attributes: v.array(v.object({ attrKey: v.string(), attrVal: v.string() })),
});

export const ItemDetail = v.object({
  ...ProductCard.entries,
  description: v.string(),
  images: v.array(v.string()),
  skus: v.array(Sku),
  shop: v.object({ id: Id, siteName: v.string() }),
});
export type ItemDetail = v.InferOutput<typeof ItemDetail>;

export const RECOMMEND_DEFAULT_SIZE = 12;

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

export const itemDetail = defineCall({
  method: 'POST',
  path: '/item/detail',
  request: v.object({ id: Id }),
  response: ItemDetail,
  safeToRetry: true,
});
