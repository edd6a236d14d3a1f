import type * as v from 'valibot';
import type { pointsCalls } from '@mall/shared/contract';
import type { Queryable } from '../db/db';

/**
 * The points and growth ledger: the one place that changes a customer's points balance or growth
 * value. Every change is a `points_ledger` row and an update of the running totals in
 * `customers`, in the caller's transaction, so the balance checkout spends, the points an order
 * earned, the review and profile rewards and the membership pages are one number.
 *
 * Why a source: it is what the points page's ledger shows ("where points came from and went").
 */
/** Where a ledger entry came from: the contract's list, which the points page shows. */
export type PointsSource = v.InferOutput<typeof pointsCalls.PointsSource>;

/**
 * The growth programme: what each event grants and how often. `once` says what the event's
 * once-key is made of (a line, the customer, a day); the database refuses a second grant of the
 * same key (points_ledger_once_idx), so it holds across processes.
 */
export const GROWTH_PROGRAMME = {
  POST_ORDER_REVIEW: { points: 20, growth: 10, once: 'per order line' },
  SHARE_PRODUCT: { points: 5, growth: 5, once: 'per item' },
  COMPLETE_PROFILE: { points: 50, growth: 20, once: 'per customer' },
  FOLLOW_SOCIAL_MEDIA: { points: 0, growth: 10, once: 'per customer' },
  SUBSCRIBE_EMAIL: { points: 0, growth: 10, once: 'per customer' },
  SIGN_IN: { points: 5, growth: 1, once: 'per day' },
} as const;

export type GrowthEventType = keyof typeof GROWTH_PROGRAMME;

/**
 * The points an amount paid in money earns: one per whole euro (or other major unit) of goods and
 * insurance; delivery earns none (decided: the cart, which knows no delivery fee yet, can then
 * promise the exact number). The cart's expectPoints and the order's earnPoints (credited to the
 * ledger as ORDER_COMPLETE) both use it, so the number the buyer is promised is the number they get.
 */
export const pointsEarnedFor = (paidCents: number): number => Math.floor(paidCents / 100);

export interface LedgerEntry {
  customerId: number;
  source: PointsSource;
  points: number;
  growth?: number;
  /** What the entry is about (an order id, an order line id, a day), shown on the ledger. */
  refId?: string | number | null;
  /** Set for entries that may happen only once for this key; a repeat changes nothing. */
  onceKey?: string;
  /** Points a take-back could not take because the balance no longer held them (takeBackPoints). */
  shortfall?: number;
}

export class PointsInsufficient extends Error {
  constructor() {
    super('points.insufficient');
  }
}

/**
 * Records one change. Answers false (and changes nothing) when `onceKey` was already recorded.
 * Spending (negative points) beyond the balance throws PointsInsufficient, leaving no row.
 */
export async function recordPoints(tx: Queryable, entry: LedgerEntry): Promise<boolean> {
  const growth = entry.growth ?? 0;
  const inserted = await tx.query<{ id: number }>(
    `insert into points_ledger (customer_id, source, points, growth, ref_id, once_key, shortfall)
     values ($1, $2, $3, $4, $5, $6, $7)
     on conflict (customer_id, source, once_key) where once_key is not null do nothing
     returning id`,
    [entry.customerId, entry.source, entry.points, growth, entry.refId == null ? null : String(entry.refId), entry.onceKey ?? null, entry.shortfall ?? 0],
  );
  if (inserted.length === 0) return false;
  await tx.query(`insert into customers (user_id) values ($1) on conflict (user_id) do nothing`, [entry.customerId]);
  const updated = await tx.query(
    `update customers set points_balance = points_balance + $2, growth_value = growth_value + $3
     where user_id = $1 and points_balance + $2 >= 0 returning user_id`,
    [entry.customerId, entry.points, growth],
  );
  if (updated.length === 0) throw new PointsInsufficient();
  return true;
}

/**
 * Takes back points (and growth) a refunded order gave, as an ORDER_REFUND entry: as many as the
 * balance still holds; the rest is the entry's shortfall. Decided: a refund is the buyer's money
 * and is never refused or held back because earned points were spent meanwhile, and a balance
 * never goes below zero (customers_points_not_negative); the shortfall stays on the ledger for the
 * shop to see. Answers the points taken (0 when `onceKey` was already recorded).
 */
export async function takeBackPoints(tx: Queryable, entry: Omit<LedgerEntry, 'source' | 'shortfall'>): Promise<number> {
  if (entry.points <= 0 && (entry.growth ?? 0) <= 0) return 0;
  await tx.query(`insert into customers (user_id) values ($1) on conflict (user_id) do nothing`, [entry.customerId]);
  const [held] = await tx.query<{ points_balance: number; growth_value: number }>(
    `select points_balance, growth_value from customers where user_id = $1 for update`,
    [entry.customerId],
  );
  const points = Math.max(0, Math.min(entry.points, held!.points_balance));
  const growth = Math.max(0, Math.min(entry.growth ?? 0, held!.growth_value));
  const recorded = await recordPoints(tx, { ...entry, source: 'ORDER_REFUND', points: -points, growth: -growth, shortfall: Math.max(0, entry.points - points) });
  return recorded ? points : 0;
}

/** Grants a growth event by the programme's table. Answers false when it was already granted for this key. */
export function grantGrowthEvent(
  tx: Queryable,
  customerId: number,
  event: GrowthEventType,
  onceKey: string,
  refId?: string | number,
): Promise<boolean> {
  const { points, growth } = GROWTH_PROGRAMME[event];
  return recordPoints(tx, { customerId, source: event, points, growth, onceKey, refId: refId ?? onceKey });
}

export interface LedgerRow {
  id: number;
  source: PointsSource;
  points: number;
  growth: number;
  ref_id: string | null;
  created_at: Date;
}

/** A customer's ledger, newest first. */
export function readLedger(q: Queryable, customerId: number, limit: number, offset: number): Promise<LedgerRow[]> {
  return q.query<LedgerRow>(
    `select id, source, points, growth, ref_id, created_at from points_ledger
     where customer_id = $1 order by created_at desc, id desc limit $2 offset $3`,
    [customerId, limit, offset],
  );
}
