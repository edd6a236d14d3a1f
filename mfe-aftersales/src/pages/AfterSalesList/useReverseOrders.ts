import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, useSession, useSearchState } from '@mall/shared';
import { afterSalesCalls } from '@mall/shared/contract';
import { pageReverseOrdersRequest, readAfterSalesSearch, writeAfterSalesSearch, type AfterSalesSearch } from './afterSalesSearch';

/** Query key root of the buyer's after-sales orders; an application or a cancellation refreshes it. */
export const reverseOrdersKey = ['aftersales'] as const;

/** The URL query as the page's state (shared mechanism: useSearchState). */
export const useAfterSalesSearch = () => useSearchState<AfterSalesSearch>(readAfterSalesSearch, writeAfterSalesSearch);

/** One page of the buyer's after-sales orders; the previous page stays on screen while the next loads. */
export function useReverseOrders(search: AfterSalesSearch) {
  const owner = useSession((s) => s.user?.id ?? null);
  const request = pageReverseOrdersRequest(search);
  return useQuery({
    queryKey: [...reverseOrdersKey, 'list', owner, request],
    queryFn: ({ signal }) => api.call(afterSalesCalls.pageReverseOrders, request, { signal }),
    placeholderData: keepPreviousData,
  });
}
