import { randomBytes } from 'node:crypto';
import type { GiftCard, Winning } from '@mall/shared/contract';
import type { Queryable } from '../db/db';
import { notFound } from '../http/errors';
import { lockOwnOrder } from './locks';
import { money } from './money';

/** Orders paid in full and not cancelled: the only ones after-payment marketing looks at. */
export const PAID_STATUSES = ['UN_DELIVERY', 'UN_RECEIVED', 'COMPLETE'] as const;

export interface MarketingOrder {
  id: number;
  buyer_id: number;
  shop_id: number;
  display_status: string;
  paid_cents: number;
  paid_at: Date | null;
  currency: string;
  buyer_email: string | null;
}

/**
 * The caller's own order (404 for anyone else's, as if it did not exist); `lock` (in a transaction)
 * takes its locks first (domain/locks.ts), so a refund and a draw or gift-card e-mail queue. Its
 * paid amount is what it still has paid, refunds deducted.
 */
export async function loadMarketingOrder(q: Queryable, orderId: number, buyerId: number, lock = false): Promise<MarketingOrder> {
  if (lock) await lockOwnOrder(q, orderId, buyerId);
  const rows = await q.query<MarketingOrder>(
    `select o.id, o.buyer_id, o.shop_id, o.display_status, o.paid_cents - o.refunded_cents as paid_cents, o.paid_at, o.currency,
            coalesce(o.buyer_email, c.selected_address->>'email', u.email) as buyer_email
     from trade_orders o join trade_contracts c on c.id = o.contract_id join users u on u.id = o.buyer_id
     where o.id = $1 and o.buyer_id = $2`,
    [orderId, buyerId],
  );
  if (!rows[0]) throw notFound('order');
  return rows[0];
}

export const isPaid = (order: MarketingOrder) => (PAID_STATUSES as readonly string[]).includes(order.display_status);

// ---- prizes ----

/** mulberry32: a small seeded generator, so a draw is reproducible from the activity's seed and the order. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** The prize an order draws: weighted by the prizes' weights, the random source seeded by activity and order. */
export function pickPrize<P extends { weight: number }>(prizes: readonly P[], activitySeed: number, orderId: number): P {
  const total = prizes.reduce((sum, p) => sum + p.weight, 0);
  if (total <= 0) throw new Error('prize activity without weights');
  let roll = seededRandom(Math.imul(activitySeed, 31) ^ orderId)() * total;
  for (const prize of prizes) {
    if (roll < prize.weight) return prize;
    roll -= prize.weight;
  }
  return prizes[prizes.length - 1]!;
}

export interface ActivityRow {
  id: number;
  name: string;
  ends_at: Date;
  random_seed: number;
  min_paid_cents: number;
}
export interface PrizeRow {
  id: number;
  name: string;
  kind: 'POINTS' | 'COUPON' | 'NONE';
  points: number;
  weight: number;
}

/** The activity running at `now` that the order reaches the minimum of (the newest first). */
export async function activityFor(q: Queryable, order: MarketingOrder, now: Date): Promise<ActivityRow | undefined> {
  if (!isPaid(order)) return undefined;
  const rows = await q.query<ActivityRow>(
    `select id, name, ends_at, random_seed, min_paid_cents from prize_activities
     where starts_at <= $1 and ends_at > $1 and min_paid_cents <= $2 order by starts_at desc, id desc limit 1`,
    [now, order.paid_cents],
  );
  return rows[0];
}

export const prizesOf = (q: Queryable, activityId: number) =>
  q.query<PrizeRow>('select id, name, kind, points, weight from prizes where activity_id = $1 order by sort, id', [activityId]);

export const toPrize = (p: Pick<PrizeRow, 'id' | 'name' | 'kind' | 'points'>) => ({ id: p.id, name: p.name, kind: p.kind, points: p.points });

const WINNING_SELECT = `
  select d.id, d.activity_id, a.name as activity_name, d.order_id, d.coupon_code, d.drawn_at,
         p.id as prize_id, p.name as prize_name, p.kind as prize_kind, p.points as prize_points
  from prize_draws d join prize_activities a on a.id = d.activity_id join prizes p on p.id = d.prize_id`;

interface WinningRow {
  id: number;
  activity_id: number;
  activity_name: string;
  order_id: number;
  coupon_code: string | null;
  drawn_at: Date;
  prize_id: number;
  prize_name: string;
  prize_kind: PrizeRow['kind'];
  prize_points: number;
}

const toWinning = (r: WinningRow): Winning => ({
  id: r.id,
  activityId: r.activity_id,
  activityName: r.activity_name,
  orderId: r.order_id,
  prize: toPrize({ id: r.prize_id, name: r.prize_name, kind: r.prize_kind, points: r.prize_points }),
  couponCode: r.coupon_code,
  drawnAt: r.drawn_at.toISOString(),
});

