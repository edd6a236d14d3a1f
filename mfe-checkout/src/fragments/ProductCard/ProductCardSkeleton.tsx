import type { ReactNode } from 'react';
import { Skeleton } from '@mall/shared';
import './ProductCard.css';

/**
 * A product card while its data is on its way: the card's own boxes (ProductCard.css gives the
 * picture, the name's two lines, the price line and the button fixed sizes), so the card that
 * replaces it is exactly as tall and nothing moves (issue 32). `facts`: the placeholder of what the
 * real card shows under the price. Hidden from readers: the list's status says it is loading.
 */
export function ProductCardSkeleton({ facts }: { facts?: ReactNode }) {
  return (
    <div className="checkout-product-card checkout-product-card--skeleton" aria-hidden="true">
      <Skeleton aspectRatio={1} />
      <div className="checkout-product-card__name">
        <Skeleton lines={2} />
      </div>
      <div className="checkout-product-card__prices">
        <Skeleton lines={1} className="checkout-product-card__price-skeleton" />
      </div>
      {facts}
      <Skeleton height="var(--mall-control-height)" />
    </div>
  );
}
