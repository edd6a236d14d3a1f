import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { api, ErrorNotice, paths, useIsMobile } from '@mall/shared';
import { NAMESPACE } from '../../namespace';
import { Breadcrumbs, BreadcrumbsSkeleton } from '../../seo/Breadcrumbs';
import { itemList, JsonLd } from '../../seo/JsonLd';
import { CatalogueResults } from './CatalogueResults';
import { listingSource } from './catalogueSources';
import { useCataloguePages } from './useCataloguePages';
import { useListingUrl } from './useListingUrl';
import { usePageHead } from './usePageHead';

/**
 * /c/<category path>: a room or type of furniture with its subcategories, filters with counts,
 * sort and pages; the URL holds all of it (useListingUrl).
 */
export function ListingPage() {
  const path = useParams()['*'] ?? '';
  const { t } = useTranslation(NAMESPACE);
  const { state, go, hrefOf } = useListingUrl();
  const source = listingSource(path);
  const known = source.askable;
  const results = useCataloguePages({
    key: source.key,
    state,
    continuous: useIsMobile(),
    enabled: known,
    fetchPage: (page) => source.fetchPage(api, state, page),
  });
  const answer = results.latest;
  const name = answer?.category.name ?? '';
  usePageHead(
    answer
      ? {
          title: state.page > 1 ? t('catalogue.head.titlePage', { name, page: state.page }) : t('catalogue.head.title', { name }),
          description: t('catalogue.head.listingDescription', { name, count: answer.total }),
          // Filters and sort show the same products: one canonical page per page number.
          canonicalPath: paths.category(path) + (state.page > 1 ? `?page=${state.page}` : ''),
        }
      : null,
  );
  if (!known || (results.error !== null && !answer)) {
    return (
      <section className="checkout-catalogue" data-boundary="checkout" aria-labelledby="checkout-catalogue-title">
        <h1 id="checkout-catalogue-title">{t('catalogue.categoryUnavailable')}</h1>
        <ErrorNotice error={known ? results.error : { code: 'NOT_FOUND' }} {...(known ? { onRetry: results.retry, retrying: results.retrying } : {})} />
        <Link to={paths.home()}>{t('cart.continueShopping')}</Link>
      </section>
    );
  }
  return (
    <section className="checkout-catalogue" data-boundary="checkout" aria-labelledby="checkout-catalogue-title">
      {answer ? <Breadcrumbs trail={answer.breadcrumbs} current /> : <BreadcrumbsSkeleton />}
      <h1 id="checkout-catalogue-title">{name || <span className="mall-visually-hidden">{t('catalogue.loading')}</span>}</h1>
      {answer && answer.children.length > 0 && (
        <nav className="checkout-catalogue__children" aria-label={t('catalogue.subcategories', { name })}>
          <ul>
            {answer.children.map((child) => (
              <li key={child.id}>
                <Link to={paths.category(child.path)}>{child.name}</Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
      <CatalogueResults results={results} state={state} go={go} hrefOf={hrefOf} />
      {answer && <JsonLd data={itemList(results.cards, (results.firstPage - 1) * answer.pageSize + 1)} />}
    </section>
  );
}

export default ListingPage;
