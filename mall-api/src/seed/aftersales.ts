/**
 * Issue 12: after-sales orders in every status the demo buyer can see (with their history, the
 * parcels of returns and exchanges, and each shop's return address), so every screen state of the
 * after-sales detail is reachable. Orders of seed/orders.ts carry 8001-8003; these add 8004-8014.
 * Open ones sit on orders of their own (the existing orders keep their lines free for the apply
 * tests); freed and finished ones on lines of existing orders, which they leave free.
 */
import type { ReverseOrderStatus, ReverseOrderType } from '@mall/shared/contract';
import type { Queryable } from '../db/db';
import { lineReverseStatus } from '../domain/reverseStateMachine';
import { ACCOUNTS } from './accounts';
import { cents, SHOPS } from './catalogue';
import type { SeedClock } from './clock';
import { insertRows, moveSequencesPast } from './insert';
import { insertOrders, lineId, type SeedOrder } from './orders';

/** Where each shop takes goods back (shown while the buyer has to send them). */
const RETURN_ADDRESSES: Record<number, { detailAddress: string; districtList: Array<{ name: string }>; contactName: string; contactPhone: string }> = {
  1: { detailAddress: 'Lagerstraße 12, Halle 3', districtList: [{ name: 'Deutschland' }, { name: 'Berlin' }, { name: '10115' }], contactName: 'Nordhaus Living Returns', contactPhone: '+49 30 5550101' },
  2: { detailAddress: 'Carrer de la Indústria 45', districtList: [{ name: 'España' }, { name: 'Barcelona' }, { name: '08025' }], contactName: 'Casa Serena Devoluciones', contactPhone: '+34 93 5550102' },
  3: { detailAddress: '18 rue des Entrepôts', districtList: [{ name: 'France' }, { name: 'Lyon' }, { name: '69007' }], contactName: 'Atelier Lumière Retours', contactPhone: '+33 4 5550103' },
  4: { detailAddress: 'Mall Logistics Centre, Tor 7', districtList: [{ name: 'Deutschland' }, { name: 'Leipzig' }, { name: '04159' }], contactName: 'Furniture Mall Returns', contactPhone: '+49 341 5550104' },
};

interface SeedAfterSale {
  id: number;
  order: number;
  line: number;
  type: ReverseOrderType;
  status: ReverseOrderStatus;
  reason: string;
  notes: string | null;
  /** euros asked for */
  refund: number;
  daysAgo: number;
  rejectReason?: string;
  /** parcels: the buyer's return, the seller's replacement (carrier id, tracking number) */
  returnParcel?: [number, string];
  replacementParcel?: [number, string];
  /** the transitions taken after applying, oldest first */
  history: Array<[event: string, actor: 'BUYER' | 'SELLER' | 'SYSTEM', to: ReverseOrderStatus]>;
}

/** Orders of their own for the open applications (bought 16-24 days ago, on their way or not shipped). */
function afterSalesOrders(clock: SeedClock): SeedOrder[] {
  const placed = (days: number) => clock.daysAgoThisYear(days);
  const paid = (d: Date) => clock.plusHours(d, 0.2);
  const order = (id: number, days: number, item: number, status: SeedOrder['status'] = 'UN_RECEIVED'): SeedOrder => ({
    id, buyer: 'buyer', contract: id + 2000, status, ordered: placed(days), paid: paid(placed(days)),
    lines: [{ item, sku: 1, qty: 1, reverse: 'PROCESSING' }],
  });
  return [order(5301, 24, 124), order(5302, 23, 116), order(5303, 22, 113), order(5304, 21, 103), order(5305, 20, 102), order(5306, 16, 104, 'UN_DELIVERY'), order(5307, 17, 121)];
}

