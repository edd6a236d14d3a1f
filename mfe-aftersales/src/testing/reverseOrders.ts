import type { ReverseOrderDetail, ReverseOrderSummary } from '@mall/shared/contract';

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
    reverseReason: 'DAMAGED',
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
          marketingUnit: null,
          skuUrlSuffix: '?skuId=501',
        },
        tradeOrderLine: { id: 7001, tradeOrderLineBusinessType: null },
        sourceTypeDice: null,
      },
    ],
    operationList: [],
    ...patch,
  };
}

/** An after-sales detail as querybyid answers it (a return waiting for the buyer by default). */
export function reverseDetail(id: number, patch: Partial<ReverseOrderDetail> = {}): ReverseOrderDetail {
  const summary = reverseOrder(id);
  return {
    ...summary,
    reverseTradeOrderStatus: 'WAITING_FOR_BUYER_RETURN',
    reverseTradeOrderLineList: summary.reverseTradeOrderLineList.map((line) => ({ ...line, derivativeSku: null })),
    tradeContract: { createdAt: '2024-06-01T10:00:00.000Z' },
    seller: { id: 15, siteName: 'Nordhaus Living' },
    reverseNotes: { reverseReason: 'DAMAGED', reverseText: 'The leg is cracked.', auditRejectReason: null },
    returnAddress: { detailAddress: 'Lagerstraße 12', districtList: [{ name: 'Berlin' }, { name: '10115' }], contactName: 'Nordhaus Returns', contactPhone: '+49 30 5550101' },
    remarkList: [{ event: 'apply', actor: 'BUYER', toStatus: 'WAITING_FOR_AUDIT_BY_SELLER', text: null, createdAt: '2024-06-12T08:15:00.000Z' }],
    actualRefundShippingAmt: null,
    sellerConfirmRefundShippingAmt: null,
    changeToReturn: false,
    evidenceImages: [],
    fulfillmentProgressList: [],
    operationList: [{ operation: 'buyerCancelReverse' }, { operation: 'buyerPostBack' }],
    ...patch,
  };
}
