/**
 * Order scenarios for issue 3 on top of the first 14 demo orders (seed/orders.ts): every display
 * status, pre-sale in deposit and balance stages, a merged (group) checkout, points and cross-border
 * orders, service items, vouchers, gift / DIY / insurance lines, discounts, a reissue, an external
 * order, fulfilment packages (one and several) with logistics timelines, and guest orders placed
 * with the buyers' e-mails that can be linked to their accounts.
 *
 * mall-api's tests that change orders each use their own: cancel 5001 / merged 5002+5003 / group
 * 5027-5030, sign 5017 (two packages) and 5018 (one), postpone 5019, cancel after pay 5005, apply 5035.
 * The browser journeys, which share one database per lane, change copies made for each journey alone
 * (JOURNEY_COPIES); the originals are opened, never changed, by the walks (accessibility, phones,
 * translations).
 */
import type { Queryable } from '../db/db';
import type { SeedClock } from './clock';
import { insertRows, moveSequencesPast } from './insert';
import { demoOrders, GUESTS, insertOrders, lineId, type SeedOrder } from './orders';

const PROVIDERS = [
  { id: 1, name: 'DHL Paket' },
  { id: 2, name: 'DPD' },
  { id: 3, name: 'GLS' },
  { id: 4, name: 'Hermes' },
  { id: 5, name: 'SEUR' },
] as const;

