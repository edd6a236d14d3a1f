import type { Queryable } from '../db/db';
import { signForDeliveryIn } from '../domain/orderActions';
import { closeOverdueOrders } from '../domain/orderState';
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

/** Expired single-use things: captchas, rate-limit windows, ended sessions. Kept a day past expiry for support questions. */
export const dropExpired: Job = {
  name: 'drop-expired',
  everyMs: 15 * MINUTE,
  async run(tx: Queryable, now) {
    const before = new Date(now.getTime() - DAY);
    const captchas = await tx.query(`delete from link_order_captchas where expires_at < $1 returning uuid`, [before]);
    const limits = await tx.query(`delete from rate_limits where expires_at < $1 returning bucket`, [now]);
    const sessions = await tx.query(`delete from sessions where expires_at < $1 returning user_id`, [now]);
    return captchas.length + limits.length + sessions.length;
  },
};

/** Every job mall-api runs, in the order of a round. */
export const scheduledJobs = (options: { pointsEnabled: boolean }): Job[] => [
  closeUnpaidOrders,
  autoConfirmReceipt(options.pointsEnabled),
  dropExpired,
  deleteIdleGuests,
];
