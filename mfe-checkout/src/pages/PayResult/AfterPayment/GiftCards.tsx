import { useId } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api, Button, ErrorNotice, formatDate, Price, toast, useMarket } from '@mall/shared';
import { marketingCalls, type GiftCard } from '@mall/shared/contract';
import { NAMESPACE } from '../../../namespace';

/** Gift cards bought in the order (/giftCards/filterGiftCardsFlow), sent by e-mail once per activity, then shown as sent. */
export function GiftCards({ orderId }: { orderId: number }) {
  const { t } = useTranslation(NAMESPACE);
  const locale = useMarket((s) => s.locale);
  const headingId = useId();
  const queryClient = useQueryClient();
  const key = ['marketing', 'giftCards', orderId];
  const cards = useQuery({ queryKey: key, queryFn: () => api.call(marketingCalls.filterGiftCards, { id: orderId }) });
  const send = useMutation({
    mutationFn: (activityId: number) => api.call(marketingCalls.updateGiftCardsSendEmailStatus, { id: orderId, activityId, sendEmailStatus: true }),
    onSuccess: (answer) => {
      queryClient.setQueryData(key, answer);
      toast.success(t('afterPay.giftCards.sent', { email: answer.find((c) => c.sentTo)?.sentTo ?? '' }));
    },
    onError: () => {
      toast.error(t('afterPay.giftCards.sendFailed'));
      void cards.refetch();
    },
  });
  if (cards.isPending) return null;
  if (cards.isError) return <ErrorNotice error={cards.error} message={t('afterPay.giftCards.loadFailed')} onRetry={() => void cards.refetch()} />;
  if (cards.data.length === 0) return null;
  const activities = [...new Map(cards.data.map((c) => [c.activityId, c.activityName])).entries()];
  return (
    <section className="checkout-after-pay__gift-cards" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('afterPay.giftCards.title')}</h2>
      {activities.map(([activityId, name]) => {
        const group = cards.data.filter((c) => c.activityId === activityId);
        const sentTo = group.find((c) => c.sendEmailStatus)?.sentTo;
        return (
          <div key={activityId} className="checkout-after-pay__gift-group">
            <ul aria-label={name}>
              {group.map((card: GiftCard) => (
                <li key={card.id}>
                  {name} <Price value={card.amount} /> · {t('afterPay.giftCards.code', { tail: card.codeTail })} ·{' '}
                  {t('afterPay.giftCards.validUntil', { date: formatDate(card.validUntil, locale) })}
                </li>
              ))}
            </ul>
            {sentTo ? (
              <p role="status">{t('afterPay.giftCards.sentTo', { email: sentTo })}</p>
            ) : (
              <Button variant="primary" loading={send.isPending && send.variables === activityId} onClick={() => send.mutate(activityId)}>
                {t('afterPay.giftCards.send')}
              </Button>
            )}
          </div>
        );
      })}
    </section>
  );
}
