import { orderCalls, type CallRequest } from '@mall/shared/contract';
import type { OrderSearchStatus, OrderTimespan, TradeType } from '@mall/shared/contract';

/** Spec: the status tabs, in order; each shows the count of its filter (orderCalls.countForSearchStatus). */
export const ORDER_TABS = [
  { status: 'all' },
  { status: 'unpaid' },
  { status: 'unshipped' },
  { status: 'unreceived' },
  { status: 'finished' },
] as const satisfies readonly { status: OrderSearchStatus }[];

export const ORDER_TIMESPANS = orderCalls.OrderTimespan.options;
/** 'lta' (last-time-all) means any time: what the select shows when the URL names no range. */
export const DEFAULT_TIMESPAN: OrderTimespan = 'lta';

/** Spec: 'order' is the buyer's own shopping, 'point' the points-mall orders (tab shown with the points flag only). */
export type OrderSource = 'order' | 'point';
const TRADE_TYPE_OF_SOURCE: Record<OrderSource, TradeType | undefined> = { order: undefined, point: 'NORMAL_POINT_REDEEM' };

export const MAX_PAGE_SIZE = 50;

/** The order list's state, kept in the URL so that reload and back restore it. */
export interface OrderListSearch {
  status: OrderSearchStatus;
  keyword: string;
  timespan: OrderTimespan;
  pageNo: number;
  pageSize: number;
  from: OrderSource;
}

const oneOf = <T extends string>(options: readonly T[], value: string | null, fallback: T): T =>
  value !== null && (options as readonly string[]).includes(value) ? (value as T) : fallback;

const wholeNumber = (value: string | null, fallback: number, max: number): number => {
  const n = Number(value);
  return value !== null && Number.isInteger(n) && n >= 1 && n <= max ? n : fallback;
};

/** Reads the query; anything missing or malformed falls back to the default instead of failing. */
export function readOrderListSearch(params: URLSearchParams): OrderListSearch {
  return {
    status: oneOf(orderCalls.OrderSearchStatus.options, params.get('status'), 'all'),
    keyword: (params.get('keyword') ?? '').trim(),
    timespan: oneOf(ORDER_TIMESPANS, params.get('timespan'), DEFAULT_TIMESPAN),
    pageNo: wholeNumber(params.get('pageNo'), 1, Number.MAX_SAFE_INTEGER),
    pageSize: wholeNumber(params.get('pageSize'), orderCalls.ORDER_PAGE_SIZE, MAX_PAGE_SIZE),
    from: oneOf(['order', 'point'] as const, params.get('from'), 'order'),
  };
}

/** Writes the state back in the spec's shape (status, pageNo, from always; the rest when set). */
export function writeOrderListSearch(search: OrderListSearch): URLSearchParams {
  const params = new URLSearchParams({ status: search.status });
  if (search.keyword) params.set('keyword', search.keyword);
  if (search.timespan !== DEFAULT_TIMESPAN) params.set('timespan', search.timespan);
  params.set('pageNo', String(search.pageNo));
  if (search.pageSize !== orderCalls.ORDER_PAGE_SIZE) params.set('pageSize', String(search.pageSize));
  params.set('from', search.from);
  return params;
}

/** Without the points feature the points-mall tab does not exist, so its orders are not asked for. */
export const tradeTypeOf = (from: OrderSource, pointsEnabled: boolean): TradeType | undefined =>
  pointsEnabled ? TRADE_TYPE_OF_SOURCE[from] : undefined;

export function pageOrdersRequest(search: OrderListSearch, pointsEnabled: boolean): CallRequest<typeof orderCalls.pageOrders> {
  const tradeType = tradeTypeOf(search.from, pointsEnabled);
  return {
    searchStatus: search.status,
    pageNo: search.pageNo,
    pageSize: search.pageSize,
    ...(search.keyword ? { keyword: search.keyword } : {}),
    ...(search.timespan !== DEFAULT_TIMESPAN ? { timespan: search.timespan } : {}),
    ...(tradeType ? { tradeType } : {}),
  };
}
