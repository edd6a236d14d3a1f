import type { ContractAddress, Money, PreSaleDue, RenderTradeContract, RenderTradeOrder, TradeType } from '@mall/shared/contract';
import { checkoutCalls } from '@mall/shared/contract';
import type { Queryable } from '../db/db';
import { one } from '../db/db';
import { HttpError, invalidField, notFound } from '../http/errors';
import { skuImage } from '../media/paths';
import { storedAddress } from './checkoutAddress';
import { money, vatPart } from './money';
import { CART_LINE_QUERY, lineInsuranceCents, type CartLineRow } from './cart';
import { lockSkus } from './locks';
import { depositDue, preSaleDue, preSaleTermsOf, type PreSaleTerms } from './preSale';

/** Error codes of the checkout refusals (the storefront's 'item solt out' → /cart). */
export const CheckoutError = {
  itemSoldOut: 'ITEM_SOLD_OUT',
  activityEnded: 'ACTIVITY_ENDED',
  priceChanged: 'PRICE_CHANGED',
} as const;

const FREE_SHIPPING_CENTS = Math.round(checkoutCalls.FREE_SHIPPING_FROM * 100);
const SHIPPING_FEE_CENTS = Math.round(checkoutCalls.SHIPPING_FEE * 100);
const DAY = 24 * 3600_000;
const DEFAULT_MARKET = 'DE';

/** A line about to be ordered (from the cart) or whose balance is paid (from a contract). */
export interface CheckoutLine {
  cartLineId: number | null;
  tradeOrderLineId: number | null;
  tradeOrderId: number | null;
  lineType: TradeType;
  skuId: number;
  itemId: number;
  itemName: string;
  /** the sku's photograph, as the cart showed it or the order's snapshot keeps it */
  image: string;
  skuName: string;
  urlKey: string;
  attributes: Array<{ attrKey: string; attrVal: string }>;
  /** Per unit, what is paid now (sale price; the balance per unit for a pre-sale balance). */
  unitCents: number;
  /** Per unit, the original price (sale price where there is none). */
  originalCents: number;
  snapshotCents: number;
  qty: number;
  stock: number;
  activityEnded: boolean;
  shopId: number;
  siteName: string;
  sellerId: number;
  expectDate: string | null;
  currency: string;
  /** The protection plan bought with the line; cents are its fee for all units. */
  insurance: LineInsuranceCents | null;
  /** A pre-sale line's deposit and balance (its order is PENDING_DEPOSIT until the deposit is paid); null otherwise. */
  presale: PreSaleTerms | null;
}

/** An order line's insurance as stored (trade_order_lines.insurance). */
export interface LineInsuranceCents {
  insuranceId: number;
  insuranceName: string;
  insuranceFeeCents: number;
}


/**
 * The caller's cart lines to check out: the given ids (each must be the caller's: 404 otherwise)
 * or every selected line. `lock` takes the skus' rows for the stock update that follows.
 */
