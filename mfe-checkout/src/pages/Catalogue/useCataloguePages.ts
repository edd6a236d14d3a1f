import { useEffect } from 'react';
import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { catalogueCalls } from '@mall/shared/contract';
import type { ListingState } from './catalogueUrl';

type Listing = catalogueCalls.Listing;

/** A phone shows at most this many pages one under another; opening ?page=9 starts at page 5. */
export const CONTINUOUS_PAGES = 5;

/** The first page a state shows: the URL's, or on a phone (continuous) up to CONTINUOUS_PAGES pages before it. */
export const firstPageShown = (page: number, continuous: boolean) => (continuous ? Math.max(1, page - CONTINUOUS_PAGES + 1) : page);

/** The page after an answer, while the results go on. */
export const nextPage = (last: Listing): number | undefined => (last.page * last.pageSize < last.total ? last.page + 1 : undefined);

/**
 * The key a listing's or search's pages are kept under (checkout's server renderer seeds the same).
 * Names come in the buyer's language: another language is another answer. A phone's list grows
 * under one key; a desktop page is a key of its own.
 */
export function cataloguePagesKey(key: readonly unknown[], language: string, state: ListingState, continuous: boolean): unknown[] {
  const { page, ...filters } = state;
  return ['catalogue', ...key, language, filters, continuous ? { from: firstPageShown(page, continuous), continuous } : { page }];
}

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
  const { page } = state;
  const firstPage = firstPageShown(page, continuous);
  const query = useInfiniteQuery({
    queryKey: cataloguePagesKey(key, i18n.language, state, continuous),
    queryFn: ({ pageParam }) => fetchPage(pageParam),
    initialPageParam: firstPage,
    getNextPageParam: (last: T) => nextPage(last),
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