function scenarioOrders(clock: SeedClock): SeedOrder[] {
  const placed = (days: number) => clock.daysAgoThisYear(days);
  const paidAfter = (d: Date) => clock.plusHours(d, 0.2);
  const o = (order: SeedOrder) => order;
  return [
    // Pre-sale, deposit stage: pay the deposit before the order closes itself.
    o({
      id: 5015, buyer: 'buyer', contract: 7015, status: 'PENDING_DEPOSIT', ordered: clock.hoursAgo(3), deadlineHours: 48,
      lines: [{ item: 122, sku: 1, qty: 1, delivery: { type: 'RELATIVE_TIME', days: 20 } }],
      presale: { deposit: 100, start: clock.plusDays(clock.now, 5), end: clock.plusDays(clock.now, 12) },
    }),
    // Pre-sale, balance stage, the balance window not open yet (the banner shows its start).
    o({
      id: 5016, buyer: 'buyer', contract: 7016, status: 'PENDING_BALANCE', ordered: placed(4), paid: paidAfter(placed(4)),
      lines: [{ item: 110, sku: 1, qty: 1, delivery: { type: 'ABSOLUTE_TIME', fromDays: 30, toDays: 40 } }],
      presale: { deposit: 150, start: clock.plusDays(clock.now, 3), end: clock.plusDays(clock.now, 10) },
    }),
    // On its way in two packages (confirm one package at a time), with an invoice.
    o({
      id: 5017, buyer: 'buyer', contract: 7017, status: 'UN_RECEIVED', ordered: placed(8), paid: paidAfter(placed(8)), invoice: true,
      lines: [{ item: 104, sku: 1, qty: 1 }, { item: 103, sku: 1, qty: 4 }, { item: 113, sku: 2, qty: 1 }],
    }),
    // On its way in one package.
    o({ id: 5018, buyer: 'buyer', contract: 7018, status: 'UN_RECEIVED', ordered: placed(9), paid: paidAfter(placed(9)), lines: [{ item: 102, sku: 1, qty: 1 }] }),
    // One package, no tracking yet: postpone it.
    o({ id: 5019, buyer: 'buyer', contract: 7019, status: 'UN_RECEIVED', ordered: placed(11), paid: paidAfter(placed(11)), lines: [{ item: 116, sku: 1, qty: 1 }] }),
    // Postponed already: only confirm remains.
    o({ id: 5020, buyer: 'buyer', contract: 7020, status: 'UN_RECEIVED', ordered: placed(13), paid: paidAfter(placed(13)), lines: [{ item: 114, sku: 1, qty: 1 }] }),
    // Completed: a DIY table with its chairs, a gift, an insured sofa, discounts, a company invoice.
    o({
      id: 5021, buyer: 'buyer', contract: 7021, status: 'COMPLETE', ordered: placed(25), paid: paidAfter(placed(25)), invoice: true, companyBilling: true,
      lines: [
        { item: 104, sku: 2, qty: 1, diyMain: true, name: 'Bergen dining set, your configuration' },
        { item: 103, sku: 2, qty: 2, diyParent: 0 },
        { item: 124, sku: 1, qty: 1, gift: true },
        { item: 117, sku: 1, qty: 1, insurance: { id: 301, name: 'Furniture protection, 5 years', fee: 79 } },
      ],
      discounts: { shop: 50, platformCoupon: 20, points: 5 },
      serviceCharge: 4.9,
      benefits: [
        { benefitType: 'SHOP_DISCOUNT', benefitName: 'Nordhaus spring sale', amount: 50 },
        { benefitType: 'PLATFORM_COUPON', benefitName: 'Welcome coupon', amount: 20 },
        { benefitType: 'POINT_DEDUCTION', benefitName: '500 points', amount: 5 },
      ],
      activities: [{ activityId: 801, activityName: 'Spring sale', activityType: 'DISCOUNT' }],
    }),
    // Vouchers bought: two to use, one used.
    o({
      id: 5022, buyer: 'buyer', contract: 7022, status: 'COMPLETE', ordered: placed(30), paid: paidAfter(placed(30)), itemBusinessType: 'COUPON',
      lines: [{ item: 124, sku: 1, qty: 3, business: 'COUPON', name: 'Nordhaus Living gift voucher, 50 €', price: 50 }],
    }),
    // A service booked: two visits left.
    o({
      id: 5023, buyer: 'buyer', contract: 7023, status: 'COMPLETE', ordered: placed(15), paid: paidAfter(placed(15)), itemBusinessType: 'SERVICE',
      lines: [{ item: 105, sku: 1, qty: 1, business: 'SERVICE', name: 'Bed assembly at home, 2 visits', price: 89 }],
      service: { id: 501, type: 'ASSEMBLY', name: 'Assembly at home', contact: '+49 30 5550100', remark: 'Book a visit by phone, Monday to Friday 8:00–18:00.', uses: 2, expiresInDays: 90 },
    }),
    // Shipped by the shop itself (no cancel-before-delivery application) and picked up (no tracking).
    o({ id: 5024, buyer: 'buyer', contract: 7024, status: 'UN_DELIVERY', fulfillment: 'SITE_SHIPPING', ordered: placed(2), paid: paidAfter(placed(2)), lines: [{ item: 119, sku: 1, qty: 1 }] }),
    o({ id: 5025, buyer: 'buyer', contract: 7025, status: 'COMPLETE', fulfillment: 'SITE_PICK_UP', ordered: placed(45), paid: paidAfter(placed(45)), lines: [{ item: 107, sku: 1, qty: 1 }] }),
    // Cancelled by the buyer before paying.
    o({ id: 5026, buyer: 'buyer', contract: 7026, status: 'CANCELED', ordered: placed(5), lines: [{ item: 111, sku: 2, qty: 1 }] }),
    // One checkout, four shops: a merged group awaiting payment.
    o({ id: 5027, buyer: 'buyer', contract: 7027, status: 'PENDING_PAY', ordered: clock.hoursAgo(1), lines: [{ item: 102, sku: 2, qty: 1 }] }),
    o({ id: 5028, buyer: 'buyer', contract: 7027, status: 'PENDING_PAY', ordered: clock.hoursAgo(1), lines: [{ item: 106, sku: 1, qty: 1 }] }),
    o({ id: 5029, buyer: 'buyer', contract: 7027, status: 'PENDING_PAY', ordered: clock.hoursAgo(1), lines: [{ item: 110, sku: 1, qty: 1 }] }),
    o({ id: 5030, buyer: 'buyer', contract: 7027, status: 'PENDING_PAY', ordered: clock.hoursAgo(1), lines: [{ item: 109, sku: 1, qty: 1 }] }),
    // A payment attempt failed: pay again (secondary_pay).
    o({ id: 5031, buyer: 'buyer', contract: 7031, status: 'PENDING_PAY', ordered: clock.hoursAgo(4), failedPayment: true, lines: [{ item: 121, sku: 1, qty: 2 }] }),
    // Points mall: on its way, and awaiting shipment.
    o({ id: 5032, buyer: 'buyer', contract: 7032, status: 'UN_RECEIVED', tradeType: 'NORMAL_POINT_REDEEM', points: 2_900, ordered: placed(6), paid: paidAfter(placed(6)), lines: [{ item: 123, sku: 1, qty: 1 }] }),
    o({ id: 5033, buyer: 'buyer', contract: 7033, status: 'UN_DELIVERY', tradeType: 'NORMAL_POINT_REDEEM', points: 1_200, ordered: placed(1), paid: paidAfter(placed(1)), lines: [{ item: 115, sku: 1, qty: 1 }] }),
    // The seller reissued a mirror (free, no payment info).
    o({ id: 5034, buyer: 'buyer', contract: 7034, status: 'UN_RECEIVED', reissue: true, ordered: placed(7), paid: placed(7), lines: [{ item: 115, sku: 2, qty: 1, price: 0 }] }),
    // Placed through an external channel: no product links.
    o({ id: 5035, buyer: 'buyer', contract: 7035, status: 'COMPLETE', outOrderId: 'EXT-302-7714596', ordered: placed(50), paid: paidAfter(placed(50)), lines: [{ item: 113, sku: 1, qty: 1 }] }),
    // Awaiting shipment, two lines: apply to cancel before delivery.
    o({ id: 5036, buyer: 'buyer', contract: 7036, status: 'UN_DELIVERY', ordered: placed(1), paid: paidAfter(placed(1)), lines: [{ item: 113, sku: 1, qty: 2 }, { item: 103, sku: 2, qty: 1 }] }),
    // Cross-border, delivered.
    o({ id: 5037, buyer: 'buyer', contract: 7037, status: 'COMPLETE', tradeType: 'NORMAL_SALE_CBE', ordered: placed(35), paid: paidAfter(placed(35)), lines: [{ item: 118, sku: 1, qty: 1 }] }),
    // Ordered with a phone number only: the invoice is resent by SMS.
    o({
      id: 5038, buyer: 'buyer', contract: 7038, status: 'UN_RECEIVED', invoice: true, contact: { email: null, phone: '+49 30 12345678' },
      ordered: placed(10), paid: paidAfter(placed(10)), lines: [{ item: 106, sku: 2, qty: 1 }],
    }),
    // Guest orders: two with Anna's e-mail, one with Ben's (different case), one with a stranger's.
    o({ id: 5201, buyer: 'guestAnna', contract: 7201, status: 'COMPLETE', ordered: clock.lastYear(9, 5), paid: paidAfter(clock.lastYear(9, 5)), lines: [{ item: 106, sku: 1, qty: 1 }] }),
    o({ id: 5202, buyer: 'guestAnna', contract: 7202, status: 'COMPLETE', ordered: clock.lastYear(11, 20), paid: paidAfter(clock.lastYear(11, 20)), lines: [{ item: 123, sku: 2, qty: 2 }] }),
    o({ id: 5203, buyer: 'guestBen', contract: 7203, status: 'COMPLETE', ordered: clock.lastYear(8, 1), paid: paidAfter(clock.lastYear(8, 1)), lines: [{ item: 112, sku: 1, qty: 1 }] }),
    o({ id: 5204, buyer: 'guestOther', contract: 7204, status: 'UN_DELIVERY', ordered: placed(3), paid: paidAfter(placed(3)), lines: [{ item: 103, sku: 1, qty: 1 }] }),
  ];
}

