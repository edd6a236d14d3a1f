import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { api, EmptyState, paths, useIsMobile } from '@mall/shared';
import type { catalogueCalls } from '@mall/shared/contract';
import { NAMESPACE } from '../../namespace';
import { itemList, JsonLd } from '../../seo/JsonLd';
import { CatalogueResults } from './CatalogueResults';
import { searchSource, searchText } from './catalogueSources';
import { useCataloguePages } from './useCataloguePages';
import { useListingUrl } from './useListingUrl';
import { usePageHead } from './usePageHead';

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
  const q = searchText(query);
  const { t } = useTranslation(NAMESPACE);
  const { state, go, hrefOf } = useListingUrl(['q']);
  const source = searchSource(q);
  const searchable = source.askable;
  const results = useCataloguePages({
    key: source.key,
    state,
    continuous: useIsMobile(),
    enabled: searchable,
    fetchPage: (page) => source.fetchPage(api, state, page),
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
