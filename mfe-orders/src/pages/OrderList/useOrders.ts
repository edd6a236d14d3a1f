import { useCallback, useEffect, useMemo, useRef } from 'react';
import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router-dom';
import { api, orderCalls, queryKeys, useMarket, useSession } from '@mall/shared';
import {
  pageOrdersRequest,
  readOrderListSearch,
  tradeTypeOf,
  writeOrderListSearch,
  type OrderListSearch,
} from './orderListSearch';

/** The URL query as the page's state; a change pushes a history entry, so back goes to the previous view. */
export function useOrderListSearch() {
  const [params, setParams] = useSearchParams();
  const search = useMemo(() => readOrderListSearch(params), [params]);
  // A tab fires on mouse-down and again on focus before the first navigation lands: one history entry, not two.
  const pending = useRef<string | null>(null);
  useEffect(() => {
    pending.current = null;
  }, [params]);
  /** Any filter change starts again at page 1, unless the patch names a page. */
  const update = useCallback(
    (patch: Partial<OrderListSearch>) => {
      const next = writeOrderListSearch({ ...search, pageNo: 1, ...patch }).toString();
      if (next === params.toString() || next === pending.current) return;
      pending.current = next;
      setParams(next);
    },
    [params, search, setParams],
  );
  return [search, update] as const;
}

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
  return useMemo(() => new Map((counts.data ?? []).map((entry) => [entry.displayOrderStatus, entry.quantity])), [counts.data]);
}
