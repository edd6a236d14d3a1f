/**
 * Seller fulfilment (issue 31): ship an order in packages, deliver a package, have a pick-up order
 * ready. Each takes the order's locks (domain/locks.ts), reads it again, checks the state machine's
 * SELLER transition (orderState.ts) and what is left to ship, then writes in the same transaction.
 */
import { orderActionCalls, sellerOrderCalls, type CallRequest, type OrderMoved } from '@mall/shared/contract';
import type { Queryable } from '../db/db';
import { conflict, invalidField } from '../http/errors';
import { lockShopOrder } from './locks';
import { ORDER_COLUMNS, ORDER_FROM, type OrderRow } from './orders';
import { FREED_STATUSES } from './reverseStateMachine';
import { requireSellerTransition } from './orderState';

const { SellerOrderMessage, CONFIRM_RECEIPT_DAYS } = sellerOrderCalls;
const refuse = (message: string) => conflict(message, orderActionCalls.OrderErrorCode.transitionNotAllowed);

/** What an order line can still put in a package: ordered − packed − in after-sales. */
export const TO_SHIP_QTY = `greatest(0, l.trade_qty - coalesce((select sum(pl.qty) from fulfilment_package_lines pl
    join fulfilment_packages p on p.id = pl.package_id where pl.trade_order_line_id = l.id and p.status <> 'CANCEL'), 0)
  - coalesce((select sum(rl.reverse_qty) from reverse_order_lines rl join reverse_orders r on r.id = rl.reverse_order_id
    where rl.trade_order_line_id = l.id and r.reverse_status not in (${FREED_STATUSES.map((status) => `'${status}'`).join(', ')})), 0))::int`;

/** The invoice an order gets once it is on its way: generated on request (routes/invoices.ts). */
export const invoicePath = (tradeOrderCode: string) => `/media/invoices/${tradeOrderCode}.pdf`;

/** The seller's order, locked, read after the locks (404 for another shop's). */
async function lockedShopOrder(tx: Queryable, orderId: number, shopIds: readonly number[]): Promise<OrderRow> {
  await lockShopOrder(tx, orderId, shopIds);
  const [row] = await tx.query<OrderRow>(`select ${ORDER_COLUMNS} ${ORDER_FROM} where o.id = $1`, [orderId]);
  return row!;
}

const facts = (row: OrderRow) => ({ displayStatus: row.display_status, fulfillmentType: row.fulfillment_type, itemBusinessType: row.item_business_type });

/** Once nothing is left to ship the order is on its way (UN_RECEIVED) and its invoice is issued. */
async function shippedWhenNothingLeft(tx: Queryable, row: OrderRow): Promise<OrderMoved['displayStatus']> {
  const [left] = await tx.query<{ n: number }>(`select coalesce(sum(${TO_SHIP_QTY}), 0)::int as n from trade_order_lines l where l.order_id = $1`, [row.id]);
  if (left!.n > 0) return row.display_status;
  await tx.query(`update trade_orders set display_status = 'UN_RECEIVED', invoice_url = coalesce(invoice_url, $2) where id = $1`, [
    row.id,
    invoicePath(row.trade_order_code),
  ]);
  return 'UN_RECEIVED';
}

/** Puts units in a new package; answers its id. */
async function createPackage(
  tx: Queryable,
  row: OrderRow,
  carrier: { id: number; name: string },
  serviceCode: string,
  units: ReadonlyArray<{ lineId: number; qty: number }>,
  now: Date,
  deliveredAt: Date | null,
): Promise<number> {
  const [pkg] = await tx.query<{ id: number }>(
    `insert into fulfilment_packages (trade_order_id, status, service_code, provider_id, provider_name, created_at, delivered_at, confirm_deadline_at, scans_from_source)
     values ($1, 'SEND_DELIVERY', $2, $3, $4, $5, $6, $6::timestamptz + make_interval(days => $7), $8) returning id`,
    [row.id, serviceCode, carrier.id, carrier.name, now, deliveredAt, CONFIRM_RECEIPT_DAYS, row.fulfillment_type !== 'SITE_PICK_UP'],
  );
  await tx.query(
    `insert into fulfilment_package_lines (package_id, trade_order_line_id, qty) select $1, u.line_id, u.qty
     from unnest($2::int[], $3::int[]) with ordinality as u(line_id, qty, n) order by u.n`,
    [pkg!.id, units.map((u) => u.lineId), units.map((u) => u.qty)],
  );
  return pkg!.id;
}

