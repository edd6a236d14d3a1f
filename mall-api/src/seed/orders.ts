import type { OrderDisplayStatus, ReverseOrderStatus, ReverseOrderType, ReverseReason, TradeType } from '@mall/shared/contract';
import type { Queryable } from '../db/db';
import { vatPart } from '../domain/money';
import { ACCOUNTS } from './accounts';
import { cents, findSku, seededSkuPicture, SHOPS, slug } from './catalogue';
import type { SeedClock } from './clock';
import { insertRows } from './insert';
import { REGIONS } from './markets';

/** Seeded buyers, plus guest (tourist) users whose orders can be linked by e-mail (seed/orderScenarios.ts). */
export type Buyer = 'buyer' | 'buyer2' | 'guestAnna' | 'guestBen' | 'guestOther';

/** Tourist users: no e-mail or password of their own; their checkout address carries the e-mail. */
export const GUESTS = { guestAnna: 41, guestBen: 42, guestOther: 43 } as const;

export interface SeedLine {
  item: number;
  /** sku position within the item (1-based) */
  sku: number;
  qty: number;
  reverse?: 'PROCESSING' | 'DONE';
  /** a first review by the buyer (rate 1-5), with an optional shop reply and follow-up */
  review?: { rate: number; content: string; reply?: string; followUp?: string };
  /** a free gift line (sale price 0) */
  gift?: boolean;
  /** a DIY child line: the index of its DIY_MAIN line in the order */
  diyParent?: number;
  diyMain?: boolean;
  /** sold as a voucher or a service booking instead of goods; name and unit price (euros) replace the catalogue's */
  business?: 'COUPON' | 'SERVICE';
  name?: string;
  price?: number;
  insurance?: { id: number; name: string; fee: number };
  /** pre-sale delivery: RELATIVE_TIME (duration days after the balance) or ABSOLUTE_TIME (a window) */
  delivery?: { type: 'RELATIVE_TIME'; days: number } | { type: 'ABSOLUTE_TIME'; fromDays: number; toDays: number };
}

export interface SeedOrder {
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
  fulfillment?: 'EXPRESS' | 'SITE_SHIPPING' | 'SITE_PICK_UP';
  itemBusinessType?: 'NORMAL' | 'SERVICE' | 'COUPON';
  reissue?: boolean;
  outOrderId?: string;
  /** a PDF invoice exists */
  invoice?: boolean;
  /** euros off: the shop's, the order's, a platform coupon, points spent as money */
  discounts?: { shop?: number; order?: number; platformCoupon?: number; points?: number };
  serviceCharge?: number;
  service?: { id: number; type: string; name: string; contact: string; remark: string; uses: number; expiresInDays: number };
  /** an earlier payment attempt failed (the order offers secondary_pay) */
  failedPayment?: boolean;
  /** how the invoice is resent: an order without e-mail gets it by phone */
  contact?: { email: string | null; phone: string | null };
  /** the deadline of an unpaid order, hours after ordering (24 when omitted) */
  deadlineHours?: number;
  benefits?: Array<{ benefitType: string; benefitName: string; amount: number }>;
  activities?: Array<{ activityId: number; activityName: string; activityType: string }>;
  /** billing address differs: a company with tax code and EORI */
  companyBilling?: boolean;
}

const ADDRESSES: Record<Buyer, Record<string, string | null>> = {
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
  // Guests who used the buyers' e-mails before they had accounts (linkable), and one who did not.
  guestAnna: {
    firstName: 'Anna', lastName: 'Becker', personPhone: '+49 30 12345678', email: 'buyer@demo.mall', company: null,
    poiName: 'Kastanienallee', houseNo: '12', detailAddress: null, postalCode: '10435', city: 'Berlin',
    province: 'Berlin', country: 'Germany', regionShortName: 'DE',
  },
  guestBen: {
    firstName: 'Ben', lastName: 'Martín', personPhone: '+34 612 345 678', email: 'BUYER2@demo.mall', company: null,
    poiName: 'Calle Mayor', houseNo: '5', detailAddress: null, postalCode: '28013', city: 'Madrid',
    province: 'Madrid', country: 'Spain', regionShortName: 'ES',
  },
  guestOther: {
    firstName: 'Otto', lastName: 'Gast', personPhone: '+49 89 7654321', email: 'otto.gast@example.com', company: null,
    poiName: 'Leopoldstraße', houseNo: '8', detailAddress: null, postalCode: '80802', city: 'München',
    province: 'Bayern', country: 'Germany', regionShortName: 'DE',
  },
};

