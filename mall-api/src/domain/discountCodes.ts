/**
 * Discount codes at checkout (issue 31 item 2; the decisions are in the contract, checkout.ts
 * CODE_ERRORS): finding a code, pricing it into a checkout's shop orders, taking its use in the
 * submit's transaction and giving it back.
 */
import { checkoutCalls, type AppliedDiscountCode } from '@mall/shared/contract';
import type { Queryable } from '../db/db';
import { invalidField } from '../http/errors';
import type { PricedOrder } from './checkout';
import { money } from './money';

const { CODE_ERRORS } = checkoutCalls;

/** A lucky-draw voucher can be used this long after the draw. */
export const PRIZE_COUPON_VALID_DAYS = 90;

export interface DiscountCodeRow {
  id: number;
  code: string;
  kind: AppliedDiscountCode['kind'];
  amount_cents: number | null;
  percent: number | null;
  funding: AppliedDiscountCode['funding'];
  shop_id: number | null;
  min_spend_cents: number;
  starts_at: Date;
  ends_at: Date;
  max_uses: number | null;
  used_count: number;
  spent_cents: number;
  owner_id: number | null;
  /** Its own, its gift card's or its prize draw's (a refund revokes those). */
  revoked_at: Date | null;
}

/** A code by its text; `lock` (in the submit's transaction) holds its row until commit (lock order: after skus). */
export async function findDiscountCode(q: Queryable, code: string, lock: boolean): Promise<DiscountCodeRow | undefined> {
  if (lock) await q.query('select id from discount_codes where code = $1 for update', [code]);
  // A new statement after the lock: it sees what the transaction it waited for committed.
  const rows = await q.query<DiscountCodeRow>(
    `select d.id, d.code, d.kind, d.amount_cents, d.percent, d.funding, d.shop_id, d.min_spend_cents, d.starts_at, d.ends_at,
            d.max_uses, d.used_count, d.spent_cents, d.owner_id, coalesce(d.revoked_at, g.revoked_at, p.revoked_at) as revoked_at
     from discount_codes d left join gift_cards g on g.id = d.gift_card_id left join prize_draws p on p.id = d.prize_draw_id
     where d.code = $1`,
    [code],
  );
  return rows[0];
}

const refuse = (message: string) => invalidField('couponCode', message);

/** Splits `total` over `weights` (by their share, the rounding rest on the last non-zero one). */
export function spread(total: number, weights: readonly number[]): number[] {
  const sum = weights.reduce((a, b) => a + b, 0);
  if (sum === 0) return weights.map(() => 0);
  const shares = weights.map((w) => Math.floor((total * w) / sum));
  const last = weights.findLastIndex((w) => w > 0);
  shares[last]! += total - shares.reduce((a, b) => a + b, 0);
  return shares;
}

/** The orders a code may lower: goods paid in money (a points order's goods are paid in points). */
const discountable = (o: PricedOrder) => o.tradeType !== 'NORMAL_POINT_REDEEM';

/**
 * Checks `code` for this buyer and these orders and writes its discount into them (per order
 * codeDiscountCents, per line lineCodeCents), refusing with the reason the buyer can act on.
 */
export function applyDiscountCode(orders: PricedOrder[], code: DiscountCodeRow | undefined, buyerId: number, now: Date): AppliedDiscountCode {
  // Someone else's voucher is as unknown as a code that does not exist.
  if (!code || code.revoked_at !== null || (code.owner_id !== null && code.owner_id !== buyerId)) throw refuse(CODE_ERRORS.unknown);
  if (now < code.starts_at || now >= code.ends_at) throw refuse(CODE_ERRORS.expired);
  const left = code.kind === 'GIFT_CARD' ? (code.amount_cents ?? 0) - code.spent_cents : null;
  if ((code.max_uses !== null && code.used_count >= code.max_uses) || (left !== null && left <= 0)) throw refuse(CODE_ERRORS.used);
  const targets = orders.filter((o) => discountable(o) && (code.shop_id === null || o.shopId === code.shop_id));
  if (targets.length === 0) throw refuse(CODE_ERRORS.notForShops);
  const base = targets.reduce((sum, o) => sum + o.skuCents, 0);
  if (base < code.min_spend_cents) throw refuse(CODE_ERRORS.minimumNotMet);
  const wanted = code.kind === 'PERCENT' ? Math.floor((base * (code.percent ?? 0)) / 100) : code.kind === 'GIFT_CARD' ? left! : (code.amount_cents ?? 0);
  const total = Math.min(wanted, base);
  spread(total, targets.map((o) => o.skuCents)).forEach((cents, i) => {
    const order = targets[i]!;
    order.codeDiscountCents = cents;
    order.lineCodeCents = spread(cents, order.lines.map((l) => l.unitCents * l.qty));
  });
  const shop = code.shop_id === null ? null : { id: code.shop_id, siteName: targets[0]!.siteName };
  return { couponCode: code.code, funding: code.funding, kind: code.kind, shop, discountAmt: money(total, targets[0]!.lines[0]?.currency ?? 'EUR') };
}

