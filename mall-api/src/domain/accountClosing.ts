/**
 * Closing an account (contract: accountCalls.destroyAccount, which says what is refused, erased
 * and kept; the closing notice, seed article 9, says the same to the buyer).
 */
import type { Queryable } from '../db/db';
import type { MediaStore } from '../media/store';
import { OPEN_STATUSES } from './reverseStateMachine';

/** Orders someone still has to act on: pay, ship, deliver or receive. */
const OPEN_ORDER_STATUSES = ['PENDING_PAY', 'PENDING_DEPOSIT', 'PENDING_BALANCE', 'UN_DELIVERY', 'UN_RECEIVED'];

/** Whether the buyer has an open order or after-sales request (closing waits for them). */
export async function hasOpenBusiness(q: Queryable, userId: number): Promise<boolean> {
  const [row] = await q.query<{ open: boolean }>(
    `select exists (select 1 from trade_orders where buyer_id = $1 and display_status = any($2::text[]))
         or exists (select 1 from reverse_orders where buyer_id = $1 and reverse_status = any($3::text[])) as open`,
    [userId, OPEN_ORDER_STATUSES, OPEN_STATUSES],
  );
  return row!.open;
}

/**
 * Erases the personal profile and what hangs on it only; orders, invoices, payments, after-sales
 * and reviews keep their own copies. Answers the media keys to forget once the transaction is in.
 */
export async function eraseProfile(tx: Queryable, userId: number): Promise<string[]> {
  const files = await tx.query<{ storage_key: string | null }>(
    `select storage_key from address_files where user_id = $1
     union all select storage_key from uploaded_images where user_id = $1 and purpose = 'AVATAR'`,
    [userId],
  );
  await tx.query(
    `update users set closed_at = now(), email = null, password_hash = null, nickname = null, username = null, mobile = null,
                      prefix = null, birthday = null, gender = 0, avatar_url = null, extra = '{}'
     where id = $1`,
    [userId],
  );
  for (const table of ['addresses', 'address_files', 'cards', 'cart_lines', 'sessions', 'password_reset_tokens']) {
    await tx.query(`delete from ${table} where user_id = $1`, [userId]);
  }
  await tx.query(`delete from uploaded_images where user_id = $1 and purpose = 'AVATAR'`, [userId]);
  return files.map((f) => f.storage_key).filter((key): key is string => key !== null);
}

/** Forgets the erased files; a file already gone is fine. */
export async function forgetFiles(media: MediaStore, keys: readonly string[]): Promise<void> {
  await Promise.all(keys.map((key) => media.remove(key)));
}
