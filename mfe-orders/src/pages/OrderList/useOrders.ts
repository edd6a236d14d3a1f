import { useCallback } from 'react';
import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { api, queryKeys, useMarket, useSession, useSearchState } from '@mall/shared';
import { orderCalls, type OrderSearchStatus } from '@mall/shared/contract';
import {
  pageOrdersRequest,
  readOrderListSearch,
  tradeTypeOf,
  writeOrderListSearch,
  type OrderListSearch,
} from './orderListSearch';

// The keys are built here, not in the shared singleton: a remote runs against the host's copy of
// @mall/shared, which may predate a key added there. The host's server seeds the same keys
// (firstScreenQueryKeys.orderPage and its kin); should they drift, the screen only asks again.

/** The URL query as the page's state (shared mechanism: useSearchState). */
export const useOrderListSearch = () => useSearchState<OrderListSearch>(readOrderListSearch, writeOrderListSearch);

const useOwner = () => useSession((s) => s.user?.id ?? null);
export const usePointsEnabled = () => useMarket((s) => s.flags.points);

/** One page of orders (desktop: pagination). The previous page stays on screen while the next loads. */
export function useOrderPage(search: OrderListSearch) {
  const owner = useOwner();
  const request = pageOrdersRequest(search, usePointsEnabled());
  return useQuery({
    queryKey: [...queryKeys.orders, 'list', owner, request],
    queryFn: ({ signal }) => api.call(orderCalls.pageOrders, request, { signal }),
    placeholderData: keepPreviousData,
  });
}

/** Pages of orders appended one after another (mobile: infinite scroll), from page 1. */
export function useOrderPages(search: OrderListSearch) {
  const owner = useOwner();
  const { pageNo: _page, ...request } = pageOrdersRequest({ ...search, pageNo: 1 }, usePointsEnabled());
  return useInfiniteQuery({
    queryKey: [...queryKeys.orders, 'pages', owner, request],
    queryFn: ({ pageParam, signal }) => api.call(orderCalls.pageOrders, { ...request, pageNo: pageParam }, { signal }),
    initialPageParam: 1,
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((sum, page) => sum + page.data.length, 0);
      return loaded < last.total && last.data.length > 0 ? pages.length + 1 : undefined;
    },
  });
}

/** The tab counts; a failure only leaves the brackets out, the list itself still shows. */
export function useOrderStatusCounts(search: OrderListSearch) {
  const owner = useOwner();
  const tradeType = tradeTypeOf(search.from, usePointsEnabled());
  const counts = useQuery({
    queryKey: [...queryKeys.orders, 'counts', owner, tradeType ?? null],
    queryFn: ({ signal }) => api.call(orderCalls.orderStatusCounts, tradeType ? { tradeType } : {}, { signal }),
  });
  return useCallback((status: OrderSearchStatus) => orderCalls.countForSearchStatus(counts.data ?? [], status), [counts.data]);
}
