import type { Queryable } from '../db/db';
import { giveBackCodeUses } from './discountCodes';
import { returnSpentPoints } from './pointDiscount';

/**
 * What checkout took for these orders (a discount code's use, the points spent) goes back when
 * they end without being kept: cancelled or closed unpaid, or refunded in whole. `key` names the
 * event on the ledger; once per order and event.
 */
export async function giveBackCheckoutDiscounts(tx: Queryable, orderIds: readonly number[], now: Date, key: string): Promise<void> {
  await giveBackCodeUses(tx, orderIds, now);
  for (const id of [...orderIds].sort((a, b) => a - b)) await returnSpentPoints(tx, id, true, key);
}
