import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, useSession, useSearchState } from '@mall/shared';
import { reviewCalls } from '@mall/shared/contract';
import { pageReviewLinesRequest, readReviewSearch, writeReviewSearch, type ReviewSearch } from './reviewSearch';

/** Query key root of the buyer's reviewable lines; a new review refreshes it. */
export const reviewLinesKey = ['reviews'] as const;

/** The URL query as the page's state (shared mechanism: useSearchState). */
export const useReviewSearch = () => useSearchState<ReviewSearch>(readReviewSearch, writeReviewSearch);

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

/** How many orders wait for a review, for the first tab's brackets: the total of a one-order page (the list pages by order). */
export function useToReviewCount(): number {
  const owner = useOwner();
  const count = useQuery({
    queryKey: [...reviewLinesKey, 'to-review-count', owner],
    queryFn: ({ signal }) => api.call(reviewCalls.pageReviewLines, { page: { no: 1, size: 1 }, commentStatus: 'unComment' }, { signal }),
  });
  return count.data?.total ?? 0;
}
