import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { EmptyState, ErrorNotice, Pagination, PageLoader, paths, SearchBox } from '@mall/shared';
import { NAMESPACE } from '../../namespace';
import { showsPagination } from './afterSalesSearch';
import { ReverseOrderCard } from './ReverseOrderCard';
import { useAfterSalesSearch, useReverseOrders } from './useReverseOrders';
import './AfterSalesList.css';

/** The buyer's after-sales (reverse) orders, newest first, with keyword search and paging; state in the URL. */
export function AfterSalesList() {
  const { t } = useTranslation(NAMESPACE);
  const [search, update] = useAfterSalesSearch();
  const reverseOrders = useReverseOrders(search);

  let body;
  if (reverseOrders.isPending) body = <PageLoader />;
  else if (reverseOrders.isError)
    body = <ErrorNotice error={reverseOrders.error} onRetry={() => void reverseOrders.refetch()} retrying={reverseOrders.isFetching} />;
  else if (reverseOrders.data.total === 0)
    body = (
      <EmptyState
        className="aftersales-empty"
        text={search.keyword ? t('list.noMatch', { keyword: search.keyword }) : t('list.empty')}
        action={
          <Link to={paths.orders()} className="mall-button mall-button--secondary mall-button--md">
            {t('list.toOrders')}
          </Link>
        }
      />
    );
  else
    body = (
      <div aria-busy={reverseOrders.isPlaceholderData || undefined}>
        <ol className="aftersales-list">
          {reverseOrders.data.data.map((reverseOrder) => (
            <li key={reverseOrder.id}>
              <ReverseOrderCard reverseOrder={reverseOrder} justApplied={search.applied && reverseOrder.id === search.reverseOrderId} />
            </li>
          ))}
        </ol>
        {showsPagination(reverseOrders.data.total) && (
          <Pagination
            className="aftersales-pagination"
            page={search.pageNo}
            pageSize={search.pageSize}
            total={reverseOrders.data.total}
            onPageChange={(pageNo) => update({ pageNo })}
          />
        )}
      </div>
    );

  return (
    <section className="aftersales-list-page" data-boundary="aftersales" aria-labelledby="aftersales-list-title">
      <h1 id="aftersales-list-title" className="aftersales-list-page__title">
        {t('list.title')}
      </h1>
      <div className="aftersales-toolbar">
        <SearchBox
          keyword={search.keyword}
          onSearch={(keyword) => update({ keyword })}
          label={t('list.search.label')}
          placeholder={t('list.search.placeholder')}
          submitLabel={t('list.search.submit')}
        />
      </div>
      {search.applied && (
        <p role="status" className="aftersales-applied">
          {t('list.applied')}
        </p>
      )}
      {body}
    </section>
  );
}
