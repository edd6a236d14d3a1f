import type { Comment, CommentDetail, ReviewableLine, ReviewLine } from '@mall/shared/contract';

/** A completed order line as the review-list call answers it. */
export function reviewLine(id: number, orderId: number, name: string, patch: Partial<ReviewLine> = {}): ReviewLine {
  return {
    id,
    sku: {
      id: id * 10,
      name,
      image: `/media/items/${id}.jpg`,
      salePrc: { value: 129, currency: 'EUR' },
      attributes: [{ attrKey: 'colour', attrVal: 'Walnut' }],
      item: { id: id * 100, urlKey: `item-${id}` },
      marketingUnit: null,
      skuUrlSuffix: null,
    },
    tradeQty: 1,
    tradeOrder: {
      id: orderId,
      tradeOrderCode: `T2024${String(orderId).padStart(6, '0')}`,
      shopId: 3,
      sellerId: 4,
      tradeOrderStatus: 'COMPLETE',
      orderedTime: '2024-04-20T16:45:00.000Z',
      commentStatus: 'NOT_EVALUATED',
    },
    commentStatus: 'NOT_EVALUATED',
    commentId: null,
    ...patch,
  };
}

/** An order line as the review form loads it. */
export const reviewableLine = (id: number, orderId: number, name: string, patch: Partial<ReviewableLine> = {}): ReviewableLine => ({
  ...reviewLine(id, orderId, name),
  lineGroupTypeDict: null,
  ...patch,
});

const comment = (id: number, patch: Partial<Comment> = {}): Comment => ({
  id,
  topId: null,
  parentId: null,
  content: 'Lovely colour, sturdy legs.',
  postId: 11,
  postTypeDict: 'ORDER_LINE',
  postOwner: { id: 1 },
  images: { files: [] },
  rateDict: 4,
  commentator: { id: 1 },
  commentatorTypeDict: 'BUYER',
  commentRecipient: { id: 15 },
  createdAt: '2024-05-02T10:00:00.000Z',
  ...patch,
});

/** A shop reply or a follow-up under review `topId`. */
export const childComment = (id: number, topId: number, patch: Partial<Comment> = {}): Comment =>
  comment(id, { topId, parentId: topId, rateDict: null, ...patch });

/** The buyer's review as the detail call answers it. */
export const commentDetail = (id: number, patch: Partial<CommentDetail> = {}): CommentDetail => ({
  ...comment(id),
  replyComment: { data: null },
  reviewComments: null,
  orderLine: { id: 11, orderId: 9, tradeOrderCode: 'T2024000009', sku: { name: 'Oak sideboard', image: '/media/items/11.jpg', attributes: [] } },
  ...patch,
});
