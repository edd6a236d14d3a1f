/** reviews' texts (namespace `reviews`). */
const reviews = {
  list: {
    title: 'My reviews',
    tabs: { label: 'Reviews', unComment: 'To review', comment: 'Reviewed' },
    emptyToReview: 'You have no orders to review~',
    emptyReviewed: 'No related reviews found~',
  },
  order: {
    number: 'Order number',
    ordered: 'Ordered on',
    reviewAll_one: 'Review {{count}} item',
    reviewAll_other: 'Review all {{count}} items',
  },
  line: {
    quantity: '× {{count}}',
    review: 'Review',
    reviewOf: 'Review {{name}}',
    viewReview: 'View review',
    viewReviewOf: 'View review of {{name}}',
  },
} as const;

export default reviews;
export type ReviewsMessages = typeof reviews;
