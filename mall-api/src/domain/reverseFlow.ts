/**
 * Moving a reverse order: loads it for its buyer or its seller (404 for anyone else), checks the
 * state machine allows the event for that actor now (409 REVERSE_TRANSITION_NOT_ALLOWED otherwise)
 * and applies the transition's effects in the same transaction.
 */
import { afterSalesCalls, type ReverseMoved, type ReverseOrderStatus, type ReverseOrderType } from '@mall/shared/contract';
import type { Queryable } from '../db/db';
import { conflict, invalidField, notFound } from '../http/errors';
import { releaseStock } from './checkout';
import { lockOrders, lockSkus } from './locks';
import { takeBackGifts } from './refundGifts';
import { lineReverseStatus, transitionFor, type Actor, type ReverseEvent } from './reverseStateMachine';

/** Whose reverse order: the buyer's own, or one of the seller's shops. */
export type ReverseScope = { buyerId: number } | { shopIds: number[] };

export interface ReverseHead {
  id: number;
  reverse_type: ReverseOrderType;
  reverse_status: ReverseOrderStatus;
  trade_order_id: number;
  apply_refund_cents: number;
  shipping_cents: number;
}

/**
 * The reverse order in scope, locked for the transaction; 404 when it is not the caller's. Its
 * trade order is locked first (then its lines and reverse orders: domain/locks.ts), as the buyer's
 * calls on that order do, and the head is read after the locks.
 */
export async function loadReverseForUpdate(tx: Queryable, id: number, scope: ReverseScope): Promise<ReverseHead> {
  const byBuyer = 'buyerId' in scope;
  const read = () =>
    tx.query<ReverseHead>(
      `select r.id, r.reverse_type, r.reverse_status, r.trade_order_id, r.apply_refund_cents, o.shipping_cents
       from reverse_orders r join trade_orders o on o.id = r.trade_order_id
       where r.id = $1 and ${byBuyer ? 'r.buyer_id = $2' : 'o.shop_id = any($2::int[])'}`,
      [id, byBuyer ? scope.buyerId : scope.shopIds],
    );
  const found = (await read())[0];
  if (!found) throw notFound('reverse order');
  await lockOrders(tx, [found.trade_order_id]);
  return (await read())[0]!;
}

/** The units a reverse order ($1) sends as replacements, per sku: the exchange item, or the same sku again. */
const REPLACEMENT_UNITS = `(select coalesce(rl.derivative_sku_id, l.sku_id) as sku_id, sum(rl.reverse_qty)::int as qty
  from reverse_order_lines rl join trade_order_lines l on l.id = rl.trade_order_line_id
  where rl.reverse_order_id = $1 group by 1)`;

/** A refund would pay back more than the order has left paid (an application raced another). */
export const REFUND_EXCEEDS_PAID = 'REFUND_EXCEEDS_PAID';

export interface MoveInput {
  reason?: string;
  parcel?: { carrierId: number; serviceCode: string };
}

