import type { OrderDisplayStatus, ReverseOrderStatus, ReverseOrderType, TradeType } from '@mall/shared/contract';
import type { Queryable } from '../db/db';
import { vatPart } from '../domain/money';
import { skuImage } from '../media/paths';
import { ACCOUNTS } from './accounts';
import { cents, findSku, SHOPS, slug } from './catalogue';
import type { SeedClock } from './clock';
import { insertRows } from './insert';
import { REGIONS } from './markets';

type Buyer = 'buyer' | 'buyer2';

interface SeedLine {
  item: number;
  /** sku position within the item (1-based) */
  sku: number;
  qty: number;
  reverse?: 'PROCESSING' | 'DONE';
  /** a first review by the buyer (rate 1-5), with an optional shop reply and follow-up */
  review?: { rate: number; content: string; reply?: string; followUp?: string };
}

interface SeedOrder {
  id: number;
  buyer: Buyer;
  contract: number;
  status: OrderDisplayStatus;
  tradeType?: TradeType;
  ordered: Date;
  paid?: Date;
  lines: SeedLine[];
  /** pre-sale: deposit per unit (euros) and the balance window */
  presale?: { deposit: number; start: Date; end: Date };
  /** points orders: paid entirely in points */
  points?: number;
}

const ADDRESSES = {
  buyer: {
    firstName: 'Anna', lastName: 'Becker', personPhone: '+49 30 12345678', email: 'buyer@demo.mall', company: null,
    poiName: 'Schönhauser Allee', houseNo: '36', detailAddress: '3rd floor, left', postalCode: '10435', city: 'Berlin',
    province: 'Berlin', country: 'Germany', regionShortName: 'DE',
  },
  buyer2: {
    firstName: 'Ben', lastName: 'Martín', personPhone: '+34 612 345 678', email: 'buyer2@demo.mall', company: null,
    poiName: 'Calle de Alcalá', houseNo: '120', detailAddress: '4º B', postalCode: '28009', city: 'Madrid',
    province: 'Madrid', country: 'Spain', regionShortName: 'ES',
  },
} as const;

/** Free delivery from 200 €, otherwise a flat 19.90 € (a decision for the seed, not a rule yet). */
const shippingFor = (skuCents: number) => (skuCents >= 20_000 ? 0 : 1_990);


const code = (prefix: string, date: Date, id: number) => `${prefix}${date.getUTCFullYear()}${String(id).padStart(6, '0')}`;
const isoDate = (date: Date) => date.toISOString().slice(0, 10);

