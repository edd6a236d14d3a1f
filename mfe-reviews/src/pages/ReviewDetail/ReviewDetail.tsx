import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { EmptyState, ErrorNotice, formatDateTime, PageLoader, paths, useMarket } from '@mall/shared';
import type { Comment } from '@mall/shared/contract';
import { NAMESPACE } from '../../namespace';
import { Stars } from '../../components/StarRating';
import { Pictures } from '../../components/Pictures';
import { ReviewedItem } from '../../components/ReviewedItem';
import { useReview } from '../ReviewForm/useReviewCalls';
import { reviewIdOf, reviewPlusPath } from './reviewPaths';
import '../ReviewList/ReviewList.css';
import '../ReviewForm/ReviewForm.css';
import { ReviewsPage } from '../ReviewsPage';

/** Words a buyer or a shop wrote: always React text, never HTML (markup shows as the characters it is). */
function Words({ comment }: { comment: Comment }) {
  return <p className="reviews-content">{comment.content}</p>;
}

function When({ iso }: { iso: string }) {
  const locale = useMarket((s) => s.locale);
  return <time dateTime={iso}>{formatDateTime(iso, locale)}</time>;
}

/** Spec: the buyer's review, the shop's reply, the follow-up; a follow-up button only while there is none. */
export function ReviewDetail() {
  const { t } = useTranslation(NAMESPACE);
  const id = reviewIdOf(useParams().id);
  const review = useReview(id);
  let body;
  if (id === null || (review.isSuccess && review.data === null)) body = <EmptyState text={t('detail.notFound')} />;
  else if (review.isPending) body = <PageLoader />;
  else if (review.isError) body = <ErrorNotice error={review.error} onRetry={() => void review.refetch()} retrying={review.isFetching} />;
  else {
    const r = review.data!;
    const reply = r.replyComment.data;
    const followUp = r.reviewComments;
    body = (
      <div className="reviews-detail">
        <ReviewedItem orderLine={r.orderLine} />
        <section className="reviews-detail__block" aria-labelledby="reviews-detail-own">
          <h2 id="reviews-detail-own">{t('detail.yourReview')}</h2>
          {r.rateDict !== null && <Stars rate={r.rateDict} />}
          <p>
            {t('detail.reviewedOn')} <When iso={r.createdAt} />
          </p>
          <Words comment={r} />
          <Pictures label={t('detail.pictures')} urls={r.images.files.map((f) => f.url)} />
        </section>
        <section className="reviews-detail__block" aria-labelledby="reviews-detail-reply">
          <h2 id="reviews-detail-reply">{t('detail.shopReply')}</h2>
          {reply ? <Words comment={reply} /> : <p>{t('detail.noReply')}</p>}
        </section>
        {followUp ? (
          <section className="reviews-detail__block" aria-labelledby="reviews-detail-follow-up">
            <h2 id="reviews-detail-follow-up">{t('detail.followUp')}</h2>
            <p>
              <When iso={followUp.createdAt} />
            </p>
            <Words comment={followUp} />
            <Pictures label={t('detail.followUpPictures')} urls={followUp.images.files.map((f) => f.url)} />
          </section>
        ) : (
          <p>
            <Link to={reviewPlusPath(r.id)} className="mall-button mall-button--primary">
              {t('detail.addFollowUp')}
            </Link>
          </p>
        )}
      </div>
    );
  }
  return (
    <ReviewsPage id="reviews-detail-title" className="reviews-detail-page" title={t('detail.title')} back={{ to: paths.reviews('comment'), label: t('detail.back') }}>
      {body}
    </ReviewsPage>
  );
}
