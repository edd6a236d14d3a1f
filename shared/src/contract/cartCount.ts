import * as v from 'valibot';
import { defineCall } from './define';
import { Empty } from './common';

// A module of its own: the top bar asks for it on every page, and the cart's other calls (their
// schemas built when the module runs) then stay off pages without a cart (issue 29: `/`'s JS budget).

export const CartCount = v.object({ count: v.number() });

/** Not shown in the spec: the number of units in the buyer's cart, for the top bar. */
export const cartCount = defineCall({
  method: 'POST',
  path: '/sapi/mall-order/cartline/count',
  request: Empty,
  response: CartCount,
  safeToRetry: true,
});
