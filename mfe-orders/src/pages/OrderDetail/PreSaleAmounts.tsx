import { useTranslation } from 'react-i18next';
import { formatDateTime, Price, useMarket } from '@mall/shared';
import { NAMESPACE } from '../../namespace';
import type { PreSaleStage } from './paymentSummary';
import './PreSaleAmounts.css';

/**
 * A pre-sale between its payments (issue 30): the deposit (due now, or paid) and the balance with
 * the window it is paid in, as rows of the <dl> around it; the one the pay button pays is marked.
 */
export function PreSaleAmounts({ stage }: { stage: PreSaleStage }) {
  const { t } = useTranslation(NAMESPACE);
  const locale = useMarket((s) => s.locale);
  const window = t('detail.summary.balanceWindow', { from: formatDateTime(stage.balanceFrom, locale), until: formatDateTime(stage.balanceUntil, locale) });
  return (
    <>
      <div className={stage.due === 'deposit' ? 'orders-presale-amounts__due' : undefined}>
        <dt>{t(stage.due === 'deposit' ? 'detail.summary.depositDueNow' : 'detail.summary.depositPaid')}</dt>
        <dd>
          <Price value={stage.deposit} />
        </dd>
      </div>
      <div className={stage.due === 'balance' ? 'orders-presale-amounts__due' : undefined}>
        <dt>
          {t(stage.due === 'balance' ? 'detail.summary.balanceDue' : 'detail.summary.balanceLater')}
          <span className="orders-presale-amounts__window">{window}</span>
        </dt>
        <dd>
          <Price value={stage.balance} />
        </dd>
      </div>
    </>
  );
}
