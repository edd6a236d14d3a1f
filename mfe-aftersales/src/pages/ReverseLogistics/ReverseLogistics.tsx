import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { EmptyState, ErrorNotice, PageLoader, paths } from '@mall/shared';
import { NAMESPACE } from '../../namespace';
import { useReverseOrder } from '../AfterSalesDetail/useReverseOrder';
import { LogisticsView } from './LogisticsView';
import './ReverseLogistics.css';

/** Logistics as a page (mobile: /buyer/m-logistics?reverseOrderId). */
export function ReverseLogistics() {
  const { t } = useTranslation(NAMESPACE);
  const [query] = useSearchParams();
  const id = Number(query.get('reverseOrderId'));
  const detail = useReverseOrder(id);
  const valid = Number.isInteger(id) && id > 0;
  let body;
  if (!valid) body = <EmptyState text={t('detail.notFound')} />;
  else if (detail.isPending) body = <PageLoader />;
  else if (detail.isError) body = <ErrorNotice error={detail.error} onRetry={() => void detail.refetch()} retrying={detail.isFetching} />;
  else body = <LogisticsView detail={detail.data} />;
  return (
    <section className="as-logistics-page" data-boundary="aftersales" aria-labelledby="as-logistics-title">
      {valid && (
        <Link to={paths.afterSalesDetail(id)} className="as-back">
          <span aria-hidden="true">‹ </span>
          {t('detail.backToDetail')}
        </Link>
      )}
      <h1 id="as-logistics-title">{t('logistics.title')}</h1>
      {body}
    </section>
  );
}