/**
 * Orders a browser journey changes, each a copy of a seeded order that its owner journey alone uses:
 * the originals stay as seeded for the walks that only open their dialogs (accessibility, phones,
 * translations), whichever order a lane runs the journeys in.
 */
const JOURNEY_COPIES: ReadonlyArray<{ of: number; id: number; contract: number; owner: string }> = [
  { of: 5002, id: 5039, contract: 7039, owner: 'order-list: cancels the orders checked out together' },
  { of: 5003, id: 5040, contract: 7039, owner: 'order-list: cancels the orders checked out together' },
  { of: 5017, id: 5041, contract: 7041, owner: 'order-list: confirms receipt of one of two packages' },
  { of: 5019, id: 5042, contract: 7042, owner: 'order-list: postpones receipt' },
  { of: 5037, id: 5043, contract: 7043, owner: 'order-list: applies for after-sales' },
  { of: 5021, id: 5044, contract: 7044, owner: 'reviews: reviews two lines' },
];

/** A second before the original, so lists show the original first (journeys that take "the first row" keep theirs). */
const earlier = (date: Date) => new Date(date.getTime() - 1000);

function journeyCopies(clock: SeedClock): SeedOrder[] {
  const originals = [...demoOrders(clock), ...scenarioOrders(clock)];
  return JOURNEY_COPIES.map(({ of, id, contract }) => {
    const original = originals.find((o) => o.id === of)!;
    return { ...original, id, contract, ordered: earlier(original.ordered), ...(original.paid ? { paid: earlier(original.paid) } : {}) };
  });
}

