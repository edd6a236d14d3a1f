import * as v from 'valibot';
import { defineCall } from './define';
import { Id, Site, page } from './common';
import { OrderDisplayStatus, OrderSku } from './order';
import { UploadedImageUrl } from './media';

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
    /** EVALUATED once every line of the order (DIY child lines left out) has its review. */
    commentStatus: v.picklist(['EVALUATED', 'NOT_EVALUATED']),
  }),
  /** Whether this line has its top-level review. */
  commentStatus: v.picklist(['EVALUATED', 'NOT_EVALUATED']),
  /** The buyer's first review of this line, when there is one. */
  commentId: v.nullable(Id),
});
export type ReviewLine = v.InferOutput<typeof ReviewLine>;

/**
 * Completed order lines of the buyer, newest order first; without commentStatus both kinds.
 * Lines of type DIY_CHILD are left out (the storefront hides them). Decided here: the list pages by
 * order, since the screen shows orders: `page.size` orders per page, each with all its lines that
 * match, so an order never splits across pages; `total` counts orders (the tab's count too).
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

// ---------------------------------------------------------------------------------------------
// Writing and reading reviews (issue 13). Decisions where the spec says "not shown":
// - A review is a comment on an order line (postTypeDict ORDER_LINE). A top-level review has no
//   parentId and needs rateDict 1-5; a follow-up names its review as parentId and carries no
//   rateDict. Text 1-300 characters after trimming, at most 6 images.
// - Images are URLs our own review-image upload answered (`/media/uploads/{id}`); mall-api also
//   checks each one was uploaded by the same buyer for REVIEW (400 media.image.notYours), so a review
//   never shows a foreign or external picture.
// - The batch call's payload is `{ comments: [...] }` (one to 20 comments, one per order line):
//   all are checked first, and either all are stored or none (the first refusal is answered).
// - Refusals: a line (or review) of another buyer, or unknown: 404; a line of an order that is
//   not COMPLETE, a DIY child line, a second review of a line, a second follow-up: 409 with the
//   message key saying which.
// - The order's commentStatus is EVALUATED once every line of it (DIY child lines left out) has
//   its top-level review; that hides the list's review button for the order.
// - A top-level review grants POST_ORDER_REVIEW in the same transaction (once per order line, the
//   ledger's once-key); `sendReviewGrowth` is the spec's own call for it, idempotent, answering
//   whether this call granted anything.
// ---------------------------------------------------------------------------------------------

export const REVIEW_RATE_MAX = 5;
/** More lines than any order of ours has; the batch is one form. */
export const REVIEW_BATCH_MAX = 20;

/** Message keys (namespace `errors` on the client; the zh-CN texts are the spec's). */
export const ReviewMessage = {
  rateRequired: 'review.rateRequired',
  contentRequired: 'review.contentRequired',
  contentMax: 'review.contentMax',
  imagesMax: 'review.imagesMax',
  followUpNoRate: 'review.followUpNoRate',
  notComplete: 'review.orderNotComplete',
  notReviewable: 'review.lineNotReviewable',
  alreadyReviewed: 'review.alreadyReviewed',
  followUpExists: 'review.followUpExists',
  followUpOfFollowUp: 'review.followUpOfReviewOnly',
  postMismatch: 'review.postMismatch',
  duplicateLine: 'review.duplicateLine',
  notReviewed: 'review.lineNotReviewed',
} as const;

export const ReviewImages = v.object({
  files: v.pipe(v.array(v.object({ url: UploadedImageUrl })), v.maxLength(REVIEW_IMAGES_MAX, ReviewMessage.imagesMax)),
});

/** Spec: content is required (还有商品未评价哦) and at most 300 characters. */
export const ReviewContent = v.pipe(
  v.string(ReviewMessage.contentRequired),
  v.trim(),
  v.minLength(1, ReviewMessage.contentRequired),
  v.maxLength(REVIEW_CONTENT_MAX, ReviewMessage.contentMax),
);

