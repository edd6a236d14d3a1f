import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Image, paths, Price } from '@mall/shared';
import { type ProductCard as ProductCardData } from '@mall/shared/contract';
import { CARD_NAMESPACE } from '../../namespace';
import { AddToCart } from '../AddToCart/AddToCart';
import './ProductCard.css';

/** Spec default image size for the product card. */
export const PRODUCT_CARD_IMAGE_SIZE = 164;
/**
 * How wide the card grid draws a card's picture, so a phone is sent the file it draws and not one
 * three times larger. The grid is minmax(180px, 1fr) with 16 px gaps in a page padded 16 px; a card
 * takes 26 px (12 px padding and a border each side). One column under 408 px (100vw - 58px), two
 * under 604 px (50vw - 50px), and from three columns on never wider than 220 px (219 px at 799 px).
 */
const CARD_IMAGE_SIZES = '(max-width: 407px) calc(100vw - 58px), (max-width: 603px) calc(50vw - 50px), 220px';

/** Spec: main image, name, sale price, original price and add to cart. Owned by checkout. */
/**
 * `priority`: the card is likely above the fold, so its image is fetched at once (it is the page's LCP).
 * `facts`: what a page knows besides the card's data, under the price (a listing's rating and lead time).
 */
export function ProductCard({ item, imageSize = PRODUCT_CARD_IMAGE_SIZE, priority = false, facts }: { item: ProductCardData; imageSize?: number; priority?: boolean; facts?: ReactNode }) {
  const { t } = useTranslation(CARD_NAMESPACE);
  const reduced = item.originalPrc !== null && item.originalPrc.value > item.salePrc.value;
  return (
    <article className="checkout-product-card" data-boundary="checkout" aria-labelledby={`product-${item.itemId}`}>
      <Image src={item.mainImage} alt={item.name} width={imageSize} height={imageSize} sizes={CARD_IMAGE_SIZES} {...(priority ? { loading: 'eager' as const, fetchPriority: 'high' as const } : {})} />
      <h3 id={`product-${item.itemId}`} className="checkout-product-card__name">
        <Link to={paths.product(item.urlKey)}>{item.name}</Link>
      </h3>
      <p className="checkout-product-card__prices">
        <span className="mall-visually-hidden">{t('productCard.salePrice')}</span>
        <Price value={item.salePrc} />
        {reduced && item.originalPrc && <Price value={item.originalPrc} strike />}
        {item.marketingUnit && <span>{t('productCard.perUnit', { unit: item.marketingUnit.unitName })}</span>}
      </p>
      {facts}
      <AddToCart item={item} />
    </article>
  );
}

export default ProductCard;

/** The texts the host loads with this module before hydrating a page of cards (preloadFirstScreen). */
export const NAMESPACE = CARD_NAMESPACE;
