import { keepPreviousData, useQueries } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { catalogueCalls } from '@mall/shared/contract';

type Listing = catalogueCalls.Listing;
import type { ListingState } from './catalogueUrl';

/** A phone shows at most this many pages one under another; opening ?page=9 starts at page 5. */
export const CONTINUOUS_PAGES = 5;

export interface CataloguePages<T extends Listing> {
  /** The page the URL names (or the one before while it loads): facets, total, its own data. */
  latest: T | undefined;
  cards: T['items'];
  /** The first page number whose cards are shown. */
  firstPage: number;
  /** Nothing to show yet. */
  pending: boolean;
  /** A page under the shown ones is on its way ("show more"). */
  loadingMore: boolean;
  /** Showing the answer for the state before while the new one loads. */
  updating: boolean;
  error: unknown;
  retrying: boolean;
  retry: () => void;
}

/**
 * The pages a listing or search shows: the URL's page, or on a phone (continuous) the pages up to
 * it one under another, each its own cached answer, so Back and "show more" draw from the cache.
 */
export function useCataloguePages<T extends Listing>({
  key,
  state,
  continuous,
  enabled = true,
  fetchPage,
}: {
  key: readonly unknown[];
  state: ListingState;
  continuous: boolean;
  enabled?: boolean;
  fetchPage: (page: number) => Promise<T>;
}): CataloguePages<T> {
  const { i18n } = useTranslation();
  const firstPage = continuous ? Math.max(1, state.page - CONTINUOUS_PAGES + 1) : state.page;
  const pageNumbers = Array.from({ length: state.page - firstPage + 1 }, (_, index) => firstPage + index);
  return useQueries({
    queries: pageNumbers.map((page) => ({
      // Names come in the buyer's language: another language is another answer.
      queryKey: ['catalogue', ...key, i18n.language, { ...state, page }],
      queryFn: () => fetchPage(page),
      enabled,
      placeholderData: keepPreviousData,
      staleTime: 60_000,
    })),
    combine: (results) => {
      const last = results.at(-1);
      const failed = results.filter((result) => result.isError);
      return {
        latest: last?.data,
        cards: results.flatMap((result) => result.data?.items ?? []),
        firstPage,
        pending: results[0]?.isPending ?? true,
        loadingMore: results.slice(1).some((result) => result.isPending),
        updating: results.some((result) => result.isPlaceholderData),
        error: failed[0]?.error ?? null,
        retrying: failed.some((result) => result.isFetching),
        retry: () => failed.forEach((result) => void result.refetch()),
      };
    },
  });
}
