import { useMemo } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';
import { readListingState, writeListingState, type ListingState } from './catalogueUrl';

/**
 * The listing's state in the URL: read from the query string, and each change a new history entry
 * (Back returns to the filters, sort and page before). `keep` names the page's own parameters (q).
 */
export function useListingUrl(keep: readonly string[] = []) {
  const [query, setQuery] = useSearchParams();
  const { pathname } = useLocation();
  const state = useMemo(() => readListingState(query), [query]);
  const base = Object.fromEntries(keep.flatMap((name) => (query.has(name) ? [[name, query.get(name)!]] : [])));
  const searchOf = (next: ListingState) => writeListingState(next, base);
  return {
    state,
    /** The address of another state of this page (a crawlable link). */
    hrefOf: (next: ListingState) => {
      const search = searchOf(next).toString();
      return search ? `${pathname}?${search}` : pathname;
    },
    /** `replace`: the change stands for this entry (showing more on a phone), not a new step back. */
    go: (next: ListingState, options: { replace?: boolean } = {}) => setQuery(searchOf(next), { ...options, preventScrollReset: true }),
  };
}
