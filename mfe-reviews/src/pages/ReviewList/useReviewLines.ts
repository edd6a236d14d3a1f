import { useCallback, useEffect, useMemo, useRef } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router-dom';
import { api, reviewCalls, useSession } from '@mall/shared';
import { pageReviewLinesRequest, readReviewSearch, writeReviewSearch, type ReviewSearch } from './reviewSearch';

/** Query key root of the buyer's reviewable lines; a new review refreshes it. */
export const reviewLinesKey = ['reviews'] as const;

/** The URL query as the page's state; a change pushes a history entry, so back goes to the previous view. */
export function useReviewSearch() {
  const [params, setParams] = useSearchParams();
  const search = useMemo(() => readReviewSearch(params), [params]);
  // A tab fires on mouse-down and again on focus before the first navigation lands: one history entry, not two.
  const pending = useRef<string | null>(null);
  useEffect(() => {
    pending.current = null;
  }, [params]);
  const update = useCallback(
    (patch: Partial<ReviewSearch>) => {
      const next = writeReviewSearch({ ...search, pageNo: 1, ...patch }).toString();
      if (next === params.toString() || next === pending.current) return;
      pending.current = next;
      setParams(next);
    },
    [params, search, setParams],
  );
  return [search, update] as const;
}

const useOwner = () => useSession((s) => s.user?.id ?? null);

export function useReviewLines(search: ReviewSearch) {
  const owner = useOwner();
  const request = pageReviewLinesRequest(search);
  return useQuery({
    queryKey: [...reviewLinesKey, 'lines', owner, request],
    queryFn: ({ signal }) => api.call(reviewCalls.pageReviewLines, request, { signal }),
    placeholderData: keepPreviousData,
  });
}

/** How many lines wait for a review, for the first tab's brackets: the total of a one-line page. */
export function useToReviewCount(): number {
  const owner = useOwner();
  const count = useQuery({
    queryKey: [...reviewLinesKey, 'to-review-count', owner],
    queryFn: ({ signal }) => api.call(reviewCalls.pageReviewLines, { page: { no: 1, size: 1 }, commentStatus: 'unComment' }, { signal }),
  });
  return count.data?.total ?? 0;
}
