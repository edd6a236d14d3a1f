/**
 * What the buyer does to an order: cancel before or after pay, sign for delivery, postpone, resend
 * the invoice. Each checks that the order is the caller's (404 otherwise) and that its state offers
 * the operation (409 OPERATION_NOT_OFFERED otherwise), then changes the order in one transaction.
 */
import { orderActionCalls, type CallRequest, type CallResponse, type FulfilmentPackage, type Order, type ReverseOrderCreated } from '@mall/shared/contract';
import type { Db, Queryable } from '../db/db';
import { translated } from '../db/inLanguage';
import type { BuyerLanguage } from '../http/language';
import { conflict, invalidField, notFound } from '../http/errors';

export { loadOwnOrder };
import { releaseStock } from './checkout';
import { giveBackCheckoutDiscounts } from './checkoutDiscounts';
import { lockOwnContractOrders } from './locks';
import { createReverseOrder } from './orderReverse';
import { loadOwnOrder, toOrderAddress, type OrderRow } from './orders';
import { requireOffered } from './orderState';
import { recordPoints } from './points';
import { timelineOf } from './tracking';
import { keptEarnedPoints, keptGrowth } from './refundGifts';

const { OrderErrorCode, POSTPONE_DAYS } = orderActionCalls;

const packageNotOpen = (id: number) => conflict(`package ${id} is not open for this`, OrderErrorCode.packageNotOpen);

// ---- Packages ----

interface PackageRow {
  id: number;
  status: FulfilmentPackage['fulfillmentProgressStatus'];
  service_code: string;
  provider_id: number;
  provider_name: string;
  created_at: Date;
  confirm_deadline_at: Date | null;
  postponed_days: number;
  signed_at: Date | null;
  delivered_at: Date | null;
  scans_from_source: boolean;
  lines: Array<{ id: number; qty: number; line_id: number; sku_id: number; sku_snapshot: { name: string; image: string; attributes: Array<{ attrKey: string; attrVal: string }> } }> | null;
  events: Array<{ happened_at: string; area_name: string | null; context: string }> | null;
}

/**
 * A package shipped through the seller API has no recorded scans: the tracking source's timeline
 * for its carrier and number stands for them (the same the waybill query answers). Seeded packages
 * carry recorded scans (or none yet); pick-up packages have none.
 */
const carrierScans = (p: PackageRow, now: Date, language: BuyerLanguage): FulfilmentPackage['logisticsList'] =>
  !p.scans_from_source
    ? []
    : timelineOf(p.provider_name, p.service_code, p.created_at, now, language, p.delivered_at).map((scan) => ({ ftime: scan.originTime, areaName: null, context: scan.context }));

/** The order's packages with their lines and logistics (in the buyer's language), oldest first (two statements: ownership, packages). */
export async function listPackages(db: Db, orderId: number, buyerId: number, language: BuyerLanguage, now = new Date()): Promise<FulfilmentPackage[]> {
  const [order] = await db.query<{ display_status: Order['displayStatus']; fulfillment_type: Order['fulfillmentType'] }>(
    `select display_status, fulfillment_type from trade_orders where id = $1 and buyer_id = $2`,
    [orderId, buyerId],
  );
  if (!order) throw notFound('order');
  const rows = await db.query<PackageRow>(
    `select p.*,
       (select json_agg(json_build_object('id', pl.id, 'qty', pl.qty, 'line_id', l.id, 'sku_id', l.sku_id, 'sku_snapshot', l.sku_snapshot) order by pl.id)
          from fulfilment_package_lines pl join trade_order_lines l on l.id = pl.trade_order_line_id where pl.package_id = p.id) as lines,
       (select json_agg(json_build_object('happened_at', e.happened_at, 'area_name', e.area_name, 'context', ${translated('context', language, 'e.')})
                        order by e.happened_at desc, e.id desc)
          from logistics_events e where e.package_id = p.id) as events
     from fulfilment_packages p where p.trade_order_id = $1 order by p.created_at, p.id`,
    [orderId],
  );
  return rows.map((p) => {
    const onItsWay = p.status === 'SEND_DELIVERY' && order.display_status === 'UN_RECEIVED';
    const operations = [
      ...(onItsWay ? ['confirm'] : []),
      ...(onItsWay && p.postponed_days === 0 ? ['buyerPostponeConfirmDeadline'] : []),
      ...(p.status !== 'CANCEL' && order.fulfillment_type !== 'SITE_PICK_UP' ? ['checkExpressTrack'] : []),
    ];
    return {
      id: p.id,
      fulfillmentProgressStatus: p.status,
      serviceCode: p.service_code,
      fulfillmentServiceProvider: { id: p.provider_id, entityName: p.provider_name },
      createdAt: p.created_at.toISOString(),
      confirmDeadlineTime: p.status === 'SEND_DELIVERY' && p.confirm_deadline_at ? p.confirm_deadline_at.toISOString() : null,
      postponedDays: p.postponed_days,
      signedTime: p.signed_at ? p.signed_at.toISOString() : null,
      operationList: operations.map((operation) => ({ operation })),
      fulfillmentProgressLineList: (p.lines ?? []).map((l) => ({
        id: l.id,
        actualExecuteQty: l.qty,
        tradeOrderLine: {
          id: l.line_id,
          sku: { id: l.sku_id, name: l.sku_snapshot.name, image: l.sku_snapshot.image, attributes: l.sku_snapshot.attributes },
        },
      })),
      logisticsList: p.events
        ? p.events.map((e) => ({ ftime: new Date(e.happened_at).toISOString(), areaName: e.area_name, context: e.context }))
        : carrierScans(p, now, language),
    };
  });
}

