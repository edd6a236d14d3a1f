import type { Queryable } from '../db/db';

export const CART_QTY_MAX = 999;

/** Units in a user's cart (the top bar's number). */
export async function cartCount(q: Queryable, userId: number): Promise<number> {
  const rows = await q.query<{ n: number }>('select coalesce(sum(qty), 0)::int as n from cart_lines where user_id = $1', [userId]);
  return rows[0]?.n ?? 0;
}

/** Moves a tourist's lines to the account that logs in; lines for the same sku add up (capped). */
export async function moveCartLines(tx: Queryable, fromUserId: number, toUserId: number): Promise<void> {
  await tx.query(
    `insert into cart_lines (user_id, sku_id, line_type, qty, snapshot_cents, is_selected, created_at)
     select $2, sku_id, line_type, qty, snapshot_cents, is_selected, created_at from cart_lines where user_id = $1
     on conflict (user_id, sku_id, line_type) do update set qty = least($3, cart_lines.qty + excluded.qty)`,
    [fromUserId, toUserId, CART_QTY_MAX],
  );
  await tx.query('delete from cart_lines where user_id = $1', [fromUserId]);
}