export async function cartLinesForCheckout(q: Queryable, userId: number, ids: number[] | undefined, lock = false): Promise<CheckoutLine[]> {
  const which = `c.user_id = $1 and ${ids ? 'c.id = any($2::int[])' : 'c.is_selected'}`;
  const params = ids ? [userId, ids] : [userId];
  if (lock) {
    // The lock order (domain/locks.ts): the cart lines, then their skus; a parallel submit of the
    // same cart waits here and then finds its lines gone (ordered by the first).
    const locked = await q.query<{ sku_id: number }>(`select c.sku_id from cart_lines c where ${which} order by c.id for update`, params);
    await lockSkus(q, locked.map((r) => r.sku_id));
  }
  // A new statement after the locks: it sees what the transaction it waited for committed.
  const rows = await q.query<CartLineRow>(`${CART_LINE_QUERY} where ${which} order by sh.id, c.created_at, c.id`, params);
  if (ids) {
    const found = new Set(rows.map((r) => r.id));
    const missing = ids.findIndex((id) => !found.has(id));
    if (missing >= 0) throw notFound('cart line');
  }
  if (rows.length === 0) throw invalidField('cartLineIds', 'checkout.noLines');
  const today = Date.now();
  const now = new Date(today);
  return rows.map((r) => ({
    cartLineId: r.id,
    tradeOrderLineId: null,
    tradeOrderId: null,
    lineType: r.line_type,
    skuId: r.sku_id,
    itemId: r.item_id,
    image: r.sku_image,
    itemName: r.item_name,
    skuName: `${r.item_name}, ${r.sku_name}`,
    urlKey: r.url_key,
    attributes: r.attributes,
    unitCents: r.price_cents,
    originalCents: r.original_cents ?? r.price_cents,
    snapshotCents: r.snapshot_cents,
    qty: r.qty,
    stock: r.stock,
    activityEnded: r.activity_ended,
    shopId: r.shop_id,
    siteName: r.site_name,
    sellerId: r.seller_id,
    expectDate: new Date(today + r.lead_days * DAY).toISOString().slice(0, 10),
    currency: r.currency,
    insurance: r.insured && r.plan_id !== null ? { insuranceId: r.plan_id, insuranceName: r.plan_name ?? '', insuranceFeeCents: lineInsuranceCents(r) } : null,
    presale: preSaleTermsOf(r.presale_deposit_cents, r.price_cents, r.lead_days, now),
  }));
}

/** A contract of the caller's as stored. */
export interface ContractRow {
  id: number;
  buyer_id: number;
  selected_address: ContractAddress | null;
  billing_address: ContractAddress | null;
  shipping_address_id: number | null;
  billing_address_id: number | null;
  pay_unique_key: string;
  created_at: Date;
}

export async function findContract(q: Queryable, buyerId: number, where: { id?: number; payUniqueKey?: string }): Promise<ContractRow> {
  const row = await one<ContractRow>(
    q,
    `select id, buyer_id, selected_address, billing_address, shipping_address_id, billing_address_id,
            coalesce(pay_unique_key, 'PAY-' || id) as pay_unique_key, created_at
     from trade_contracts
     where buyer_id = $1 and ${where.id !== undefined ? 'id = $2' : `coalesce(pay_unique_key, 'PAY-' || id) = $2`}`,
    [buyerId, where.id ?? where.payUniqueKey],
  );
  if (!row) throw notFound('trade contract');
  return { ...row, selected_address: storedAddress(row.selected_address), billing_address: storedAddress(row.billing_address) };
}

export interface ContractOrderRow {
  id: number;
  display_status: string;
  trade_type: TradeType;
  shop_id: number;
  site_name: string;
  seller_id: number;
  currency: string;
  sku_cents: number;
  shipping_cents: number;
  tax_cents: number;
  tax_rate: number;
  need_pay_cents: number;
  paid_cents: number;
  need_pay_points: number;
  pay_deadline_at: Date | null;
  ordered_at: Date;
  lines: Array<{
    id: number;
    sku_id: number;
    item_id: number;
    sku_snapshot: { name: string; image?: string; urlKey?: string; attributes?: Array<{ attrKey: string; attrVal: string }> };
    sale_cents: number;
    trade_qty: number;
    expect_date: string | null;
    presale: PreSaleTerms | null;
    insurance: LineInsuranceCents | null;
    stock: number;
  }>;
}

/** The contract's orders with their lines (one statement). */
export async function contractOrders(q: Queryable, contractId: number): Promise<ContractOrderRow[]> {
  return q.query<ContractOrderRow>(
    `select o.id, o.display_status, o.trade_type, o.shop_id, sh.site_name, sh.seller_id, o.currency, o.sku_cents, o.shipping_cents,
            o.tax_cents, o.tax_rate, o.need_pay_cents, o.paid_cents, o.need_pay_points, o.pay_deadline_at, o.ordered_at,
            coalesce((select jsonb_agg(jsonb_build_object('id', l.id, 'sku_id', l.sku_id, 'item_id', l.item_id, 'sku_snapshot', l.sku_snapshot,
                        'sale_cents', l.sale_cents, 'trade_qty', l.trade_qty, 'expect_date', l.expect_date, 'presale', l.presale, 'insurance', l.insurance,
                        'stock', s.stock) order by l.sort, l.id)
                      from trade_order_lines l join skus s on s.id = l.sku_id where l.order_id = o.id), '[]'::jsonb) as lines
     from trade_orders o join shops sh on sh.id = o.shop_id
     where o.contract_id = $1
     order by o.id`,
    [contractId],
  );
}

