import { useTranslation } from 'react-i18next';
import { Image, Price } from '@mall/shared';
import { type ProductCard as ProductCardData } from '@mall/shared/contract';
import { NAMESPACE } from '../../namespace';
import { AddToCart } from '../AddToCart/AddToCart';
import './ProductCard.css';

/** Spec default image size for the product card. */
export const PRODUCT_CARD_IMAGE_SIZE = 164;

/** Spec: main image, name, sale price, original price and add to cart. Owned by checkout. */
export function ProductCard({ item, imageSize = PRODUCT_CARD_IMAGE_SIZE }: { item: ProductCardData; imageSize?: number }) {
  const { t } = useTranslation(NAMESPACE);
  const reduced = item.originalPrc !== null && item.originalPrc.value > item.salePrc.value;
  return (
    <article className="checkout-product-card" data-boundary="checkout" aria-labelledby={`product-${item.itemId}`}>
      <Image src={item.mainImage} alt={item.name} width={imageSize} height={imageSize} />
      <h3 id={`product-${item.itemId}`} className="checkout-product-card__name">
        {item.name}
      </h3>
      <p className="checkout-product-card__prices">
        <span className="mall-visually-hidden">{t('productCard.salePrice')}</span>
        <Price value={item.salePrc} />
        {reduced && item.originalPrc && <Price value={item.originalPrc} strike />}
      </p>
      <AddToCart item={item} />
    </article>
  );
}

export default ProductCard;
