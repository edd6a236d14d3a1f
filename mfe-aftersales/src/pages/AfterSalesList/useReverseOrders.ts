import { useCallback, useEffect, useMemo, useRef } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router-dom';
import { afterSalesCalls, api, useSession } from '@mall/shared';
import { pageReverseOrdersRequest, readAfterSalesSearch, writeAfterSalesSearch, type AfterSalesSearch } from './afterSalesSearch';

/** Query key root of the buyer's after-sales orders; an application or a cancellation refreshes it. */
export const reverseOrdersKey = ['aftersales'] as const;

/** The URL query as the page's state; a change pushes a history entry, so back goes to the previous view. */
export function useAfterSalesSearch() {
  const [params, setParams] = useSearchParams();
  const search = useMemo(() => readAfterSalesSearch(params), [params]);
  const pending = useRef<string | null>(null);
  useEffect(() => {
    pending.current = null;
  }, [params]);
  /** A new search starts again at page 1, unless the patch names a page. */
  const update = useCallback(
    (patch: Partial<AfterSalesSearch>) => {
      const next = writeAfterSalesSearch({ ...search, pageNo: 1, ...patch }).toString();
      if (next === params.toString() || next === pending.current) return;
      pending.current = next;
      setParams(next);
    },
    [params, search, setParams],
  );
  return [search, update] as const;
}

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