const COMPANY_BILLING = {
  firstName: 'Anna', lastName: 'Becker', personPhone: '+49 30 12345678', email: 'invoices@becker-studio.example', company: 'Becker Studio GmbH',
  poiName: 'Torstraße', houseNo: '101', detailAddress: null, postalCode: '10119', city: 'Berlin', province: 'Berlin', country: 'Germany',
  regionShortName: 'DE', taxCode: 'DE298765432', eori: 'DE1234567890123',
};

/** Free delivery from 200 €, otherwise a flat 19.90 € (a decision for the seed, not a rule yet). */
const shippingFor = (skuCents: number) => (skuCents >= 20_000 ? 0 : 1_990);


const code = (prefix: string, date: Date, id: number) => `${prefix}${date.getUTCFullYear()}${String(id).padStart(6, '0')}`;
const isoDate = (date: Date) => date.toISOString().slice(0, 10);

export function demoOrders(clock: SeedClock): SeedOrder[] {
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
        review: {
          rate: 5, content: 'The best sofa we have owned. Deep enough to nap on.',
          reply: 'Thank you! Our cushions are filled to last: enjoy many more naps.', followUp: 'Six months on, the cushions still look new.',
        },
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
  /** a reason code (REVERSE_REASONS), as the apply form stores it: the screen names it in the buyer's language */
  reason: ReverseReason;
  notes: string | null;
  refund: number;
  refunded: number | null;
  created: Date;
}

function demoReverses(clock: SeedClock): SeedReverse[] {
  return [
    { id: 8001, order: 5007, line: 1, type: 'SALE_RETURN', status: 'WAITING_FOR_BUYER_RETURN', reason: 'NO_LONGER_NEEDED', notes: 'Too tall for the alcove.', refund: 149, refunded: null, created: clock.daysAgoThisYear(5) },
    { id: 8002, order: 5009, line: 1, type: 'SALE_EXCHANGE', status: 'WAITING_FOR_BUYER_CONFIRMED', reason: 'DAMAGED', notes: 'Chipped rim; replacement sent.', refund: 0, refunded: null, created: clock.daysAgoThisYear(60) },
    { id: 8003, order: 5012, line: 0, type: 'SALE_REFUND', status: 'REFUND_DONE', reason: 'QUALITY_PROBLEM', notes: 'Partial refund agreed with the seller.', refund: 100, refunded: 100, created: clock.lastYear(10, 30) },
  ];
}

export const lineId = (orderId: number, index: number) => orderId * 10 + index + 1;

/** Spreads euros-as-cents over weights; the last share takes the remainder. */
function spread(total: number, weights: number[]): number[] {
  const sum = weights.reduce((a, b) => a + b, 0);
  const shares = weights.map((w) => (sum === 0 ? 0 : Math.floor((total * w) / sum)));
  if (shares.length) shares[shares.length - 1]! += total - shares.reduce((a, b) => a + b, 0);
  return shares;
}

export const userIdOf = (b: Buyer) => (b === 'buyer' || b === 'buyer2' ? ACCOUNTS[b].id : GUESTS[b]);

