import { useId } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api, ErrorNotice } from '@mall/shared';
import { itemCalls, type ItemDetail } from '@mall/shared/contract';
import { NAMESPACE } from '../../namespace';
import { ProductCard } from '../../fragments/ProductCard/ProductCard';

/** How many of the shop's other items the page shows. */
export const MORE_FROM_SHOP_SIZE = 4;

/** "More from this shop": /sapi/mall-item/item/recommendByItem with itemSize and itemShopId. */
export function MoreFromShop({ item }: { item: ItemDetail }) {
  const { t } = useTranslation(NAMESPACE);
  const headingId = useId();
  const more = useQuery({
    queryKey: ['item', 'byShop', item.shopId, item.itemId],
    queryFn: () => api.call(itemCalls.recommendByItem, { itemSize: MORE_FROM_SHOP_SIZE, itemShopId: item.shopId, itemId: item.itemId }),
  });
  if (more.isPending) return null;
  if (more.isError) return <ErrorNotice error={more.error} onRetry={() => void more.refetch()} />;
  if (more.data.length === 0) return null;
  return (
    <section className="checkout-product__section" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('product.moreFromShop', { shop: item.shop.siteName })}</h2>
      <ul className="checkout-card-grid">
        {more.data.map((card) => (
          <li key={card.itemId}>
            <ProductCard item={card} />
          </li>
        ))}
      </ul>
    </section>
  );
}