export async function drawOf(q: Queryable, orderId: number): Promise<Winning | null> {
  const rows = await q.query<WinningRow>(`${WINNING_SELECT} where d.order_id = $1 order by d.id limit 1`, [orderId]);
  return rows[0] ? toWinning(rows[0]) : null;
}

export async function winningsOf(q: Queryable, buyerId: number): Promise<Winning[]> {
  const rows = await q.query<WinningRow>(`${WINNING_SELECT} where d.buyer_id = $1 and p.kind <> 'NONE' and d.revoked_at is null order by d.drawn_at desc, d.id desc`, [buyerId]);
  return rows.map(toWinning);
}

export const newCode = (prefix: string) =>
  `${prefix}-${randomBytes(6).toString('hex').toUpperCase().match(/.{4}/g)!.join('-')}`;

// ---- gift cards ----

/**
 * Creates the gift cards of these just-paid orders: one card per unit of every line whose item is a
 * gift-card activity's item. Runs in the payment's transaction (markOrdersPaid); a repeat does nothing.
 */
export async function issueGiftCards(q: Queryable, orderIds: number[], at: Date): Promise<void> {
  if (orderIds.length === 0) return;
  const lines = await q.query<{ line_id: number; order_id: number; buyer_id: number; qty: number; sale_cents: number; currency: string; activity_id: number; valid_days: number }>(
    `select l.id as line_id, l.order_id, o.buyer_id, l.trade_qty as qty, l.sale_cents, o.currency, a.id as activity_id, a.valid_days
     from trade_order_lines l join trade_orders o on o.id = l.order_id join gift_card_activities a on a.item_id = l.item_id
     where l.order_id = any($1::int[]) and o.display_status = any($2::text[])
       and not exists (select 1 from gift_cards g where g.order_line_id = l.id)`,
    [orderIds, [...PAID_STATUSES]],
  );
  for (const line of lines) {
    const validUntil = new Date(at.getTime() + line.valid_days * 86_400_000);
    for (let unit = 0; unit < line.qty; unit++) {
      // The card is a discount code at checkout too (whoever holds it), worth its amount until spent.
      await q.query(
        `with card as (
           insert into gift_cards (activity_id, order_id, order_line_id, buyer_id, code, amount_cents, currency, valid_until, created_at)
           values ($1, $2, $3, $4, $5, $6, $7, $8, $9) returning id, code, amount_cents, created_at, valid_until
         )
         insert into discount_codes (code, kind, amount_cents, funding, starts_at, ends_at, gift_card_id)
         select code, 'GIFT_CARD', amount_cents, 'PLATFORM', created_at, valid_until, id from card`,
        [line.activity_id, line.order_id, line.line_id, line.buyer_id, newCode('GC'), line.sale_cents, line.currency, validUntil, at],
      );
    }
  }
}

interface GiftCardRow {
  id: number;
  activity_id: number;
  activity_name: string;
  code: string;
  amount_cents: number;
  currency: string;
  valid_until: Date;
  sent_to: string | null;
}

/** The order's gift cards still valid (a refund revokes them: refundGifts.ts). */
export async function giftCardsOf(q: Queryable, orderId: number): Promise<Array<GiftCard & { code: string }>> {
  const rows = await q.query<GiftCardRow>(
    `select g.id, g.activity_id, a.name as activity_name, g.code, g.amount_cents, g.currency, g.valid_until, g.sent_to
     from gift_cards g join gift_card_activities a on a.id = g.activity_id where g.order_id = $1 and g.revoked_at is null order by g.id`,
    [orderId],
  );
  return rows.map((r) => ({
    id: r.id,
    activityId: r.activity_id,
    activityName: r.activity_name,
    amount: money(r.amount_cents, r.currency),
    code: r.code,
    codeTail: r.code.slice(-4),
    validUntil: r.valid_until.toISOString(),
    sendEmailStatus: r.sent_to !== null,
    sentTo: r.sent_to,
  }));
}

export const withoutCode = ({ code: _code, ...card }: GiftCard & { code: string }): GiftCard => card;

// ---- free order ----

export interface FreeOrderRule {
  id: number;
  name: string;
  starts_at: Date;
  ends_at: Date;
  shop_id: number | null;
  min_paid_cents: number;
  max_refund_cents: number;
  first_order_only: boolean;
}

/**
 * Whether an order qualifies under a rule: paid in full within the campaign window, from the rule's
 * shop (if it names one), at least the minimum amount, and, for first-order rules, the buyer's first
 * paid order. Every condition is a column of free_order_rules; this function reads them, nothing else.
 */
export function qualifies(rule: FreeOrderRule, order: MarketingOrder, isFirstPaidOrder: boolean): boolean {
  if (!isPaid(order) || !order.paid_at) return false;
  if (order.paid_at < rule.starts_at || order.paid_at >= rule.ends_at) return false;
  if (rule.shop_id !== null && rule.shop_id !== order.shop_id) return false;
  if (order.paid_cents < rule.min_paid_cents) return false;
  if (rule.first_order_only && !isFirstPaidOrder) return false;
  return true;
}
