/**
 * Points spent at checkout (issue 31 item 3): the spec's point-discount model, its rules
 * (contract: checkout.ts POINT_DISCOUNT, pointDiscountRefusal), spending through the ledger in the
 * submit's transaction and giving back on cancel or refund.
 */
import { checkoutCalls, type PointDiscountModel } from '@mall/shared/contract';
import type { Queryable } from '../db/db';
import { invalidField } from '../http/errors';
import type { PricedOrder } from './checkout';
import { spread } from './discountCodes';
import { money } from './money';
import { PointsInsufficient, recordPoints } from './points';

const { POINT_DISCOUNT } = checkoutCalls;

/** Cents that many points are worth (100 points per currency unit). */
export const centsOfPoints = (points: number) => Math.floor((points * 100) / POINT_DISCOUNT.exchangeRate);
const pointsOfCents = (cents: number) => Math.floor((cents * POINT_DISCOUNT.exchangeRate) / 100);

const discountable = (o: PricedOrder) => o.tradeType !== 'NORMAL_POINT_REDEEM';

/**
 * The model for these orders (a discount code already applied) and the caller's balance; with
 * `points`, checks them (a field error on discountPoint) and writes their discount into the orders.
 */
export function applyPointDiscount(orders: PricedOrder[], balance: number, points: number | undefined): PointDiscountModel {
  const targets = orders.filter(discountable);
  const goods = targets.reduce((sum, o) => sum + o.skuCents - o.codeDiscountCents, 0);
  const currency = targets[0]?.lines[0]?.currency ?? 'EUR';
  const belowThreshold = goods < POINT_DISCOUNT.leastThresholdCents;
  const step = POINT_DISCOUNT.discountStep;
  const most = Math.min(balance, pointsOfCents(Math.floor(goods * POINT_DISCOUNT.maxShareOfGoods)));
  const stepped = Math.floor(most / step) * step;
  const discountablePoint = belowThreshold || stepped < POINT_DISCOUNT.minDiscountablePoint ? 0 : stepped;
  const model: PointDiscountModel = {
    pointBalance: balance,
    exchangeRate: POINT_DISCOUNT.exchangeRate,
    discountStep: step,
    minDiscountablePoint: POINT_DISCOUNT.minDiscountablePoint,
    leastThresholdAmount: money(POINT_DISCOUNT.leastThresholdCents, currency),
    belowThreshold,
    discountablePoint,
    discountableAmount: money(centsOfPoints(discountablePoint), currency),
    discountPoint: 0,
    discountAmount: money(0, currency),
  };
  if (points === undefined) return model;
  const refusal = checkoutCalls.pointDiscountRefusal(model, points);
  if (refusal) throw invalidField('discountPoint', refusal);
  const cents = centsOfPoints(points);
  const shares = spread(cents, targets.map((o) => o.skuCents - o.codeDiscountCents));
  const pointShares = spread(points, targets.map((o) => o.skuCents - o.codeDiscountCents));
  targets.forEach((order, i) => {
    order.pointDiscountCents = shares[i]!;
    order.discountPoints = pointShares[i]!;
    order.linePointCents = spread(shares[i]!, order.lines.map((l, j) => l.unitCents * l.qty - (order.lineCodeCents[j] ?? 0)));
  });
  return { ...model, discountPoint: points, discountAmount: money(cents, currency) };
}

/** The caller's balance (0 with no customer row yet). */
export async function pointBalanceOf(q: Queryable, userId: number): Promise<number> {
  const rows = await q.query<{ points_balance: number }>('select points_balance from customers where user_id = $1', [userId]);
  return rows[0]?.points_balance ?? 0;
}

/**
 * Spends an order's points in the submit's transaction (ledger ORDER_PAY). The balance read for the
 * render may be gone by now (a parallel checkout spent it): the guarded update refuses, never below 0.
 */
export async function spendOrderPoints(tx: Queryable, buyerId: number, orderId: number, points: number): Promise<void> {
  try {
    await recordPoints(tx, { customerId: buyerId, source: 'ORDER_PAY', points: -points, refId: orderId, onceKey: `pointDiscount:${orderId}` });
  } catch (error) {
    if (error instanceof PointsInsufficient) throw invalidField('discountPoint', 'checkout.pointsInsufficient');
    throw error;
  }
}

interface SpentOrder {
  id: number;
  buyer_id: number;
  discount_points: number;
  paid_cents: number;
  refunded_cents: number;
}

/**
 * Returns the points an order spent, through the ledger (ORDER_REFUND): all of them when it is
 * cancelled, closed unpaid or refunded in whole; for a partial refund the share refunded of what
 * was paid (cumulative, so rounding never drifts). `key` names the event (a reverse order, 'closed').
 */
export async function returnSpentPoints(tx: Queryable, orderId: number, whole: boolean, key: string): Promise<void> {
  const [order] = await tx.query<SpentOrder>('select id, buyer_id, discount_points, paid_cents, refunded_cents from trade_orders where id = $1', [orderId]);
  if (!order || order.discount_points === 0) return;
  const due = whole || order.paid_cents <= 0 ? order.discount_points : Math.floor((order.discount_points * order.refunded_cents) / order.paid_cents);
  const [back] = await tx.query<{ points: number }>(
    `select coalesce(sum(points), 0)::int as points from points_ledger where customer_id = $1 and source = 'ORDER_REFUND' and once_key like $2`,
    [order.buyer_id, `pointDiscount:${order.id}:%`],
  );
  const points = Math.min(due, order.discount_points) - back!.points;
  if (points > 0) await recordPoints(tx, { customerId: order.buyer_id, source: 'ORDER_REFUND', points, refId: order.id, onceKey: `pointDiscount:${order.id}:${key}` });
}