/** Inserts seed orders with their contracts and lines; every amount is derived from the lines. */
export async function insertOrders(tx: Queryable, clock: SeedClock, orders: SeedOrder[]): Promise<void> {
  const contracts = new Map<number, SeedOrder>();
  for (const order of orders) if (!contracts.has(order.contract)) contracts.set(order.contract, order);
  await insertRows(
    tx,
    'trade_contracts',
    [...contracts].map(([id, order]) => ({
      id,
      buyer_id: userIdOf(order.buyer),
      selected_address: ADDRESSES[order.buyer],
      billing_address: order.companyBilling ? COMPANY_BILLING : ADDRESSES[order.buyer],
      created_at: order.ordered,
    })),
  );

  const orderRows: Record<string, unknown>[] = [];
  const lineRows: Record<string, unknown>[] = [];
  for (const order of orders) {
    const address = ADDRESSES[order.buyer];
    const region = REGIONS.find((r) => r.region_short_name === address.regionShortName)!;
    const lines = order.lines.map((l) => ({ ...l, ...findSku(l.item, l.sku) }));
    const saleCents = (l: (typeof lines)[number]) => (l.gift ? 0 : cents(l.price ?? l.sku.price));
    const skuCents = lines.reduce((sum, l) => sum + saleCents(l) * l.qty, 0);
    const isPoints = order.tradeType === 'NORMAL_POINT_REDEEM';
    const virtual = order.itemBusinessType === 'COUPON' || order.itemBusinessType === 'SERVICE';
    const shipping = isPoints || virtual || order.reissue || order.fulfillment === 'SITE_PICK_UP' ? 0 : shippingFor(skuCents);
    const insurance = lines.reduce((sum, l) => sum + (l.insurance ? cents(l.insurance.fee) : 0), 0);
    const service = cents(order.serviceCharge ?? 0);
    const d = order.discounts ?? {};
    const [shopOff, orderOff, couponOff, pointsOff] = [d.shop, d.order, d.platformCoupon, d.points].map((x) => cents(x ?? 0)) as [number, number, number, number];
    const total = isPoints ? 0 : skuCents + shipping + insurance + service - shopOff - orderOff - couponOff - pointsOff;
    const unpaid = ['PENDING_PAY', 'PENDING_DEPOSIT', 'CLOSED', 'CANCELED'].includes(order.status);
    const depositCents = order.presale ? cents(order.presale.deposit) * lines[0]!.qty : 0;
    const weights = lines.map((l) => saleCents(l) * l.qty);
    const lineDiscounts = spread(shopOff + orderOff + couponOff, weights);
    const linePoints = spread(pointsOff, weights);
    orderRows.push({
      id: order.id,
      trade_order_code: code('FM', order.ordered, order.id),
      contract_id: order.contract,
      buyer_id: userIdOf(order.buyer),
      shop_id: SHOPS.find((s) => s.id === lines[0]!.item.shop)!.id,
      display_status: order.status,
      trade_type: order.tradeType ?? 'NORMAL_SALE_B2C',
      fulfillment_type: order.fulfillment ?? 'EXPRESS',
      currency: 'EUR',
      ordered_at: order.ordered,
      paid_at: order.presale || unpaid ? null : (order.paid ?? null),
      deposit_paid_at: order.presale && order.status !== 'PENDING_DEPOSIT' ? (order.paid ?? null) : null,
      pay_deadline_at:
        order.status === 'PENDING_PAY' || order.status === 'PENDING_DEPOSIT' ? clock.plusHours(order.ordered, order.deadlineHours ?? 24) : null,
      sku_cents: skuCents,
      shipping_cents: shipping,
      tax_cents: vatPart(total, region.vat_rate),
      tax_rate: region.vat_rate,
      need_pay_cents: total,
      paid_cents: unpaid ? 0 : order.presale && order.status === 'PENDING_BALANCE' ? depositCents : total,
      need_pay_points: order.points ?? 0,
      paid_points: unpaid ? 0 : (order.points ?? 0),
      earn_points: isPoints ? 0 : Math.floor(total / 100),
      out_order_id: order.outOrderId ?? null,
      biz_code: order.outOrderId ? 'EXTERNAL_CHANNEL' : null,
      invoice_url: order.invoice ? `/media/invoices/${code('FM', order.ordered, order.id)}.pdf` : null,
      trade_order_business_type: order.reissue ? 'REVERSE_REISSUE' : 'NORMAL',
      item_business_type: order.itemBusinessType ?? 'NORMAL',
      service_charge_cents: service,
      insurance_cents: insurance,
      shop_discount_cents: shopOff,
      order_discount_cents: orderOff,
      platform_coupon_discount_cents: couponOff,
      point_discount_cents: pointsOff,
      buyer_email: order.contact ? order.contact.email : null,
      buyer_phone: order.contact ? order.contact.phone : null,
      service_detail: order.service
        ? { serviceId: order.service.id, serviceType: order.service.type, serviceName: order.service.name, shippingName: null, contactNumber: order.service.contact, remark: order.service.remark }
        : null,
      expiration_at: order.service ? clock.plusDays(clock.now, order.service.expiresInDays) : null,
      service_remaining_times: order.service ? order.service.uses : null,
      benefits: (order.benefits ?? []).map((b) => ({ benefitType: b.benefitType, benefitName: b.benefitName, benefitCents: cents(b.amount) })),
      activities: order.activities ?? [],
      payment_records: [
        ...(order.failedPayment
          ? [{ recordStatus: 'PAY_FAILED', payChannel: 'MOCKPAY', businessPayChannelCode: 'MOCKPAY', paidTime: null, amountCents: total }]
          : []),
        ...(order.paid && !unpaid && !isPoints && !order.reissue
          ? [{ recordStatus: 'PAY_SUCCESS', payChannel: 'STRIPE_PAY_PC', businessPayChannelCode: 'card', paidTime: order.paid.toISOString(), amountCents: order.presale && order.status === 'PENDING_BALANCE' ? depositCents : total }]
          : []),
      ],
    });
    const shipped = order.status === 'UN_RECEIVED' || order.status === 'COMPLETE';
    lines.forEach((l, index) => {
      const sale = saleCents(l);
      const name = l.name ?? `${l.item.name}, ${l.sku.name}`;
      lineRows.push({
        id: lineId(order.id, index),
        order_id: order.id,
        sku_id: l.id,
        item_id: l.item.id,
        sku_snapshot: {
          name,
          image: seededSkuPicture(l.item.id, l.id),
          urlKey: slug(l.item.name),
          attributes: Object.entries(l.sku.attributes).map(([attrKey, attrVal]) => ({ attrKey, attrVal })),
        },
        sale_cents: sale,
        trade_qty: l.qty,
        delivered_qty: shipped ? l.qty : 0,
        reverse_status: l.reverse ?? 'NOT_REQUESTED',
        campaign_sub_type: order.presale || l.delivery ? 'PRESELL' : null,
        line_group_type: l.diyMain ? 'DIY_MAIN' : l.diyParent !== undefined ? 'DIY_CHILD' : null,
        presale: order.presale
          ? {
              depositUnitCents: cents(order.presale.deposit),
              balanceUnitCents: sale - cents(order.presale.deposit),
              balanceStart: order.presale.start.toISOString(),
              balanceEnd: order.presale.end.toISOString(),
            }
          : null,
        expect_date: isoDate(clock.plusDays(order.ordered, l.delivery?.type === 'ABSOLUTE_TIME' ? l.delivery.toDays : l.item.leadDays)),
        sort: index,
        line_business_type: l.gift ? 'GIFT' : null,
        item_business_type: l.business ?? (l.diyParent !== undefined ? 'DIY_SLAVE' : null),
        diy_parent_line_id: l.diyParent !== undefined ? lineId(order.id, l.diyParent) : null,
        expect_date_begin: l.delivery?.type === 'ABSOLUTE_TIME' ? isoDate(clock.plusDays(order.ordered, l.delivery.fromDays)) : null,
        delivery_time_type: l.delivery?.type ?? null,
        duration_days: l.delivery?.type === 'RELATIVE_TIME' ? l.delivery.days : null,
        insurance: l.insurance ? { insuranceId: l.insurance.id, insuranceName: l.insurance.name, insuranceFeeCents: cents(l.insurance.fee) } : null,
        discount_cents: lineDiscounts[index] ?? 0,
        point_deduction_cents: linePoints[index] ?? 0,
        sku_business_type: null,
      });
    });
  }
  await insertRows(tx, 'trade_orders', orderRows);
  await insertRows(tx, 'trade_order_lines', lineRows);
}

export async function seedOrders(tx: Queryable, clock: SeedClock): Promise<void> {
  const orders = demoOrders(clock);
  const userId = (b: Buyer) => userIdOf(b);
  await insertOrders(tx, clock, orders);

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
