/**
 * A refund takes back what the order gave and returns what it took, in the refund's transaction,
 * through the points ledger (issue 28 item 6). The rule, per refund paid (reverseFlow's payRefund):
 *
 * - gift cards: a whole refund (a cancel, or refunds reaching what was paid) revokes every card of
 *   the order; a partial one revokes one card per refunded unit of a gift-card line (unsent first).
 *   A revoked card is no longer listed, valid or e-mailable.
 * - earned points and growth (ORDER_COMPLETE): the order keeps the share of what it still has paid,
 *   floor(earnPoints × (paid − refunded) / paid) and floor((paid − refunded) / 100) growth; each
 *   refund takes back the rest of what was granted (cumulative, so rounding never drifts).
 * - vouchers bought with the order (order_vouchers): unused ones are voided (VOIDED), all with a whole
 *   refund, one per refunded unit of their line otherwise.
 * - lucky-draw prize: revoked once the order no longer qualifies for its activity (a whole refund,
 *   or what is left paid falls below the activity's minimum); its points are taken back.
 * - points spent on a points order: returned in full by its cancel (points orders have no partial
 *   after-sales).
 * - points spent at checkout (pointDiscount.ts): the refunded share, all with a whole refund; the
 *   discount code's use comes back with a whole refund (checkoutDiscounts.ts).
 * Points already spent are taken back as far as the balance holds, the rest recorded as shortfall
 * (points.ts takeBackPoints). Every ledger entry has a once-key, so a repeated refund changes nothing.
 */
import type { Queryable } from '../db/db';
import { giveBackCheckoutDiscounts } from './checkoutDiscounts';
import { returnSpentPoints } from './pointDiscount';
import { pointsEarnedFor, recordPoints, takeBackPoints } from './points';

interface RefundedOrder {
  id: number;
  buyer_id: number;
  trade_type: string;
  paid_cents: number;
  refunded_cents: number;
  paid_points: number;
  earn_points: number;
}

/** Points an order keeps of its earnPoints once `refunded` of `paid` came back. */
export const keptEarnedPoints = (order: Pick<RefundedOrder, 'earn_points' | 'paid_cents' | 'refunded_cents'>): number =>
  order.paid_cents <= 0 ? 0 : Math.floor((order.earn_points * (order.paid_cents - order.refunded_cents)) / order.paid_cents);

/** Growth value an order keeps: one per whole currency unit still paid. */
export const keptGrowth = (order: Pick<RefundedOrder, 'paid_cents' | 'refunded_cents'>): number => pointsEarnedFor(order.paid_cents - order.refunded_cents);

/** Takes back the order's gifts for the reverse order `reverseOrderId` just refunded (the order is locked). */
export async function takeBackGifts(tx: Queryable, reverseOrderId: number, orderId: number, wholeRefund: boolean, now: Date): Promise<void> {
  const [order] = await tx.query<RefundedOrder>(
    `select id, buyer_id, trade_type, paid_cents, refunded_cents, paid_points, earn_points from trade_orders where id = $1`,
    [orderId],
  );
  if (!order) return;
  const whole = wholeRefund || order.refunded_cents >= order.paid_cents;
  await revokeGiftCards(tx, order.id, reverseOrderId, whole, now);
  await voidVouchers(tx, order.id, reverseOrderId, whole);
  await takeBackEarned(tx, order, reverseOrderId);
  await revokePrizes(tx, order, whole, now);
  // The code and points checkout took: all back with a whole refund, the refunded share of the points otherwise.
  if (whole) await giveBackCheckoutDiscounts(tx, [order.id], now, `refund:${reverseOrderId}`);
  else await returnSpentPoints(tx, order.id, false, `refund:${reverseOrderId}`);
  if (whole && order.trade_type === 'NORMAL_POINT_REDEEM' && order.paid_points > 0) {
    await recordPoints(tx, { customerId: order.buyer_id, source: 'ORDER_REFUND', points: order.paid_points, refId: order.id, onceKey: `spent:${order.id}` });
  }
}

