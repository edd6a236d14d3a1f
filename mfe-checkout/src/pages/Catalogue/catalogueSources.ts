import * as v from 'valibot';
import type { ApiClient } from '@mall/shared';
import { catalogueCalls, type CallResponse } from '@mall/shared/contract';
import type { ListingState } from './catalogueUrl';

/** How a page of results is asked for: by the app's client in the browser, by the renderer's (in the visitor's language) on the server. */
type Caller = Pick<ApiClient, 'call'>;
type CallInit = Parameters<ApiClient['call']>[2];

/** The longest text the search takes (the contract's SearchQuery): a longer one is searched cut. */
const MAX_QUERY_LENGTH = 100;

/**
 * What a listing or a search shows, named once for the screen and for checkout's server renderer
 * (issue 32): the query key its pages are kept under, whether the URL names something that can be
 * asked for at all, and the call for one page.
 */
export interface CatalogueSource<T extends catalogueCalls.Listing> {
  key: readonly unknown[];
  askable: boolean;
  fetchPage: (client: Caller, state: ListingState, page: number, init?: CallInit) => Promise<T>;
}

/** A page of either: what checkout's server hands to the app (FirstScreenData's `catalogue`). */
export type CatalogueAnswer = CallResponse<typeof catalogueCalls.listCategory> | CallResponse<typeof catalogueCalls.searchCatalogue>;

/** A category's listing, /c/<path>: a path no category can have asks for nothing. */
export const listingSource = (path: string): CatalogueSource<CallResponse<typeof catalogueCalls.listCategory>> => ({
  key: ['listing', path],
  askable: v.is(catalogueCalls.CategoryPath, path),
  fetchPage: (client, state, page, init) => client.call(catalogueCalls.listCategory, { path, ...state, page }, init),
});

/** The text /search?q= searches for: trimmed, cut to what the search takes. */
export const searchText = (query: URLSearchParams) => (query.get('q') ?? '').trim().slice(0, MAX_QUERY_LENGTH);

/** A search's results: an empty text asks for nothing. */
export const searchSource = (q: string): CatalogueSource<CallResponse<typeof catalogueCalls.searchCatalogue>> => ({
  key: ['search', q],
  askable: v.is(catalogueCalls.SearchQuery, q),
  fetchPage: (client, state, page, init) => client.call(catalogueCalls.searchCatalogue, { q, ...state, page }, init),
});