interface SeedPackage {
  order: number;
  /** [line index, quantity] */
  lines: Array<[number, number]>;
  provider: (typeof PROVIDERS)[number];
  /** days before now it was handed over */
  sentDaysAgo: number;
  signed?: boolean;
  postponed?: boolean;
  /** no carrier scan yet */
  noTracking?: boolean;
}

/** Packages: the first demo orders that were shipped, and the scenarios. */
const PACKAGES: SeedPackage[] = [
  { order: 5007, lines: [[0, 1], [1, 1]], provider: PROVIDERS[0], sentDaysAgo: 4 },
  { order: 5008, lines: [[0, 1]], provider: PROVIDERS[0], sentDaysAgo: 30, signed: true },
  { order: 5009, lines: [[0, 1]], provider: PROVIDERS[2], sentDaysAgo: 60, signed: true },
  { order: 5009, lines: [[1, 1]], provider: PROVIDERS[3], sentDaysAgo: 59, signed: true },
  { order: 5010, lines: [[0, 2]], provider: PROVIDERS[1], sentDaysAgo: 140, signed: true },
  { order: 5011, lines: [[0, 1]], provider: PROVIDERS[0], sentDaysAgo: 190, signed: true },
  { order: 5012, lines: [[0, 1]], provider: PROVIDERS[0], sentDaysAgo: 400, signed: true },
  { order: 5017, lines: [[0, 1]], provider: PROVIDERS[0], sentDaysAgo: 3 },
  { order: 5017, lines: [[1, 4], [2, 1]], provider: PROVIDERS[1], sentDaysAgo: 2 },
  { order: 5018, lines: [[0, 1]], provider: PROVIDERS[2], sentDaysAgo: 2 },
  { order: 5019, lines: [[0, 1]], provider: PROVIDERS[3], sentDaysAgo: 1, noTracking: true },
  { order: 5020, lines: [[0, 1]], provider: PROVIDERS[0], sentDaysAgo: 9, postponed: true },
  { order: 5021, lines: [[0, 1], [1, 2], [2, 1]], provider: PROVIDERS[0], sentDaysAgo: 20, signed: true },
  { order: 5021, lines: [[3, 1]], provider: PROVIDERS[2], sentDaysAgo: 19, signed: true },
  { order: 5032, lines: [[0, 1]], provider: PROVIDERS[3], sentDaysAgo: 3 },
  { order: 5034, lines: [[0, 1]], provider: PROVIDERS[0], sentDaysAgo: 2 },
  { order: 5035, lines: [[0, 1]], provider: PROVIDERS[1], sentDaysAgo: 45, signed: true },
  { order: 5037, lines: [[0, 1]], provider: PROVIDERS[4], sentDaysAgo: 30, signed: true },
  { order: 5038, lines: [[0, 1]], provider: PROVIDERS[0], sentDaysAgo: 5 },
  { order: 5201, lines: [[0, 1]], provider: PROVIDERS[0], sentDaysAgo: 300, signed: true },
  { order: 5202, lines: [[0, 2]], provider: PROVIDERS[1], sentDaysAgo: 250, signed: true },
  { order: 5203, lines: [[0, 1]], provider: PROVIDERS[4], sentDaysAgo: 330, signed: true },
];

/** Decided for the seed: receipt is confirmed automatically 10 days after dispatch. */
const AUTO_CONFIRM_DAYS = 10;

/** A recorded scan's text as the carrier words it in each language (migration 025 keeps them beside the English one). */
const scan = (en: string, de: string, zh: string) => ({ context: en, context_de: de, context_zh: zh });
type Scan = ReturnType<typeof scan>;

