import { ITEM_REVIEWS_LATEST } from '../contract/review';
import { Skeleton } from './Skeleton';

/**
 * The product page's reviews section (the reviews team's fragment) while it loads, drawn by the page
 * before the fragment's code is there and by the fragment before its answer: as tall as the section
 * it becomes (issue 30, CLS). The heights are the frame's (ui.css, mall-product-reviews), which the
 * fragment draws in: a title, then "no reviews yet", or the summary and a box per latest review.
 */
export function ProductReviewsSkeleton({ reviewCount }: { reviewCount: number }) {
  const latest = Math.min(reviewCount, ITEM_REVIEWS_LATEST);
  return (
    <section className="mall-product-reviews" aria-busy="true">
      <Skeleton height="var(--mall-product-reviews-title)" />
      {latest === 0 ? (
        <Skeleton height="var(--mall-product-reviews-none)" />
      ) : (
        <>
          <Skeleton height="var(--mall-product-reviews-summary)" />
          <div className="mall-product-reviews__latest">
            <Skeleton height="var(--mall-product-reviews-line)" />
            {Array.from({ length: latest }, (_, index) => (
              <Skeleton key={index} height="var(--mall-product-review)" />
            ))}
          </div>
        </>
      )}
    </section>
  );
}