/**
 * Takes the code's use for the orders just placed, in the submit's transaction (the row is locked
 * since findDiscountCode). The guarded update is the last word: a use beyond max_uses or a gift
 * card spent beyond its value changes no row and is refused as used (the database checks both too).
 */
export async function takeCodeUse(tx: Queryable, code: DiscountCodeRow, contractId: number, buyerId: number, orders: Array<{ id: number; cents: number }>, now: Date): Promise<void> {
  const cents = orders.reduce((sum, o) => sum + o.cents, 0);
  const taken = await tx.query(
    `update discount_codes set used_count = used_count + 1, spent_cents = spent_cents + $2
     where id = $1 and (max_uses is null or used_count < max_uses) and (kind <> 'GIFT_CARD' or spent_cents + $2 <= amount_cents)
     returning id`,
    [code.id, cents],
  );
  if (taken.length === 0) throw refuse(CODE_ERRORS.used);
  for (const order of orders) {
    await tx.query(
      `insert into discount_code_uses (code_id, contract_id, trade_order_id, buyer_id, discount_cents, used_at) values ($1, $2, $3, $4, $5, $6)`,
      [code.id, contractId, order.id, buyerId, order.cents, now],
    );
  }
}

/**
 * Gives back the code uses of these orders (cancelled, closed unpaid, refunded in whole): a gift
 * card gets their cents back; a use counts again once no order of its checkout still holds it.
 * Once per order (USED → RETURNED), so a repeat changes nothing.
 */
export async function giveBackCodeUses(tx: Queryable, orderIds: readonly number[], now: Date): Promise<void> {
  if (orderIds.length === 0) return;
  const returned = await tx.query<{ code_id: number; contract_id: number; discount_cents: number }>(
    `update discount_code_uses set status = 'RETURNED', returned_at = $2 where trade_order_id = any($1::int[]) and status = 'USED'
     returning code_id, contract_id, discount_cents`,
    [[...orderIds], now],
  );
  const byUse = new Map<string, { codeId: number; contractId: number; cents: number }>();
  for (const r of returned) {
    const key = `${r.code_id}:${r.contract_id}`;
    const use = byUse.get(key) ?? { codeId: r.code_id, contractId: r.contract_id, cents: 0 };
    use.cents += r.discount_cents;
    byUse.set(key, use);
  }
  for (const use of [...byUse.values()].sort((a, b) => a.codeId - b.codeId)) {
    const held = await tx.query(`select 1 from discount_code_uses where code_id = $1 and contract_id = $2 and status = 'USED' limit 1`, [use.codeId, use.contractId]);
    await tx.query(`update discount_codes set spent_cents = spent_cents - $2, used_count = used_count - $3 where id = $1`, [use.codeId, use.cents, held.length === 0 ? 1 : 0]);
  }
}

/** Refuses a code or points on a balance payment (its amounts were fixed when the deposit was paid). */
export function refuseOnBalance(input: { couponCode?: string; discountPoint?: number }): void {
  if (input.couponCode !== undefined) throw refuse(CODE_ERRORS.notHere);
  if (input.discountPoint !== undefined) throw invalidField('discountPoint', checkoutCalls.POINT_ERRORS.unavailable);
}

/** A drawn voucher becomes a single-use platform code of its winner's, worth the prize's coupon value. */
export async function issuePrizeCoupon(tx: Queryable, drawId: number): Promise<void> {
  await tx.query(
    `insert into discount_codes (code, kind, amount_cents, funding, starts_at, ends_at, max_uses, owner_id, prize_draw_id)
     select d.coupon_code, 'AMOUNT', p.coupon_cents, 'PLATFORM', d.drawn_at, d.drawn_at + make_interval(days => $2), 1, d.buyer_id, d.id
     from prize_draws d join prizes p on p.id = d.prize_id
     where d.id = $1 and d.coupon_code is not null and p.coupon_cents is not null`,
    [drawId, PRIZE_COUPON_VALID_DAYS],
  );
}
