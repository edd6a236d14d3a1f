import { useId } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { api, Button, ErrorNotice, isApiError, paths } from '@mall/shared';
import { marketingCalls, type Winning } from '@mall/shared/contract';
import { NAMESPACE } from '../../../namespace';

/** The lucky draw of one paid order: shown when a prize activity applies (DrawPrizeContentFlow); one draw per order. */
export function LuckyDraw({ orderId }: { orderId: number }) {
  const { t } = useTranslation(NAMESPACE);
  const queryClient = useQueryClient();
  const headingId = useId();
  const key = ['marketing', 'prize', orderId];
  const content = useQuery({ queryKey: key, queryFn: () => api.call(marketingCalls.drawPrizeContent, { orderId }) });
  const draw = useMutation({
    mutationFn: () => api.call(marketingCalls.drawPrize, { orderId }),
    onSuccess: (winning) => {
      queryClient.setQueryData(key, (old: typeof content.data) => (old ? { ...old, drawn: winning } : old));
      void queryClient.invalidateQueries({ queryKey: ['marketing', 'winnings'] });
    },
    // Drawn already (another tab): show what was drawn.
    onError: (error) => {
      if (isApiError(error) && error.code === marketingCalls.PRIZE_ALREADY_DRAWN) void content.refetch();
    },
  });
  if (content.isPending) return null;
  if (content.isError) return <ErrorNotice error={content.error} message={t('afterPay.draw.loadFailed')} onRetry={() => void content.refetch()} />;
  const { activity, drawn } = content.data;
  if (!activity && !drawn) return null;
  return (
    <section className="checkout-after-pay__draw" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('afterPay.draw.title', { name: activity?.name ?? drawn?.activityName })}</h2>
      {drawn ? (
        <DrawResult winning={drawn} />
      ) : (
        activity && (
          <>
            <p>{t('afterPay.draw.text', { orderId })}</p>
            <ul className="checkout-after-pay__prizes" aria-label={t('afterPay.draw.prizes')}>
              {activity.prizes.map((prize) => (
                <li key={prize.id}>{prize.name}</li>
              ))}
            </ul>
            <Button variant="primary" loading={draw.isPending} onClick={() => draw.mutate()}>
              {t('afterPay.draw.action')}
            </Button>
            {draw.isError && !(isApiError(draw.error) && draw.error.code === marketingCalls.PRIZE_ALREADY_DRAWN) && (
              <p role="alert" className="mall-field__error">{t('afterPay.draw.failed')}</p>
            )}
          </>
        )
      )}
    </section>
  );
}

function DrawResult({ winning }: { winning: Winning }) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <div role="status">
      <p className="checkout-after-pay__won">
        {winning.prize.kind === 'NONE' ? t('afterPay.draw.noPrize') : t('afterPay.draw.won', { prize: winning.prize.name })}
      </p>
      {winning.couponCode && <p>{t('afterPay.draw.code', { code: winning.couponCode })}</p>}
      <Link to={paths.winnings()}>{t('afterPay.draw.seeAll')}</Link>
    </div>
  );
}
