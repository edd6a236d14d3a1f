import type {
  LineCoupon,
  Order,
  OrderAddress,
  OrderDisplayStatus,
  OrderLine,
  OrderTimespan,
  PreSaleDue,
  ReverseOrderType,
  TradeType,
} from '@mall/shared/contract';
import type { Queryable } from '../db/db';
import { notFound } from '../http/errors';
import { skuUrlSuffix } from './catalogue';
import { lockOwnOrder } from './locks';
import { money } from './money';
import { operationsFor, type OrderFacts } from './orderState';
import { orderDepositCents, preSaleDue, type PreSaleTerms } from './preSale';
import { FREED_STATUSES } from './reverseStateMachine';

export interface OrderRow {
  id: number;
  trade_order_code: string;
  contract_id: number;
  buyer_id: number;
  shop_id: number;
  site_name: string;
  seller_id: number;
  display_status: OrderDisplayStatus;
  trade_type: TradeType;
  fulfillment_type: Order['fulfillmentType'];
  currency: string;
  ordered_at: Date;
  paid_at: Date | null;
  deposit_paid_at: Date | null;
  pay_deadline_at: Date | null;
  sku_cents: number;
  shipping_cents: number;
  tax_cents: number;
  tax_rate: number;
  need_pay_cents: number;
  paid_cents: number;
  /** refunds paid on its reverse orders, goods and shipping (kept by a trigger; never above paid_cents) */
  refunded_cents: number;
  need_pay_points: number;
  paid_points: number;
  earn_points: number;
  out_order_id: string | null;
  biz_code: string | null;
  invoice_url: string | null;
  trade_order_business_type: Order['tradeOrderBusinessType'];
  item_business_type: Order['itemBusinessType'];
  service_charge_cents: number;
  insurance_cents: number;
  shop_discount_cents: number;
  order_discount_cents: number;
  platform_coupon_discount_cents: number;
  point_discount_cents: number;
  /** The discount code checkout applied to this order (issue 31), null when none. */
  discount_code: string | null;
  buyer_email: string | null;
  buyer_phone: string | null;
  service_detail: Order['serviceDetail'];
  expiration_at: Date | null;
  service_remaining_times: number | null;
  benefits: Array<{ benefitType: string; benefitName: string; benefitCents: number }>;
  activities: Array<{ activityId: number; activityName: string; activityType: string }>;
  payment_records: PaymentRecordJson[];
  closed_at: Date | null;
  completed_at: Date | null;
  shop_channel_type: string | null;
  site_address: string | null;
  group_size: number;
  /** packages on their way not postponed yet */
  postponable_packages: number;
  /** ORDER_COLUMNS' aggregated lines; null for an order without lines */
  lines: OrderLineRow[] | null;
}

/** One entry of trade_orders.payment_records (written by markOrdersPaid). */
export interface PaymentRecordJson {
  recordStatus: string;
  payChannel: string;
  businessPayChannelCode: string | null;
  paidTime: string | null;
  amountCents: number;
}

export interface SkuSnapshot {
  name: string;
  image: string;
  urlKey: string;
  attributes: Array<{ attrKey: string; attrVal: string }>;
  /** Goods sold by weight: the step of their quantities. */
  adjustStep?: number;
}

export interface OrderLineRow {
  id: number;
  order_id: number;
  sku_id: number;
  item_id: number;
  sku_snapshot: SkuSnapshot;
  sale_cents: number;
  trade_qty: number;
  delivered_qty: number;
  reverse_status: OrderLine['reverseStatus'];
  campaign_sub_type: 'PRESELL' | null;
  line_group_type: 'DIY_MAIN' | 'DIY_CHILD' | null;
  presale: PreSaleTerms | null;
  expect_date: string | null;
  line_business_type: 'GIFT' | 'EXCHANGE' | null;
  item_business_type: 'DIY_SLAVE' | 'SERVICE' | 'COUPON' | null;
  diy_parent_line_id: number | null;
  expect_date_begin: string | null;
  delivery_time_type: 'RELATIVE_TIME' | 'ABSOLUTE_TIME' | null;
  duration_days: number | null;
  insurance: { insuranceId: number; insuranceName: string; insuranceFeeCents: number } | null;
  discount_cents: number;
  point_deduction_cents: number;
  sku_business_type: string | null;
  /** How the item is sold: its unit (kg for goods sold by weight) and step; null unit: by the piece. */
  selling: { unitName: string | null; businessType: string | null; adjustStep: number };
  coupons: Array<{ couponCode: string; couponsPassword: string | null; usedStatus: LineCoupon['usedStatus']; usedTime: string | null; validUntil: string | null }> | null;
  /** units already in an after-sales order that is not cancelled or closed */
  reversed_qty: number;
  /** the buyer's first review exists */
  commented: boolean;
}