/** Units left to ship per line of the order. */
async function unitsToShip(tx: Queryable, orderId: number): Promise<Map<number, number>> {
  const rows = await tx.query<{ id: number; to_ship: number }>(`select l.id, ${TO_SHIP_QTY} as to_ship from trade_order_lines l where l.order_id = $1 order by l.sort, l.id`, [orderId]);
  return new Map(rows.map((r) => [r.id, r.to_ship]));
}

type ShipInput = CallRequest<typeof sellerOrderCalls.shipOrder>;

/** Ship: the lines asked for (or every unit left) as one package with its carrier and tracking number. */
export async function shipOrder(tx: Queryable, input: ShipInput, shopIds: readonly number[], now: Date): Promise<OrderMoved> {
  const row = await lockedShopOrder(tx, input.id, shopIds);
  requireSellerTransition(facts(row), 'ship');
  const [carrier] = await tx.query<{ id: number; name: string }>(`select id, entity_name as name from carriers where id = $1`, [input.carrier.id]);
  if (!carrier) throw invalidField('carrier.id', SellerOrderMessage.unknownCarrier);
  const left = await unitsToShip(tx, row.id);
  let units: Array<{ lineId: number; qty: number }>;
  if (input.lines) {
    const asked = new Map<number, number>();
    for (const line of input.lines) asked.set(line.id, (asked.get(line.id) ?? 0) + line.qty);
    for (const [lineId, qty] of asked) {
      const open = left.get(lineId);
      if (open === undefined) throw refuse(SellerOrderMessage.lineNotInOrder);
      if (open === 0) throw refuse(SellerOrderMessage.alreadyShipped);
      if (qty > open) throw refuse(SellerOrderMessage.moreThanOrdered);
    }
    units = [...asked].map(([lineId, qty]) => ({ lineId, qty }));
  } else {
    units = [...left].filter(([, qty]) => qty > 0).map(([lineId, qty]) => ({ lineId, qty }));
    if (units.length === 0) throw refuse(SellerOrderMessage.alreadyShipped);
  }
  const packageId = await createPackage(tx, row, carrier, input.serviceCode, units, now, null);
  return { id: row.id, displayStatus: await shippedWhenNothingLeft(tx, row), packageIds: [packageId] };
}

/**
 * Deliver: one package on its way (or every one not delivered yet) is delivered now; the buyer has
 * CONFIRM_RECEIPT_DAYS (plus any postponement) to confirm before auto-confirm signs for it.
 */
export async function deliverOrder(tx: Queryable, input: CallRequest<typeof sellerOrderCalls.deliverOrder>, shopIds: readonly number[], now: Date): Promise<OrderMoved> {
  const row = await lockedShopOrder(tx, input.id, shopIds);
  requireSellerTransition(facts(row), 'deliver');
  const delivered = await tx.query<{ id: number }>(
    `update fulfilment_packages set delivered_at = $3, confirm_deadline_at = $3::timestamptz + make_interval(days => $4 + postponed_days)
     where trade_order_id = $1 and status = 'SEND_DELIVERY' and delivered_at is null and ($2::int is null or id = $2) returning id`,
    [row.id, input.packageId ?? null, now, CONFIRM_RECEIPT_DAYS],
  );
  if (delivered.length === 0) throw refuse(SellerOrderMessage.packageNotOnItsWay);
  return { id: row.id, displayStatus: row.display_status, packageIds: delivered.map((p) => p.id).sort((a, b) => a - b) };
}

/** Ready for pick-up: every unit in one package at the shop, ready now (the confirm deadline starts). */
export async function readyForPickup(tx: Queryable, orderId: number, shopIds: readonly number[], now: Date): Promise<OrderMoved> {
  const row = await lockedShopOrder(tx, orderId, shopIds);
  requireSellerTransition(facts(row), 'readyForPickup');
  const units = [...(await unitsToShip(tx, row.id))].filter(([, qty]) => qty > 0).map(([lineId, qty]) => ({ lineId, qty }));
  if (units.length === 0) throw refuse(SellerOrderMessage.alreadyShipped);
  // No carrier: the shop hands it over (it is the package's provider); the pick-up code is the order number.
  const packageId = await createPackage(tx, row, { id: row.shop_id, name: row.site_name }, row.trade_order_code.replace(/[^A-Za-z0-9]/g, ''), units, now, now);
  return { id: row.id, displayStatus: await shippedWhenNothingLeft(tx, row), packageIds: [packageId] };
}
