import { afterSalesCalls, type ReverseOrderType } from '@mall/shared/contract';
import type { ApplyModalProps } from '@mall/shared';

export interface ApplyQuery {
  tradeOrderId: number;
  /** The order lines named in the URL (comma-separated tradeOrderLineId). */
  lineIds: number[];
  mode: ApplyModalProps['mode'];
}

const positive = (text: string) => {
  const n = Number(text);
  return Number.isInteger(n) && n > 0 ? n : null;
};

/**
 * Spec: /buyer/as-apply?tradeOrderId&tradeOrderLineId (comma-separated)&asType. asType
 * SALE_CANCEL_BEFORE_DELIVERY opens the cancel; anything else the normal after-sales request.
 * Null when the URL names no order or no line.
 */
export function readApplyQuery(query: URLSearchParams): ApplyQuery | null {
  const tradeOrderId = positive(query.get('tradeOrderId') ?? '');
  const lineIds = (query.get('tradeOrderLineId') ?? '')
    .split(',')
    .map((part) => positive(part.trim()))
    .filter((id): id is number => id !== null);
  if (tradeOrderId === null || lineIds.length === 0) return null;
  const asType = query.get('asType') as ReverseOrderType | null;
  const known = asType !== null && (afterSalesCalls.ReverseOrderType.options as readonly string[]).includes(asType);
  return { tradeOrderId, lineIds: [...new Set(lineIds)], mode: known && asType === 'SALE_CANCEL_BEFORE_DELIVERY' ? 'cancelBeforeDelivery' : 'afterSales' };
}