/** A line counts as reviewed once the buyer's first (top-level) review exists. */
export const LINE_COMMENTED = `exists (select 1 from comments c where c.post_id = l.id and c.parent_id is null and c.commentator_type = 'BUYER')`;

/**
 * An order's lines as one JSON array (the keys are OrderLineRow's), in their display order; null
 * when the order has none. Aggregated in the database so a page of orders is one query, not one
 * per order (or a second round trip for the lines).
 */
const ORDER_LINES = `(
  select json_agg(json_build_object(
           'id', l.id, 'order_id', l.order_id, 'sku_id', l.sku_id, 'item_id', l.item_id,
           'sku_snapshot', l.sku_snapshot, 'sale_cents', l.sale_cents, 'trade_qty', l.trade_qty,
           'delivered_qty', l.delivered_qty, 'reverse_status', l.reverse_status,
           'campaign_sub_type', l.campaign_sub_type, 'line_group_type', l.line_group_type,
           'presale', l.presale, 'expect_date', l.expect_date,
           'line_business_type', l.line_business_type, 'item_business_type', l.item_business_type,
           'diy_parent_line_id', l.diy_parent_line_id, 'expect_date_begin', l.expect_date_begin,
           'delivery_time_type', l.delivery_time_type, 'duration_days', l.duration_days,
           'insurance', l.insurance, 'discount_cents', l.discount_cents,
           'point_deduction_cents', l.point_deduction_cents, 'sku_business_type', l.sku_business_type,
           -- How the item is sold (by the piece, or by weight in steps of a unit): the same for every order of it.
           'selling', (select json_build_object('unitName', i.unit_name, 'businessType', i.business_type, 'adjustStep', i.adjust_step)
                       from items i where i.id = l.item_id),
           -- Only voucher lines have vouchers: CASE skips the lookup for every other line.
           'coupons', case when l.item_business_type = 'COUPON' then
                        (select json_agg(json_build_object('couponCode', v.coupon_code, 'couponsPassword', v.coupons_password,
                                                           'usedStatus', v.used_status, 'usedTime', v.used_at, 'validUntil', v.valid_until)
                                         order by v.id)
                         from order_vouchers v where v.trade_order_line_id = l.id) end,
           'commented', ${LINE_COMMENTED},
           'reversed_qty', coalesce((select sum(rl.reverse_qty) from reverse_order_lines rl
                                     join reverse_orders r on r.id = rl.reverse_order_id
                                     where rl.trade_order_line_id = l.id
                                       and r.reverse_status not in (${FREED_STATUSES.map((status) => `'${status}'`).join(', ')})), 0)::int
         ) order by l.sort, l.id)
  from trade_order_lines l where l.order_id = o.id)`;

/**
 * Orders (alias o) with their shop, the size of their checkout group (merged pay) and their lines:
 * everything toOrder needs, in one statement: `select ${ORDER_COLUMNS} ${ORDER_FROM} where ...`.
 */
export const ORDER_COLUMNS = `o.*, sh.site_name, sh.seller_id, sh.shop_channel_type, sh.site_address,
  (select count(*)::int from trade_orders g where g.contract_id = o.contract_id) as group_size,
  case when o.display_status = 'UN_RECEIVED' then (select count(*)::int from fulfilment_packages p
    where p.trade_order_id = o.id and p.status = 'SEND_DELIVERY' and p.postponed_days = 0) else 0 end as postponable_packages,
  ${ORDER_LINES} as lines`;
export const ORDER_FROM = `from trade_orders o join shops sh on sh.id = o.shop_id`;

const CANCELLABLE: readonly OrderDisplayStatus[] = ['PENDING_PAY', 'PENDING_DEPOSIT', 'PENDING_BALANCE', 'UN_DELIVERY'];

