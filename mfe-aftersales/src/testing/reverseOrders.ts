import type { ReverseOrderSummary } from '@mall/shared/contract';

const eur = (value: number) => ({ value, currency: 'EUR' });

/** An after-sales order as the querypage call answers it. */
export function reverseOrder(id: number, patch: Partial<ReverseOrderSummary> = {}): ReverseOrderSummary {
  return {
    id,
    reverseTradeOrderCode: `R2024${String(id).padStart(6, '0')}`,
    createdAt: '2024-06-12T08:15:00.000Z',
    reverseTradeOrderType: 'SALE_RETURN',
    reverseTradeOrderStatus: 'WAITING_FOR_AUDIT_BY_SELLER',
    tradeOrder: { id: id + 900, tradeOrderCode: `T2024${String(id + 900).padStart(6, '0')}`, timeline: { orderedTime: '2024-06-01T10:00:00.000Z' } },
    shopId: 3,
    skuTotalCount: 1,
    applyRefundAmt: eur(89.5),
    actualRefundAmt: null,
    reverseReason: 'Damaged on arrival',
    reverseTradeOrderLineList: [
      {
        id: id * 10 + 1,
        reverseQty: 1,
        applyRefundAmt: eur(89.5),
        sku: {
          id: 501,
          name: 'Rattan armchair',
          image: '/media/items/501.jpg',
          salePrc: eur(89.5),
          attributes: [{ attrKey: 'colour', attrVal: 'Natural' }],
          item: { id: 50, urlKey: 'rattan-armchair' },
        },
        tradeOrderLine: { id: 7001 },
      },
    ],
    operationList: [],
    ...patch,
  };
}
