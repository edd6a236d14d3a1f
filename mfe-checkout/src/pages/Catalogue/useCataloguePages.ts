import { useEffect } from 'react';
import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { catalogueCalls } from '@mall/shared/contract';
import type { ListingState } from './catalogueUrl';

type Listing = catalogueCalls.Listing;

/** A phone shows at most this many pages one under another; opening ?page=9 starts at page 5. */
export const CONTINUOUS_PAGES = 5;

export interface CataloguePages<T extends Listing> {
  /** The last page shown (or the state before's while the new one loads): facets, total, page size. */
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
 * it one under another in one cached list, so Back and "show more" draw from the cache. (An
 * infinite query: the federation's shared react-query build has it, not useQueries.)
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
  const { page, ...filters } = state;
  const firstPage = continuous ? Math.max(1, page - CONTINUOUS_PAGES + 1) : page;
  const query = useInfiniteQuery({
    // Names come in the buyer's language: another language is another answer. A phone's list
    // grows under one key; a desktop page is a key of its own.
    queryKey: ['catalogue', ...key, i18n.language, filters, continuous ? { from: firstPage, continuous } : { page }],
    queryFn: ({ pageParam }) => fetchPage(pageParam),
    initialPageParam: firstPage,
    getNextPageParam: (last: T) => (last.page * last.pageSize < last.total ? last.page + 1 : undefined),
    enabled,
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
  const pages = (query.data?.pages ?? []).filter((answer) => answer.page <= page);
  const behind = continuous && !query.isPlaceholderData && query.data !== undefined && (pages.at(-1)?.page ?? 0) < page && query.hasNextPage;
  const { fetchNextPage, isFetchingNextPage } = query;
  useEffect(() => {
    // The URL asks for a page the list does not hold yet ("show more", or a link to ?page=3): fetch on.
    if (behind && !isFetchingNextPage && !query.isError) void fetchNextPage();
  }, [behind, isFetchingNextPage, fetchNextPage, query.isError]);
  return {
    latest: pages.at(-1) ?? query.data?.pages.at(-1),
    cards: pages.flatMap((answer) => answer.items),
    firstPage,
    pending: query.isPending,
    loadingMore: isFetchingNextPage || behind,
    updating: query.isPlaceholderData,
    error: query.error,
    retrying: query.isFetching,
    retry: () => void (query.isFetchNextPageError ? fetchNextPage() : query.refetch()),
  };
}
