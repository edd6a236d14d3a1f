/** aftersales' texts (namespace `aftersales`). */
const aftersales = {
  list: {
    title: 'After-sales',
    search: { label: 'Search after-sales', placeholder: 'after-sales number / order number / product name', submit: 'Search' },
    empty: 'You have no after-sales requests yet.',
    noMatch: 'No after-sales requests match “{{keyword}}”.',
    toOrders: 'Go to my orders',
  },
  card: {
    code: 'After-sales number',
    applied: 'Applied on',
    lines: 'Items of after-sales {{code}}',
    quantity: '× {{count}}',
    order: 'Order',
    refundRequested: 'Refund requested',
    refunded: 'Refunded',
    details: 'View details',
    detailsOf: 'View details of after-sales {{code}}',
  },
  type: {
    SALE_CANCEL_AFTER_PAID: 'Cancellation after payment',
    SALE_REFUND: 'Refund only',
    SALE_RETURN: 'Return and refund',
    SALE_EXCHANGE: 'Exchange',
    PURCHASE_RETURN: 'Purchase return',
    SALE_CANCEL_BEFORE_DELIVERY: 'Cancellation before delivery',
  },
  status: {
    AS_APPLIED: 'Submitted',
    WAITING_FOR_AUDIT_BY_SELLER: 'Awaiting seller review',
    WAITING_FOR_BUYER_RETURN: 'Please send the goods back',
    WAITING_FOR_QC_DONE: 'Awaiting quality check',
    WAITING_FOR_REFUND: 'Awaiting refund',
    WAITING_FOR_SELLER_SHIP: 'Awaiting replacement shipment',
    WAITING_FOR_BUYER_CONFIRMED: 'Please confirm receipt',
    REFUND_PENDING: 'Refund in progress',
    REFUND_DONE: 'Refunded',
    REVERSE_DONE: 'Completed',
    REVERSE_CANCELED: 'Withdrawn',
    REFUND_FAIL: 'Refund failed',
    REVERSE_CLOSE: 'Closed',
  },
} as const;

export default aftersales;
export type AfterSalesMessages = typeof aftersales;
