import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { formatDateTime, Image, useMarket } from '@mall/shared';
import type { ReviewLine } from '@mall/shared/contract';
import { NAMESPACE } from '../../namespace';
import { reviewAddPath, reviewDetailPath, type ReviewOrderGroup } from './reviewSearch';

/** Spec: item thumbnails are 80x80 on the desktop layout. */
export const THUMBNAIL_SIZE = 80;

const BUTTON = 'mall-button mall-button--secondary mall-button--sm';

function LineAction({ line, orderId }: { line: ReviewLine; orderId: number }) {
  const { t } = useTranslation(NAMESPACE);
  // Spec: the review button is hidden once the line is EVALUATED.
  if (line.commentStatus === 'NOT_EVALUATED') {
    return (
      <Link to={reviewAddPath(orderId, [line.id])} className={BUTTON} aria-label={t('line.reviewOf', { name: line.sku.name })}>
        {t('line.review')}
      </Link>
    );
  }
  if (line.commentId === null) return null;
  return (
    <Link to={reviewDetailPath(line.commentId)} className="reviews-line__view" aria-label={t('line.viewReviewOf', { name: line.sku.name })}>
      {t('line.viewReview')}
    </Link>
  );
}

/** One order's lines in the review list, each with its review action. */
export function ReviewOrder({ group }: { group: ReviewOrderGroup }) {
  const { t } = useTranslation(NAMESPACE);
  const locale = useMarket((s) => s.locale);
  const toReview = group.lines.filter((line) => line.commentStatus === 'NOT_EVALUATED').map((line) => line.id);
  const headingId = `reviews-order-${group.orderId}`;
  return (
    <article className="reviews-order" aria-labelledby={headingId}>
      <header className="reviews-order__head">
        <h2 id={headingId} className="reviews-order__number">
          <span className="reviews-order__caption">{t('order.number')}</span> {group.tradeOrderCode}
        </h2>
        <p>
          <span className="reviews-order__caption">{t('order.ordered')}</span>{' '}
          <time dateTime={group.orderedTime}>{formatDateTime(group.orderedTime, locale)}</time>
        </p>
        {/* Spec: the review button is hidden once the order's comment status is EVALUATED. */}
        {group.commentStatus !== 'EVALUATED' && toReview.length > 1 && (
          // The review form covers several lines of an order at once.
          <Link to={reviewAddPath(group.orderId, toReview)} className="mall-button mall-button--primary mall-button--sm reviews-order__all">
            {t('order.reviewAll', { count: toReview.length })}
          </Link>
        )}
      </header>
      <ul className="reviews-order__lines">
        {group.lines.map((line) => (
          <li key={line.id} className="reviews-line">
            <Image src={line.sku.image} alt="" width={THUMBNAIL_SIZE} height={THUMBNAIL_SIZE} className="reviews-line__image" />
            <div className="reviews-line__info">
              <p className="reviews-line__name">{line.sku.name}</p>
              {line.sku.attributes.length > 0 && <p className="reviews-line__attrs">{line.sku.attributes.map((a) => a.attrVal).join(' / ')}</p>}
              <p className="reviews-line__qty">{t('line.quantity', { count: line.tradeQty })}</p>
            </div>
            <div className="reviews-line__action">
              <LineAction line={line} orderId={group.orderId} />
            </div>
          </li>
        ))}
      </ul>
    </article>
  );
}