function afterSales(): SeedAfterSale[] {
  return [
    { id: 8004, order: 5301, line: 0, type: 'SALE_REFUND', status: 'AS_APPLIED', reason: 'MISSING_PARTS', notes: 'Two of the four legs were missing.', refund: 20, daysAgo: 2, history: [] },
    { id: 8005, order: 5302, line: 0, type: 'SALE_RETURN', status: 'WAITING_FOR_AUDIT_BY_SELLER', reason: 'NOT_AS_DESCRIBED', notes: 'The colour is much darker than in the photos.', refund: 549, daysAgo: 3, history: [] },
    {
      id: 8006, order: 5303, line: 0, type: 'SALE_RETURN', status: 'WAITING_FOR_QC_DONE', reason: 'QUALITY_PROBLEM', notes: 'Drawer runner broke on day one.', refund: 129, daysAgo: 9,
      returnParcel: [1, '00340434161094042557'],
      history: [['approve', 'SELLER', 'WAITING_FOR_BUYER_RETURN'], ['postBack', 'BUYER', 'WAITING_FOR_QC_DONE']],
    },
    { id: 8007, order: 5304, line: 0, type: 'SALE_REFUND', status: 'WAITING_FOR_REFUND', reason: 'DAMAGED', notes: 'Scratched seat; keeping it for a partial refund.', refund: 30, daysAgo: 6, history: [['approve', 'SELLER', 'WAITING_FOR_REFUND']] },
    {
      id: 8008, order: 5305, line: 0, type: 'SALE_REFUND', status: 'REFUND_FAIL', reason: 'NOT_AS_DESCRIBED', notes: null, refund: 80, daysAgo: 8,
      history: [['approve', 'SELLER', 'WAITING_FOR_REFUND'], ['refundFailed', 'SYSTEM', 'REFUND_FAIL']],
    },
    { id: 8009, order: 5306, line: 0, type: 'SALE_CANCEL_BEFORE_DELIVERY', status: 'REFUND_PENDING', reason: 'ORDERED_BY_MISTAKE', notes: null, refund: 0, daysAgo: 1, history: [] },
    {
      id: 8010, order: 5035, line: 0, type: 'SALE_EXCHANGE', status: 'WAITING_FOR_SELLER_SHIP', reason: 'WRONG_ITEM', notes: 'Received walnut instead of oak.', refund: 0, daysAgo: 12,
      returnParcel: [2, '01905502194473'],
      history: [['approve', 'SELLER', 'WAITING_FOR_BUYER_RETURN'], ['postBack', 'BUYER', 'WAITING_FOR_QC_DONE'], ['confirmReceived', 'SELLER', 'WAITING_FOR_SELLER_SHIP']],
    },
    {
      id: 8011, order: 5025, line: 0, type: 'SALE_EXCHANGE', status: 'REVERSE_DONE', reason: 'DAMAGED', notes: 'A shelf arrived cracked.', refund: 0, daysAgo: 30,
      returnParcel: [3, 'GLS52018844DE'], replacementParcel: [3, 'GLS52019931DE'],
      history: [
        ['approve', 'SELLER', 'WAITING_FOR_BUYER_RETURN'], ['postBack', 'BUYER', 'WAITING_FOR_QC_DONE'], ['confirmReceived', 'SELLER', 'WAITING_FOR_SELLER_SHIP'],
        ['shipReplacement', 'SELLER', 'WAITING_FOR_BUYER_CONFIRMED'], ['confirmExchange', 'BUYER', 'REVERSE_DONE'],
      ],
    },
    // The after-sales journey's own return waiting for Anna to send it back (it sends it); 8001, the
    // same state, stays as seeded for the walks that open its dialogs.
    {
      id: 8014, order: 5307, line: 0, type: 'SALE_RETURN', status: 'WAITING_FOR_BUYER_RETURN', reason: 'NO_LONGER_NEEDED', notes: 'Too tall for the alcove.', refund: 149, daysAgo: 5,
      history: [['approve', 'SELLER', 'WAITING_FOR_BUYER_RETURN']],
    },
    { id: 8012, order: 5019, line: 0, type: 'SALE_RETURN', status: 'REVERSE_CANCELED', reason: 'NO_LONGER_NEEDED', notes: null, refund: 349, daysAgo: 4, history: [['buyerCancel', 'BUYER', 'REVERSE_CANCELED']] },
    {
      id: 8013, order: 5020, line: 0, type: 'SALE_RETURN', status: 'REVERSE_CLOSE', reason: 'NOT_AS_DESCRIBED', notes: 'Pile is thinner than described.', refund: 219, daysAgo: 5,
      rejectReason: 'The rug matches the product description (pile height 12 mm); please see the photos in the listing.',
      history: [['reject', 'SELLER', 'REVERSE_CLOSE']],
    },
  ];
}

