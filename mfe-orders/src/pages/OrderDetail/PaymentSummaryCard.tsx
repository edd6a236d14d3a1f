import { useTranslation } from 'react-i18next';
import { Price, useMarket } from '@mall/shared';
import { NAMESPACE } from '../../namespace';
import { DetailCard } from './AddressCard';
import { formatTaxRate } from './detailRules';
import { paymentSummary } from './paymentSummary';
import { PreSaleAmounts } from './PreSaleAmounts';
import type { DetailOrder } from './detailOrder';

/** Spec: every amount field of the order, the tax rate as a percentage, points rounded up. */
export function PaymentSummaryCard({ order }: { order: DetailOrder }) {
  const { t } = useTranslation(NAMESPACE);
  const locale = useMarket((s) => s.locale);
  const summary = paymentSummary(order);
  return (
    <DetailCard title={t('detail.summary.title')} className="order-detail__summary">
      <dl className="order-detail__amounts">
        {summary.rows.map((row) => (
          <div key={row.key}>
            <dt>{row.key === 'tax' ? t('detail.summary.tax', { rate: formatTaxRate(summary.taxRate, locale) }) : t(`detail.summary.${row.key}`)}</dt>
            <dd>
              {row.deduction && <span aria-hidden="true">− </span>}
              <Price value={row.amount} />
            </dd>
          </div>
        ))}
        {summary.points > 0 && (
          <div>
            <dt>{t('detail.summary.pointsLabel')}</dt>
            <dd>{t('detail.summary.points', { count: summary.points })}</dd>
          </div>
        )}
        <div className="order-detail__total">
          <dt>{t(`detail.summary.${summary.total.key}`)}</dt>
          <dd>
            <Price value={summary.total.amount} />
          </dd>
        </div>
        {summary.preSale && <PreSaleAmounts stage={summary.preSale} />}
      </dl>
      {order.tradeBenefitInfoTOS.length > 0 && (
        // Which benefits make up the discounts above, by name.
        <ul className="order-detail__benefits" aria-label={t('detail.summary.benefits')}>
          {order.tradeBenefitInfoTOS.map((benefit) => (
            <li key={`${benefit.benefitType}-${benefit.benefitName}`}>
              <span>{benefit.benefitType === 'DISCOUNT_CODE' ? t('detail.summary.discountCode', { code: benefit.benefitName }) : benefit.benefitName}</span>
              <span>
                <span aria-hidden="true">− </span>
                <Price value={benefit.benefitAmt} />
              </span>
            </li>
          ))}
        </ul>
      )}
      {order.activityList.length > 0 && (
        <p className="order-detail__muted">{t('detail.summary.campaigns', { names: order.activityList.map((a) => a.activityName).join(', ') })}</p>
      )}
    </DetailCard>
  );
}
