import { useId, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api, ErrorNotice } from '@mall/shared';
import { itemCalls, type ItemDetail } from '@mall/shared/contract';
import { NAMESPACE } from '../../namespace';
import { ProductCard } from '../../fragments/ProductCard/ProductCard';
import { ProductCardSkeleton } from '../../fragments/ProductCard/ProductCardSkeleton';

/** How many of the shop's other items the page shows. */
export const MORE_FROM_SHOP_SIZE = 4;

/** The cards the section will show, as the item's page told (none: no section, and no call). */
const cardsOf = (item: ItemDetail) => Math.min(MORE_FROM_SHOP_SIZE, item.lateSections.shopItemsInStock);

/** "More from this shop": /sapi/mall-item/item/recommendByItem with itemSize and itemShopId. */
export function MoreFromShop({ item }: { item: ItemDetail }) {
  const more = useQuery({
    queryKey: ['item', 'byShop', item.shopId, item.itemId],
    queryFn: () => api.call(itemCalls.recommendByItem, { itemSize: MORE_FROM_SHOP_SIZE, itemShopId: item.shopId, itemId: item.itemId }),
    enabled: cardsOf(item) > 0,
  });
  if (more.isPending) return <MoreFromShopSkeleton item={item} />;
  if (more.isError) return <ErrorNotice error={more.error} onRetry={() => void more.refetch()} />;
  if (more.data.length === 0) return null;
  return (
    <MoreFromShopSection item={item}>
      {more.data.map((card) => (
        <li key={card.itemId}>
          <ProductCard item={card} />
        </li>
      ))}
    </MoreFromShopSection>
  );
}

/** The section's place while its cards are on their way: as many skeleton cards, each as tall as a card. */
export function MoreFromShopSkeleton({ item }: { item: ItemDetail }) {
  const cards = cardsOf(item);
  if (cards === 0) return null;
  return (
    <MoreFromShopSection item={item} busy>
      {Array.from({ length: cards }, (_, index) => (
        <li key={index}>
          <ProductCardSkeleton />
        </li>
      ))}
    </MoreFromShopSection>
  );
}

function MoreFromShopSection({ item, busy = false, children }: { item: ItemDetail; busy?: boolean; children: ReactNode }) {
  const { t } = useTranslation(NAMESPACE);
  const headingId = useId();
  return (
    <section className="checkout-product__section" aria-labelledby={headingId} aria-busy={busy || undefined}>
      <h2 id={headingId}>{t('product.moreFromShop', { shop: item.shop.siteName })}</h2>
      <ul className="checkout-card-grid">{children}</ul>
    </section>
  );
}
