import type { Order, OrderLine, OrderStatusCount } from '@mall/shared/contract';

const eur = (value: number) => ({ value, currency: 'EUR' });

export function orderLine(id: number, name: string, patch: Partial<OrderLine> = {}): OrderLine {
  return {
    id,
    sku: {
      id: id * 10,
      name,
      image: `/media/items/${id}.jpg`,
      salePrc: eur(199),
      attributes: [{ attrKey: 'colour', attrVal: 'Oak' }],
      item: { id: id * 100, urlKey: `item-${id}` },
      marketingUnit: null,
      skuUrlSuffix: null,
      businessTypeDict: null,
    },
    tradeQty: 1,
    deliveredQty: 0,
    canCancelQty: 1,
    canReverseQty: 0,
    reverseStatus: 'NOT_REQUESTED',
    campaignSubType: null,
    lineGroupTypeDict: null,
    diySkuLineList: [],
    itemBusinessType: null,
    tradeOrderLineBusinessType: null,
    expectDate: null,
    expectDateBegin: null,
    deliveryTimeType: null,
    duration: null,
    preSaleEventType: null,
    balancePaymentStartTime: null,
    balancePaymentEndTime: null,
    preSaleUnitAmount: null,
    balanceSaleUnitAmount: null,
    insurance: null,
    tradeOrderLineCouponsBOList: [],
    tradeOrderLinePrice: {
      skuAmt: eur(199),
      needPaySkuAmt: eur(199),
      skuDiscountTotalAmt: eur(0),
      pointDeductionAmt: eur(0),
      actualNeedPayPoints: 0,
      actualPaidPoints: 0,
    },
    ...patch,
  };
}

/** An order as the list call answers it. */
export function order(id: number, patch: Partial<Order> = {}): Order {
  return {
    id,
    tradeOrderCode: `T2024${String(id).padStart(6, '0')}`,
    displayStatus: 'UN_DELIVERY',
    tradeType: 'NORMAL_SALE_B2C',
    tradeOrderBusinessType: 'NORMAL',
    itemBusinessType: 'NORMAL',
    fulfillmentType: 'EXPRESS',
    reverseStatus: 'NOT_REQUESTED',
    operationList: [],
    availableReverseTypes: [],
    shop: { id: 7, siteName: 'Nordic Living', shopChannelType: null, siteAddress: null },
    seller: { id: 8 },
    buyer: { id: 1 },
    tradeContract: { id: id + 5000 },
    timeline: { orderedTime: '2024-05-03T09:30:00.000Z', paidTime: null, depositPaidTime: null },
    needPayAmt: eur(349.9),
    paidAmt: eur(349.9),
    skuAmt: eur(349.9),
    shippingAmt: eur(0),
    taxAmt: eur(55.87),
    serviceChargeAmt: eur(0),
    insuranceAmt: eur(0),
    shopDiscountAmt: eur(0),
    orderDiscountAmt: eur(0),
    platformCouponDiscountAmt: eur(0),
    pointDiscountAmount: eur(0),
    skuTotalCount: 1,
    actualNeedPayPoints: 0,
    actualPaidPoints: 0,
    earnPoints: 0,
    payDeadlineMillis: null,
    isInGroup: false,
    groupOrderCount: 1,
    outOrderId: null,
    bizCode: null,
    serviceDetail: null,
    expirationTime: null,
    serviceRemainingTimes: null,
    preSale: null,
    tradeOrderLineList: [orderLine(id * 10 + 1, 'Oak dining table')],
    ...patch,
  };
}

/** The counts call's answer: one entry per status, zeros included, ALL_ORDER first. */
export function statusCounts(counts: Partial<Record<string, number>>): OrderStatusCount[] {
  const statuses = ['ALL_ORDER', 'PENDING_PAY', 'PENDING_DEPOSIT', 'PENDING_BALANCE', 'UN_DELIVERY', 'UN_RECEIVED', 'COMPLETE', 'CLOSED', 'CANCEL_ALL', 'CANCELED'] as const;
  return statuses.map((displayOrderStatus) => ({ displayOrderStatus, quantity: counts[displayOrderStatus] ?? 0 }));
}
