import { useId, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { BottomSheet, Button, ErrorNotice, Pagination, Select, useIsMobile, useNearBottom } from '@mall/shared';
import { catalogueCalls } from '@mall/shared/contract';
import { ProductCard } from '../../fragments/ProductCard/ProductCard';
import { ProductCardSkeleton } from '../../fragments/ProductCard/ProductCardSkeleton';
import { NAMESPACE } from '../../namespace';
import { activeFilterCount, withoutFilters, type ListingState } from './catalogueUrl';
import { FilterPanel } from './FilterPanel';
import { firstPageShown } from './useCataloguePages';
import { ListingCardFacts, ListingCardFactsSkeleton } from './ListingCardFacts';
import type { CataloguePages } from './useCataloguePages';
import './Catalogue.css';

/** Cards drawn while the first answer is on its way: the grid's first rows keep their place. */
const PLACEHOLDER_CARDS = 8;
/** How far below the screen the end of a phone's list may be when the next page starts loading: about a screen. */
export const NEAR_END_MARGIN_PX = 800;

export interface CatalogueResultsProps {
  results: CataloguePages<catalogueCalls.Listing>;
  state: ListingState;
  go: (next: ListingState, options?: { replace?: boolean }) => void;
  hrefOf: (next: ListingState) => string;
  /** What a search that found nothing at all shows instead of the grid (its suggestions). */
  nothingFound?: ReactNode;
}

/**
 * The results of a listing or a search: filters with counts (beside the grid; on a phone in a
 * sheet), sort, the product cards, and page links (on a phone "show more" under the cards).
 */
export function CatalogueResults({ results, state, go, hrefOf, nothingFound }: CatalogueResultsProps) {
  const { t } = useTranslation(NAMESPACE);
  const mobile = useIsMobile();
  const [sheetOpen, setSheetOpen] = useState(false);
  const headingId = useId();
  const filtersId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const answer = results.latest;
  const filters = activeFilterCount(state);
  const panel = answer && <FilterPanel facets={answer.facets} state={state} onChange={(next) => go(next)} />;
  const sort = (
    <Select
      className="checkout-catalogue__sort"
      label={t('catalogue.sort.label')}
      value={state.sort}
      onChange={(event) => go({ ...state, sort: event.target.value as catalogueCalls.ListingSort, page: 1 })}
    >
      {catalogueCalls.LISTING_SORTS.map((choice) => (
        <option key={choice} value={choice}>
          {t(`catalogue.sort.${choice}`)}
        </option>
      ))}
    </Select>
  );
  const more = answer !== undefined && state.page * answer.pageSize < answer.total && state.page < catalogueCalls.MAX_PAGE;
  const showMore = () => {
    if (!results.loadingMore) go({ ...state, page: state.page + 1 }, { replace: true });
  };
  // On a phone the next page comes as the buyer nears the end, while it joins the pages shown (past
  // CONTINUOUS_PAGES the list would start again lower, moving the cards): then the link alone.
  const listEnd = useNearBottom<HTMLDivElement>(
    showMore,
    mobile && more && results.error === null && !results.loadingMore && !results.updating && firstPageShown(state.page + 1, true) === results.firstPage,
    NEAR_END_MARGIN_PX,
  );
  return (
    <div className="checkout-catalogue__layout">
      {!mobile && answer && (
        <aside className="checkout-catalogue__filters" aria-labelledby={filtersId}>
          <h2 id={filtersId}>{t('catalogue.filters.title')}</h2>
          {panel}
        </aside>
      )}
      <section className="checkout-catalogue__results" aria-labelledby={headingId} aria-busy={results.pending || results.updating}>
        <h2 id={headingId} ref={heading} tabIndex={-1} className="mall-visually-hidden">
          {t('catalogue.products')}
        </h2>
        <div className="checkout-catalogue__toolbar">
          <p className="checkout-catalogue__count" role="status">
            {answer ? t('catalogue.results', { count: answer.total }) : t('catalogue.loading')}
          </p>
          {mobile && answer && (
            <Button variant="secondary" onClick={() => setSheetOpen(true)} aria-haspopup="dialog">
              {filters > 0 ? t('catalogue.filters.openActive', { count: filters }) : t('catalogue.filters.open')}
            </Button>
          )}
          {sort}
        </div>
        {results.error !== null && results.cards.length === 0 ? (
          <ErrorNotice error={results.error} onRetry={results.retry} retrying={results.retrying} />
        ) : results.pending ? (
          <ul className="checkout-card-grid" aria-hidden="true">
            <CardSkeletons count={PLACEHOLDER_CARDS} />
          </ul>
        ) : results.cards.length === 0 ? (
          filters > 0 || !nothingFound ? (
            <div className="checkout-catalogue__none">
              <p>{t('catalogue.noMatch')}</p>
              {filters > 0 && <Button onClick={() => go(withoutFilters(state))}>{t('catalogue.filters.clear')}</Button>}
            </div>
          ) : (
            nothingFound
          )
        ) : (
          <ul className="checkout-card-grid">
            {results.cards.map((card, index) => (
              <li key={card.itemId}>
                <ProductCard item={card} priority={index < 4} facts={<ListingCardFacts card={card} />} />
              </li>
            ))}
            {/* A phone's next page: its cards' places under the shown ones until they come. */}
            {answer && results.loadingMore && <CardSkeletons count={Math.min(answer.pageSize, answer.total - results.cards.length)} />}
          </ul>
        )}
        {results.error !== null && results.cards.length > 0 && (
          <ErrorNotice error={results.error} onRetry={results.retry} retrying={results.retrying} />
        )}
        {answer && mobile && (
          <div className="checkout-catalogue__more" ref={listEnd}>
            {/* Said when pages load by themselves too, without taking the buyer anywhere. */}
            <p aria-live="polite">{t('catalogue.shownOf', { shown: results.cards.length, total: answer.total })}</p>
            {more && (
              // A link (crawlable, opens in a new tab; for keyboards and no-script); a tap shows the next page under these, in this history entry.
              <a
                className="mall-button mall-button--secondary mall-button--md"
                href={hrefOf({ ...state, page: state.page + 1 })}
                aria-disabled={results.loadingMore || undefined}
                onClick={(event) => {
                  event.preventDefault();
                  showMore();
                }}
              >
                {t('catalogue.showMore')}
              </a>
            )}
          </div>
        )}
        {answer && !mobile && (
          <Pagination
            page={state.page}
            pageSize={answer.pageSize}
            total={answer.total}
            hrefOf={(page) => hrefOf({ ...state, page })}
            onPageChange={(page) => {
              go({ ...state, page });
              // The next page starts at the top of the results, where focus (and reading) goes.
              heading.current?.focus();
            }}
          />
        )}
      </section>
      {mobile && answer && (
        <BottomSheet
          open={sheetOpen}
          onOpenChange={setSheetOpen}
          title={t('catalogue.filters.title')}
          footer={
            <Button onClick={() => setSheetOpen(false)}>{t('catalogue.filters.show', { count: answer.total })}</Button>
          }
        >
          {panel}
        </BottomSheet>
      )}
    </div>
  );
}

/** `count` listing cards' skeletons, each as tall as the card that takes its place. */
function CardSkeletons({ count }: { count: number }) {
  return Array.from({ length: count }, (_, index) => (
    <li key={`skeleton-${index}`} className="checkout-catalogue__card-skeleton" aria-hidden="true">
      <ProductCardSkeleton facts={<ListingCardFactsSkeleton />} />
    </li>
  ));
}