/** A carrier's scans, oldest first: handed over, sorted, on the way, out for delivery, delivered. Areas are place names. */
function timeline(p: SeedPackage, sent: Date, clock: SeedClock): Array<{ at: Date; area: string | null } & Scan> {
  if (p.noTracking) return [];
  const steps = [
    { hours: 0, area: 'Berlin', ...scan('The shipment data has been transmitted to the carrier.', 'Die Sendungsdaten wurden an den Paketdienst übermittelt.', '发货信息已传送给承运商。') },
    { hours: 6, area: 'Berlin-Mariendorf', ...scan('The parcel has been picked up from the sender.', 'Das Paket wurde beim Absender abgeholt.', '包裹已从寄件人处揽收。') },
    { hours: 20, area: 'Leipzig', ...scan('The parcel has been processed at the parcel centre.', 'Das Paket wurde im Paketzentrum bearbeitet.', '包裹已在转运中心处理。') },
    { hours: 30, area: 'Berlin-Pankow', ...scan('The parcel is being delivered today.', 'Das Paket wird heute zugestellt.', '包裹今天派送。') },
  ];
  const events = steps
    .map(({ hours, ...s }) => ({ ...s, at: clock.plusHours(sent, hours) }))
    .filter((e) => e.at.getTime() < clock.now.getTime());
  if (p.signed) {
    events.push({ at: clock.plusHours(sent, 34), area: 'Berlin-Pankow', ...scan('Delivered. Signed for by the recipient.', 'Zugestellt. Der Empfänger hat quittiert.', '已签收，收件人本人签收。') });
  }
  return events;
}

export async function seedOrderScenarios(tx: Queryable, clock: SeedClock): Promise<void> {
  await insertRows(
    tx,
    'users',
    Object.entries(GUESTS).map(([name, id]) => ({ id, email: null, password_hash: null, nickname: `Guest ${name.slice(5)}`, username: null, is_tourist: true })),
  );
  await insertOrders(tx, clock, [...scenarioOrders(clock), ...journeyCopies(clock)]);

  const packages: Record<string, unknown>[] = [];
  const packageLines: Record<string, unknown>[] = [];
  const events: Record<string, unknown>[] = [];
  // The copies' packages after the scenarios', so the scenarios' ids stay as they were.
  const copiedPackages = JOURNEY_COPIES.flatMap(({ of, id }) => PACKAGES.filter((p) => p.order === of).map((p) => ({ ...p, order: id })));
  [...PACKAGES, ...copiedPackages].forEach((p, index) => {
    const id = 9101 + index;
    const sent = clock.plusDays(clock.now, -p.sentDaysAgo);
    packages.push({
      id,
      trade_order_id: p.order,
      status: p.signed ? 'SIGN_IN' : 'SEND_DELIVERY',
      service_code: `${p.provider.name.slice(0, 2).toUpperCase()}${String(p.order * 100 + index).padStart(10, '0')}`,
      provider_id: p.provider.id,
      provider_name: p.provider.name,
      created_at: sent,
      confirm_deadline_at: p.signed ? null : clock.plusDays(sent, AUTO_CONFIRM_DAYS + (p.postponed ? 7 : 0)),
      postponed_days: p.postponed ? 7 : 0,
      signed_at: p.signed ? clock.plusHours(sent, 34) : null,
      // Seeded parcels count as delivered (their confirm deadline runs from dispatch).
      delivered_at: sent,
    });
    for (const [line, qty] of p.lines) packageLines.push({ id: 9500 + packageLines.length + 1, package_id: id, trade_order_line_id: lineId(p.order, line), qty });
    for (const { at, area, ...texts } of timeline(p, sent, clock)) events.push({ id: 9800 + events.length + 1, package_id: id, happened_at: at, area_name: area, ...texts });
  });
  await insertRows(tx, 'fulfilment_packages', packages);
  await insertRows(tx, 'fulfilment_package_lines', packageLines);
  await insertRows(tx, 'logistics_events', events);

  const voucherValid = clock.plusDays(clock.now, 365).toISOString().slice(0, 10);
  await insertRows(tx, 'order_vouchers', [
    { id: 9901, trade_order_id: 5022, trade_order_line_id: lineId(5022, 0), coupon_code: 'NHGV-7K3Q-2M8P', coupons_password: '4821', used_status: 'NOT_USED', used_at: null, valid_until: voucherValid },
    { id: 9902, trade_order_id: 5022, trade_order_line_id: lineId(5022, 0), coupon_code: 'NHGV-9T4W-6R2X', coupons_password: '1937', used_status: 'NOT_USED', used_at: null, valid_until: voucherValid },
    { id: 9903, trade_order_id: 5022, trade_order_line_id: lineId(5022, 0), coupon_code: 'NHGV-3H8J-5V1L', coupons_password: '6054', used_status: 'USED', used_at: clock.plusDays(clock.daysAgoThisYear(30), 5), valid_until: voucherValid },
  ]);

  await moveSequencesPast(tx, ['fulfilment_packages', 'fulfilment_package_lines', 'logistics_events', 'order_vouchers', 'invoice_sends'], 100_000);
}