export const ReviewRate = v.pipe(
  v.number(ReviewMessage.rateRequired),
  v.integer(ReviewMessage.rateRequired),
  v.minValue(1, ReviewMessage.rateRequired),
  v.maxValue(REVIEW_RATE_MAX, ReviewMessage.rateRequired),
);

/**
 * One comment to create: a top-level review (no parentId; rateDict 1-5 required) or a follow-up
 * (parentId). A follow-up carrying a rating is refused by mall-api (review.followUpNoRate); the
 * schema leaves that to the server, whose check needs no more than this object either.
 */
export const NewComment = v.pipe(
  v.object({
    postId: Id,
    postTypeDict: v.optional(v.literal('ORDER_LINE'), 'ORDER_LINE'),
    parentId: v.optional(v.nullable(Id)),
    rateDict: v.optional(v.nullable(ReviewRate)),
    content: ReviewContent,
    images: v.optional(ReviewImages, { files: [] }),
  }),
  v.forward(
    v.check((comment) => comment.parentId != null || comment.rateDict != null, ReviewMessage.rateRequired),
    ['rateDict'],
  ),
);
export type NewComment = v.InferInput<typeof NewComment>;

/** A comment as the storefront shows it. */
export const Comment = v.object({
  id: Id,
  topId: v.nullable(Id),
  parentId: v.nullable(Id),
  content: v.string(),
  postId: Id,
  postTypeDict: v.literal('ORDER_LINE'),
  /** The buyer of the order line. */
  postOwner: v.object({ id: Id }),
  images: v.object({ files: v.array(v.object({ url: v.string() })) }),
  rateDict: v.nullable(v.number()),
  commentator: v.object({ id: Id }),
  commentatorTypeDict: v.picklist(['BUYER', 'SHOP']),
  /** Who the comment is for: the shop's seller for a buyer's review, the buyer for a shop reply. */
  commentRecipient: v.object({ id: Id }),
  createdAt: v.string(),
});
export type Comment = v.InferOutput<typeof Comment>;

/** A top-level review with what hangs under it, and the line it is about (for the detail's header). */
export const CommentDetail = v.object({
  ...Comment.entries,
  /** The shop's reply, when there is one. */
  replyComment: v.object({ data: v.nullable(Comment) }),
  /** The buyer's follow-up, when there is one (at most one). */
  reviewComments: v.nullable(Comment),
  orderLine: v.object({
    id: Id,
    orderId: Id,
    tradeOrderCode: v.string(),
    sku: v.object({ name: v.string(), image: v.string(), attributes: v.array(v.object({ attrKey: v.string(), attrVal: v.string() })) }),
  }),
});
export type CommentDetail = v.InferOutput<typeof CommentDetail>;

/**
 * The buyer's own top-level reviews, newest first; `id` picks one (the detail). Someone else's
 * review is simply not found (an empty page), never shown.
 */
export const pageComments = defineCall({
  method: 'POST',
  path: '/api/trantor/flow/bbc_content_PageCommonComment4CFlow',
  request: v.object({
    id: v.optional(Id),
    postTypeDict: v.optional(v.literal('ORDER_LINE'), 'ORDER_LINE'),
    postId: v.optional(Id),
    page: v.optional(
      v.object({
        no: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1)), 1),
        size: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(50)), 10),
      }),
      {},
    ),
  }),
  response: page(CommentDetail),
  safeToRetry: true,
});

export const batchCreateComments = defineCall({
  method: 'POST',
  path: '/api/trantor/flow/bbc_content_BatchCreateCommonCommentFlow',
  request: v.object({
    comments: v.pipe(v.array(NewComment), v.minLength(1, ReviewMessage.contentRequired), v.maxLength(REVIEW_BATCH_MAX)),
  }),
  response: v.object({ comments: v.array(v.object({ id: Id, postId: Id, parentId: v.nullable(Id) })) }),
});