// ---- Cancelling ----

/** Cancel before pay: the order and every other unpaid order of its checkout group become CANCELED; stock returns. */
export async function closeBeforePay(db: Db, orderId: number, buyerId: number, now: Date): Promise<number[]> {
  return db.transaction(async (tx) => {
    // It closes the whole group: every order of it locked first, in the lock order.
    await lockOwnContractOrders(tx, orderId, buyerId);
    const { row, order } = await loadOwnOrder(tx, orderId, buyerId);
    requireOffered(order, 'buyerCancelBeforePay');
    const closed = await tx.query<{ id: number }>(
      `update trade_orders set display_status = 'CANCELED', closed_at = $3, pay_deadline_at = null
       where contract_id = $1 and buyer_id = $2 and display_status in ('PENDING_PAY', 'PENDING_DEPOSIT')
       returning id`,
      [row.contract_id, buyerId, now],
    );
    const ids = closed.map((r) => r.id).sort((a, b) => a - b);
    // What checkout reserved goes back on sale, once per order whoever closes it.
    await releaseStock(tx, ids);
    await giveBackCheckoutDiscounts(tx, ids, now, 'closed');
    return ids;
  });
}

type CancelAfterPayInput = CallRequest<typeof orderActionCalls.cancelAfterPay>;

/**
 * Cancel after pay: every line with a cancellable quantity, each at its full quantity (anything
 * else is refused), becomes one SALE_CANCEL_AFTER_PAID reverse order refunding what was paid.
 */
export async function cancelAfterPay(db: Db, input: CancelAfterPayInput, buyerId: number, now: Date): Promise<ReverseOrderCreated> {
  return db.transaction(async (tx) => {
    const { row, order } = await loadOwnOrder(tx, input.tradeOrder.id, buyerId, true);
    requireOffered(order, 'buyerCancelAfterPay');
    const cancellable = order.tradeOrderLineList.filter((l) => l.canCancelQty > 0);
    const asked = new Map(input.reverseTradeOrderLineList.map((l) => [l.tradeOrderLine.id, l.reverseQty]));
    const whole =
      asked.size === input.reverseTradeOrderLineList.length &&
      asked.size === cancellable.length &&
      cancellable.every((l) => asked.get(l.id) === l.canCancelQty);
    if (!whole) throw invalidField('reverseTradeOrderLineList', 'order.cancelAllLines');
    // The whole payment comes back, shipping included: spread over the lines by what each cost.
    const weights = cancellable.map((l) => Math.round(l.tradeOrderLinePrice.needPaySkuAmt.value * 100));
    const totalWeight = weights.reduce((a, b) => a + b, 0);
    let left = row.paid_cents;
    const lines = cancellable.map((l, i) => {
      const share = i === cancellable.length - 1 ? left : totalWeight === 0 ? 0 : Math.floor((row.paid_cents * weights[i]!) / totalWeight);
      left -= share;
      return { tradeOrderLineId: l.id, qty: l.canCancelQty, refundCents: share };
    });
    return createReverseOrder(tx, {
      buyerId,
      tradeOrderId: order.id,
      type: 'SALE_CANCEL_AFTER_PAID',
      status: 'REFUND_PENDING',
      reason: 'ORDERED_BY_MISTAKE',
      notes: null,
      images: [],
      lines,
      at: now,
    });
  });
}

// ---- Receipt ----

/**
 * Sign for delivery: one package, or every package on its way. With nothing left on its way the
 * order is COMPLETE, its lines delivered, and the buyer earns its points and growth value.
 */
export function signForDelivery(db: Db, ...args: SignArgs): Promise<SignedForDelivery> {
  return db.transaction((tx) => signForDeliveryIn(tx, ...args));
}

type SignArgs = [orderId: number, packageId: number | undefined, buyerId: number, now: Date, pointsEnabled: boolean];
type SignedForDelivery = CallResponse<typeof orderActionCalls.signForDelivery>;

