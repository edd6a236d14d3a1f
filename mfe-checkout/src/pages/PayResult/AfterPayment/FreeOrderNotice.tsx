import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api, Price } from '@mall/shared';
import { marketingCalls } from '@mall/shared/contract';
import { NAMESPACE } from '../../../namespace';

/** The free-order campaign notice, when /freeOrder/filterNeedFreeOrderFlow says the order qualifies. */
export function FreeOrderNotice({ orderId }: { orderId: number }) {
  const { t } = useTranslation(NAMESPACE);
  const verdict = useQuery({ queryKey: ['marketing', 'freeOrder', orderId], queryFn: () => api.call(marketingCalls.filterNeedFreeOrder, { id: orderId }) });
  // A campaign notice is a bonus: when the check fails, the pay result says nothing rather than something wrong.
  if (!verdict.data?.qualifies || !verdict.data.campaign) return null;
  const { campaign } = verdict.data;
  return (
    <section className="checkout-after-pay__free-order" aria-label={t('afterPay.freeOrder.title')}>
      <h2>{t('afterPay.freeOrder.title')}</h2>
      <p>
        {t('afterPay.freeOrder.text', { campaign: campaign.name, orderId })} <Price value={campaign.refundAmt} />
      </p>
    </section>
  );
}
