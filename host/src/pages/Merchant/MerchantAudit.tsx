import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ErrorNotice, PageLoader, paths } from '@mall/shared';
import { MerchantSteps } from './MerchantSteps';
import { useMerchantEntry } from './useMerchantEntry';

export function MerchantAudit() {
  const { t } = useTranslation('shell');
  const entry = useMerchantEntry();
  if (entry.isPending) return <PageLoader />;
  if (entry.isError) return <ErrorNotice error={entry.error} onRetry={() => void entry.refetch()} />;
  const status = entry.data.auditStatus;
  const decided = status === 'pass' || status === 'reject';
  return (
    <section className="shell-merchant">
      <MerchantSteps current={decided ? 'result' : 'waiting'} />
      <h1>{t(decided ? 'merchant.resultTitle' : 'merchant.waitingTitle')}</h1>
      {status === 'pass' ? (
        <p>
          {t('merchant.passed')} <a href={entry.data.backOfficeUrl}>{t('merchant.backOffice')}</a>
        </p>
      ) : status === 'reject' ? (
        <p>
          {t('merchant.rejected')} <Link to={paths.merchantApply()}>{t('merchant.applyAgain')}</Link>
        </p>
      ) : (
        <p>{t('merchant.waiting')}</p>
      )}
    </section>
  );
}