/** Balance lines of a contract's PENDING_BALANCE orders (pre-sale: the balance per unit is paid now). */
export function balanceLines(orders: ContractOrderRow[]): CheckoutLine[] {
  return orders
    .filter((o) => o.display_status === 'PENDING_BALANCE')
    .flatMap((o) =>
      o.lines.map((l) => ({
        cartLineId: null,
        tradeOrderLineId: l.id,
        tradeOrderId: o.id,
        lineType: o.trade_type,
        skuId: l.sku_id,
        itemId: l.item_id,
        image: l.sku_snapshot.image ?? skuImage(l.sku_id),
        itemName: l.sku_snapshot.name,
        skuName: l.sku_snapshot.name,
        urlKey: l.sku_snapshot.urlKey ?? '',
        attributes: l.sku_snapshot.attributes ?? [],
        unitCents: l.presale ? l.presale.balanceUnitCents : l.sale_cents,
        originalCents: l.presale ? l.presale.balanceUnitCents : l.sale_cents,
        snapshotCents: l.presale ? l.presale.balanceUnitCents : l.sale_cents,
        qty: l.trade_qty,
        // Reserved when the deposit was paid.
        stock: Number.MAX_SAFE_INTEGER,
        activityEnded: l.presale ? Date.now() > Date.parse(l.presale.balanceEnd) : false,
        shopId: o.shop_id,
        siteName: o.site_name,
        sellerId: o.seller_id,
        expectDate: l.expect_date,
        currency: o.currency,
        // The insurance was paid with the deposit, with the rest of the order's extras.
        insurance: null,
        // The deposit is paid: what is left is the balance.
        presale: null,
      })),
    );
}

/** One shop order of a checkout, priced. */
export interface PricedOrder {
  key: string;
  tradeType: TradeType;
  shopId: number;
  siteName: string;
  sellerId: number;
  lines: CheckoutLine[];
  skuCents: number;
  shippingCents: number;
  shippingDiscountCents: number;
  serviceChargeCents: number;
  /** The insurance kept on the order's lines. */
  insuranceCents: number;
  /** Points orders: the goods are paid in points (1 point per cent), the cash part is what is left. */
  pointsCents: number;
  needPayCents: number;
  taxCents: number;
  /** An existing order (balance payment). */
  tradeOrderId: number | null;
  /** A pre-sale order: its lines' deposits (charged first, at most needPayCents) and its balance window. */
  preSale: { depositCents: number; balanceStart: string; balanceEnd: string } | null;
  /** A discount code's discount on the goods (domain/discountCodes.ts), and per line (same order as lines). */
  codeDiscountCents: number;
  lineCodeCents: number[];
  /** Points spent on the goods (domain/pointDiscount.ts): their cents, their number, per line. */
  pointDiscountCents: number;
  discountPoints: number;
  linePointCents: number[];
}

/**
 * Prices lines as shop orders: one order per shop and line type; shipping 19.90 per order, free
 * (as a shipping discount) from 200; VAT is the part of the cash amount at the market's rate.
 * Balance payments keep their orders and pay only the balance (shipping was paid with the deposit).
 */
