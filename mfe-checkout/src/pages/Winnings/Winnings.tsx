import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { api, EmptyState, ErrorNotice, formatDateTime, PageLoader, paths, useMarket } from '@mall/shared';
import { marketingCalls } from '@mall/shared/contract';
import { NAMESPACE } from '../../namespace';

/** /buyer/prizes in the buyer centre: what the buyer has won in lucky draws (queryWinningPrizesFlow), newest first. */
export function Winnings() {
  const { t } = useTranslation(NAMESPACE);
  const locale = useMarket((s) => s.locale);
  const winnings = useQuery({ queryKey: ['marketing', 'winnings'], queryFn: () => api.call(marketingCalls.queryWinningPrizes, {}) });
  return (
    <section className="checkout-winnings" data-boundary="checkout" aria-labelledby="checkout-winnings-title">
      <h1 id="checkout-winnings-title">{t('winnings.title')}</h1>
      {winnings.isPending ? (
        <PageLoader />
      ) : winnings.isError ? (
        <ErrorNotice error={winnings.error} onRetry={() => void winnings.refetch()} retrying={winnings.isFetching} />
      ) : winnings.data.length === 0 ? (
        <EmptyState text={t('winnings.empty')} />
      ) : (
        <ul className="checkout-winnings__list">
          {winnings.data.map((w) => (
            <li key={w.id}>
              <strong>{w.prize.name}</strong>
              <span>{t('winnings.from', { activity: w.activityName, date: formatDateTime(w.drawnAt, locale) })}</span>
              {w.couponCode && <span>{t('afterPay.draw.code', { code: w.couponCode })}</span>}
              <Link to={paths.orderDetail(w.orderId)}>{t('winnings.order', { id: w.orderId })}</Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
