import type {
  Order,
  OrderDisplayStatus,
  OrderLine,
  OrderOperation,
  OrderTimespan,
  ReverseOrderType,
  TradeType,
} from '@mall/shared/contract';
import { money } from './money';

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
  need_pay_points: number;
  paid_points: number;
  earn_points: number;
  out_order_id: string | null;
  biz_code: string | null;
  invoice_url: string | null;
  group_size: number;
  /** ORDER_COLUMNS' aggregated lines; null for an order without lines */
  lines: OrderLineRow[] | null;
}

export interface SkuSnapshot {
  name: string;
  image: string;
  urlKey: string;
  attributes: Array<{ attrKey: string; attrVal: string }>;
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
  presale: { depositUnitCents: number; balanceUnitCents: number; balanceStart: string; balanceEnd: string } | null;
  expect_date: string | null;
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
           'commented', ${LINE_COMMENTED},
           'reversed_qty', coalesce((select sum(rl.reverse_qty) from reverse_order_lines rl
                                     join reverse_orders r on r.id = rl.reverse_order_id
                                     where rl.trade_order_line_id = l.id
                                       and r.reverse_status not in ('REVERSE_CANCELED', 'REVERSE_CLOSE')), 0)::int
         ) order by l.sort, l.id)
  from trade_order_lines l where l.order_id = o.id)`;

/**
 * Orders (alias o) with their shop, the size of their checkout group (merged pay) and their lines:
 * everything toOrder needs, in one statement: `select ${ORDER_COLUMNS} ${ORDER_FROM} where ...`.
 */
export const ORDER_COLUMNS = `o.*, sh.site_name, sh.seller_id,
  (select count(*)::int from trade_orders g where g.contract_id = o.contract_id) as group_size,
  ${ORDER_LINES} as lines`;
export const ORDER_FROM = `from trade_orders o join shops sh on sh.id = o.shop_id`;

const CANCELLABLE: readonly OrderDisplayStatus[] = ['PENDING_PAY', 'PENDING_DEPOSIT', 'PENDING_BALANCE', 'UN_DELIVERY'];

/** After-sales types by status; points orders have none. */
const REVERSE_TYPES: Partial<Record<OrderDisplayStatus, ReverseOrderType[]>> = {
  UN_DELIVERY: ['SALE_CANCEL_BEFORE_DELIVERY'],
  UN_RECEIVED: ['SALE_REFUND', 'SALE_RETURN'],
  COMPLETE: ['SALE_REFUND', 'SALE_RETURN', 'SALE_EXCHANGE'],
};

interface OrderFacts {
  status: OrderDisplayStatus;
  tradeType: TradeType;
  fulfillmentType: Order['fulfillmentType'];
  canReverse: boolean;
  inAfterSales: boolean;
  hasUnreviewedLine: boolean;
  hasInvoice: boolean;
  balancePayableNow: boolean;
}

/**
 * Which operations an order offers, as a table: an operation is listed when the order is in one
 * of its statuses and its condition holds. The storefront shows only what is listed, and later
 * actions will be refused when not listed.
 */
export const ORDER_OPERATION_RULES: ReadonlyArray<{
  operation: OrderOperation;
  statuses: readonly OrderDisplayStatus[];
  when?: (f: OrderFacts) => boolean;
}> = [
  { operation: 'pay', statuses: ['PENDING_PAY'] },
  { operation: 'payDeposit', statuses: ['PENDING_DEPOSIT'] },
  { operation: 'payBalance', statuses: ['PENDING_BALANCE'], when: (f) => f.balancePayableNow },
  { operation: 'buyerCancelBeforePay', statuses: ['PENDING_PAY', 'PENDING_DEPOSIT'] },
  { operation: 'buyerCancelAfterPay', statuses: ['UN_DELIVERY'], when: (f) => !f.inAfterSales },
  { operation: 'confirm', statuses: ['UN_RECEIVED'] },
  { operation: 'buyerPostponeConfirmDeadline', statuses: ['UN_RECEIVED'] },
  { operation: 'checkExpressTrack', statuses: ['UN_RECEIVED', 'COMPLETE'], when: (f) => f.fulfillmentType !== 'SITE_PICK_UP' },
  { operation: 'buyerApplyReverse', statuses: ['UN_RECEIVED', 'COMPLETE'], when: (f) => f.canReverse },
  { operation: 'comment', statuses: ['COMPLETE'], when: (f) => f.hasUnreviewedLine },
  { operation: 'viewInvoice', statuses: ['UN_RECEIVED', 'COMPLETE'], when: (f) => f.hasInvoice },
  { operation: 'sendInvoiceEmail', statuses: ['UN_RECEIVED', 'COMPLETE'], when: (f) => f.hasInvoice },
  {
    operation: 'buyAgain',
    statuses: ['UN_DELIVERY', 'UN_RECEIVED', 'COMPLETE', 'CLOSED', 'CANCEL_ALL', 'CANCELED'],
    when: (f) => f.tradeType !== 'NORMAL_POINT_REDEEM',
  },
];

export function operationsFor(facts: OrderFacts): OrderOperation[] {
  return ORDER_OPERATION_RULES.filter((r) => r.statuses.includes(facts.status) && (r.when?.(facts) ?? true)).map((r) => r.operation);
}

const iso = (date: Date | null) => (date ? date.toISOString() : null);

function toLine(order: OrderRow, line: OrderLineRow): OrderLine {
  const open = line.trade_qty - line.reversed_qty;
  const reversible = order.trade_type !== 'NORMAL_POINT_REDEEM' && REVERSE_TYPES[order.display_status] !== undefined;
  const lineCents = line.sale_cents * line.trade_qty;
  return {
    id: line.id,
    sku: {
      id: line.sku_id,
      name: line.sku_snapshot.name,
      image: line.sku_snapshot.image,
      salePrc: money(line.sale_cents, order.currency),
      attributes: line.sku_snapshot.attributes,
      item: { id: line.item_id, urlKey: line.sku_snapshot.urlKey },
      marketingUnit: null,
      skuUrlSuffix: null,
    },
    tradeQty: line.trade_qty,
    deliveredQty: line.delivered_qty,
    canCancelQty: CANCELLABLE.includes(order.display_status) ? open : 0,
    canReverseQty: reversible ? open : 0,
    reverseStatus: line.reverse_status,
    campaignSubType: line.campaign_sub_type,
    lineGroupTypeDict: line.line_group_type,
    tradeOrderLineBusinessType: null,
    expectDate: line.expect_date,
    balancePaymentStartTime: line.presale?.balanceStart ?? null,
    balancePaymentEndTime: line.presale?.balanceEnd ?? null,
    preSaleUnitAmount: line.presale ? money(line.presale.depositUnitCents, order.currency) : null,
    balanceSaleUnitAmount: line.presale ? money(line.presale.balanceUnitCents, order.currency) : null,
    tradeOrderLinePrice: {
      skuAmt: money(lineCents, order.currency),
      // Points orders are paid in points: nothing is due in money.
      needPaySkuAmt: money(order.trade_type === 'NORMAL_POINT_REDEEM' ? 0 : lineCents, order.currency),
    },
  };
}

export function toOrder(row: OrderRow, now = Date.now()): Order {
  const lineRows = row.lines ?? [];
  const lines = lineRows.map((l) => toLine(row, l));
  const presale = lineRows.find((l) => l.presale)?.presale;
  const facts: OrderFacts = {
    status: row.display_status,
    tradeType: row.trade_type,
    fulfillmentType: row.fulfillment_type,
    canReverse: lines.some((l) => l.canReverseQty > 0),
    inAfterSales: lines.some((l) => l.reverseStatus !== 'NOT_REQUESTED'),
    hasUnreviewedLine: lineRows.some((l) => !l.commented),
    hasInvoice: row.invoice_url !== null,
    balancePayableNow: presale ? Date.parse(presale.balanceStart) <= now && now <= Date.parse(presale.balanceEnd) : false,
  };
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
    fulfillmentType: row.fulfillment_type,
    reverseStatus,
    operationList: operationsFor(facts).map((operation) => ({ operation })),
    shop: { id: row.shop_id, siteName: row.site_name },
    seller: { id: row.seller_id },
    buyer: { id: row.buyer_id },
    tradeContract: { id: row.contract_id },
    timeline: { orderedTime: row.ordered_at.toISOString(), paidTime: iso(row.paid_at), depositPaidTime: iso(row.deposit_paid_at) },
    needPayAmt: money(row.need_pay_cents, row.currency),
    paidAmt: money(row.paid_cents, row.currency),
    skuAmt: money(row.sku_cents, row.currency),
    shippingAmt: money(row.shipping_cents, row.currency),
    taxAmt: money(row.tax_cents, row.currency),
    skuTotalCount: lineRows.reduce((sum, l) => sum + l.trade_qty, 0),
    actualNeedPayPoints: row.need_pay_points,
    actualPaidPoints: row.paid_points,
    earnPoints: row.earn_points,
    payDeadlineMillis: row.pay_deadline_at ? row.pay_deadline_at.getTime() : null,
    isInGroup: row.group_size > 1,
    outOrderId: row.out_order_id,
    bizCode: row.biz_code,
    tradeOrderLineList: lines,
  };
}

export function availableReverseTypes(order: Order): ReverseOrderType[] {
  if (order.tradeType === 'NORMAL_POINT_REDEEM') return [];
  if (!order.tradeOrderLineList.some((l) => l.canReverseQty > 0)) return [];
  return REVERSE_TYPES[order.displayStatus] ?? [];
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
