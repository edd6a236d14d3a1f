import { reviewCalls, type OrderDisplayStatus } from '@mall/shared/contract';
import { countRows } from '../db/db';
import { Where } from '../db/where';
import { money } from '../domain/money';
import { LINE_COMMENTED, type SkuSnapshot } from '../domain/orders';
import { route, type Api } from '../http/route';
import { pageOffset } from '../domain/paging';

interface ReviewLineRow {
  id: number;
  sku_id: number;
  item_id: number;
  sku_snapshot: SkuSnapshot;
  sale_cents: number;
  trade_qty: number;
  order_id: number;
  trade_order_code: string;
  shop_id: number;
  seller_id: number;
  display_status: OrderDisplayStatus;
  ordered_at: Date;
  currency: string;
  comment_id: number | null;
}

export function registerReviews(api: Api): void {
  route(api, reviewCalls.pageReviewLines, async (input, ctx) => {
    // Reviews are written by buyers with an account (commentatorTypeDict BUYER), not tourists.
    const { user } = await ctx.requireBuyer();
    const where = new Where()
      .add('o.buyer_id = $', user.id)
      .add('o.display_status = $', input.tradeOrderStatus.displayStatus)
      .raw(`l.line_group_type is distinct from 'DIY_CHILD'`);
    if (input.commentStatus === 'comment') where.raw(LINE_COMMENTED);
    if (input.commentStatus === 'unComment') where.raw(`not ${LINE_COMMENTED}`);
    const from = `from trade_order_lines l join trade_orders o on o.id = l.order_id join shops sh on sh.id = o.shop_id ${where}`;
    const total = await countRows(ctx.db, from, where.params);
    const limit = where.next(input.page.size);
    const offset = where.next(pageOffset(input.page.no, input.page.size));
    const rows = await ctx.db.query<ReviewLineRow>(
      `select l.id, l.sku_id, l.item_id, l.sku_snapshot, l.sale_cents, l.trade_qty,
              o.id as order_id, o.trade_order_code, o.shop_id, sh.seller_id, o.display_status, o.ordered_at, o.currency,
              (select c.id from comments c where c.post_id = l.id and c.parent_id is null and c.commentator_type = 'BUYER') as comment_id
       ${from} order by o.ordered_at desc, o.id desc, l.sort, l.id limit ${limit} offset ${offset}`,
      where.params,
    );
    return {
      data: rows.map((r) => ({
        id: r.id,
        sku: {
          id: r.sku_id,
          name: r.sku_snapshot.name,
          image: r.sku_snapshot.image,
          salePrc: money(r.sale_cents, r.currency),
          attributes: r.sku_snapshot.attributes,
          item: { id: r.item_id, urlKey: r.sku_snapshot.urlKey },
          marketingUnit: null,
          skuUrlSuffix: null,
        },
        tradeQty: r.trade_qty,
        tradeOrder: {
          id: r.order_id,
          tradeOrderCode: r.trade_order_code,
          shopId: r.shop_id,
          sellerId: r.seller_id,
          tradeOrderStatus: r.display_status,
          orderedTime: r.ordered_at.toISOString(),
        },
        commentStatus: r.comment_id === null ? ('NOT_EVALUATED' as const) : ('EVALUATED' as const),
        commentId: r.comment_id,
      })),
      total,
    };
  });
}
