import type { Queryable } from '../db/db';
import { ACCOUNTS } from './accounts';
import { cents, skuId } from './catalogue';
import type { SeedClock } from './clock';
import { insertRows } from './insert';

/**
 * Issue 15's demo data: combined sets, the site's user-protocol articles, a running prize activity
 * (with a prize Anna already won), the free-order campaign's rules and the gift-card activity.
 */
export const COMBINED_SETS = [
  { id: 1, name: 'Bergen dining set: table and four chairs', sort: 0, lines: [[skuId(104, 1), 1], [skuId(103, 1), 4]] },
  { id: 2, name: 'Reading corner: armchair, floor lamp and footstool', sort: 1, lines: [[skuId(102, 1), 1], [skuId(106, 1), 1], [skuId(124, 1), 1]] },
] as const;

export const UP_ARTICLES = [
  { code: 'USER_AGREEMENT', site: 'EU', article_id: 7 },
  { code: 'PRIVACY_POLICY', site: 'EU', article_id: 8 },
  { code: 'ACCOUNT_CLOSING', site: 'EU', article_id: 9 },
];

export const PRIZE_ACTIVITY = { id: 1, name: 'Spring lucky draw', min_paid_cents: cents(50), random_seed: 20260415 };
export const PRIZES = [
  { id: 1, activity_id: 1, name: '200 bonus points', kind: 'POINTS', points: 200, weight: 60, sort: 0, coupon_cents: null },
  { id: 2, activity_id: 1, name: '10 € voucher for your next order', kind: 'COUPON', points: 0, weight: 40, sort: 1, coupon_cents: cents(10) },
];

/**
 * Issue 31's discount codes: one per refusal and per funding (shop 1 Nordhaus Living sells the
 * Lund chair, shop 2 is Casa Serena), and Anna's lucky-draw voucher.
 */
export const DISCOUNT_CODES = {
  welcome: 'WELCOME10',
  nordhaus: 'NORDHAUS20',
  casa: 'CASA15',
  expired: 'SPRING10',
  singleUse: 'ONETIME25',
  used: 'USED5',
  annasVoucher: 'WIN-7K2M-Q9TA-44PX',
} as const;

function discountCodes(clock: SeedClock) {
  const open = { starts_at: clock.plusDays(clock.now, -30), ends_at: clock.plusDays(clock.now, 365) };
  const row = (r: Record<string, unknown>) => ({ percent: null, amount_cents: null, shop_id: null, min_spend_cents: 0, max_uses: null, used_count: 0, owner_id: null, prize_draw_id: null, ...open, ...r });
  return [
    row({ code: DISCOUNT_CODES.welcome, kind: 'PERCENT', percent: 10, funding: 'PLATFORM', min_spend_cents: cents(50) }),
    row({ code: DISCOUNT_CODES.nordhaus, kind: 'AMOUNT', amount_cents: cents(20), funding: 'SHOP', shop_id: 1, min_spend_cents: cents(150) }),
    row({ code: DISCOUNT_CODES.casa, kind: 'AMOUNT', amount_cents: cents(15), funding: 'SHOP', shop_id: 2 }),
    row({ code: DISCOUNT_CODES.expired, kind: 'AMOUNT', amount_cents: cents(10), funding: 'PLATFORM', ends_at: clock.plusDays(clock.now, -1) }),
    row({ code: DISCOUNT_CODES.singleUse, kind: 'AMOUNT', amount_cents: cents(25), funding: 'PLATFORM', max_uses: 1 }),
    row({ code: DISCOUNT_CODES.used, kind: 'AMOUNT', amount_cents: cents(5), funding: 'PLATFORM', max_uses: 1, used_count: 1 }),
    row({
      code: DISCOUNT_CODES.annasVoucher, kind: 'AMOUNT', amount_cents: cents(10), funding: 'PLATFORM', max_uses: 1, owner_id: ACCOUNTS.buyer.id, prize_draw_id: 1,
      starts_at: clock.hoursAgo(30), ends_at: clock.plusDays(clock.hoursAgo(30), 90),
    }),
  ];
}

export const GIFT_CARD_ACTIVITY = { id: 1, name: 'Furniture Mall gift card', item_id: 126, valid_days: 3 * 365 };

export async function seedProductMarketing(tx: Queryable, clock: SeedClock): Promise<void> {
  await insertRows(tx, 'combined_items', COMBINED_SETS.map(({ id, name, sort }) => ({ id, name, sort })));
  await insertRows(
    tx,
    'combined_item_lines',
    COMBINED_SETS.flatMap((set) => set.lines.map(([sku, qty], sort) => ({ combined_id: set.id, sku_id: sku, qty, sort }))),
  );
  await insertRows(tx, 'up_articles', UP_ARTICLES);
  await insertRows(tx, 'prize_activities', [
    { ...PRIZE_ACTIVITY, starts_at: clock.plusDays(clock.now, -30), ends_at: clock.plusDays(clock.now, 60) },
  ]);
  await insertRows(tx, 'prizes', PRIZES);
  // Anna drew a voucher on her order 5018 (its points would have moved her balance, which other suites count).
  await insertRows(tx, 'prize_draws', [
    { id: 1, activity_id: 1, order_id: 5018, buyer_id: ACCOUNTS.buyer.id, prize_id: 2, coupon_code: 'WIN-7K2M-Q9TA-44PX', drawn_at: clock.hoursAgo(30) },
  ]);
  await insertRows(tx, 'discount_codes', discountCodes(clock));
  await insertRows(tx, 'free_order_rules', [
    {
      id: 1, name: 'Atelier Lumière opening week: your order is on us', sort: 0,
      starts_at: clock.plusDays(clock.now, -7), ends_at: clock.plusDays(clock.now, 7),
      shop_id: 3, min_paid_cents: cents(100), max_refund_cents: cents(200), first_order_only: false,
    },
    {
      id: 2, name: 'Your first order: up to 50 € back', sort: 1,
      starts_at: clock.plusDays(clock.now, -30), ends_at: clock.plusDays(clock.now, 30),
      shop_id: null, min_paid_cents: cents(2000), max_refund_cents: cents(50), first_order_only: true,
    },
  ]);
  await insertRows(tx, 'gift_card_activities', [GIFT_CARD_ACTIVITY]);
}
