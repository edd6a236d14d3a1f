import { reviewCalls, sellerReviewCalls } from '@mall/shared/contract';
import { itemReviews } from '../catalogue/itemReviews';
import { one } from '../db/db';
import { Where } from '../db/where';
import { LINE_COMMENTED } from '../domain/orders';
import { pageOffset } from '../domain/paging';
import { GROWTH_PROGRAMME, grantGrowthEvent } from '../domain/points';
import { createComments, ownLines, pageOwnReviews, replyAsShop, REVIEW_LINE_COLUMNS, REVIEW_LINE_FROM, toReviewLine, type ReviewLineRow } from '../domain/reviews';
import { conflict, notFound } from '../http/errors';
import { route, type Api } from '../http/route';

export function registerReviews(api: Api): void {
  // Public: the product page's reviews (no session needed; the answer names no buyer).
  route(api, reviewCalls.itemReviews, async (input, ctx) => {
    if (!(await one(ctx.db, 'select 1 from items where id = $1', [input.itemId]))) throw notFound('item');
    return itemReviews(ctx.db, input.itemId, input.size);
  });

  route(api, reviewCalls.pageReviewLines, async (input, ctx) => {
    // Reviews are written by buyers with an account (commentatorTypeDict BUYER), not tourists.
    const { user } = await ctx.requireBuyer();
    const where = new Where()
      .add('o.buyer_id = $', user.id)
      .add('o.display_status = $', input.tradeOrderStatus.displayStatus)
      .raw(`l.line_group_type is distinct from 'DIY_CHILD'`);
    if (input.commentStatus === 'comment') where.raw(LINE_COMMENTED);
    if (input.commentStatus === 'unComment') where.raw(`not ${LINE_COMMENTED}`);
    // Paged by order: a page holds `size` orders with every matching line of each (an order never
    // splits across pages), and the total counts orders.
    const from = `${REVIEW_LINE_FROM} ${where}`;
    const filter = [...where.params];
    const total = (await one<{ n: number }>(ctx.db, `select count(distinct o.id)::int as n ${from}`, filter))?.n ?? 0;
    const limit = where.next(input.page.size);
    const offset = where.next(pageOffset(input.page.no, input.page.size));
    const orders = await ctx.db.query<{ id: number }>(
      `select o.id, o.ordered_at ${from} group by o.id, o.ordered_at order by o.ordered_at desc, o.id desc limit ${limit} offset ${offset}`,
      where.params,
    );
    const rows = await ctx.db.query<ReviewLineRow>(
      `select ${REVIEW_LINE_COLUMNS} ${from} and o.id = any($${filter.length + 1}::int[]) order by o.ordered_at desc, o.id desc, l.sort, l.id`,
      [...filter, orders.map((o) => o.id)],
    );
    return { data: rows.map(toReviewLine), total };
  });

  route(api, reviewCalls.queryOrderLine, async (input, ctx) => {
    const { user } = await ctx.requireBuyer();
    const [line] = await ownLines(ctx.db, user.id, [input.id]);
    return toReviewLine(line!);
  });

  route(api, reviewCalls.orderLinesForIds, async (input, ctx) => {
    const { user } = await ctx.requireBuyer();
    return (await ownLines(ctx.db, user.id, input.ids)).map(toReviewLine);
  });

  route(api, reviewCalls.pageComments, async (input, ctx) => {
    const { user } = await ctx.requireBuyer();
    return pageOwnReviews(ctx.db, user.id, { id: input.id, postId: input.postId }, input.page.size, pageOffset(input.page.no, input.page.size));
  });

  route(api, reviewCalls.batchCreateComments, async (input, ctx) => {
    const { user } = await ctx.requireBuyer();
    return ctx.db.transaction((tx) => createComments(tx, user.id, input.comments));
  });

  route(api, reviewCalls.sendReviewGrowth, async (input, ctx) => {
    const { user } = await ctx.requireBuyer();
    return ctx.db.transaction(async (tx) => {
      const [line] = await ownLines(tx, user.id, [input.orderLineId]);
      if (line!.comment_id === null) throw conflict(reviewCalls.ReviewMessage.notReviewed);
      const granted = await grantGrowthEvent(tx, user.id, 'POST_ORDER_REVIEW', `line:${input.orderLineId}`, input.orderLineId);
      const { points, growth } = GROWTH_PROGRAMME.POST_ORDER_REVIEW;
      return { granted, points: granted ? points : 0, growth: granted ? growth : 0 };
    });
  });

  // The seller API (a back-office's call): the shop's one reply to a review of its own shop.
  route(api, sellerReviewCalls.replyToReview, async (input, ctx) => {
    const { session, shopIds } = await ctx.requireSeller();
    const reply = await ctx.db.transaction((tx) => replyAsShop(tx, session.user.id, shopIds, input.commentId, input.content));
    return { id: reply.id, parentId: reply.parent_id!, createdAt: reply.created_at.toISOString() };
  });
}
