import type { OrderDetail } from '@mall/shared/contract';

/** The order as the detail call answers it, and one of its lines. */
export type DetailOrder = OrderDetail;
export type DetailLine = OrderDetail['tradeOrderLineList'][number];
