// The visitor's data whole (issue 16): the frame's part and a page's own part, with the order,
// cart, checkout, address and payment schemas those need. A chunk of its own in the browser: only a
// page carrying such a part loads it (firstScreen.ts, readVisitorData); servers import it directly.
import * as v from 'valibot';
import { listShippingAddresses } from './contract/address';
import { cartList } from './contract/cart';
import { renderTradeContract } from './contract/checkout';
import { orderDetail, orderStatusCounts, pageOrders, TradeType } from './contract/order';
import { payChannel } from './contract/payment';
import { VisitorFrame } from './firstScreen';

/** A country's pay channels on the market's site, as checkout's and the cart's hooks ask for them (part of their key). */
const PayChannels = v.object({ countryCode: v.string(), site: v.string(), answer: payChannel.response });

export const VisitorData = v.object({
  ...VisitorFrame.entries,
  /** On the buyer's order list: the list the URL asks for, as the screen asks for it, and the tabs' counts. */
  orderList: v.optional(
    v.object({
      /** The screen's own request (orders' pageOrdersRequest of the URL): part of the query's key. */
      request: v.record(v.string(), v.union([v.string(), v.number()])),
      /** Pages appended as the buyer scrolls (phones) rather than one page at a time. */
      scrolled: v.boolean(),
      page: pageOrders.response,
      tradeType: v.nullable(TradeType),
      counts: orderStatusCounts.response,
    }),
  ),
  /** On an order's detail page: that order, if it is the visitor's. */
  orderDetail: v.optional(v.object({ id: v.number(), detail: orderDetail.response })),
  /**
   * On the cart page, when it holds lines: the cart as the page asks for it, for the market's country
   * (part of its key), and what its summary shows (issue 31): the buyer's shipping addresses (where
   * the goods go) and the pay channels of the country the summary looks them up for (its logos).
   */
  cart: v.optional(
    v.object({
      country: v.string(),
      list: cartList.response,
      shippingAddresses: v.optional(listShippingAddresses.response),
      payChannels: v.optional(PayChannels),
    }),
  ),
  /**
   * On the checkout page, as it first renders: the saved shipping addresses, the preview for the
   * address chosen first (the default, else the newest: `source`, part of the preview's key), and the
   * pay channels of that preview's lookup country, so the page asks mall-api nothing more at start.
   */
  checkout: v.optional(
    v.object({
      source: v.object({ shippingAddressId: v.optional(v.number()) }),
      render: renderTradeContract.response,
      shippingAddresses: listShippingAddresses.response,
      payChannels: v.optional(PayChannels),
    }),
  ),
});
export type VisitorData = v.InferOutput<typeof VisitorData>;
