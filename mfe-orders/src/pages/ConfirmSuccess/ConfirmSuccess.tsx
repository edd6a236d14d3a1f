import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { paths, RemoteFragment } from '@mall/shared';
import { NAMESPACE } from '../../namespace';
import './ConfirmSuccess.css';

/** `/confirm-success?orderId=`: after receipt is confirmed (spec §2): goods received, continue shopping. */
export function ConfirmSuccess() {
  const { t } = useTranslation(NAMESPACE);
  const [params] = useSearchParams();
  const orderId = Number(params.get('orderId'));
  const hasOrder = Number.isInteger(orderId) && orderId > 0;
  return (
    <section className="orders-confirm-success" data-boundary="orders" aria-labelledby="orders-confirm-success-title">
      <svg width="64" height="64" viewBox="0 0 64 64" fill="none" stroke="currentColor" strokeWidth="3" aria-hidden="true" focusable="false">
        <circle cx="32" cy="32" r="28" />
        <path d="m20 33 8 8 16-17" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
      <h1 id="orders-confirm-success-title">{t('detail.confirmSuccess.title')}</h1>
      <p>{t('detail.confirmSuccess.text')}</p>
      <div className="orders-confirm-success__links">
        <Link to={paths.home()} className="mall-button mall-button--primary mall-button--md">
          {t('detail.confirmSuccess.continue')}
        </Link>
        {hasOrder && (
          <Link to={paths.orderDetail(orderId)} className="mall-button mall-button--secondary mall-button--md">
            {t('detail.confirmSuccess.viewOrder')}
          </Link>
        )}
      </div>
      {/* Checkout's product cards, so the buyer can shop on from here (issue 15). */}
      <RemoteFragment id="checkout/Recommendations" props={{}} />
    </section>
  );
}
