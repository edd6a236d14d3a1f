import type { Queryable } from '../db/db';
import { signForDeliveryIn } from '../domain/orderActions';
import { closeOverdueOrders } from '../domain/orderState';
import { loadReverseForUpdate, moveReverse } from '../domain/reverseFlow';
import type { Job } from './scheduler';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

/** How long a guest (tourist) account with no order is kept: their cart and addresses go with it. */
export const GUEST_RETENTION_DAYS = 30;
/** Work per run: a backlog is worked off over several runs, each transaction stays short. */
const BATCH = 500;

/** Unpaid orders past their pay deadline close, and their stock goes back on sale. */
export const closeUnpaidOrders: Job = {
  name: 'close-unpaid-orders',
  everyMs: MINUTE,
  run: (tx, now) => closeOverdueOrders(tx, null, now, BATCH),
};

/**
 * Packages still on their way after the confirm deadline (postponements moved the deadline) are
 * signed for the buyer, exactly as the buyer's own "confirm receipt" would: the order completes
 * when its last package is signed, and its points are earned.
 */
export const autoConfirmReceipt = (pointsEnabled: boolean): Job => ({
  name: 'auto-confirm-receipt',
  everyMs: 5 * MINUTE,
  async run(tx, now) {
    const due = await tx.query<{ id: number; trade_order_id: number; buyer_id: number }>(
      `select p.id, p.trade_order_id, o.buyer_id from fulfilment_packages p join trade_orders o on o.id = p.trade_order_id
       where p.status = 'SEND_DELIVERY' and p.confirm_deadline_at < $1 and o.display_status = 'UN_RECEIVED'
       order by p.confirm_deadline_at limit $2`,
      [now, BATCH],
    );
    let signed = 0;
    for (const p of due) {
      // One package the order no longer lets sign (e.g. it moved meanwhile) must not stop the rest.
      await tx.query('savepoint auto_confirm');
      try {
        await signForDeliveryIn(tx, p.trade_order_id, p.id, p.buyer_id, now, pointsEnabled);
        await tx.query('release savepoint auto_confirm');
        signed += 1;
      } catch {
        await tx.query('rollback to savepoint auto_confirm');
      }
    }
    return signed;
  },
});

/**
 * Guests (tourists) who never ordered and were created more than GUEST_RETENTION_DAYS ago are
 * deleted with what hangs on them (sessions, cart, addresses, uploads). A guest with an order,
 * a payment or an after-sales application is kept: sellers and the buyer still need those.
 */
export const deleteIdleGuests: Job = {
  name: 'delete-idle-guests',
  everyMs: 60 * MINUTE,
  async run(tx, now) {
    const gone = await tx.query(
      `delete from users where id in (
         select u.id from users u
         where u.is_tourist and u.created_at < $1
           and not exists (select 1 from trade_orders o where o.buyer_id = u.id)
           and not exists (select 1 from trade_contracts c where c.buyer_id = u.id)
           and not exists (select 1 from payment_records r where r.buyer_id = u.id)
           and not exists (select 1 from reverse_orders r where r.buyer_id = u.id)
         order by u.id limit $2)
       returning id`,
      [new Date(now.getTime() - GUEST_RETENTION_DAYS * DAY), BATCH],
    );
    return gone.length;
  },
};

/** How long a payment's idempotency key answers a replay with the first answer (clients retry within minutes). */
export const IDEMPOTENCY_KEY_DAYS = 1;

/**
 * Expired single-use things: captchas, e-mail and SMS codes and password-reset tokens (kept a
 * day past expiry for support questions), rate-limit
 * windows, ended sessions, and the idempotency keys of ended payment attempts after
 * IDEMPOTENCY_KEY_DAYS (the attempt stays; its key and stored answer go, so a very late replay is
 * a new attempt, which the contract's own state then allows or refuses).
 */
export const dropExpired: Job = {
  name: 'drop-expired',
  everyMs: 15 * MINUTE,
  async run(tx: Queryable, now) {
    const before = new Date(now.getTime() - DAY);
    const captchas = await tx.query(`delete from link_order_captchas where expires_at < $1 returning uuid`, [before]);
    const accountCaptchas = await tx.query(`delete from account_captchas where expires_at < $1 returning uuid`, [before]);
    const codes = await tx.query(`delete from verification_codes where expires_at < $1 returning id`, [before]);
    const resetTokens = await tx.query(`delete from password_reset_tokens where expires_at < $1 returning user_id`, [before]);
    const limits = await tx.query(`delete from rate_limits where expires_at < $1 returning bucket`, [now]);
    const sessions = await tx.query(`delete from sessions where expires_at < $1 returning user_id`, [now]);
    const keys = await tx.query(
      `update payment_records set idempotency_key = 'expired:' || id, answer = null
       where status <> 'PAY_PENDING' and idempotency_key not like 'expired:%' and created_at < $1 returning id`,
      [new Date(now.getTime() - IDEMPOTENCY_KEY_DAYS * DAY)],
    );
    return captchas.length + accountCaptchas.length + codes.length + resetTokens.length + limits.length + sessions.length + keys.length;
  },
};

/** How long a seller has to approve or reject an after-sales application before the mall approves it. */
export const SELLER_AUDIT_DAYS = 7;

/**
 * After-sales applications the seller left unanswered for SELLER_AUDIT_DAYS (since they entered
 * the audit) are approved by the state machine's SYSTEM transition (auditTimeout): a refund goes
 * on to be refunded, a return or exchange waits for the buyer's parcel.
 */
export const approveUnansweredAfterSales: Job = {
  name: 'approve-unanswered-after-sales',
  everyMs: 15 * MINUTE,
  async run(tx, now) {
    const due = await tx.query<{ id: number; shop_id: number }>(
      `select r.id, o.shop_id from reverse_orders r join trade_orders o on o.id = r.trade_order_id
       where r.reverse_status = 'WAITING_FOR_AUDIT_BY_SELLER'
         and coalesce((select max(e.created_at) from reverse_order_events e where e.reverse_order_id = r.id), r.created_at) < $1
       order by r.id limit $2`,
      [new Date(now.getTime() - SELLER_AUDIT_DAYS * DAY), BATCH],
    );
    let moved = 0;
    for (const r of due) {
      await tx.query('savepoint audit_timeout');
      try {
        const head = await loadReverseForUpdate(tx, r.id, { shopIds: [r.shop_id] });
        await moveReverse(tx, head, 'auditTimeout', 'SYSTEM', {}, now);
        await tx.query('release savepoint audit_timeout');
        moved += 1;
      } catch {
        await tx.query('rollback to savepoint audit_timeout');
      }
    }
    return moved;
  },
};

/** Every job mall-api runs, in the order of a round. */
export const scheduledJobs = (options: { pointsEnabled: boolean }): Job[] => [
  closeUnpaidOrders,
  autoConfirmReceipt(options.pointsEnabled),
  approveUnansweredAfterSales,
  dropExpired,
  deleteIdleGuests,
];