/** An order line as the review form shows it; whether it can still be reviewed. */
export const ReviewableLine = v.object({
  ...ReviewLine.entries,
  lineGroupTypeDict: v.nullable(v.picklist(['DIY_MAIN', 'DIY_CHILD'])),
});
export type ReviewableLine = v.InferOutput<typeof ReviewableLine>;

/** One of the buyer's order lines (any status); another buyer's or unknown: 404. */
export const queryOrderLine = defineCall({
  method: 'POST',
  path: '/api/trantor/func/trade_QueryOneTradeBaseOrderLineBOBuiltInFunc',
  request: v.object({ id: Id }),
  response: ReviewableLine,
  safeToRetry: true,
});

/** The buyer's order lines by id, in the order asked; any id not the buyer's: 404. */
export const orderLinesForIds = defineCall({
  method: 'POST',
  path: '/api/trantor/flow/bbc_trade_TradeOrderLineForIdFlow',
  request: v.object({ ids: v.pipe(v.array(Id), v.minLength(1), v.maxLength(REVIEW_BATCH_MAX)) }),
  response: v.array(ReviewableLine),
  safeToRetry: true,
});

/**
 * Spec (points and growth): the POST_ORDER_REVIEW growth event for a reviewed order line. Creating
 * the review already grants it; calling this again grants nothing more (granted: false). A line
 * without the caller's review: 409 review.lineNotReviewed.
 */
export const sendReviewGrowth = defineCall({
  method: 'POST',
  path: '/sapi/mall-customer/post-order-review/send-growth-and-points',
  request: v.object({
    growthEventType: v.optional(v.literal('POST_ORDER_REVIEW'), 'POST_ORDER_REVIEW'),
    orderLineId: Id,
    site: Site,
  }),
  response: v.object({ granted: v.boolean(), points: v.number(), growth: v.number() }),
});

// ---------------------------------------------------------------------------------------------
// Issue 30 item 6: an item's reviews on its product page, for any visitor (the reviews team's
// fragment). Decided here: a public review carries no trace of who wrote it (no name, no id) and
// none of its pictures (issue 28: review pictures are served to their buyer and the shop only);
// it says the sku bought and the shop's reply. Only top-level buyer reviews with a rating count.
// ---------------------------------------------------------------------------------------------

/** How many of the latest reviews the product page shows. */
export const ITEM_REVIEWS_LATEST = 3;
export const ITEM_REVIEWS_MAX = 10;

export const PublicReview = v.object({
  id: Id,
  rate: v.number(),
  content: v.string(),
  createdAt: v.string(),
  /** The sku bought (its attributes, in the buyer's language where mall-api has them). */
  attributes: v.array(v.object({ attrKey: v.string(), attrVal: v.string() })),
  shopReply: v.nullable(v.object({ content: v.string(), createdAt: v.string() })),
});
export type PublicReview = v.InferOutput<typeof PublicReview>;

export const ItemReviews = v.object({
  /** Average (one decimal) and count; null before the first review. */
  rating: v.nullable(v.object({ average: v.number(), count: v.pipe(v.number(), v.integer(), v.minValue(1)) })),
  /** How many reviews gave each rating: five entries, 5 stars first. */
  stars: v.array(v.object({ rate: v.number(), count: v.number() })),
  /** The newest first. */
  latest: v.array(PublicReview),
});
export type ItemReviews = v.InferOutput<typeof ItemReviews>;

/** An item's rating summary and latest reviews; an unknown item: 404. */
export const itemReviews = defineCall({
  method: 'POST',
  path: '/item/reviews',
  request: v.object({
    itemId: Id,
    size: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(ITEM_REVIEWS_MAX)), ITEM_REVIEWS_LATEST),
  }),
  response: ItemReviews,
  safeToRetry: true,
});