export function priceOrders(lines: CheckoutLine[], vatRate: number, balance: boolean): PricedOrder[] {
  const orders = new Map<string, PricedOrder>();
  for (const line of lines) {
    // A pre-sale line is ordered apart: its order waits for a deposit, the others are paid in full.
    const key = balance ? `order-${line.tradeOrderId}` : `${line.shopId}-${line.lineType}${line.presale ? '-presale' : ''}`;
    let order = orders.get(key);
    if (!order) {
      order = {
        key, tradeType: line.lineType, shopId: line.shopId, siteName: line.siteName, sellerId: line.sellerId, lines: [],
        skuCents: 0, shippingCents: 0, shippingDiscountCents: 0, serviceChargeCents: 0, insuranceCents: 0, pointsCents: 0, needPayCents: 0, taxCents: 0,
        tradeOrderId: line.tradeOrderId,
        preSale: null,
        codeDiscountCents: 0, lineCodeCents: [], pointDiscountCents: 0, discountPoints: 0, linePointCents: [],
      };
      orders.set(key, order);
    }
    order.lines.push(line);
    order.skuCents += line.unitCents * line.qty;
    order.insuranceCents += line.insurance?.insuranceFeeCents ?? 0;
    if (line.presale) {
      const window = order.preSale ?? { depositCents: 0, balanceStart: line.presale.balanceStart, balanceEnd: line.presale.balanceEnd };
      order.preSale = { ...window, depositCents: window.depositCents + line.presale.depositUnitCents * line.qty };
    }
  }
  for (const order of orders.values()) {
    const isPoints = order.tradeType === 'NORMAL_POINT_REDEEM';
    order.pointsCents = isPoints ? order.skuCents : 0;
    Object.assign(order, orderShipping(order.skuCents, order.tradeType, balance));
    settleOrder(order, vatRate);
  }
  return [...orders.values()];
}

/**
 * A shop order's shipping and its free-shipping discount (the cart's summary prices its ticked lines
 * by this too): points orders and balance payments ship free of charge.
 */
export function orderShipping(skuCents: number, tradeType: TradeType, balance = false): Pick<PricedOrder, 'shippingCents' | 'shippingDiscountCents'> {
  const charged = !balance && tradeType !== 'NORMAL_POINT_REDEEM';
  return {
    shippingCents: charged ? SHIPPING_FEE_CENTS : 0,
    // Free shipping goes by the goods' price before any code or points.
    shippingDiscountCents: charged && skuCents >= FREE_SHIPPING_CENTS ? SHIPPING_FEE_CENTS : 0,
  };
}

/** An order's amount due and its VAT, once its discounts are known (again after a code or points). */
export function settleOrder(order: PricedOrder, vatRate: number): void {
  order.needPayCents =
    order.skuCents - order.pointsCents - order.codeDiscountCents - order.pointDiscountCents +
    order.shippingCents - order.shippingDiscountCents + order.serviceChargeCents + order.insuranceCents;
  // Insurance is exempt from VAT (Directive 2006/112/EC art. 135(1)(a)).
  order.taxCents = vatPart(order.needPayCents - order.insuranceCents, vatRate);
}

/** What an order charges at its first payment: a pre-sale order its deposit, any other its amount. */
export const dueNowOf = (order: Pick<PricedOrder, 'preSale' | 'needPayCents'>): number =>
  order.preSale ? depositDue(order.preSale.depositCents, order.needPayCents) : order.needPayCents;

/** The discounts a render applied (null: none asked for, or not available there). */
export interface RenderDiscounts {
  discountCode: RenderTradeContract['discountCode'];
  pointDiscount: RenderTradeContract['pointDiscount'];
}

export interface RenderInput {
  tradeContractId: number | null;
  lines: CheckoutLine[];
  balance: boolean;
  countryCode: string;
  vatRate: number;
  shipping: { address: ContractAddress; id: number | null } | null;
  billing: { address: ContractAddress; id: number | null } | null;
  /** Ids of the orders once they exist. */
  orderIds?: Map<string, number>;
}