export async function seedAfterSales(tx: Queryable, clock: SeedClock): Promise<void> {
  for (const shop of SHOPS) await tx.query(`update shops set return_address = $2 where id = $1`, [shop.id, JSON.stringify(RETURN_ADDRESSES[shop.id])]);
  const orders = afterSalesOrders(clock);
  await insertOrders(tx, clock, orders);
  const rows = afterSales();
  const unitCents = async (orderId: number, index: number) => {
    const [line] = await tx.query<{ sale_cents: number }>(`select sale_cents from trade_order_lines where id = $1`, [lineId(orderId, index)]);
    return line!.sale_cents;
  };
  const reverseRows: Record<string, unknown>[] = [];
  const lineRows: Record<string, unknown>[] = [];
  const events: Record<string, unknown>[] = [];
  const parcels: Record<string, unknown>[] = [];
  for (const [index, r] of rows.entries()) {
    const created = clock.daysAgoThisYear(r.daysAgo);
    // A cancel before delivery asks for what the goods cost.
    const refund = r.type === 'SALE_CANCEL_BEFORE_DELIVERY' ? await unitCents(r.order, r.line) : cents(r.refund);
    const done = r.status === 'REFUND_DONE';
    reverseRows.push({
      id: r.id, reverse_code: `AS${created.getUTCFullYear()}${String(r.id).padStart(6, '0')}`, buyer_id: ACCOUNTS.buyer.id, trade_order_id: r.order,
      reverse_type: r.type, reverse_status: r.status, reverse_reason: r.reason, reverse_notes: r.notes, apply_refund_cents: refund,
      actual_refund_cents: done ? refund : null, created_at: created, audit_reject_reason: r.rejectReason ?? null, updated_at: created,
    });
    lineRows.push({ id: 8600 + index + 1, reverse_order_id: r.id, trade_order_line_id: lineId(r.order, r.line), reverse_qty: 1, apply_refund_cents: refund });
    const step = (n: number) => clock.plusHours(created, 20 * n);
    events.push({ reverse_order_id: r.id, event: 'apply', actor: 'BUYER', to_status: r.history.length ? 'WAITING_FOR_AUDIT_BY_SELLER' : r.status, text: null, created_at: created });
    r.history.forEach(([event, actor, to], n) => events.push({ reverse_order_id: r.id, event, actor, to_status: to, text: event === 'reject' ? r.rejectReason : null, created_at: step(n + 1) }));
    const returnStep = r.history.findIndex(([event]) => event === 'postBack') + 1;
    const shipStep = r.history.findIndex(([event]) => event === 'shipReplacement') + 1;
    if (r.returnParcel) parcels.push({ reverse_order_id: r.id, operater_type: 'USER', carrier_id: r.returnParcel[0], service_code: r.returnParcel[1], created_at: step(returnStep) });
    if (r.replacementParcel) parcels.push({ reverse_order_id: r.id, operater_type: 'SELLER', carrier_id: r.replacementParcel[0], service_code: r.replacementParcel[1], created_at: step(shipStep) });
  }
  await insertRows(tx, 'reverse_orders', reverseRows);
  await insertRows(tx, 'reverse_order_lines', lineRows);
  // The history and parcels of seed/orders.ts's three as well.
  events.push(
    { reverse_order_id: 8001, event: 'apply', actor: 'BUYER', to_status: 'WAITING_FOR_AUDIT_BY_SELLER', text: null, created_at: clock.daysAgoThisYear(5) },
    { reverse_order_id: 8001, event: 'approve', actor: 'SELLER', to_status: 'WAITING_FOR_BUYER_RETURN', text: null, created_at: clock.daysAgoThisYear(4) },
    { reverse_order_id: 8002, event: 'apply', actor: 'BUYER', to_status: 'WAITING_FOR_AUDIT_BY_SELLER', text: null, created_at: clock.daysAgoThisYear(60) },
    { reverse_order_id: 8002, event: 'shipReplacement', actor: 'SELLER', to_status: 'WAITING_FOR_BUYER_CONFIRMED', text: null, created_at: clock.daysAgoThisYear(52) },
  );
  parcels.push(
    { reverse_order_id: 8002, operater_type: 'USER', carrier_id: 1, service_code: '00340434161094011223', created_at: clock.daysAgoThisYear(57) },
    { reverse_order_id: 8002, operater_type: 'SELLER', carrier_id: 1, service_code: '00340434161094019876', created_at: clock.daysAgoThisYear(52) },
  );
  await insertRows(tx, 'reverse_order_events', events);
  await insertRows(tx, 'reverse_fulfilments', parcels);
  // Each touched line's reverseStatus as its applications add up to (freed ones stay free).
  for (const r of rows) {
    const statuses = await tx.query<{ reverse_status: ReverseOrderStatus }>(
      `select r.reverse_status from reverse_orders r join reverse_order_lines rl on rl.reverse_order_id = r.id where rl.trade_order_line_id = $1`,
      [lineId(r.order, r.line)],
    );
    await tx.query(`update trade_order_lines set reverse_status = $2 where id = $1`, [lineId(r.order, r.line), lineReverseStatus(statuses.map((s) => s.reverse_status))]);
  }
  await moveSequencesPast(tx, ['reverse_order_events', 'reverse_fulfilments'], 100_000);
}
