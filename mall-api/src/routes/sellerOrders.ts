/**
 * The seller API for fulfilment (contract: sellerOrders.ts), what a back-office or a carrier's
 * delivery event calls. A logged-in seller (ctx.requireSeller: 403 for anyone else) acts only on
 * the orders of their own shops (404 for others). Each action is one SELLER transition of the
 * order state machine, applied by domain/fulfilment.ts in one transaction.
 */
import { sellerOrderCalls, type SellerOrder } from '@mall/shared/contract';
import { countRows } from '../db/db';
import { Where } from '../db/where';
import { deliverOrder, readyForPickup, shipOrder, TO_SHIP_QTY } from '../domain/fulfilment';
import { pageOffset } from '../domain/paging';
import { route, type Api } from '../http/route';

interface SellerOrderRow {
  id: number;
  trade_order_code: string;
  display_status: SellerOrder['displayStatus'];
  fulfillment_type: SellerOrder['fulfillmentType'];
  shop_id: number;
  ordered_at: Date;
  paid_at: Date | null;
  lines: SellerOrder['lines'];
  packages: Array<Omit<SellerOrder['packages'][number], 'shippedTime'> & { shippedTime: string }> | null;
}

/** An order with its lines (packed and left to ship) and packages, one statement per page. */
const SELLER_ORDER_COLUMNS = `o.id, o.trade_order_code, o.display_status, o.fulfillment_type, o.shop_id, o.ordered_at, o.paid_at,
  (select json_agg(json_build_object('id', l.id, 'sku', json_build_object('id', l.sku_id, 'name', l.sku_snapshot->>'name'),
     'tradeQty', l.trade_qty, 'toShipQty', ${TO_SHIP_QTY},
     'shippedQty', coalesce((select sum(pl.qty) from fulfilment_package_lines pl join fulfilment_packages p on p.id = pl.package_id
                             where pl.trade_order_line_id = l.id and p.status <> 'CANCEL'), 0)) order by l.sort, l.id)
   from trade_order_lines l where l.order_id = o.id) as lines,
  (select json_agg(json_build_object('id', p.id, 'fulfillmentProgressStatus', p.status,
     'carrier', json_build_object('id', p.provider_id, 'entityName', p.provider_name), 'serviceCode', p.service_code,
     'shippedTime', p.created_at, 'deliveredTime', p.delivered_at, 'confirmDeadlineTime', p.confirm_deadline_at) order by p.id)
   from fulfilment_packages p where p.trade_order_id = o.id) as packages`;

const iso = (value: string | Date | null) => (value === null ? null : new Date(value).toISOString());

export function registerSellerOrders(api: Api): void {
  route(api, sellerOrderCalls.pageSellerOrders, async (input, ctx) => {
    const { shopIds } = await ctx.requireSeller();
    const where = new Where().add('o.shop_id = any($::int[])', shopIds);
    if (input.status) where.add('o.display_status = $', input.status);
    const from = `from trade_orders o ${where}`;
    const total = await countRows(ctx.db, from, where.params);
    const limit = where.next(input.pageSize);
    const offset = where.next(pageOffset(input.pageNo, input.pageSize));
    const rows = await ctx.db.query<SellerOrderRow>(
      `select ${SELLER_ORDER_COLUMNS} ${from} order by o.ordered_at desc, o.id desc limit ${limit} offset ${offset}`,
      where.params,
    );
    const data = rows.map((r) => ({
      id: r.id,
      tradeOrderCode: r.trade_order_code,
      displayStatus: r.display_status,
      fulfillmentType: r.fulfillment_type,
      shop: { id: r.shop_id },
      orderedTime: r.ordered_at.toISOString(),
      paidTime: iso(r.paid_at),
      lines: r.lines ?? [],
      packages: (r.packages ?? []).map((p) => ({
        ...p,
        shippedTime: iso(p.shippedTime)!,
        deliveredTime: iso(p.deliveredTime),
        confirmDeadlineTime: iso(p.confirmDeadlineTime),
      })),
    }));
    return { data, total };
  });

  route(api, sellerOrderCalls.shipOrder, async (input, ctx) => {
    const { shopIds } = await ctx.requireSeller();
    return ctx.db.transaction((tx) => shipOrder(tx, input, shopIds, new Date()));
  });

  route(api, sellerOrderCalls.deliverOrder, async (input, ctx) => {
    const { shopIds } = await ctx.requireSeller();
    return ctx.db.transaction((tx) => deliverOrder(tx, input, shopIds, new Date()));
  });

  route(api, sellerOrderCalls.readyForPickup, async (input, ctx) => {
    const { shopIds } = await ctx.requireSeller();
    return ctx.db.transaction((tx) => readyForPickup(tx, input.id, shopIds, new Date()));
  });
}
