import {
  afterSalesCalls,
  orderActionCalls,
  type ReverseOrderStatus,
  type ReverseOrderSummary,
  type ReverseOrderType,
} from '@mall/shared/contract';
import { operationsFor } from '../domain/reverseStateMachine';
import { registerReverseActions } from './aftersalesActions';
import { countRows, type Queryable } from '../db/db';
import { likeContains, Where } from '../db/where';
import { money } from '../domain/money';
import { applyDetail, applyForAfterSales, sourceTypeOf, type ApplyType } from '../domain/orderReverse';
import { skuUrlSuffix } from '../domain/catalogue';
import { loadOwnOrder, type SkuSnapshot } from '../domain/orders';
import { conflict } from '../http/errors';
import { route, type Api } from '../http/route';
import { pageOffset } from '../domain/paging';

interface ReverseRow {
  id: number;
  reverse_code: string;
  reverse_type: ReverseOrderType;
  reverse_status: ReverseOrderStatus;
  reverse_reason: string | null;
  apply_refund_cents: number;
  actual_refund_cents: number | null;
  created_at: Date;
  trade_order_id: number;
  trade_order_code: string;
  ordered_at: Date;
  shop_id: number;
  currency: string;
  has_parcel: boolean;
  rejected: boolean;
}

interface ReverseLineRow {
  id: number;
  reverse_order_id: number;
  reverse_qty: number;
  apply_refund_cents: number;
  trade_order_line_id: number;
  sku_id: number;
  item_id: number;
  sale_cents: number;
  sku_snapshot: SkuSnapshot;
  line_business_type: 'GIFT' | 'EXCHANGE' | null;
  unit_name: string | null;
}

export function registerAfterSales(api: Api): void {
  route(api, afterSalesCalls.pageReverseOrders, async (input, ctx) => {
    const { user } = await ctx.requireSession();
    const where = new Where().add('r.buyer_id = $', user.id);
    if (input.tradeOrderId) where.add('r.trade_order_id = $', input.tradeOrderId);
    if (input.skuId) {
      where.add(
        `exists (select 1 from reverse_order_lines rl join trade_order_lines l on l.id = rl.trade_order_line_id
                 where rl.reverse_order_id = r.id and l.sku_id = $)`,
        input.skuId,
      );
    }
    if (input.keyword) {
      where.add(
        `(r.reverse_code ilike $ or o.trade_order_code ilike $ or exists (
           select 1 from reverse_order_lines rl join trade_order_lines l on l.id = rl.trade_order_line_id
           where rl.reverse_order_id = r.id and l.sku_snapshot->>'name' ilike $))`,
        likeContains(input.keyword),
      );
    }
    const from = `from reverse_orders r join trade_orders o on o.id = r.trade_order_id ${where}`;
    const total = await countRows(ctx.db, from, where.params);
    const limit = where.next(input.pageSize);
    const offset = where.next(pageOffset(input.pageNo, input.pageSize));
    return { data: await reverseSummaries(ctx.db, `${from} order by r.created_at desc, r.id desc limit ${limit} offset ${offset}`, where.params), total };
  });

  route(api, afterSalesCalls.queryReverseByOrderSku, async (input, ctx) => {
    const { user } = await ctx.requireSession();
    await loadOwnOrder(ctx.db, input.tradeOrderId, user.id);
    const where = new Where().add('r.buyer_id = $', user.id).add('r.trade_order_id = $', input.tradeOrderId);
    if (input.skuId !== undefined) {
      where.add(
        `exists (select 1 from reverse_order_lines rl join trade_order_lines l on l.id = rl.trade_order_line_id
                 where rl.reverse_order_id = r.id and l.sku_id = $)`,
        input.skuId,
      );
    }
    if (input.tradeOrderLineId !== undefined) {
      where.add(`exists (select 1 from reverse_order_lines rl where rl.reverse_order_id = r.id and rl.trade_order_line_id = $)`, input.tradeOrderLineId);
    }
    return reverseSummaries(ctx.db, `from reverse_orders r join trade_orders o on o.id = r.trade_order_id ${where} order by r.created_at desc, r.id desc`, where.params);
  });

  route(api, afterSalesCalls.renderReverseApply, async (input, ctx) => {
    const { user } = await ctx.requireSession();
    const { order } = await loadOwnOrder(ctx.db, input.tradeOrder.id, user.id);
    const type = input.reverseTradeOrderType as ApplyType | undefined;
    if (type && !order.availableReverseTypes.includes(type)) {
      throw conflict(`${type} is not offered for an order in ${order.displayStatus}`, orderActionCalls.OrderErrorCode.operationNotOffered);
    }
    return applyDetail(order, input.reverseTradeOrderLineList, type);
  });

  for (const [type, call] of Object.entries(afterSalesCalls.APPLY_CALL_BY_TYPE)) {
    route(api, call, async (input, ctx) => {
      const { user } = await ctx.requireSession();
      return applyForAfterSales(ctx.db, type as ApplyType, input, user.id, new Date());
    });
  }
  registerReverseActions(api);
}

