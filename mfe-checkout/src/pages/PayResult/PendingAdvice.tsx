import { useTranslation } from 'react-i18next';
import { formatDateTime, useMarket } from '@mall/shared';
import type { PendingConfirmation } from '@mall/shared/contract';
import { NAMESPACE } from '../../namespace';

/**
 * What a buyer waiting on a pending payment needs, from the server's payment record: how long it may
 * take, until when the order can be paid, and what to do meanwhile. Nothing here comes from the URL.
 */
export function PendingAdvice({ confirmation, payDeadline }: { confirmation: PendingConfirmation | null; payDeadline: string | null }) {
  const { t } = useTranslation(NAMESPACE);
  const locale = useMarket((s) => s.locale);
  return (
    <>
      {confirmation && <p>{t('flow.result.pendingWithin', { duration: t(`flow.result.within.${confirmation.unit}`, { count: confirmation.within }) })}</p>}
      {payDeadline && <p>{t('flow.result.pendingDeadline', { deadline: formatDateTime(payDeadline, locale) })}</p>}
      <p>{t('flow.result.pendingAdvice')}</p>
    </>
  );
}