async function revokeGiftCards(tx: Queryable, orderId: number, reverseOrderId: number, whole: boolean, now: Date): Promise<void> {
  if (whole) {
    await tx.query(`update gift_cards set revoked_at = $2 where order_id = $1 and revoked_at is null`, [orderId, now]);
    return;
  }
  await tx.query(
    `update gift_cards g set revoked_at = $2
     from (select g2.id, row_number() over (partition by g2.order_line_id order by g2.sent_to nulls first, g2.id desc) as n, rl.reverse_qty
           from gift_cards g2 join reverse_order_lines rl on rl.trade_order_line_id = g2.order_line_id
           where rl.reverse_order_id = $1 and g2.revoked_at is null) x
     where g.id = x.id and x.n <= x.reverse_qty`,
    [reverseOrderId, now],
  );
}

/** Vouchers bought with a refunded line are voided while unused: all with a whole refund, else one per refunded unit. */
async function voidVouchers(tx: Queryable, orderId: number, reverseOrderId: number, whole: boolean): Promise<void> {
  if (whole) {
    await tx.query(`update order_vouchers set used_status = 'VOIDED' where trade_order_id = $1 and used_status = 'NOT_USED'`, [orderId]);
    return;
  }
  await tx.query(
    `update order_vouchers v set used_status = 'VOIDED'
     from (select v2.id, row_number() over (partition by v2.trade_order_line_id order by v2.id desc) as n, rl.reverse_qty
           from order_vouchers v2 join reverse_order_lines rl on rl.trade_order_line_id = v2.trade_order_line_id
           where rl.reverse_order_id = $1 and v2.used_status = 'NOT_USED') x
     where v.id = x.id and x.n <= x.reverse_qty`,
    [reverseOrderId],
  );
}

async function takeBackEarned(tx: Queryable, order: RefundedOrder, reverseOrderId: number): Promise<void> {
  const [ledger] = await tx.query<{ granted: number; granted_growth: number; taken: number; taken_growth: number; earned: boolean }>(
    `select coalesce(sum(points) filter (where source = 'ORDER_COMPLETE'), 0)::int as granted,
            coalesce(sum(growth) filter (where source = 'ORDER_COMPLETE'), 0)::int as granted_growth,
            coalesce(sum(shortfall - points) filter (where source = 'ORDER_REFUND'), 0)::int as taken,
            coalesce(sum(-growth) filter (where source = 'ORDER_REFUND'), 0)::int as taken_growth,
            bool_or(source = 'ORDER_COMPLETE') as earned
     from points_ledger
     where customer_id = $1 and ((source = 'ORDER_COMPLETE' and once_key = $2) or (source = 'ORDER_REFUND' and once_key like $3))`,
    [order.buyer_id, String(order.id), `earned:${order.id}:%`],
  );
  if (!ledger?.earned) return;
  const points = ledger.granted - ledger.taken - keptEarnedPoints(order);
  const growth = ledger.granted_growth - ledger.taken_growth - keptGrowth(order);
  await takeBackPoints(tx, { customerId: order.buyer_id, points: Math.max(0, points), growth: Math.max(0, growth), refId: order.id, onceKey: `earned:${order.id}:${reverseOrderId}` });
}

async function revokePrizes(tx: Queryable, order: RefundedOrder, whole: boolean, now: Date): Promise<void> {
  const revoked = await tx.query<{ id: number; kind: string; points: number }>(
    `update prize_draws d set revoked_at = $2
     from prizes p, prize_activities a
     where p.id = d.prize_id and a.id = d.activity_id and d.order_id = $1 and d.revoked_at is null
       and ($3 or $4 < a.min_paid_cents)
     returning d.id, p.kind, p.points`,
    [order.id, now, whole, order.paid_cents - order.refunded_cents],
  );
  for (const draw of revoked) {
    if (draw.kind === 'POINTS' && draw.points > 0) {
      await takeBackPoints(tx, { customerId: order.buyer_id, points: draw.points, refId: order.id, onceKey: `prize:${draw.id}` });
    }
  }
}
