import { lazy, Suspense, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Button, EmptyState, ErrorNotice, Pagination, PageLoader, paths, Spinner, Tabs, useIsMobile, useNearBottom, SearchBox } from '@mall/shared';
import type { Order, OrderSearchStatus, OrderTimespan } from '@mall/shared/contract';
import { NAMESPACE } from '../../namespace';
import { ORDER_TABS, ORDER_TIMESPANS, writeOrderListSearch, type OrderListSearch, type OrderSource } from './orderListSearch';
import { OrderRow } from './OrderRow';
import { useOrderListSearch, useOrderPage, useOrderPages, useOrderStatusCounts, usePointsEnabled } from './useOrders';
import './OrderList.css';

function TimespanSelect({ value, onChange }: { value: OrderTimespan; onChange: (value: OrderTimespan) => void }) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <label className="orders-timespan">
      <span className="orders-timespan__label">{t('list.timespan.label')}</span>
      <select value={value} onChange={(event) => onChange(event.target.value as OrderTimespan)}>
        {ORDER_TIMESPANS.map((timespan) => (
          <option key={timespan} value={timespan}>
            {t(`list.timespan.${timespan}`)}
          </option>
        ))}
      </select>
    </label>
  );
}

const LinkOrdersDialog = lazy(() => import('./LinkOrders/LinkOrdersDialog'));

/** Link Order: guest orders placed with the account e-mail join the account (dialog loaded on first open). */
function LinkOrders() {
  const { t } = useTranslation(NAMESPACE);
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="secondary" size="sm" onClick={() => setOpen(true)} aria-haspopup="dialog">
        {t('list.link.open')}
      </Button>
      {open && (
        <Suspense fallback={null}>
          <LinkOrdersDialog onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}

function NoOrders() {
  const { t } = useTranslation(NAMESPACE);
  return (
    <EmptyState
      className="orders-empty"
      text={t('list.empty')}
      action={
        <Link to={paths.home()} className="mall-button mall-button--primary mall-button--md">
          {t('list.goHome')}
        </Link>
      }
    />
  );
}

function OrderRows({ orders, keyword }: { orders: readonly Order[]; keyword: string }) {
  return (
    <ol className="orders-list">
      {orders.map((order) => (
        <li key={order.id}>
          <OrderRow order={order} keyword={keyword} />
        </li>
      ))}
    </ol>
  );
}

/** Desktop: one page at a time, with pagination when there is more than one page. */
function PagedOrders({ search, onPage }: { search: OrderListSearch; onPage: (pageNo: number) => void }) {
  const orders = useOrderPage(search);
  if (orders.isPending) return <PageLoader />;
  if (orders.isError) return <ErrorNotice error={orders.error} onRetry={() => void orders.refetch()} retrying={orders.isFetching} />;
  if (orders.data.total === 0) return <NoOrders />;
  return (
    <div aria-busy={orders.isPlaceholderData || undefined}>
      <OrderRows orders={orders.data.data} keyword={search.keyword} />
      <Pagination className="orders-pagination" page={search.pageNo} pageSize={search.pageSize} total={orders.data.total} onPageChange={onPage} />
    </div>
  );
}

/** Spec: on mobile the next page loads once the buyer is within 50 px of the list's end. */
const LOAD_MORE_DISTANCE_PX = 50;

/** Mobile: cards, the next page appended as the buyer nears the end. */
function ScrolledOrders({ search }: { search: OrderListSearch }) {
  const { t } = useTranslation(NAMESPACE);
  const pages = useOrderPages(search);
  const canLoad = pages.hasNextPage && !pages.isFetchingNextPage && !pages.isFetchNextPageError;
  const sentinel = useNearBottom<HTMLButtonElement>(() => void pages.fetchNextPage(), canLoad, LOAD_MORE_DISTANCE_PX);
  if (pages.isPending) return <PageLoader />;
  if (pages.isError && !pages.data) return <ErrorNotice error={pages.error} onRetry={() => void pages.refetch()} retrying={pages.isFetching} />;
  const orders = pages.data.pages.flatMap((page) => page.data);
  if (orders.length === 0) return <NoOrders />;
  return (
    <div>
      <OrderRows orders={orders} keyword={search.keyword} />
      {pages.isFetchNextPageError && <ErrorNotice error={pages.error} onRetry={() => void pages.fetchNextPage()} />}
      {pages.isFetchingNextPage && <Spinner className="orders-more-spinner" />}
      {pages.hasNextPage && !pages.isFetchNextPageError && (
        <Button ref={sentinel} variant="secondary" block className="orders-load-more" disabled={!canLoad} onClick={() => void pages.fetchNextPage()}>
          {t('list.loadMore')}
        </Button>
      )}
    </div>
  );
}

function SourceTabs({ from, onChange, children }: { from: OrderSource; onChange: (from: OrderSource) => void; children: ReactNode }) {
  const { t } = useTranslation(NAMESPACE);
  const pointsEnabled = usePointsEnabled();
  // Spec: the points-mall tab exists only with the points feature on; without it there is one source and no tabs.
  if (!pointsEnabled) return <>{children}</>;
  return (
    <Tabs
      className="orders-source-tabs"
      label={t('list.source.label')}
      value={from}
      onValueChange={(value) => onChange(value as OrderSource)}
      items={[
        { value: 'order', label: t('list.source.order') },
        { value: 'point', label: t('list.source.point') },
      ]}
    >
      {children}
    </Tabs>
  );
}

/** The buyer's orders: status tabs with counts, search, time range and the list; all state in the URL. */
export function OrderList() {
  const { t } = useTranslation(NAMESPACE);
  const isMobile = useIsMobile();
  const [search, update] = useOrderListSearch();
  const counts = useOrderStatusCounts(search);
  return (
    <section className="orders-list-page" data-boundary="orders" aria-labelledby="orders-list-title">
      <header className="orders-list-page__head">
        <h1 id="orders-list-title" className="orders-list-page__title">
          {t('list.title')}
        </h1>
        <LinkOrders />
      </header>
      <SourceTabs from={search.from} onChange={(from) => update({ from })}>
        <div className="orders-toolbar">
          <SearchBox
            keyword={search.keyword}
            onSearch={(keyword) => update({ keyword })}
            // A GET form too: an Enter before the page is hydrated searches as a plain navigation, from the first page.
            name="keyword"
            keep={writeOrderListSearch({ ...search, keyword: '', pageNo: 1 })}
            label={t('list.search.label')}
            placeholder={t('list.search.placeholder')}
            submitLabel={t('list.search.submit')}
          />
          <TimespanSelect value={search.timespan} onChange={(timespan) => update({ timespan })} />
        </div>
        <Tabs
          className="orders-status-tabs"
          label={t('list.tabs.label')}
          value={search.status}
          onValueChange={(status) => update({ status: status as OrderSearchStatus })}
          items={ORDER_TABS.map((tab) => ({ value: tab.status, label: t(`list.tabs.${tab.status}`), count: counts(tab.status) }))}
        >
          {isMobile ? <ScrolledOrders search={search} /> : <PagedOrders search={search} onPage={(pageNo) => update({ pageNo })} />}
        </Tabs>
      </SourceTabs>
    </section>
  );
}
