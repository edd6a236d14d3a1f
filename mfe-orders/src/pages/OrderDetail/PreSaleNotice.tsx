import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Countdown, formatDate, formatDateTime, useMarket } from '@mall/shared';
import { NAMESPACE } from '../../namespace';
import { preSaleBanner } from './preSaleBanner';
import { useClock } from './StatusCard';
import type { DetailOrder } from './detailOrder';

/** Spec (§4 Pre-sale banner): the notice a pre-sale order shows, by stage. */
export function PreSaleNotice({ order, onDeadline }: { order: DetailOrder; onDeadline: () => void }) {
  const { t } = useTranslation(NAMESPACE);
  const locale = useMarket((s) => s.locale);
  const clock = useClock();
  // Read once per render of the order: the banner's choice changes only with the order itself.
  const [now] = useState(() => Date.now());
  const banner = preSaleBanner(order, now);
  if (!banner) return null;
  let text;
  switch (banner.kind) {
    case 'balanceDeadline':
      text = t('detail.preSale.balanceDeadline', { time: formatDateTime(banner.at, locale) });
      break;
    case 'balanceStart':
      text = t('detail.preSale.balanceStart', { time: formatDateTime(banner.at, locale) });
      break;
    case 'depositClosing':
      text = (
        <Countdown until={banner.until} onDone={onDeadline}>
          {(parts) => t('detail.preSale.depositClosing', { time: clock(parts) })}
        </Countdown>
      );
      break;
    case 'deliveryInDays':
      text = t('detail.preSale.deliveryInDays', { count: banner.days });
      break;
    case 'deliveryOnDate':
      text = banner.from
        ? t('detail.preSale.deliveryBetween', { from: formatDate(banner.from, locale), to: formatDate(banner.date, locale) })
        : t('detail.preSale.deliveryOnDate', { date: formatDate(banner.date, locale) });
      break;
  }
  return (
    <aside className="order-detail__presale" aria-label={t('detail.preSale.label')}>
      <p>{text}</p>
    </aside>
  );
}