/** After-sales types by status; points orders have none. */
const REVERSE_TYPES: Partial<Record<OrderDisplayStatus, ReverseOrderType[]>> = {
  UN_DELIVERY: ['SALE_CANCEL_BEFORE_DELIVERY'],
  UN_RECEIVED: ['SALE_REFUND', 'SALE_RETURN'],
  COMPLETE: ['SALE_REFUND', 'SALE_RETURN', 'SALE_EXCHANGE'],
};

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/** Splits whole points over lines by their amount; the last line takes the remainder. */
function pointsShare(total: number, lines: OrderLineRow[], index: number): number {
  if (total === 0 || lines.length === 0) return 0;
  const weights = lines.map((l) => l.sale_cents * l.trade_qty);
  const sum = weights.reduce((a, b) => a + b, 0);
  const shares = weights.map((w) => (sum === 0 ? 0 : Math.floor((total * w) / sum)));
  shares[shares.length - 1]! += total - shares.reduce((a, b) => a + b, 0);
  return shares[index]!;
}

/** Goods sold by weight move in steps: the line's own step, else its item's. */
const adjustStepOf = (line: OrderLineRow): number | undefined =>
  line.sku_snapshot.adjustStep ?? ((line.sku_business_type ?? line.selling.businessType) === 'weight' ? line.selling.adjustStep : undefined);

function toLine(order: OrderRow, line: OrderLineRow, all: OrderLineRow[], index: number): OrderLine {
  const open = line.trade_qty - line.reversed_qty;
  const isPoints = order.trade_type === 'NORMAL_POINT_REDEEM';
  const reversible = !isPoints && REVERSE_TYPES[order.display_status] !== undefined && line.line_business_type !== 'GIFT';
  const lineCents = line.sale_cents * line.trade_qty;
  const dueCents = isPoints ? 0 : Math.max(0, lineCents - line.discount_cents - line.point_deduction_cents);
  const cur = order.currency;
  return {
    id: line.id,
    sku: {
      id: line.sku_id,
      name: line.sku_snapshot.name,
      image: line.sku_snapshot.image,
      salePrc: money(line.sale_cents, order.currency),
      attributes: line.sku_snapshot.attributes,
      item: { id: line.item_id, urlKey: line.sku_snapshot.urlKey },
      marketingUnit: line.selling.unitName ? { unitName: line.selling.unitName } : null,
      // The product page selects the line's sku from this suffix (routes/items.ts skuUrlSuffix).
      skuUrlSuffix: skuUrlSuffix(line.sku_id),
      businessTypeDict: line.sku_business_type ?? line.selling.businessType,
      ...(adjustStepOf(line) ? { adjustStep: adjustStepOf(line) } : {}),
    },
    tradeQty: line.trade_qty,
    deliveredQty: line.delivered_qty,
    canCancelQty: CANCELLABLE.includes(order.display_status) ? open : 0,
    // One open application per line (issue 12): a line already in after-sales waits for it to end.
    canReverseQty: reversible && line.reverse_status !== 'PROCESSING' ? open : 0,
    reverseStatus: line.reverse_status,
    campaignSubType: line.campaign_sub_type,
    lineGroupTypeDict: line.line_group_type,
    diySkuLineList: all
      .filter((child) => child.diy_parent_line_id === line.id)
      .map((child) => ({
        id: child.id,
        sku: { id: child.sku_id, name: child.sku_snapshot.name, image: child.sku_snapshot.image, attributes: child.sku_snapshot.attributes },
        tradeQty: child.trade_qty,
      })),
    itemBusinessType: line.item_business_type,
    tradeOrderLineBusinessType: line.line_business_type,
    expectDate: line.expect_date,
    expectDateBegin: line.expect_date_begin,
    deliveryTimeType: line.delivery_time_type,
    duration: line.duration_days,
    preSaleEventType: line.presale ? 'DEPOSIT' : line.campaign_sub_type === 'PRESELL' ? 'FULL' : null,
    balancePaymentStartTime: line.presale?.balanceStart ?? null,
    balancePaymentEndTime: line.presale?.balanceEnd ?? null,
    preSaleUnitAmount: line.presale ? money(line.presale.depositUnitCents, cur) : null,
    balanceSaleUnitAmount: line.presale ? money(line.presale.balanceUnitCents, cur) : null,
    insurance: line.insurance
      ? { insuranceId: line.insurance.insuranceId, insuranceName: line.insurance.insuranceName, insuranceFee: money(line.insurance.insuranceFeeCents, cur) }
      : null,
    tradeOrderLineCouponsBOList: (line.coupons ?? []).map((c) => ({ ...c, usedTime: c.usedTime ? new Date(c.usedTime).toISOString() : null })),
    tradeOrderLinePrice: {
      skuAmt: money(lineCents, cur),
      // Points orders are paid in points: nothing is due in money.
      needPaySkuAmt: money(dueCents, cur),
      skuDiscountTotalAmt: money(line.discount_cents, cur),
      pointDeductionAmt: money(line.point_deduction_cents, cur),
      actualNeedPayPoints: pointsShare(order.need_pay_points, all, index),
      actualPaidPoints: pointsShare(order.paid_points, all, index),
    },
  };
}