/** Takes `event` as `actor` on a loaded reverse order, with its effects. */
export async function moveReverse(tx: Queryable, head: ReverseHead, event: ReverseEvent, actor: Actor, input: MoveInput, now: Date): Promise<ReverseMoved> {
  const t = transitionFor(event, actor, head.reverse_status, head.reverse_type);
  if (!t) {
    throw conflict(`${event} is not allowed for a ${head.reverse_type} in ${head.reverse_status}`, afterSalesCalls.ReverseErrorCode.transitionNotAllowed);
  }
  const fx = t.effects ?? {};
  if (fx.needsReason && !input.reason) throw invalidField('reason', 'seller.rejectReasonRequired');
  if (fx.recordParcel) {
    const parcel = input.parcel;
    if (!parcel) throw invalidField('fulfillmentProgressList', 'aftersales.carrierRequired');
    const [carrier] = await tx.query<{ id: number }>(`select id from carriers where id = $1`, [parcel.carrierId]);
    if (!carrier) throw invalidField(fx.recordParcel === 'USER' ? 'fulfillmentProgressList.0.fulfillmentServiceProvider.id' : 'carrier.id', 'aftersales.carrierRequired');
    await tx.query(
      `insert into reverse_fulfilments (reverse_order_id, operater_type, carrier_id, service_code, created_at) values ($1, $2, $3, $4, $5)`,
      [head.id, fx.recordParcel, parcel.carrierId, parcel.serviceCode, now],
    );
  }
  if (fx.restock || fx.unstock) {
    const skus = await tx.query<{ sku_id: number }>(
      `select l.sku_id from reverse_order_lines rl join trade_order_lines l on l.id = rl.trade_order_line_id where rl.reverse_order_id = $1
       union select rl.derivative_sku_id from reverse_order_lines rl where rl.reverse_order_id = $1 and rl.derivative_sku_id is not null`,
      [head.id],
    );
    await lockSkus(tx, skus.map((r) => r.sku_id));
  }
  if (fx.restock) {
    // The returned units are checked in: back on sale.
    await tx.query(
      `update skus s set stock = s.stock + x.qty
       from (select l.sku_id, sum(rl.reverse_qty)::int as qty from reverse_order_lines rl join trade_order_lines l on l.id = rl.trade_order_line_id
             where rl.reverse_order_id = $1 group by l.sku_id) x
       where s.id = x.sku_id`,
      [head.id],
    );
  }
  if (fx.unstock) {
    // The replacement leaves the warehouse: the exchange item, or the same sku again (stock ≥ 0 is checked).
    const [short] = await tx.query<{ id: number }>(`select s.id from skus s join ${REPLACEMENT_UNITS} x on x.sku_id = s.id where s.stock < x.qty`, [head.id]);
    if (short) throw conflict('checkout.itemSoldOut', 'ITEM_SOLD_OUT');
    await tx.query(`update skus s set stock = s.stock - x.qty from ${REPLACEMENT_UNITS} x where s.id = x.sku_id`, [head.id]);
  }
  if (fx.payRefund) {
    // Cancel before delivery: nothing was delivered, so the shipping comes back too. (Cancel after
    // pay already spreads the whole payment, shipping included, over its lines.)
    const shipping = head.reverse_type === 'SALE_CANCEL_BEFORE_DELIVERY' ? head.shipping_cents : 0;
    // Never more than is left of the payment (the database refuses it too: trade_orders_refunded_within_paid).
    const [left] = await tx.query<{ cents: number }>(`select paid_cents - refunded_cents as cents from trade_orders where id = $1`, [head.trade_order_id]);
    if (head.apply_refund_cents + shipping > left!.cents) throw conflict('aftersales.refundTooHigh', REFUND_EXCEEDS_PAID);
    await tx.query(`update reverse_orders set actual_refund_cents = apply_refund_cents, actual_refund_shipping_cents = $2, refunded_at = $3 where id = $1`, [
      head.id,
      shipping,
      now,
    ]);
  }
  if (fx.cancelOrder) {
    await tx.query(`update trade_orders set display_status = 'CANCEL_ALL', closed_at = $2 where id = $1`, [head.trade_order_id, now]);
    await releaseStock(tx, [head.trade_order_id]);
  }
  // What the order gave goes back with the money (refundGifts.ts has the rule).
  if (fx.payRefund) await takeBackGifts(tx, head.id, head.trade_order_id, fx.cancelOrder === true, now);
  await tx.query(
    `update reverse_orders set reverse_status = $2, updated_at = $3${fx.needsReason ? ', audit_reject_reason = $4' : ''} where id = $1`,
    fx.needsReason ? [head.id, t.to, now, input.reason] : [head.id, t.to, now],
  );
  await tx.query(`insert into reverse_order_events (reverse_order_id, event, actor, to_status, text, created_at) values ($1, $2, $3, $4, $5, $6)`, [
    head.id,
    event,
    actor,
    t.to,
    fx.needsReason ? (input.reason ?? null) : null,
    now,
  ]);
  await syncLineStatuses(tx, head.id);
  return { id: head.id, reverseTradeOrderStatus: t.to };
}

/** Each order line of the reverse order takes the reverseStatus its applications add up to. */
export async function syncLineStatuses(tx: Queryable, reverseOrderId: number): Promise<void> {
  const rows = await tx.query<{ line_id: number; statuses: ReverseOrderStatus[] }>(
    `select rl.trade_order_line_id as line_id, array_agg(r.reverse_status) as statuses
     from reverse_order_lines rl join reverse_orders r on r.id = rl.reverse_order_id
     where rl.trade_order_line_id in (select trade_order_line_id from reverse_order_lines where reverse_order_id = $1)
     group by rl.trade_order_line_id`,
    [reverseOrderId],
  );
  for (const row of rows) {
    await tx.query(`update trade_order_lines set reverse_status = $2 where id = $1`, [row.line_id, lineReverseStatus(row.statuses)]);
  }
}

/** The first event of an application (recorded so the history starts with it). */
export async function recordApplied(tx: Queryable, reverseOrderId: number, status: ReverseOrderStatus, actor: Actor, now: Date): Promise<void> {
  await tx.query(`insert into reverse_order_events (reverse_order_id, event, actor, to_status, text, created_at) values ($1, 'apply', $2, $3, null, $4)`, [
    reverseOrderId,
    actor,
    status,
    now,
  ]);
}
