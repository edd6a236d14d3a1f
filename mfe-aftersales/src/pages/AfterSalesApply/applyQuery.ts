import { afterSalesCalls } from '@mall/shared/contract';
import type { ApplyModalProps } from '@mall/shared';
import type { ApplyType } from '../../fragments/ApplyModal/applyForm';

export interface ApplyQuery {
  tradeOrderId: number;
  /** The order lines named in the URL (comma-separated tradeOrderLineId). */
  lineIds: number[];
  mode: ApplyModalProps['mode'];
  /** The type the buyer chose before landing here (asType), preselected when the order offers it. */
  asType?: ApplyType;
}

const positive = (text: string) => {
  const n = Number(text);
  return Number.isInteger(n) && n > 0 ? n : null;
};

/**
 * Spec: /buyer/as-apply?tradeOrderId&tradeOrderLineId (comma-separated)&asType. asType
 * SALE_CANCEL_BEFORE_DELIVERY opens the cancel; another known type opens the after-sales request
 * with that type chosen; anything else the request with the first offered type.
 * Null when the URL names no order or no line.
 */
export function readApplyQuery(query: URLSearchParams): ApplyQuery | null {
  const tradeOrderId = positive(query.get('tradeOrderId') ?? '');
  const lineIds = (query.get('tradeOrderLineId') ?? '')
    .split(',')
    .map((part) => positive(part.trim()))
    .filter((id): id is number => id !== null);
  if (tradeOrderId === null || lineIds.length === 0) return null;
  const asType = query.get('asType') ?? '';
  const ids = [...new Set(lineIds)];
  if (asType === 'SALE_CANCEL_BEFORE_DELIVERY') return { tradeOrderId, lineIds: ids, mode: 'cancelBeforeDelivery' };
  const known = Object.keys(afterSalesCalls.APPLY_CALL_BY_TYPE).includes(asType);
  return { tradeOrderId, lineIds: ids, mode: 'afterSales', ...(known ? { asType: asType as ApplyType } : {}) };
}
