/**
 * The lock order: every call that moves money, stock or points takes its row locks in this order,
 * never the other way round, so two calls on PostgreSQL (several processes, READ COMMITTED) queue
 * instead of deciding on the same stale rows or deadlocking:
 *
 *   1. cart lines, by id                       (submit: the cart it turns into orders)
 *   2. payment records                         (a settlement: the record first, then its orders)
 *   3. trade orders, by id                     (the order row stands for everything below it)
 *   4. their order lines, by id
 *   5. their reverse (after-sales) orders, by id
 *   6. skus, by id                             (stock)
 *   6a. discount codes, by id                  (submit: a code's uses and a gift card's value; discountCodes.ts)
 *   7. customers                               (points balance: recordPoints' guarded update)
 *
 * Then it READS what it decides on, in a new statement: under READ COMMITTED a statement that
 * waited for a row lock still sees its own older snapshot for every row it did not lock, which is
 * how 20 parallel cancels once made 10 refunds. The database's own refusals (migration
 * 016_money_invariants) stand behind this: refunded ≤ paid, one order per cart line, stock ≥ 0,
 * points balance ≥ 0.
 */
import type { Queryable } from '../db/db';
import { notFound } from '../http/errors';

/**
 * Locks trade orders (3), then their lines (4) and reverse orders (5), each by id. `buyerId`
 * limits it to the caller's orders; answers the ids locked (an order not theirs is left out).
 */
export async function lockOrders(tx: Queryable, orderIds: readonly number[], buyerId?: number): Promise<number[]> {
  if (orderIds.length === 0) return [];
  const rows = await tx.query<{ id: number }>(
    `select id from trade_orders where id = any($1::int[]) and ($2::int is null or buyer_id = $2) order by id for update`,
    [[...orderIds], buyerId ?? null],
  );
  const ids = rows.map((r) => r.id);
  if (ids.length === 0) return ids;
  await tx.query(`select id from trade_order_lines where order_id = any($1::int[]) order by id for update`, [ids]);
  await tx.query(`select id from reverse_orders where trade_order_id = any($1::int[]) order by id for update`, [ids]);
  return ids;
}

/** lockOrders for one order of the caller's; 404 when it is not theirs. */
export async function lockOwnOrder(tx: Queryable, orderId: number, buyerId: number): Promise<void> {
  if ((await lockOrders(tx, [orderId], buyerId)).length === 0) throw notFound('order');
}

/** Locks every order of the caller's checkout group (merged pay) that `orderId` belongs to; 404 when it is not theirs. */
export async function lockOwnContractOrders(tx: Queryable, orderId: number, buyerId: number): Promise<void> {
  const group = await tx.query<{ id: number }>(
    `select g.id from trade_orders o join trade_orders g on g.contract_id = o.contract_id and g.buyer_id = o.buyer_id
     where o.id = $1 and o.buyer_id = $2`,
    [orderId, buyerId],
  );
  if ((await lockOrders(tx, group.map((r) => r.id), buyerId)).length === 0) throw notFound('order');
}

/** lockOrders for one order of the seller's shops (the seller API); 404 when it is another shop's. */
export async function lockShopOrder(tx: Queryable, orderId: number, shopIds: readonly number[]): Promise<void> {
  const [own] = await tx.query<{ id: number }>(`select id from trade_orders where id = $1 and shop_id = any($2::int[])`, [orderId, [...shopIds]]);
  if (!own) throw notFound('order');
  await lockOrders(tx, [orderId]);
}

/** Locks skus (6) by id, for a stock change decided next. */
export async function lockSkus(tx: Queryable, skuIds: readonly number[]): Promise<void> {
  if (skuIds.length === 0) return;
  await tx.query(`select id from skus where id = any($1::int[]) order by id for update`, [[...skuIds]]);
}
