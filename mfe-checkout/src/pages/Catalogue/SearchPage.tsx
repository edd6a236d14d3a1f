import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import * as v from 'valibot';
import { api, EmptyState, paths, useIsMobile } from '@mall/shared';
import { catalogueCalls } from '@mall/shared/contract';
import { NAMESPACE } from '../../namespace';
import { itemList, JsonLd } from '../../seo/JsonLd';
import { CatalogueResults } from './CatalogueResults';
import { useCataloguePages } from './useCataloguePages';
import { useListingUrl } from './useListingUrl';
import { usePageHead } from './usePageHead';

/** The longest text the search takes (the contract's SearchQuery): a longer one is searched cut. */
const MAX_QUERY_LENGTH = 100;

/** A search that found nothing: what it says and where to go instead (categories the API offers). */
function NothingFound({ q, categories }: { q: string; categories: readonly catalogueCalls.CategoryLink[] }) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <EmptyState
      className="checkout-catalogue__nothing"
      text={
        <>
          {t('catalogue.search.empty', { q })}
          <br />
          {categories.length > 0 && t('catalogue.search.emptyHint')}
        </>
      }
      action={
        categories.length > 0 && (
          <nav aria-label={t('catalogue.search.categories')}>
            <ul className="checkout-catalogue__suggested">
              {categories.map((category) => (
                <li key={category.id}>
                  <Link to={paths.category(category.path)}>{category.name}</Link>
                </li>
              ))}
            </ul>
          </nav>
        )
      }
    />
  );
}

/** /search?q=: the search's results with the listing's filters, sort and pages, in the buyer's language. */
export function SearchPage() {
  const [query] = useSearchParams();
  const q = (query.get('q') ?? '').trim().slice(0, MAX_QUERY_LENGTH);
  const { t } = useTranslation(NAMESPACE);
  const { state, go, hrefOf } = useListingUrl(['q']);
  const searchable = v.is(catalogueCalls.SearchQuery, q);
  const results = useCataloguePages({
    key: ['search', q],
    state,
    continuous: useIsMobile(),
    enabled: searchable,
    fetchPage: (page) => api.call(catalogueCalls.searchCatalogue, { q, ...state, page }),
  });
  const answer = results.latest;
  usePageHead(
    !searchable
      ? { title: t('catalogue.head.title', { name: t('catalogue.search.title') }), description: t('catalogue.search.noQuery'), canonicalPath: '/search' }
      : answer
        ? { title: t('catalogue.head.searchTitle', { q }), description: t('catalogue.head.searchDescription', { q, count: answer.total }), canonicalPath: paths.search(q) }
        : null,
  );
  return (
    <section className="checkout-catalogue" data-boundary="checkout" aria-labelledby="checkout-catalogue-title">
      <h1 id="checkout-catalogue-title">{searchable ? t('catalogue.search.heading', { q }) : t('catalogue.search.title')}</h1>
      {!searchable ? (
        <p>{t('catalogue.search.noQuery')}</p>
      ) : (
        <>
          {answer?.understood && <p className="checkout-catalogue__understood">{t('catalogue.search.understood', { understood: answer.understood })}</p>}
          <CatalogueResults
            results={results}
            state={state}
            go={go}
            hrefOf={hrefOf}
            nothingFound={answer && <NothingFound q={q} categories={answer.categories} />}
          />
          {answer && answer.items.length > 0 && <JsonLd data={itemList(results.cards, (results.firstPage - 1) * answer.pageSize + 1)} />}
        </>
      )}
    </section>
  );
}

export default SearchPage;
