import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { api, ErrorNotice, greetingFor, paths, queryKeys, useSession } from '@mall/shared';
import { orderCalls } from '@mall/shared/contract';
import { NAMESPACE } from '../../namespace';
import { ORDER_TABS } from '../OrderList/orderListSearch';
import './BuyerHome.css';

/** The list's status tabs a buyer acts on (all orders is its own link). */
const STATUS_TILES = ORDER_TABS.filter((tab) => tab.status !== 'all');

/** `/buyer/index`: the buyer centre's home, a greeting and the order status counts linking into the list. */
export function BuyerHome() {
  const { t } = useTranslation(NAMESPACE);
  const user = useSession((s) => s.user);
  const [hour] = useState(() => new Date().getHours());
  const counts = useQuery({
    // The same key as the order list's own-shopping counts: one request serves both screens.
    queryKey: [...queryKeys.orders, 'counts', user?.id ?? null, null],
    queryFn: ({ signal }) => api.call(orderCalls.orderStatusCounts, {}, { signal }),
  });
  const name = user?.nickname || user?.username || '';
  return (
    <section className="orders-home" data-boundary="orders" aria-labelledby="orders-home-title">
      <h1 id="orders-home-title">{t(`detail.home.greeting.${greetingFor(hour)}`, { name })}</h1>
      <section className="orders-home__orders" aria-labelledby="orders-home-orders">
        <header className="orders-home__head">
          <h2 id="orders-home-orders">{t('detail.home.orders')}</h2>
          <Link to={paths.orders()}>{t('detail.home.allOrders')}</Link>
        </header>
        {counts.isError && <ErrorNotice error={counts.error} onRetry={() => void counts.refetch()} retrying={counts.isFetching} />}
        <ul className="orders-home__tiles">
          {STATUS_TILES.map((tab) => {
            const label = t(`list.tabs.${tab.status}`);
            const count = orderCalls.countForSearchStatus(counts.data ?? [], tab.status);
            return (
              <li key={tab.status}>
                <Link
                  to={paths.orders({ status: tab.status, pageNo: 1, from: 'order' })}
                  className="orders-home__tile"
                  aria-label={t('detail.home.countOf', { label, count })}
                >
                  <span className="orders-home__count" aria-hidden="true">
                    {counts.isPending ? '–' : count}
                  </span>
                  <span aria-hidden="true">{label}</span>
                </Link>
              </li>
            );
          })}
        </ul>
      </section>
      <nav className="orders-home__links" aria-label={t('detail.home.title')}>
        <Link to={paths.myCoupons()}>{t('detail.home.links.coupons')}</Link>
        <Link to={paths.afterSalesList()}>{t('detail.home.links.afterSales')}</Link>
        <Link to={paths.reviews()}>{t('detail.home.links.reviews')}</Link>
        <Link to={paths.profile()}>{t('detail.home.links.profile')}</Link>
      </nav>
    </section>
  );
}