export function toOrder(row: OrderRow, now = Date.now()): Order {
  const lineRows = row.lines ?? [];
  const lines = lineRows.map((l, index) => toLine(row, l, lineRows, index));
  const presale = lineRows.find((l) => l.presale)?.presale;
  const facts: OrderFacts = {
    status: row.display_status,
    tradeType: row.trade_type,
    fulfillmentType: row.fulfillment_type,
    itemBusinessType: row.item_business_type,
    canReverse: lines.some((l) => l.canReverseQty > 0),
    inAfterSales: lines.some((l) => l.reverseStatus !== 'NOT_REQUESTED'),
    hasUnreviewedLine: lineRows.some((l) => !l.commented && l.line_group_type !== 'DIY_CHILD'),
    hasInvoice: row.invoice_url !== null,
    balancePayableNow: presale ? Date.parse(presale.balanceStart) <= now && now <= Date.parse(presale.balanceEnd) : false,
    payDeadlinePassed: row.pay_deadline_at !== null && row.pay_deadline_at.getTime() < now,
    hadPaymentAttempt: row.payment_records.some((r) => r.recordStatus !== 'PAY_SUCCESS'),
    postponablePackages: row.postponable_packages,
    hasUnusedVoucher: lineRows.some((l) => (l.coupons ?? []).some((c) => c.usedStatus === 'NOT_USED')),
    serviceUsesLeft: (row.service_remaining_times ?? 0) > 0 && (row.expiration_at === null || row.expiration_at.getTime() > now),
  };
  const cur = row.currency;
  const reverseStatus = lines.some((l) => l.reverseStatus === 'PROCESSING')
    ? 'PROCESSING'
    : lines.some((l) => l.reverseStatus === 'DONE')
      ? 'DONE'
      : 'NOT_REQUESTED';
  return {
    id: row.id,
    tradeOrderCode: row.trade_order_code,
    displayStatus: row.display_status,
    tradeType: row.trade_type,
    tradeOrderBusinessType: row.trade_order_business_type,
    itemBusinessType: row.item_business_type,
    fulfillmentType: row.fulfillment_type,
    reverseStatus,
    operationList: operationsFor(facts).map((operation) => ({ operation })),
    availableReverseTypes: reverseTypesFor(row.trade_type, row.display_status, lines),
    shop: { id: row.shop_id, siteName: row.site_name, shopChannelType: row.shop_channel_type, siteAddress: row.site_address },
    seller: { id: row.seller_id },
    buyer: { id: row.buyer_id },
    tradeContract: { id: row.contract_id },
    timeline: { orderedTime: row.ordered_at.toISOString(), paidTime: iso(row.paid_at), depositPaidTime: iso(row.deposit_paid_at) },
    needPayAmt: money(row.need_pay_cents, cur),
    paidAmt: money(row.paid_cents, cur),
    skuAmt: money(row.sku_cents, cur),
    shippingAmt: money(row.shipping_cents, cur),
    taxAmt: money(row.tax_cents, cur),
    serviceChargeAmt: money(row.service_charge_cents, cur),
    insuranceAmt: money(row.insurance_cents, cur),
    shopDiscountAmt: money(row.shop_discount_cents, cur),
    orderDiscountAmt: money(row.order_discount_cents, cur),
    platformCouponDiscountAmt: money(row.platform_coupon_discount_cents, cur),
    pointDiscountAmount: money(row.point_discount_cents, cur),
    skuTotalCount: lineRows.reduce((sum, l) => sum + l.trade_qty, 0),
    actualNeedPayPoints: row.need_pay_points,
    actualPaidPoints: row.paid_points,
    earnPoints: row.earn_points,
    payDeadlineMillis: row.pay_deadline_at ? row.pay_deadline_at.getTime() : null,
    isInGroup: row.group_size > 1,
    groupOrderCount: row.group_size,
    outOrderId: row.out_order_id,
    bizCode: row.biz_code,
    serviceDetail: row.service_detail,
    expirationTime: iso(row.expiration_at),
    serviceRemainingTimes: row.service_remaining_times,
    preSale: presale ? preSaleOf(row, lineRows, presale) : null,
    tradeOrderLineList: lines,
  };
}

