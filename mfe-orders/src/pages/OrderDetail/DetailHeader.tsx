import { useTranslation } from 'react-i18next';
import { CopyButton, formatDateTime, Price, useMarket } from '@mall/shared';
import { NAMESPACE } from '../../namespace';
import type { DetailOrder } from './detailOrder';
import { endedUnpaid, nothingPaid } from './paymentSummary';

/** Spec: order number with a copy button, creation time, amount paid (or, unpaid, the amount to pay). */
export function DetailHeader({ order }: { order: DetailOrder }) {
  const { t } = useTranslation(NAMESPACE);
  const locale = useMarket((s) => s.locale);
  // Nothing paid yet: what is due while it can be paid, else no amount at all (never "paid 0,00").
  const amount = !nothingPaid(order)
    ? { label: 'detail.header.amountPaid', value: order.paidAmt }
    : endedUnpaid(order)
      ? null
      : { label: 'detail.header.amountToPay', value: order.needPayAmt };
  return (
    <header className="order-detail__header">
      <h1 className="order-detail__title">{t('detail.title')}</h1>
      <dl className="order-detail__facts">
        <div>
          <dt>{t('detail.header.number')}</dt>
          <dd>
            <span className="order-detail__number">{order.tradeOrderCode}</span>{' '}
            <CopyButton text={order.tradeOrderCode} aria-label={t('detail.header.copyNumber')} />
          </dd>
        </div>
        <div>
          <dt>{t('detail.header.created')}</dt>
          <dd>
            <time dateTime={order.timeline.orderedTime}>{formatDateTime(order.timeline.orderedTime, locale)}</time>
          </dd>
        </div>
        {amount && (
          <div>
            <dt>{t(amount.label)}</dt>
            <dd>
              <Price value={amount.value} />
            </dd>
          </div>
        )}
        <div>
          <dt>{t('detail.header.shop')}</dt>
          <dd>{order.shop.siteName}</dd>
        </div>
      </dl>
    </header>
  );
}