function demoOrders(clock: SeedClock): SeedOrder[] {
  const placed = (days: number) => clock.daysAgoThisYear(days);
  const paidAfter = (d: Date) => clock.plusHours(d, 0.2);
  const o = (order: SeedOrder) => order;
  return [
    // Awaiting payment: one alone and two from one checkout (merged pay and cancel).
    o({ id: 5001, buyer: 'buyer', contract: 7001, status: 'PENDING_PAY', ordered: clock.hoursAgo(2), lines: [{ item: 103, sku: 1, qty: 4 }] }),
    o({ id: 5002, buyer: 'buyer', contract: 7002, status: 'PENDING_PAY', ordered: clock.hoursAgo(5), lines: [{ item: 111, sku: 1, qty: 2 }] }),
    o({ id: 5003, buyer: 'buyer', contract: 7002, status: 'PENDING_PAY', ordered: clock.hoursAgo(5), lines: [{ item: 120, sku: 2, qty: 1 }] }),
    // Pre-sale: deposit paid, balance payable now.
    o({
      id: 5004, buyer: 'buyer', contract: 7003, status: 'PENDING_BALANCE', ordered: placed(10), paid: paidAfter(placed(10)),
      lines: [{ item: 117, sku: 1, qty: 1 }],
      presale: { deposit: 200, start: clock.hoursAgo(24), end: clock.plusDays(clock.now, 6) },
    }),
    o({ id: 5005, buyer: 'buyer', contract: 7004, status: 'UN_DELIVERY', ordered: placed(3), paid: paidAfter(placed(3)), lines: [{ item: 105, sku: 2, qty: 1 }, { item: 113, sku: 1, qty: 2 }] }),
    o({ id: 5006, buyer: 'buyer', contract: 7005, status: 'UN_DELIVERY', tradeType: 'NORMAL_SALE_CBE', ordered: placed(6), paid: paidAfter(placed(6)), lines: [{ item: 118, sku: 1, qty: 1 }] }),
    o({
      id: 5007, buyer: 'buyer', contract: 7006, status: 'UN_RECEIVED', ordered: placed(12), paid: paidAfter(placed(12)),
      lines: [{ item: 108, sku: 2, qty: 1 }, { item: 121, sku: 1, qty: 1, reverse: 'PROCESSING' }],
    }),
    o({
      id: 5008, buyer: 'buyer', contract: 7007, status: 'COMPLETE', ordered: placed(40), paid: paidAfter(placed(40)),
      lines: [{ item: 102, sku: 1, qty: 1, review: { rate: 5, content: 'Very comfortable and the oak frame feels solid. Delivered a week early.', reply: 'Thank you, Anna! Enjoy your new reading corner.' } }],
    }),
    o({
      id: 5009, buyer: 'buyer', contract: 7008, status: 'COMPLETE', ordered: placed(70), paid: paidAfter(placed(70)),
      lines: [
        { item: 106, sku: 1, qty: 1, review: { rate: 4, content: 'Beautiful light. The dimmer is a little stiff.' } },
        { item: 115, sku: 2, qty: 1, reverse: 'PROCESSING' },
      ],
    }),
    o({ id: 5010, buyer: 'buyer', contract: 7009, status: 'COMPLETE', ordered: placed(150), paid: paidAfter(placed(150)), lines: [{ item: 107, sku: 1, qty: 2 }] }),
    o({ id: 5011, buyer: 'buyer', contract: 7010, status: 'COMPLETE', tradeType: 'NORMAL_POINT_REDEEM', ordered: placed(200), paid: paidAfter(placed(200)), points: 5_900, lines: [{ item: 123, sku: 2, qty: 1 }] }),
    o({
      id: 5012, buyer: 'buyer', contract: 7011, status: 'COMPLETE', ordered: clock.lastYear(10, 14), paid: paidAfter(clock.lastYear(10, 14)),
      lines: [{
        item: 101, sku: 1, qty: 1, reverse: 'DONE',
        review: { rate: 5, content: 'The best sofa we have owned. Deep enough to nap on.', followUp: 'Six months on, the cushions still look new.' },
      }],
    }),
    o({ id: 5013, buyer: 'buyer', contract: 7012, status: 'CANCEL_ALL', ordered: clock.lastYear(6, 3), paid: paidAfter(clock.lastYear(6, 3)), lines: [{ item: 119, sku: 1, qty: 1 }] }),
    o({ id: 5014, buyer: 'buyer', contract: 7013, status: 'CLOSED', ordered: clock.lastYear(2, 20), lines: [{ item: 120, sku: 1, qty: 2 }] }),
    // The second buyer, to prove isolation.
    o({ id: 5101, buyer: 'buyer2', contract: 7101, status: 'COMPLETE', ordered: placed(20), paid: paidAfter(placed(20)), lines: [{ item: 112, sku: 1, qty: 1 }] }),
    o({ id: 5102, buyer: 'buyer2', contract: 7102, status: 'UN_DELIVERY', ordered: placed(2), paid: paidAfter(placed(2)), lines: [{ item: 109, sku: 1, qty: 1 }] }),
  ];
}

interface SeedReverse {
  id: number;
  order: number;
  /** index of the order line (0-based) */
  line: number;
  type: ReverseOrderType;
  status: ReverseOrderStatus;
  reason: string;
  notes: string | null;
  refund: number;
  refunded: number | null;
  created: Date;
}