/** renderTradeContractTO from priced orders. */
export function renderContract(input: RenderInput, orders: PricedOrder[], discounts: RenderDiscounts = { discountCode: null, pointDiscount: null }): RenderTradeContract {
  const currency = input.lines[0]?.currency ?? 'EUR';
  const m = (cents: number) => money(cents, currency);
  const sum = (f: (o: PricedOrder) => number) => orders.reduce((total, o) => total + f(o), 0);
  const renderOrders: RenderTradeOrder[] = orders.map((o) => ({
    tradeOrderId: o.tradeOrderId ?? input.orderIds?.get(o.key) ?? null,
    shop: { id: o.shopId, siteName: o.siteName },
    seller: { id: o.sellerId },
    skuAmt: m(o.skuCents),
    shippingAmt: m(o.shippingCents),
    shippingDiscountAmt: m(o.shippingDiscountCents),
    serviceChargeAmt: m(o.serviceChargeCents),
    insuranceAmt: m(o.insuranceCents),
    taxAmt: m(o.taxCents),
    pointDeductionAmt: m(o.pointsCents),
    shopDiscountAmt: m(discounts.discountCode?.funding === 'SHOP' ? o.codeDiscountCents : 0),
    platformCouponDiscountAmt: m(discounts.discountCode?.funding === 'PLATFORM' ? o.codeDiscountCents : 0),
    pointDiscountAmount: m(o.pointDiscountCents),
    needPayAmt: m(dueNowOf(o)),
    preSale: o.preSale ? preSaleDue(o.preSale, dueNowOf(o), o.needPayCents - dueNowOf(o), m) : null,
    renderTradeOrderLineTOList: o.lines.map((l, index) => {
      const skuCents = l.unitCents * l.qty;
      const code = o.lineCodeCents[index] ?? 0;
      const points = (o.tradeType === 'NORMAL_POINT_REDEEM' ? skuCents : 0) + (o.linePointCents[index] ?? 0);
      return {
        cartLineId: l.cartLineId,
        tradeOrderLineId: l.tradeOrderLineId,
        skuName: l.skuName,
        tradeQty: l.qty,
        sku: { id: l.skuId, salePrc: m(l.unitCents), item: { id: l.itemId, urlKey: l.urlKey } },
        skuImage: l.image,
        attributes: l.attributes,
        expectDate: l.expectDate,
        available: l.stock >= l.qty,
        priceChanged: l.snapshotCents !== l.unitCents,
        insurance: l.insurance ? { insuranceId: l.insurance.insuranceId, insuranceName: l.insurance.insuranceName, insuranceFee: m(l.insurance.insuranceFeeCents) } : null,
        tradeOrderLinePrice: {
          needPaySkuAmt: m(skuCents - code - points),
          skuAmt: m(skuCents),
          skuDiscountTotalAmt: m(Math.max(0, l.originalCents - l.unitCents) * l.qty + code),
          pointDeductionAmt: m(points),
          taxAmt: m(vatPart(skuCents - code - points, input.vatRate)),
        },
      };
    }),
  }));
  return {
    tradeContractId: input.tradeContractId,
    tradeType: orders.every((o) => o.tradeType === 'NORMAL_POINT_REDEEM') ? 'NORMAL_POINT_REDEEM' : (orders.find((o) => o.tradeType !== 'NORMAL_POINT_REDEEM')?.tradeType ?? 'NORMAL_SALE_B2C'),
    isPoint: orders.some((o) => o.tradeType === 'NORMAL_POINT_REDEEM'),
    isBalance: input.balance,
    countryCode: input.countryCode,
    currency,
    selectedAddress: input.shipping?.address ?? null,
    billingAddress: input.billing?.address ?? input.shipping?.address ?? null,
    shippingAddressId: input.shipping?.id ?? null,
    billingAddressId: input.billing?.id ?? input.shipping?.id ?? null,
    needPayAmt: m(sum(dueNowOf)),
    skuAmt: m(sum((o) => o.skuCents)),
    shippingAmtExcludeShopDiscount: m(sum((o) => o.shippingCents)),
    shippingDiscountAmt: m(sum((o) => o.shippingDiscountCents)),
    serviceChargeAmt: m(sum((o) => o.serviceChargeCents)),
    insuranceAmt: m(sum((o) => o.insuranceCents)),
    totalTaxAmt: m(sum((o) => o.taxCents)),
    taxRate: input.vatRate,
    pointDeductionAmt: m(sum((o) => o.pointsCents)),
    shopDiscountAmt: m(discounts.discountCode?.funding === 'SHOP' ? sum((o) => o.codeDiscountCents) : 0),
    platformCouponDiscountAmt: m(discounts.discountCode?.funding === 'PLATFORM' ? sum((o) => o.codeDiscountCents) : 0),
    pointDiscountAmount: m(sum((o) => o.pointDiscountCents)),
    discountCode: discounts.discountCode,
    pointDiscount: discounts.pointDiscount,
    preSale: contractPreSale(renderOrders, m),
    renderTradeOrderTOList: renderOrders,
  };
}

