import { useId } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api, DateTime, ErrorNotice, formatRating, formatSkuAttributes, ProductReviewsSkeleton, useDateFormat, type ProductReviewsProps } from '@mall/shared';
import { reviewCalls, type ItemReviews, type PublicReview } from '@mall/shared/contract';
import { NAMESPACE } from '../../namespace';
import { Stars } from '../../components/StarRating';
import './ProductReviews.css';

/**
 * Issue 30 item 6: the product page's reviews, embedded by checkout: the average and how many
 * gave each star, then the latest reviews with the sku bought and the shop's reply. Public: what
 * mall-api answers names no buyer and shows no picture (those are the buyer's and the shop's).
 * Drawn in the shared frame's heights (mall-product-reviews): while it loads, the page's skeleton
 * for `reviewCount` reviews is as tall as it (CLS); an item nobody reviewed asks nothing.
 */
export function ProductReviews({ itemId, reviewCount }: ProductReviewsProps) {
  const { t } = useTranslation(NAMESPACE);
  const titleId = useId();
  const reviews = useQuery({
    queryKey: ['item', 'reviews', itemId],
    queryFn: () => api.call(reviewCalls.itemReviews, { itemId }),
    staleTime: 5 * 60_000,
    enabled: reviewCount > 0,
  });
  if (reviewCount > 0 && reviews.isPending) return <ProductReviewsSkeleton reviewCount={reviewCount} />;
  return (
    <section id="product-reviews" className="mall-product-reviews reviews-product" data-boundary="reviews" aria-labelledby={titleId}>
      <h2 id={titleId}>{t('product.title')}</h2>
      {reviews.isError ? (
        <ErrorNotice error={reviews.error} onRetry={() => void reviews.refetch()} retrying={reviews.isFetching} />
      ) : !reviews.data || reviews.data.rating === null ? (
        <p className="reviews-product__none">{t('product.none')}</p>
      ) : (
        <>
          <Summary reviews={reviews.data} rating={reviews.data.rating} />
          <LatestReviews latest={reviews.data.latest} />
        </>
      )}
    </section>
  );
}

function Summary({ reviews, rating }: { reviews: ItemReviews; rating: NonNullable<ItemReviews['rating']> }) {
  const { t } = useTranslation(NAMESPACE);
  const { locale } = useDateFormat();
  const average = formatRating(rating.average, locale);
  return (
    <div className="reviews-product__summary">
      <p className="reviews-product__average">
        <span className="reviews-product__average-value">{t('product.average', { average, max: reviewCalls.REVIEW_RATE_MAX })}</span>
        <span className="reviews-product__count">{t('product.count', { count: rating.count })}</span>
      </p>
      <ul className="reviews-product__stars" aria-label={t('product.byStars')}>
        {reviews.stars.map(({ rate, count }) => (
          <li key={rate}>
            <span className="reviews-product__stars-label">{t('stars.star', { count: rate })}</span>
            <span className="reviews-product__bar" aria-hidden="true">
              <span style={{ width: `${Math.round((count / rating.count) * 100)}%` }} />
            </span>
            <span className="reviews-product__stars-count">{t('product.starsCount', { count })}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}

function LatestReviews({ latest }: { latest: PublicReview[] }) {
  const { t } = useTranslation(NAMESPACE);
  const titleId = useId();
  return (
    <section className="mall-product-reviews__latest reviews-product__latest" aria-labelledby={titleId}>
      <h3 id={titleId}>{t('product.latest')}</h3>
      <ul>
        {latest.map((review) => (
          <li key={review.id}>
            <article className="reviews-product__review">
              <Stars rate={review.rate} />
              <p className="reviews-product__meta">
                {t('product.verified')} · <DateTime value={review.createdAt} />
                {review.attributes.length > 0 && <> · {formatSkuAttributes(review.attributes)}</>}
              </p>
              <p className="reviews-product__text">{review.content}</p>
              {review.shopReply && (
                <p className="reviews-product__reply">
                  <span className="reviews-product__reply-title">{t('detail.shopReply')}</span> {review.shopReply.content}
                </p>
              )}
            </article>
          </li>
        ))}
      </ul>
    </section>
  );
}

export default ProductReviews;