/** A deposit pre-sale's two payments as the server charges them (preSale.ts orderDepositCents). */
function preSaleOf(row: OrderRow, lines: OrderLineRow[], terms: PreSaleTerms): PreSaleDue {
  const deposit = orderDepositCents({ need_pay_cents: row.need_pay_cents, lines });
  return preSaleDue(terms, deposit, row.need_pay_cents - deposit, (cents) => money(cents, row.currency));
}

/** After-sales types open now: by status, for lines not fully in after-sales; points orders have none. */
export function reverseTypesFor(tradeType: TradeType, status: OrderDisplayStatus, lines: OrderLine[]): ReverseOrderType[] {
  if (tradeType === 'NORMAL_POINT_REDEEM') return [];
  if (!lines.some((l) => l.canReverseQty > 0)) return [];
  return REVERSE_TYPES[status] ?? [];
}

export function availableReverseTypes(order: Order): ReverseOrderType[] {
  return reverseTypesFor(order.tradeType, order.displayStatus, order.tradeOrderLineList);
}

/** Growth value an order earns: one per whole currency unit paid in money, once it is paid (not for points orders). */
export function growthValueOf(row: Pick<OrderRow, 'trade_type' | 'display_status' | 'paid_cents'>): number {
  if (row.trade_type === 'NORMAL_POINT_REDEEM') return 0;
  if (!['UN_DELIVERY', 'UN_RECEIVED', 'COMPLETE', 'PENDING_BALANCE'].includes(row.display_status)) return 0;
  return Math.floor(row.paid_cents / 100);
}

const text = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);

/** A contract's address as the order shows it, whatever else the stored JSON holds (checkout writes it too). */
export function toOrderAddress(json: Record<string, unknown> | null | undefined): OrderAddress | null {
  if (!json) return null;
  const region = json.region as { regionShortName?: unknown } | undefined;
  return {
    firstName: text(json.firstName) ?? '',
    lastName: text(json.lastName) ?? '',
    personPhone: text(json.personPhone) ?? '',
    email: text(json.email),
    company: text(json.company),
    poiName: text(json.poiName) ?? '',
    houseNo: text(json.houseNo),
    detailAddress: text(json.detailAddress),
    postalCode: text(json.postalCode) ?? '',
    city: text(json.city) ?? '',
    province: text(json.province),
    country: text(json.country) ?? '',
    regionShortName: text(json.regionShortName) ?? text(region?.regionShortName) ?? '',
    taxCode: text(json.taxCode),
    eori: text(json.eori),
  };
}

/** The list's time ranges (UTC years); lta and no timespan mean any time. */
export function timespanRange(timespan: OrderTimespan | undefined, now: Date): { from?: Date; to?: Date } {
  const year = now.getUTCFullYear();
  switch (timespan) {
    case '3m': {
      const from = new Date(now);
      from.setUTCMonth(from.getUTCMonth() - 3);
      return { from };
    }
    case 'ty':
      return { from: new Date(Date.UTC(year, 0, 1)) };
    case 'ly':
      return { from: new Date(Date.UTC(year - 1, 0, 1)), to: new Date(Date.UTC(year, 0, 1)) };
    default:
      return {};
  }
}

export interface OwnOrder {
  row: OrderRow;
  order: Order;
}

/**
 * The caller's order, or 404. `lock` (inside a transaction) first takes the order's locks in the
 * one lock order (domain/locks.ts), then reads it in a new statement, so what the caller decides
 * on (lines, reversed quantities) is what the last transaction before it committed.
 */
export async function loadOwnOrder(q: Queryable, id: number, buyerId: number, lock = false): Promise<OwnOrder> {
  if (lock) await lockOwnOrder(q, id, buyerId);
  const rows = await q.query<OrderRow>(`select ${ORDER_COLUMNS} ${ORDER_FROM} where o.id = $1 and o.buyer_id = $2`, [id, buyerId]);
  const row = rows[0];
  if (!row) throw notFound('order');
  return { row, order: toOrder(row) };
}

