import actionsTexts from './actions/en';
import detailTexts from './detail/en';
/** orders' texts (namespace `orders`). */
const orders = {
  list: {
    title: 'My orders',
    source: { label: 'Order source', order: 'My orders', point: 'Orders from points mall' },
    tabs: {
      label: 'Order status',
      all: 'All Orders',
      unpaid: 'Awaiting Payment',
      unshipped: 'Awaiting Shipment',
      unreceived: 'Awaiting Delivery',
      finished: 'Completed',
    },
    search: { label: 'Search orders', placeholder: 'order number / product name', submit: 'Search' },
    timespan: { label: 'Ordered', '3m': 'Last 3 months', ty: 'This year', ly: 'Last year', lta: 'All time' },
    empty: 'no order information',
    goHome: 'Go to home page',
    loadMore: 'Show more orders',
  },
  order: {
    number: 'Order number',
    created: 'Ordered on',
    lines: 'Items of order {{code}}',
    quantity: '× {{count}}',
    moreLines_one: 'and {{count}} more item',
    moreLines_other: 'and {{count}} more items',
    total: 'Order total',
    points_one: '+ {{count}} point',
    points_other: '+ {{count}} points',
    details: 'View order',
    detailsOf: 'View order {{code}}',
  },
  status: {
    PENDING_PAY: 'Awaiting payment',
    PENDING_DEPOSIT: 'Awaiting deposit',
    PENDING_BALANCE: 'Awaiting balance payment',
    UN_DELIVERY: 'Awaiting shipment',
    UN_RECEIVED: 'Awaiting delivery',
    COMPLETE: 'Completed',
    CLOSED: 'Closed',
    CANCEL_ALL: 'Cancelled',
    CANCELED: 'Cancelled',
  },
  actions: actionsTexts,
  detail: detailTexts,
} as const;

export default orders;
export type OrdersMessages = typeof orders;
