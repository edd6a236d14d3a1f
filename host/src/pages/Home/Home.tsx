import type { ComponentType, ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api, ErrorNotice, firstScreenQueryKeys, PageLoader, useIsMobile, useReleaseFirstScreen } from '@mall/shared';
import { itemCalls, type ProductCard } from '@mall/shared/contract';
import { RemoteBoundary } from '../../federation/RemoteBoundary';
import { RemoteFallback } from '../../federation/RemoteFallback';
import { useRemoteFragment } from '../../federation/RemoteFragment';

export const HOME_ITEM_COUNT = 12;
/**
 * Cards whose pictures load at once, with a high priority: their images are the page's largest
 * paint. A desktop screen shows every card of the home without scrolling (two rows of six at
 * 1350 x 940: a lazy picture in the second row was its LCP, 0.8-1.2 s); a phone the first few.
 */
export const ABOVE_THE_FOLD_CARDS = { phone: 6, desktop: HOME_ITEM_COUNT };

export type ProductCardComponent = ComponentType<{ item: ProductCard; priority?: boolean }>;

/** Home: recommended items as checkout's product cards (a fragment checkout owns). */
export function Home() {
  const items = useQuery({
    queryKey: firstScreenQueryKeys.recommend(HOME_ITEM_COUNT),
    queryFn: () => api.call(itemCalls.recommendItems, { itemSize: HOME_ITEM_COUNT }),
  });
  const card = useRemoteFragment<{ item: ProductCard; priority?: boolean }>('checkout', './ProductCard');
  const loading = items.isPending || card.status === 'loading';
  // The server's copy of this screen (issue 16) gives way once this one has its content.
  useReleaseFirstScreen(!loading);

  return (
    <HomeFrame>
      {loading ? (
        <PageLoader />
      ) : items.isError ? (
        <ErrorNotice error={items.error} onRetry={() => void items.refetch()} />
      ) : card.status === 'unavailable' ? (
        <RemoteFallback bundle="checkout" onRetry={card.retry} />
      ) : card.status === 'ready' && items.data ? (
        <RemoteBoundary bundle="checkout" onRetry={card.retry}>
          <ProductGrid items={items.data} Card={card.module.default} />
        </RemoteBoundary>
      ) : null}
    </HomeFrame>
  );
}

/** The hero and the recommendations' heading around the grid (the host's server renders it too). */
export function HomeFrame({ children }: { children: ReactNode }) {
  const { t } = useTranslation('shell');
  return (
    <div className="shell-home">
      <section className="shell-hero">
        <h1>{t('home.title')}</h1>
        <p>{t('home.subtitle')}</p>
      </section>
      <section aria-labelledby="recommended-heading">
        <h2 id="recommended-heading">{t('home.recommended')}</h2>
        {children}
      </section>
    </div>
  );
}

export function ProductGrid({ items, Card }: { items: ProductCard[]; Card: ProductCardComponent }) {
  const aboveTheFold = useIsMobile() ? ABOVE_THE_FOLD_CARDS.phone : ABOVE_THE_FOLD_CARDS.desktop;
  return (
    <ul className="shell-product-grid" data-boundary="checkout">
      {items.map((item, index) => (
        <li key={item.itemId}>
          <Card item={item} priority={index < aboveTheFold} />
        </li>
      ))}
    </ul>
  );
}
