import type { ReviewLine } from '@mall/shared/contract';

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
    },
    commentStatus: 'NOT_EVALUATED',
    commentId: null,
    ...patch,
  };
}