/** The after-sales orders of `fromWhere` (a from/where/order/limit clause over r and o) with their lines: two statements. */
export async function reverseSummaries(db: Queryable, fromWhere: string, params: unknown[]): Promise<ReverseOrderSummary[]> {
  const rows = await db.query<ReverseRow>(
    `select r.id, r.reverse_code, r.reverse_type, r.reverse_status, r.reverse_reason, r.apply_refund_cents,
            r.actual_refund_cents, r.created_at, r.trade_order_id, o.trade_order_code, o.ordered_at, o.shop_id, o.currency,
            exists (select 1 from reverse_fulfilments f where f.reverse_order_id = r.id and f.status = 'SEND_DELIVERY') as has_parcel,
            r.audit_reject_reason is not null as rejected
     ${fromWhere}`,
    params,
  );
  const lines = await db.query<ReverseLineRow>(
    `select rl.id, rl.reverse_order_id, rl.reverse_qty, rl.apply_refund_cents, rl.trade_order_line_id,
            l.sku_id, l.item_id, l.sale_cents, l.sku_snapshot, l.line_business_type, i.unit_name
     from reverse_order_lines rl join trade_order_lines l on l.id = rl.trade_order_line_id join items i on i.id = l.item_id
     where rl.reverse_order_id = any($1::int[]) order by rl.id`,
    [rows.map((r) => r.id)],
  );
  return rows.map((r) => {
    const own = lines.filter((l) => l.reverse_order_id === r.id);
    return {
      id: r.id,
      reverseTradeOrderCode: r.reverse_code,
      createdAt: r.created_at.toISOString(),
      reverseTradeOrderType: r.reverse_type,
      reverseTradeOrderStatus: r.reverse_status,
      tradeOrder: { id: r.trade_order_id, tradeOrderCode: r.trade_order_code, timeline: { orderedTime: r.ordered_at.toISOString() } },
      shopId: r.shop_id,
      skuTotalCount: own.reduce((sum, l) => sum + l.reverse_qty, 0),
      applyRefundAmt: money(r.apply_refund_cents, r.currency),
      actualRefundAmt: r.actual_refund_cents === null ? null : money(r.actual_refund_cents, r.currency),
      reverseReason: r.reverse_reason,
      reverseTradeOrderLineList: own.map((l) => ({
        id: l.id,
        reverseQty: l.reverse_qty,
        applyRefundAmt: money(l.apply_refund_cents, r.currency),
        sku: {
          id: l.sku_id,
          name: l.sku_snapshot.name,
          image: l.sku_snapshot.image,
          salePrc: money(l.sale_cents, r.currency),
          attributes: l.sku_snapshot.attributes,
          item: { id: l.item_id, urlKey: l.sku_snapshot.urlKey },
          marketingUnit: l.unit_name ? { unitName: l.unit_name } : null,
          skuUrlSuffix: skuUrlSuffix(l.sku_id),
        },
        tradeOrderLine: { id: l.trade_order_line_id, tradeOrderLineBusinessType: l.line_business_type },
        sourceTypeDice: sourceTypeOf(l.line_business_type),
      })),
      operationList: operationsFor(r.reverse_status, r.reverse_type, { hasParcel: r.has_parcel, rejected: r.rejected }).map((operation) => ({ operation })),
    };
  });
}
