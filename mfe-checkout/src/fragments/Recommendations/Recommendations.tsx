import { useId } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api, ErrorNotice, type RecommendationsProps } from '@mall/shared';
import { itemCalls } from '@mall/shared/contract';
import { NAMESPACE } from '../../namespace';
import { ProductCard } from '../ProductCard/ProductCard';

export const RECOMMENDATIONS_SIZE = 4;

/**
 * "You may also like" (/item/recommend): product cards for the empty cart, the pay result and
 * /confirm-success (orders embeds it). The mall leaves out the item around which it recommends and
 * anything sold out.
 */
export function Recommendations({ itemId, size = RECOMMENDATIONS_SIZE }: RecommendationsProps) {
  const { t } = useTranslation(NAMESPACE);
  const headingId = useId();
  const cards = useQuery({
    queryKey: ['item', 'recommend', itemId ?? null, size],
    queryFn: () => api.call(itemCalls.recommendItems, { itemSize: size, ...(itemId ? { id: itemId } : {}) }),
    staleTime: 5 * 60_000,
  });
  if (cards.isPending) return null;
  if (cards.isError) return <ErrorNotice error={cards.error} onRetry={() => void cards.refetch()} retrying={cards.isFetching} />;
  if (cards.data.length === 0) return null;
  return (
    <section className="checkout-recommendations" data-boundary="checkout" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('recommend.title')}</h2>
      <ul className="checkout-card-grid">
        {cards.data.map((card) => (
          <li key={card.itemId}>
            <ProductCard item={card} />
          </li>
        ))}
      </ul>
    </section>
  );
}

export default Recommendations;
