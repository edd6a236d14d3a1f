import * as v from 'valibot';
import { defineCall } from './define';
import { Id, LineInsurance, Money } from './common';

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

export const batchCreateCartLines = defineCall({
  method: 'POST',
  path: '/sapi/mall-order/cartline/batchcreatenewcartlines',
  request: v.pipe(v.array(NewCartLine), v.minLength(1, 'cart.empty'), v.maxLength(100)),
  response: v.object({ added: v.number(), count: v.number() }),
});

export { CartCount, cartCount } from './cartCount';

// ---- The cart page (decided here: the spec names the data, not the calls) ----

/** Market whose VAT rate the summary uses (regionShortName); DE when omitted. */
const CartMarket = v.optional(v.pipe(v.string(), v.length(2, 'cart.countryInvalid')), 'DE');

export const CartLine = v.object({
  id: Id,
  cartLineTypeDict: CartLineType,
  item: v.object({ id: Id, name: v.string(), urlKey: v.string(), mainImage: v.string() }),
  sku: v.object({
    id: Id,
    name: v.string(),
    image: v.string(),
    attributes: v.array(v.object({ attrKey: v.string(), attrVal: v.string() })),
  }),
  shop: v.object({ id: Id }),
  seller: v.object({ id: Id }),
  skuQty: v.number(),
  /**
   * Goods sold by weight: the unit, the quantity's step and smallest quantity (a multiple of the
   * step); by the piece: null, 1 and 1. updateCartLine refuses other quantities (cart.qtyStep,
   * cart.qtyBelowMin).
   */
  marketingUnit: v.nullable(v.object({ unitName: v.string() })),
  adjustStep: v.pipe(v.number(), v.integer(), v.minValue(1)),
  minQty: v.pipe(v.number(), v.integer(), v.minValue(1)),
  /** Today's price; snapshotPrc is what the buyer saw when adding, priceChanged compares them. */
  salePrc: Money,
  originalPrc: v.nullable(Money),
  snapshotPrc: Money,
  priceChanged: v.boolean(),
  /** salePrc × skuQty. */
  lineAmt: Money,
  isSelected: v.boolean(),
  /** Expected delivery date (YYYY-MM-DD) if ordered today. */
  expectDate: v.string(),
  /** False when the stock no longer covers skuQty; checkout refuses such lines. */
  available: v.boolean(),
  /** The line's campaign ended (checkout refuses ACTIVITY_ENDED). */
  activityEnded: v.boolean(),
  /**
   * The protection plan the item offers (fee per unit), null when it offers none. The buyer opts
   * in (updateCartLine's `insured`); it is never pre-selected.
   */
  insurancePlan: v.nullable(LineInsurance),
  /** Spec: order line insurance: the plan the buyer kept, its fee for all units (fee × skuQty); null when none. */
  insurance: v.nullable(LineInsurance),
});
export type CartLine = v.InferOutput<typeof CartLine>;

/** Spec: cartGroup with nested childGroupList. Groups are shops; child groups split a shop's lines by line type. */
export const CartGroup = v.object({
  shop: v.object({ id: Id, siteName: v.string() }),
  seller: v.object({ id: Id }),
  childGroupList: v.array(v.object({ cartLineTypeDict: CartLineType, cartLineList: v.array(CartLine) })),
});
export type CartGroup = v.InferOutput<typeof CartGroup>;

/**
 * Spec: cartSummary. Over the selected lines only. Prices include VAT; taxAmt is the VAT part of
 * totalAmt without the insurance (exempt) at the market's rate (taxRate, in percent), as checkout
 * reckons it. originAmt sums original prices (sale price where none), so the footer's discount is
 * originAmt + insuranceTotalAmt - (totalAmt - shippingAmt).
 * expectPoints: 1 point per whole currency unit of the goods and insurance (not shipping), 0 when points are off.
 */
export const CartSummary = v.object({
  currency: v.string(),
  taxRate: v.number(),
  taxAmt: Money,
  /**
   * Spec: the tax line shows only in some markets, elsewhere 'Calculated at next step'. Decided:
   * hidden where the rate depends on the delivery region inside the market (ES Canary Islands,
   * PT Azores/Madeira, FR overseas, IT Livigno/Campione, UK Northern Ireland/Channel Islands).
   */
  showTaxLine: v.boolean(),
  originAmt: Money,
  /**
   * Shipping of the selected lines as checkout's price calculation charges it (per shop order,
   * free from FREE_SHIPPING_FROM; points lines ship free). The same in every market the mall serves.
   */
  shippingAmt: Money,
  /** Final total of the selected lines (sale prices plus insurance plus shipping): what checkout asks before a code or points. */
  totalAmt: Money,
  insuranceTotalAmt: Money,
  /** Spec: original amount plus insurance minus total (the total of the goods and insurance, without shipping). */
  discountTotalAmt: Money,
  /** The discount-code line ('applied on the checkout page'): false when only points lines are selected. */
  discountCodeAtCheckout: v.boolean(),
  expectPoints: v.number(),
  /** Units selected; CHECKOUT NOW is disabled at 0. */
  selectedQty: v.number(),
  /** The optional financing teaser: instalments of the total where a financing channel serves the market; null otherwise. */
  financingTeaser: v.nullable(
    v.object({
      provider: v.picklist(['KLARNA', 'AFFIRM']),
      installments: v.number(),
      installmentAmt: Money,
      minAmt: Money,
      maxAmt: Money,
    }),
  ),
});
export type CartSummary = v.InferOutput<typeof CartSummary>;

export const CartList = v.object({
  cartGroupList: v.array(CartGroup),
  cartSummary: CartSummary,
  /** All units in the cart, selected or not (same as cartCount). */
  count: v.number(),
});
export type CartList = v.InferOutput<typeof CartList>;

/** The buyer's (or tourist's) cart; an empty cart when there is no session. */
export const cartList = defineCall({
  method: 'POST',
  path: '/sapi/mall-order/cartline/list',
  request: v.optional(v.object({ country: CartMarket }), {}),
  response: CartList,
  safeToRetry: true,
});

/** Change a line's quantity, selection and/or insurance; answers the whole cart again. */
export const updateCartLine = defineCall({
  method: 'POST',
  path: '/sapi/mall-order/cartline/update',
  request: v.object({
    id: Id,
    skuQty: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1, 'cart.qtyMin'), v.maxValue(999, 'cart.qtyMax'))),
    isSelected: v.optional(v.boolean()),
    /** Keep (true) or drop (false) the item's protection plan; refused where the item offers none. */
    insured: v.optional(v.boolean()),
    country: CartMarket,
  }),
  response: CartList,
});

export const removeCartLines = defineCall({
  method: 'POST',
  path: '/sapi/mall-order/cartline/remove',
  request: v.object({
    ids: v.pipe(v.array(Id), v.minLength(1, 'cart.nothingToRemove'), v.maxLength(100)),
    country: CartMarket,
  }),
  response: CartList,
});
