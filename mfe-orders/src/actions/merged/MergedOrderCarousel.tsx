import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Image } from '@mall/shared';
import { NAMESPACE } from '../../namespace';
import type { Order } from '@mall/shared/contract';

/** Spec: the merged-order carousel shows 5 slides at a time. */
export const MERGED_SLIDES = 5;

/** The orders of a merged (group) checkout, five at a time, with previous/next when there are more. */
export function MergedOrderCarousel({ orders }: { orders: readonly Order[] }) {
  const { t } = useTranslation(NAMESPACE);
  const [start, setStart] = useState(0);
  const shown = orders.slice(start, start + MERGED_SLIDES);
  const paged = orders.length > MERGED_SLIDES;
  return (
    <div className="orders-merged" role="region" aria-roledescription="carousel" aria-label={t('actions.merged.carousel')}>
      {paged ? (
        <Button variant="text" size="sm" aria-label={t('actions.merged.previous')} disabled={start === 0} onClick={() => setStart(Math.max(0, start - MERGED_SLIDES))}>
          ‹
        </Button>
      ) : (
        <span />
      )}
      <ul className="orders-merged__track">
        {shown.map((order) => (
          <li key={order.id} className="orders-merged__slide" aria-roledescription="slide" aria-label={t('actions.merged.slide', { code: order.tradeOrderCode, count: order.skuTotalCount })}>
            <Image src={order.tradeOrderLineList[0]?.sku.image ?? ''} alt="" width={56} height={56} />
            <span>{order.tradeOrderCode}</span>
          </li>
        ))}
      </ul>
      {paged ? (
        <Button
          variant="text"
          size="sm"
          aria-label={t('actions.merged.next')}
          disabled={start + MERGED_SLIDES >= orders.length}
          onClick={() => setStart(start + MERGED_SLIDES)}
        >
          ›
        </Button>
      ) : (
        <span />
      )}
    </div>
  );
}
