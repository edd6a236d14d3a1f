import type { ApplyModalProps } from '@mall/shared';
import type { Order, OrderLine } from '@mall/shared/contract';

export type ApplyMode = ApplyModalProps['mode'];

/**
 * Decided: an order paid but not shipped yet (UN_DELIVERY) can only be cancelled before delivery;
 * later, the buyer asks for a refund, return or exchange of chosen lines.
 */
export const applyModeOf = (order: Order): ApplyMode => (order.displayStatus === 'UN_DELIVERY' ? 'cancelBeforeDelivery' : 'afterSales');

export interface ApplyChoice {
  line: OrderLine;
  /** The most the buyer may apply for on this line. */
  quantity: number;
  /** Spec: for cancel-before-delivery every cancellable line is included and cannot be unchecked. */
  locked: boolean;
}

export function applyChoices(order: Order, mode: ApplyMode): ApplyChoice[] {
  return order.tradeOrderLineList
    .map((line) => ({ line, quantity: mode === 'cancelBeforeDelivery' ? line.canCancelQty : line.canReverseQty, locked: mode === 'cancelBeforeDelivery' }))
    .filter((choice) => choice.quantity > 0);
}