/** signForDelivery inside the caller's transaction (the scheduler's auto-confirm signs in its own). */
export async function signForDeliveryIn(tx: Queryable, ...[orderId, packageId, buyerId, now, pointsEnabled]: SignArgs): Promise<SignedForDelivery> {
  const { row, order } = await loadOwnOrder(tx, orderId, buyerId, true);
  requireOffered(order, 'confirm');
  const signed = await tx.query<{ id: number }>(
    `update fulfilment_packages set status = 'SIGN_IN', signed_at = $3, confirm_deadline_at = null
     where trade_order_id = $1 and status = 'SEND_DELIVERY' and ($2::int is null or id = $2) returning id`,
    [orderId, packageId ?? null, now],
  );
  if (packageId !== undefined && signed.length === 0) throw packageNotOpen(packageId);
  const [left] = await tx.query<{ n: number }>(
    `select count(*)::int as n from fulfilment_packages where trade_order_id = $1 and status = 'SEND_DELIVERY'`,
    [orderId],
  );
  let displayStatus = order.displayStatus;
  if (left!.n === 0) {
    displayStatus = 'COMPLETE';
    await tx.query(`update trade_orders set display_status = 'COMPLETE', completed_at = $2 where id = $1`, [orderId, now]);
    await tx.query(`update trade_order_lines set delivered_qty = trade_qty where order_id = $1`, [orderId]);
    if (pointsEnabled && row.trade_type !== 'NORMAL_POINT_REDEEM') {
      await recordPoints(tx, {
        customerId: buyerId,
        source: 'ORDER_COMPLETE',
        // What it still has paid: a refund before delivery already took its share (refundGifts.ts).
        points: keptEarnedPoints(row),
        growth: keptGrowth(row),
        refId: orderId,
        onceKey: String(orderId),
      });
    }
  }
  return { id: orderId, displayStatus, signedPackageIds: signed.map((r) => r.id).sort((a, b) => a - b) };
}

/**
 * Postpone: each listed package on its way, not postponed before, gets POSTPONE_DAYS more. Answers the
 * days. A package not delivered yet has no deadline: delivery adds the postponement to it (fulfilment.ts).
 */
export async function postponeDelivery(db: Db, orderId: number, packageIds: number[], buyerId: number): Promise<number> {
  return db.transaction(async (tx) => {
    const { order } = await loadOwnOrder(tx, orderId, buyerId, true);
    requireOffered(order, 'buyerPostponeConfirmDeadline');
    const wanted = [...new Set(packageIds)];
    const open = await tx.query<{ id: number }>(
      `select id from fulfilment_packages
       where trade_order_id = $1 and id = any($2::int[]) and status = 'SEND_DELIVERY' and postponed_days = 0`,
      [orderId, wanted],
    );
    const missing = wanted.find((id) => !open.some((p) => p.id === id));
    if (missing !== undefined) throw packageNotOpen(missing);
    await tx.query(
      `update fulfilment_packages
       set postponed_days = $2, confirm_deadline_at = confirm_deadline_at + make_interval(days => $2)
       where id = any($1::int[])`,
      [wanted, POSTPONE_DAYS],
    );
    return POSTPONE_DAYS;
  });
}

// ---- Invoice ----

type InvoiceInput = CallRequest<typeof orderActionCalls.sendInvoiceEmail>;

/**
 * The e-mail an order's invoice goes to, as the detail shows it: the order's own; none for an order
 * placed with a phone only; else the account's, else the delivery address's.
 */
export const orderEmail = (row: OrderRow & { selected_address?: Record<string, unknown> | null }, accountEmail: string | null) =>
  row.buyer_email ?? (row.buyer_phone ? null : (accountEmail ?? toOrderAddress(row.selected_address)?.email ?? null));

/** Resend the invoice to an e-mail when the order has one, else to a phone (each required then). */
export async function resendInvoice(
  db: Db,
  input: InvoiceInput,
  buyerId: number,
  accountEmail: string | null,
): Promise<{ channel: 'EMAIL' | 'PHONE'; address: string }> {
  const { row, order } = await loadOwnOrder(db, input.id, buyerId);
  // The spec names the order with its shop: this buyer's order of another shop is no order here.
  if (order.shop.id !== input.shop.id) throw notFound('order');
  requireOffered(order, 'sendInvoiceEmail');
  const [contract] = await db.query<{ selected_address: Record<string, unknown> | null }>(
    `select selected_address from trade_contracts where id = $1`,
    [row.contract_id],
  );
  const byEmail = orderEmail({ ...row, selected_address: contract?.selected_address ?? null }, accountEmail) !== null;
  const channel = byEmail ? 'EMAIL' : 'PHONE';
  const address = byEmail ? input.buyerEmail : input.buyerPhone;
  if (!address) throw invalidField(byEmail ? 'buyerEmail' : 'buyerPhone', byEmail ? 'invoice.emailRequired' : 'invoice.phoneRequired');
  await db.query(`insert into invoice_sends (trade_order_id, channel, address) values ($1, $2, $3)`, [row.id, channel, address]);
  return { channel, address };
}
