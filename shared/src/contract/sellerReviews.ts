import * as v from 'valibot';
import { defineCall } from './define';
import { Id } from './common';
import { ReviewContent } from './review';

/**
 * The seller API's review calls (what a back-office calls; the storefront never does). A seller
 * replies once to a top-level review of an order line of their own shop. Decisions (not shown in
 * the spec): a review of another shop, or unknown, is 404 (ids cannot be probed); a second reply is
 * 409 `review.replyExists`; the reply follows the review's text rules (1-300 characters, no rating,
 * no images).
 */
export const SellerReviewMessage = { replyExists: 'review.replyExists' } as const;

export const replyToReview = defineCall({
  method: 'POST',
  path: '/seller-api/reviews/reply',
  request: v.object({ commentId: Id, content: ReviewContent }),
  response: v.object({ id: Id, parentId: Id, createdAt: v.string() }),
});
