import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { Button, EmptyState, ErrorNotice, ImagePicker, PageLoader, paths, toast } from '@mall/shared';
import { reviewCalls, type CommentDetail } from '@mall/shared/contract';
import { NAMESPACE } from '../../namespace';
import { ReviewText } from '../../components/ReviewText';
import { ReviewedItem } from '../../components/ReviewedItem';
import { messageText, refusalText } from '../../components/messages';
import { ProblemNotice, useFocusFirstInvalid } from '../../components/ProblemNotice';
import { checkEntry, emptyEntry, toNewComment, type EntryErrors, type LineEntry } from '../ReviewForm/reviewForm';
import { useCreateComments, useReview } from '../ReviewForm/useReviewCalls';
import { reviewIdOf } from '../ReviewDetail/reviewPaths';
import { reviewDetailPath } from '../ReviewList/reviewSearch';
import '../ReviewList/ReviewList.css';
import '../ReviewForm/ReviewForm.css';
import { ReviewsPage } from '../ReviewsPage';

function FollowUpForm({ review }: { review: CommentDetail }) {
  const { t } = useTranslation(NAMESPACE);
  const navigate = useNavigate();
  const create = useCreateComments();
  const [entry, setEntry] = useState<LineEntry>(emptyEntry);
  const [errors, setErrors] = useState<EntryErrors>({});
  const { formRef, refused } = useFocusFirstInvalid<HTMLFormElement>();
  const error = (key: string | undefined) => (key ? messageText(t, key) : undefined);
  const shown = (['content', 'images'] as const).flatMap((field) => {
    const key = errors[field];
    return key ? [{ key: field, text: messageText(t, key) }] : [];
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // Spec: a follow-up has no rating; it names its review as parent.
    const comment = toNewComment(review.postId, entry, review.id);
    const found = checkEntry(comment);
    setErrors(found);
    if (found.content || found.images) {
      refused();
      return;
    }
    create.mutate([comment], {
      onSuccess: () => {
        toast.success(t('followUp.success'));
        navigate(reviewDetailPath(review.id));
      },
    });
  };

  return (
    <form ref={formRef} className="reviews-form" onSubmit={submit} noValidate>
      <ProblemNotice messages={shown} />
      <ReviewText label={t('followUp.content')} value={entry.content} onChange={(content) => setEntry((e) => ({ ...e, content }))} error={error(errors.content)} />
      <ImagePicker
        purpose="REVIEW"
        max={reviewCalls.REVIEW_IMAGES_MAX}
        label={t('form.images')}
        value={entry.images}
        onChange={(images) => setEntry((e) => ({ ...e, images }))}
        error={error(errors.images)}
      />
      {create.isError && <ErrorNotice error={create.error} message={refusalText(t, create.error)} />}
      <Button type="submit" variant="primary" loading={create.isPending}>
        {create.isPending ? t('form.submitting') : t('followUp.submit')}
      </Button>
    </form>
  );
}

/** Spec: /buyer/comment-plus/{id}: text and pictures, no rating, at most one per review. */
export function ReviewFollowUp() {
  const { t } = useTranslation(NAMESPACE);
  const id = reviewIdOf(useParams().id);
  const review = useReview(id);
  let body;
  if (id === null || (review.isSuccess && review.data === null)) body = <EmptyState text={t('detail.notFound')} />;
  else if (review.isPending) body = <PageLoader />;
  else if (review.isError) body = <ErrorNotice error={review.error} onRetry={() => void review.refetch()} retrying={review.isFetching} />;
  else if (review.data!.reviewComments) {
    body = (
      <p>
        {t('followUp.exists')} <Link to={reviewDetailPath(review.data!.id)}>{t('followUp.viewReview')}</Link>
      </p>
    );
  } else {
    body = (
      <>
        <ReviewedItem orderLine={review.data!.orderLine} />
        <FollowUpForm review={review.data!} />
      </>
    );
  }
  return (
    <ReviewsPage id="reviews-follow-up-title" className="reviews-form-page" title={t('followUp.title')} back={{ to: paths.reviews('comment'), label: t('detail.back') }}>
      {body}
    </ReviewsPage>
  );
}