function demoReverses(clock: SeedClock): SeedReverse[] {
  return [
    { id: 8001, order: 5007, line: 1, type: 'SALE_RETURN', status: 'WAITING_FOR_BUYER_RETURN', reason: 'No longer needed', notes: 'Too tall for the alcove.', refund: 149, refunded: null, created: clock.daysAgoThisYear(5) },
    { id: 8002, order: 5009, line: 1, type: 'SALE_EXCHANGE', status: 'WAITING_FOR_BUYER_CONFIRMED', reason: 'Damaged on arrival', notes: 'Chipped rim; replacement sent.', refund: 0, refunded: null, created: clock.daysAgoThisYear(60) },
    { id: 8003, order: 5012, line: 0, type: 'SALE_REFUND', status: 'REFUND_DONE', reason: 'Scratch on a leg', notes: 'Partial refund agreed with the seller.', refund: 100, refunded: 100, created: clock.lastYear(10, 30) },
  ];
}

const lineId = (orderId: number, index: number) => orderId * 10 + index + 1;

export async function seedOrders(tx: Queryable, clock: SeedClock): Promise<void> {
  const orders = demoOrders(clock);
  const userId = (b: Buyer) => ACCOUNTS[b].id;

  const contracts = new Map<number, Buyer>();
  for (const order of orders) contracts.set(order.contract, order.buyer);
  await insertRows(
    tx,
    'trade_contracts',
    [...contracts].map(([id, buyer]) => ({
      id,
      buyer_id: userId(buyer),
      selected_address: ADDRESSES[buyer],
      billing_address: ADDRESSES[buyer],
      created_at: orders.find((o) => o.contract === id)!.ordered,
    })),
  );

  const orderRows: Record<string, unknown>[] = [];
  const lineRows: Record<string, unknown>[] = [];
  for (const order of orders) {
    const region = REGIONS.find((r) => r.region_short_name === ADDRESSES[order.buyer].regionShortName)!;
    const lines = order.lines.map((l) => ({ ...l, ...findSku(l.item, l.sku) }));
    const skuCents = lines.reduce((sum, l) => sum + cents(l.sku.price) * l.qty, 0);
    const isPoints = order.tradeType === 'NORMAL_POINT_REDEEM';
    const shipping = isPoints ? 0 : shippingFor(skuCents);
    const total = isPoints ? 0 : skuCents + shipping;
    const unpaid = order.status === 'PENDING_PAY' || order.status === 'CLOSED';
    const depositCents = order.presale ? cents(order.presale.deposit) * lines[0]!.qty : 0;
    orderRows.push({
      id: order.id,
      trade_order_code: code('FM', order.ordered, order.id),
      contract_id: order.contract,
      buyer_id: userId(order.buyer),
      shop_id: SHOPS.find((s) => s.id === lines[0]!.item.shop)!.id,
      display_status: order.status,
      trade_type: order.tradeType ?? 'NORMAL_SALE_B2C',
      fulfillment_type: 'EXPRESS',
      currency: 'EUR',
      ordered_at: order.ordered,
      paid_at: order.presale ? null : (order.paid ?? null),
      deposit_paid_at: order.presale ? (order.paid ?? null) : null,
      pay_deadline_at: order.status === 'PENDING_PAY' ? clock.plusHours(order.ordered, 24) : null,
      sku_cents: skuCents,
      shipping_cents: shipping,
      tax_cents: vatPart(total, region.vat_rate),
      tax_rate: region.vat_rate,
      need_pay_cents: total,
      paid_cents: unpaid ? 0 : order.presale ? depositCents : total,
      need_pay_points: order.points ?? 0,
      paid_points: order.points ?? 0,
      earn_points: isPoints ? 0 : Math.floor(total / 100),
      out_order_id: null,
      biz_code: null,
      invoice_url: null,
    });
    const shipped = order.status === 'UN_RECEIVED' || order.status === 'COMPLETE';
    lines.forEach((l, index) => {
      const saleCents = cents(l.sku.price);
      lineRows.push({
        id: lineId(order.id, index),
        order_id: order.id,
        sku_id: l.id,
        item_id: l.item.id,
        sku_snapshot: {
          name: `${l.item.name}, ${l.sku.name}`,
          image: skuImage(l.id),
          urlKey: slug(l.item.name),
          attributes: Object.entries(l.sku.attributes).map(([attrKey, attrVal]) => ({ attrKey, attrVal })),
        },
        sale_cents: saleCents,
        trade_qty: l.qty,
        delivered_qty: shipped ? l.qty : 0,
        reverse_status: l.reverse ?? 'NOT_REQUESTED',
        campaign_sub_type: order.presale ? 'PRESELL' : null,
        presale: order.presale
          ? {
              depositUnitCents: cents(order.presale.deposit),
              balanceUnitCents: saleCents - cents(order.presale.deposit),
              balanceStart: order.presale.start.toISOString(),
              balanceEnd: order.presale.end.toISOString(),
            }
          : null,
        expect_date: isoDate(clock.plusDays(order.ordered, l.item.leadDays)),
        sort: index,
      });
    });
  }
  await insertRows(tx, 'trade_orders', orderRows);
  await insertRows(tx, 'trade_order_lines', lineRows);

  const reverses = demoReverses(clock);
  await insertRows(
    tx,
    'reverse_orders',
    reverses.map((r) => ({
      id: r.id,
      reverse_code: code('AS', r.created, r.id),
      buyer_id: userId(orders.find((o) => o.id === r.order)!.buyer),
      trade_order_id: r.order,
      reverse_type: r.type,
      reverse_status: r.status,
      reverse_reason: r.reason,
      reverse_notes: r.notes,
      apply_refund_cents: cents(r.refund),
      actual_refund_cents: r.refunded === null ? null : cents(r.refunded),
      created_at: r.created,
    })),
  );
  await insertRows(
    tx,
    'reverse_order_lines',
    reverses.map((r, index) => ({
      id: 8500 + index + 1,
      reverse_order_id: r.id,
      trade_order_line_id: lineId(r.order, r.line),
      reverse_qty: 1,
      apply_refund_cents: cents(r.refund),
    })),
  );

  // Reviews: a first review per line, then the shop's reply and the buyer's follow-up under it.
  const comments: Record<string, unknown>[] = [];
  let commentId = 9000;
  for (const order of orders) {
    for (const [index, line] of order.lines.entries()) {
      if (!line.review) continue;
      const postId = lineId(order.id, index);
      const reviewedAt = clock.plusDays(order.paid ?? order.ordered, 12);
      const top = ++commentId;
      const sellerId = SHOPS.find((s) => s.id === findSku(line.item, line.sku).item.shop)!.seller_id;
      const base = { post_id: postId, post_type: 'ORDER_LINE', images: [] as string[] };
      comments.push({ ...base, id: top, top_id: null, parent_id: null, commentator_id: userId(order.buyer), commentator_type: 'BUYER', rate: line.review.rate, content: line.review.content, created_at: reviewedAt });
      if (line.review.reply) {
        comments.push({ ...base, id: ++commentId, top_id: top, parent_id: top, commentator_id: sellerId, commentator_type: 'SHOP', rate: null, content: line.review.reply, created_at: clock.plusDays(reviewedAt, 1) });
      }
      if (line.review.followUp) {
        comments.push({ ...base, id: ++commentId, top_id: top, parent_id: top, commentator_id: userId(order.buyer), commentator_type: 'BUYER', rate: null, content: line.review.followUp, created_at: clock.plusDays(reviewedAt, 60) });
      }
    }
  }
  await insertRows(tx, 'comments', comments);
}
