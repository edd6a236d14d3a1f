import * as v from 'valibot';
import { defineCall } from './define';
import { Empty, Id } from './common';

export const CartLineType = v.picklist(['NORMAL_SALE_B2C', 'NORMAL_SALE_CBE', 'NORMAL_POINT_REDEEM']);

/** Spec: a cart line created from the product card or from an order line (buy again). */
export const NewCartLine = v.object({
  cartLineTypeDict: CartLineType,
  item: v.object({ id: Id }),
  seller: v.object({ id: Id }),
  sku: v.object({ id: Id }),
  shop: v.optional(v.object({ id: Id })),
  skuQty: v.pipe(v.number(), v.integer(), v.minValue(1, 'cart.qtyMin'), v.maxValue(999, 'cart.qtyMax')),
  /** The price the buyer saw; the server keeps it to warn of a later price change. */
  snapshotPrc: v.pipe(v.number(), v.minValue(0)),
});
export type NewCartLine = v.InferInput<typeof NewCartLine>;

export const CartCount = v.object({ count: v.number() });

export const batchCreateCartLines = defineCall({
  method: 'POST',
  path: '/sapi/mall-order/cartline/batchcreatenewcartlines',
  request: v.pipe(v.array(NewCartLine), v.minLength(1, 'cart.empty'), v.maxLength(100)),
  response: v.object({ added: v.number(), count: v.number() }),
});

/** Not shown in the spec: the number of units in the buyer's cart, for the top bar. */
export const cartCount = defineCall({
  method: 'POST',
  path: '/sapi/mall-order/cartline/count',
  request: Empty,
  response: CartCount,
  safeToRetry: true,
});
