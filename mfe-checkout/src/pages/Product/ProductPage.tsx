import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { api, ErrorNotice, firstScreenQueryKeys, Price, ProductReviewsSkeleton, RemoteFragment } from '@mall/shared';
import { itemCalls, type ItemDetail } from '@mall/shared/contract';
import { CARD_NAMESPACE, NAMESPACE } from '../../namespace';
import { Breadcrumbs } from '../../seo/Breadcrumbs';
import { JsonLd, productData } from '../../seo/JsonLd';
import { CombinedSets, CombinedSetsSkeleton } from './CombinedSets';
import { Gallery } from './Gallery/Gallery';
import { MoreFromShop, MoreFromShopSkeleton } from './MoreFromShop';
import { WhenNearViewport } from './WhenNearViewport';
import { PurchasePanel } from './PurchasePanel';
import { DeliveryEstimate } from './DeliveryEstimate';
import { PreSaleTerms } from './PreSaleTerms';
import { ProductFacts } from './ProductFacts';
import { initialSku } from './skuChoice';
import './ProductPage.css';

export { MAIN_IMAGE_SIZE } from './Gallery/Gallery';

/**
 * /product/:urlKey (and the order lines' form with ?skuId=): gallery, name, prices, sku choice,
 * quantity, add to cart, the shop, combined sets and more from this shop. Until the item arrives the
 * same boxes are drawn empty, so the first paint with data moves nothing (CLS).
 */
export function ProductPage() {
  const { urlKey = '' } = useParams();
  const [query] = useSearchParams();
  const { t, i18n } = useTranslation(NAMESPACE);
  const item = useQuery({
    queryKey: firstScreenQueryKeys.itemByUrlKey(urlKey, i18n.language),
    queryFn: () => api.call(itemCalls.itemDetailByUrlKey, { urlKey }),
  });
  if (item.isError) {
    return (
      <section className="checkout-product" data-boundary="checkout" aria-labelledby="checkout-product-title">
        <h1 id="checkout-product-title">{t('product.unavailableTitle')}</h1>
        <ErrorNotice error={item.error} onRetry={() => void item.refetch()} retrying={item.isFetching} />
        <Link to="/">{t('cart.continueShopping')}</Link>
      </section>
    );
  }
  if (item.isPending) return <ProductSkeleton />;
  return <Product key={item.data.itemId} item={item.data} skuIdParam={query.get('skuId')} />;
}

function ProductSkeleton() {
  const { t } = useTranslation(NAMESPACE);
  return (
    <section className="checkout-product" data-boundary="checkout" aria-busy="true" aria-label={t('product.loading')}>
      <div className="checkout-product__main">
        <div className="checkout-product__gallery">
          <div className="checkout-product__image checkout-product__image--placeholder" />
        </div>
        <div className="checkout-product__info" />
      </div>
    </section>
  );
}

function Product({ item, skuIdParam }: { item: ItemDetail; skuIdParam: string | null }) {
  const { t } = useTranslation([NAMESPACE, CARD_NAMESPACE]);
  const [sku, setSku] = useState(() => initialSku(item.skus, skuIdParam));
  const [image, setImage] = useState<string>(() => sku?.image ?? item.mainImage);
  const price = sku?.salePrc ?? item.salePrc;
  const original = sku ? sku.originalPrc : item.originalPrc;
  const reduced = original !== null && original.value > price.value;
  const gallery = item.images.length > 0 ? item.images : [item.mainImage];
  const reviewCount = item.rating?.count ?? 0;
  return (
    <article className="checkout-product" data-boundary="checkout" aria-labelledby="checkout-product-title">
      {item.categories.length > 0 && <Breadcrumbs trail={item.categories} />}
      <JsonLd data={productData(item)} />
      <div className="checkout-product__main">
        <div className="checkout-product__gallery">
          <Gallery name={item.name} pictures={gallery} shown={image} onShow={setImage} />
        </div>
        <div className="checkout-product__info">
          <h1 id="checkout-product-title">{item.name}</h1>
          <p className="checkout-product__prices">
            <span className="mall-visually-hidden">{t('productCard.salePrice', { ns: CARD_NAMESPACE })}</span>
            <Price value={price} className="checkout-product__price" />
            {reduced && original && <Price value={original} strike />}
            {item.marketingUnit && <span>{t('productCard.perUnit', { ns: CARD_NAMESPACE, unit: item.marketingUnit.unitName })}</span>}
          </p>
          {item.advertise && <p className="checkout-product__advertise">{item.advertise}</p>}
          <PreSaleTerms item={item} skuId={sku?.id} />
          <p className="checkout-product__shop">{t('product.soldBy', { shop: item.shop.siteName })}</p>
          <PurchasePanel
            item={item}
            sku={sku}
            onSku={(next) => {
              setSku(next);
              if (next) setImage(next.image);
            }}
          />
          <DeliveryEstimate item={item} />
          <p className="checkout-product__description">{item.description}</p>
          <ProductFacts item={item} />
        </div>
      </div>
      {/* Each late section holds its place with a skeleton as tall as it, from what the item told (issue 30, CLS). */}
      <WhenNearViewport
        className="checkout-product__late"
        reserve={
          <>
            <CombinedSetsSkeleton item={item} />
            <MoreFromShopSkeleton item={item} />
            <ProductReviewsSkeleton reviewCount={reviewCount} />
          </>
        }
      >
        <CombinedSets item={item} />
        <MoreFromShop item={item} />
        {/* The reviews team's summary and latest reviews (issue 30 item 6). */}
        <RemoteFragment id="reviews/ProductReviews" props={{ itemId: item.itemId, reviewCount }} fallback={<ProductReviewsSkeleton reviewCount={reviewCount} />} />
      </WhenNearViewport>
    </article>
  );
}

export default ProductPage;
