import * as v from 'valibot';
import { defineCall } from './define';
import { Id, page } from './common';
import { OrderDisplayStatus, OrderSku } from './order';

/** Spec (reviews-aftersales-cards-header §9): the review list's page size. */
export const REVIEW_PAGE_SIZE = 4;
export const REVIEW_CONTENT_MAX = 300;
export const REVIEW_IMAGES_MAX = 6;

/** The list's two tabs: to review and reviewed. */
export const CommentStatus = v.picklist(['unComment', 'comment']);
export type CommentStatus = v.InferOutput<typeof CommentStatus>;

/** A completed order line the buyer may review. */
export const ReviewLine = v.object({
  id: Id,
  sku: OrderSku,
  tradeQty: v.number(),
  tradeOrder: v.object({
    id: Id,
    tradeOrderCode: v.string(),
    shopId: Id,
    sellerId: Id,
    tradeOrderStatus: OrderDisplayStatus,
    orderedTime: v.string(),
  }),
  /** Spec: the review button is hidden when EVALUATED. */
  commentStatus: v.picklist(['EVALUATED', 'NOT_EVALUATED']),
  /** The buyer's first review of this line, when there is one. */
  commentId: v.nullable(Id),
});
export type ReviewLine = v.InferOutput<typeof ReviewLine>;

/**
 * Completed order lines of the buyer, newest order first; without commentStatus both kinds.
 * Lines of type DIY_CHILD are left out (the storefront hides them).
 */
export const pageReviewLines = defineCall({
  method: 'POST',
  path: '/api/trantor/flow/bbc_trade_PageTradeOrderForBuyerIdFlow',
  request: v.object({
    page: v.optional(
      v.object({
        no: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1)), 1),
        size: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(50)), REVIEW_PAGE_SIZE),
      }),
      {},
    ),
    tradeOrderStatus: v.optional(v.object({ displayStatus: v.literal('COMPLETE') }), { displayStatus: 'COMPLETE' }),
    commentStatus: v.optional(CommentStatus),
  }),
  response: page(ReviewLine),
  safeToRetry: true,
});
