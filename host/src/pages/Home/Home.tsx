import { memo, Suspense, use, type ComponentType, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api, ErrorNotice, firstScreenQueryKeys, isUnavailableRemote, PageLoader, useIsMobile } from '@mall/shared';
import { itemCalls, type ProductCard } from '@mall/shared/contract';
import { RemoteBoundary } from '../../federation/RemoteBoundary';
import { FIRST_SCREEN_MODULES } from '../../federation/firstScreenModules';
import { RemoteFallback } from '../../federation/RemoteFallback';
import { useRegionRetry } from '../../federation/regionRetry';
import { useIsHydrating, useServedRegion, type ServedRegion } from '../../federation/servedRegions';
import { readRemoteModule } from '../../federation/useRemoteModule';

export const HOME_ITEM_COUNT = 12;
/**
 * Cards whose pictures load at once, with a high priority: their images are the page's largest
 * paint. A desktop screen shows every card of the home without scrolling (two rows of six at
 * 1350 x 940: a lazy picture in the second row was its LCP, 0.8-1.2 s); a phone the first few.
 */
export const ABOVE_THE_FOLD_CARDS = { phone: 6, desktop: HOME_ITEM_COUNT };

export type ProductCardComponent = ComponentType<{ item: ProductCard; priority?: boolean }>;

/** checkout's product card, the fragment the home's grid is made of (preloaded before hydration). */
const PRODUCT_CARD = FIRST_SCREEN_MODULES['/']![0]!;

/** Home: recommended items as checkout's product cards (a fragment checkout owns), in checkout's own boundaries. */
export function Home() {
  const items = useQuery({
    queryKey: firstScreenQueryKeys.recommend(HOME_ITEM_COUNT),
    queryFn: () => api.call(itemCalls.recommendItems, { itemSize: HOME_ITEM_COUNT }),
  });
  const served = useServedRegion(PRODUCT_CARD.bundle);
  const { away, attempt, retry } = useRegionRetry(PRODUCT_CARD.bundle, PRODUCT_CARD.expose, served);
  return (
    <HomeFrame>
      {items.isPending ? (
        <PageLoader />
      ) : items.isError ? (
        <ErrorNotice error={items.error} onRetry={() => void items.refetch()} />
      ) : (
        <RemoteBoundary bundle={PRODUCT_CARD.bundle} onRetry={retry}>
          <Suspense fallback={<PageLoader />}>
            {away ? <RemoteFallback bundle={PRODUCT_CARD.bundle} onRetry={retry} /> : <ProductCards key={attempt} items={items.data} served={served} onRetry={retry} />}
          </Suspense>
        </RemoteBoundary>
      )}
    </HomeFrame>
  );
}

/** The grid of checkout's cards: their markup on the server, checkout's component in the browser (loaded before hydration). */
function ProductCards({ items, served, onRetry }: { items: ProductCard[]; served: ServedRegion | undefined; onRetry: () => void }) {
  const hydrating = useIsHydrating();
  if (served?.kind === 'browser') return <PageLoader />;
  if (served?.kind === 'markup' && served.html) return <ProductGrid items={items} markup={served.html} hydrating />;
  const card = use(readRemoteModule<{ default: ProductCardComponent }>(PRODUCT_CARD.bundle, PRODUCT_CARD.expose));
  if (isUnavailableRemote(card)) return <RemoteFallback bundle={PRODUCT_CARD.bundle} onRetry={onRetry} />;
  return <ProductGrid items={items} Card={card.default} hydrating={hydrating} />;
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

/**
 * A card, drawn again only when its item changes: the grid's render after hydration (the not-ready
 * mark going away, a synchronous render) drew all twelve cards again in one task.
 */
const CardSlot = memo(function CardSlot({ Card, item, priority }: { Card: ProductCardComponent; item: ProductCard; priority: boolean }) {
  return <Card item={item} priority={priority} />;
});

/**
 * The grid; each card checkout's component, or on the server the markup checkout's renderer drew
 * for it. `hydrating`: the cards' buttons show they are not ready yet (styles.css).
 */
export function ProductGrid({ items, Card, markup, hydrating = false }: { items: ProductCard[]; Card?: ProductCardComponent; markup?: string[]; hydrating?: boolean }) {
  const aboveTheFold = useIsMobile() ? ABOVE_THE_FOLD_CARDS.phone : ABOVE_THE_FOLD_CARDS.desktop;
  return (
    <ul className="shell-product-grid" data-boundary="checkout" data-hydrating={hydrating ? '' : undefined}>
      {items.map((item, index) =>
        markup || !Card ? (
          <li key={item.itemId} dangerouslySetInnerHTML={{ __html: markup?.[index] ?? '' }} />
        ) : (
          <li key={item.itemId}>
            <CardSlot Card={Card} item={item} priority={index < aboveTheFold} />
          </li>
        ),
      )}
    </ul>
  );
}
