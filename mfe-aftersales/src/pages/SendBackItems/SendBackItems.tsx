import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { EmptyState, paths } from '@mall/shared';
import { NAMESPACE } from '../../namespace';
import { SendBackForm } from './SendBackForm';
import './SendBackItems.css';

/** Return items as a page (mobile: /buyer/send-back-items?reverseOrderId); the desktop detail opens the same form in a modal. */
export function SendBackItems() {
  const { t } = useTranslation(NAMESPACE);
  const navigate = useNavigate();
  const [query] = useSearchParams();
  const id = Number(query.get('reverseOrderId'));
  const valid = Number.isInteger(id) && id > 0;
  return (
    <section className="as-send-back-page" data-boundary="aftersales" aria-labelledby="as-send-back-title">
      {valid && (
        <Link to={paths.afterSalesDetail(id)} className="as-back">
          <span aria-hidden="true">‹ </span>
          {t('detail.backToDetail')}
        </Link>
      )}
      <h1 id="as-send-back-title">{t('sendBack.title')}</h1>
      {valid ? (
        <SendBackForm reverseOrderId={id} onSent={() => navigate(paths.afterSalesDetail(id), { replace: true })} />
      ) : (
        <EmptyState text={t('detail.notFound')} />
      )}
    </section>
  );
}
