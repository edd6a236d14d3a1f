import { afterSalesCalls, type CallRequest } from '@mall/shared/contract';

/** Spec: the after-sales list shows pagination only when there are more than 10 records. */
export const PAGINATION_ABOVE_TOTAL = 10;
export const MAX_PAGE_SIZE = 50;

/** The list's state, kept in the URL so that reload and back restore it. */
export interface AfterSalesSearch {
  keyword: string;
  pageNo: number;
  pageSize: number;
  /** Narrow to one order, or one product of it (the order detail's "several after-sales records" chooser). */
  tradeOrderId: number | null;
  skuId: number | null;
  /**
   * Spec: the list's query carries `applied` and `reverseOrderId`: the buyer has just applied, and which
   * application that was (shown highlighted). Read only: paging or searching leaves them behind.
   */
  applied: boolean;
  reverseOrderId: number | null;
}

const wholeNumber = (value: string | null, max = Number.MAX_SAFE_INTEGER): number | null => {
  const n = Number(value);
  return value !== null && Number.isInteger(n) && n >= 1 && n <= max ? n : null;
};

/** Reads the query; anything missing or malformed falls back to the default instead of failing. */
export function readAfterSalesSearch(params: URLSearchParams): AfterSalesSearch {
  return {
    keyword: (params.get('keyword') ?? '').trim(),
    pageNo: wholeNumber(params.get('pageNo')) ?? 1,
    pageSize: wholeNumber(params.get('pageSize'), MAX_PAGE_SIZE) ?? afterSalesCalls.REVERSE_PAGE_SIZE,
    tradeOrderId: wholeNumber(params.get('tradeOrderId')),
    skuId: wholeNumber(params.get('skuId')),
    applied: ['1', 'true'].includes(params.get('applied') ?? ''),
    reverseOrderId: wholeNumber(params.get('reverseOrderId')),
  };
}

export function writeAfterSalesSearch(search: AfterSalesSearch): URLSearchParams {
  const params = new URLSearchParams();
  if (search.keyword) params.set('keyword', search.keyword);
  if (search.tradeOrderId !== null) params.set('tradeOrderId', String(search.tradeOrderId));
  if (search.skuId !== null) params.set('skuId', String(search.skuId));
  params.set('pageNo', String(search.pageNo));
  if (search.pageSize !== afterSalesCalls.REVERSE_PAGE_SIZE) params.set('pageSize', String(search.pageSize));
  return params;
}

export function pageReverseOrdersRequest(search: AfterSalesSearch): CallRequest<typeof afterSalesCalls.pageReverseOrders> {
  return {
    pageNo: search.pageNo,
    pageSize: search.pageSize,
    ...(search.keyword ? { keyword: search.keyword } : {}),
    ...(search.tradeOrderId !== null ? { tradeOrderId: search.tradeOrderId } : {}),
    ...(search.skuId !== null ? { skuId: search.skuId } : {}),
  };
}

/** Spec: pagination only when the total exceeds 10 (and then only when there is more than one page). */
export const showsPagination = (total: number) => total > PAGINATION_ABOVE_TOTAL;