/** The contract's pre-sale: deposits and balances summed; the window that opens first. */
function contractPreSale(orders: RenderTradeOrder[], m: (cents: number) => Money): PreSaleDue | null {
  const preSales = orders.map((o) => o.preSale).filter((p) => p !== null);
  if (preSales.length === 0) return null;
  const cents = (f: (p: PreSaleDue) => Money) => preSales.reduce((total, p) => total + Math.round(f(p).value * 100), 0);
  const first = [...preSales].sort((a, b) => Date.parse(a.balancePaymentStartTime) - Date.parse(b.balancePaymentStartTime))[0]!;
  return preSaleDue({ balanceStart: first.balancePaymentStartTime, balanceEnd: first.balancePaymentEndTime }, cents((p) => p.depositAmt), cents((p) => p.balanceAmt), m);
}

/** The market's VAT rate; an unknown market is a bad address. */
export async function marketVatRate(q: Queryable, country: string): Promise<number> {
  const region = await one<{ vat_rate: number }>(q, 'select vat_rate from regions where region_short_name = $1', [country]);
  if (!region) throw invalidField('shippingAddress.regionShortName', 'checkout.regionInvalid');
  return region.vat_rate;
}

export const marketOf = (shipping: ContractAddress | null | undefined) => shipping?.regionShortName?.toUpperCase() || DEFAULT_MARKET;

/**
 * The spec's checkout refusals, in the order the buyer can fix them: a sold-out line, an ended
 * campaign. Each names the cart line(s) in fields.
 */
export function checkLinesOrderable(lines: CheckoutLine[], fieldOf: (line: CheckoutLine, index: number) => string): void {
  const soldOut = lines.map((l, i) => (l.stock < l.qty ? { field: fieldOf(l, i), message: 'checkout.itemSoldOut' } : null)).filter((f) => f !== null);
  if (soldOut.length > 0) throw new HttpError(409, CheckoutError.itemSoldOut, 'checkout.itemSoldOut', soldOut);
  const ended = lines.map((l, i) => (l.activityEnded ? { field: fieldOf(l, i), message: 'checkout.activityEnded' } : null)).filter((f) => f !== null);
  if (ended.length > 0) throw new HttpError(409, CheckoutError.activityEnded, 'checkout.activityEnded', ended);
}

/**
 * Gives back what checkout reserved for these orders (stock was taken at submit): for an order
 * cancelled or closed before it was paid. Once per order (stock_released), so a second cancel,
 * a sweep after a cancel or a retried request never adds stock twice.
 */
export async function releaseStock(q: Queryable, tradeOrderIds: readonly number[]): Promise<void> {
  if (tradeOrderIds.length === 0) return;
  const skus = await q.query<{ sku_id: number }>(`select distinct sku_id from trade_order_lines where order_id = any($1::int[])`, [[...tradeOrderIds]]);
  await lockSkus(q, skus.map((r) => r.sku_id));
  await q.query(
    `with released as (
       update trade_orders set stock_released = true where id = any($1::int[]) and not stock_released returning id
     )
     update skus s set stock = s.stock + x.qty
     from (select sku_id, sum(trade_qty)::int as qty from trade_order_lines where order_id in (select id from released) group by sku_id) x
     where s.id = x.sku_id`,
    [[...tradeOrderIds]],
  );
}

/**
 * Stock is reserved at submit, so an order's units are its own; a sku whose stock fell below zero
 * was oversold after the order was placed (the shop corrected its stock): paying is refused with
 * the spec's sold-out refusal, naming the order lines.
 */
export function checkStillInStock(orders: ContractOrderRow[]): void {
  const oversold = orders.flatMap((o) => o.lines.filter((l) => l.stock < 0).map((l) => ({ field: `tradeOrderLines.${l.id}`, message: 'checkout.itemSoldOut' })));
  if (oversold.length > 0) throw new HttpError(409, CheckoutError.itemSoldOut, 'checkout.itemSoldOut', oversold);
}
