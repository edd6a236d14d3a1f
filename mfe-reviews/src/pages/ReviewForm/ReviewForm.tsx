import { useEffect, useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { Button, EmptyState, ErrorNotice, Image, ImagePicker, PageLoader, paths, toast } from '@mall/shared';
import { reviewCalls, type ReviewableLine } from '@mall/shared/contract';
import { NAMESPACE } from '../../namespace';
import { StarRating } from '../../components/StarRating';
import { ReviewText } from '../../components/ReviewText';
import { messageText, refusalText } from '../../components/messages';
import { ProblemNotice, useFocusFirstInvalid } from '../../components/ProblemNotice';
import { checkEntry, emptyEntry, linesToReview, problemsOf, readReviewTarget, toNewComment, type EntryErrors, type LineEntry, type Problem } from './reviewForm';
import { useCreateComments, useOrderLines } from './useReviewCalls';
import '../ReviewList/ReviewList.css';
import './ReviewForm.css';
import { ReviewsPage } from '../ReviewsPage';

/** Spec: 评价成功 shows for 3 seconds, then the reviewed tab. */
export const SUCCESS_NOTICE_MS = 3000;

interface LineFieldsProps {
  line: ReviewableLine;
  entry: LineEntry;
  errors: EntryErrors;
  onChange(entry: LineEntry): void;
}

function LineFields({ line, entry, errors, onChange }: LineFieldsProps) {
  const { t } = useTranslation(NAMESPACE);
  const headingId = `reviews-form-line-${line.id}`;
  const error = (key: string | undefined) => (key ? messageText(t, key) : undefined);
  return (
    <article className="reviews-form__line" aria-labelledby={headingId}>
      <header className="reviews-form__item">
        <Image src={line.sku.image} alt="" width={80} height={80} />
        <div>
          <h2 id={headingId} className="reviews-form__name">
            {line.sku.name}
          </h2>
          {line.sku.attributes.length > 0 && <p className="reviews-line__attrs">{line.sku.attributes.map((a) => a.attrVal).join(' / ')}</p>}
        </div>
      </header>
      <StarRating legend={t('stars.legend', { name: line.sku.name })} value={entry.rate} onChange={(rate) => onChange({ ...entry, rate })} error={error(errors.rate)} />
      <ReviewText label={t('form.content', { name: line.sku.name })} value={entry.content} onChange={(content) => onChange({ ...entry, content })} error={error(errors.content)} />
      <ImagePicker
        purpose="REVIEW"
        max={reviewCalls.REVIEW_IMAGES_MAX}
        label={t('form.images')}
        value={entry.images}
        onChange={(images) => onChange({ ...entry, images })}
        error={error(errors.images)}
      />
    </article>
  );
}

function Form({ lines, onDone }: { lines: ReviewableLine[]; onDone(): void }) {
  const { t } = useTranslation(NAMESPACE);
  const create = useCreateComments();
  const [entries, setEntries] = useState<Record<number, LineEntry>>(() => Object.fromEntries(lines.map((line) => [line.id, emptyEntry()])));
  const [errors, setErrors] = useState<Record<number, EntryErrors>>({});
  const [problems, setProblems] = useState<Problem[]>([]);
  const { formRef, refused } = useFocusFirstInvalid<HTMLFormElement>();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const comments = lines.map((line) => toNewComment(line.id, entries[line.id]!));
    const found = Object.fromEntries(lines.map((line, i) => [line.id, checkEntry(comments[i]!)]));
    setErrors(found);
    const all = problemsOf(lines, found);
    setProblems(all);
    if (all.length > 0) {
      // Spec: a validation failure is an error notice; everything entered stays. Every error at once.
      refused();
      return;
    }
    create.mutate(comments, {
      onSuccess: () => {
        toast.success(t('form.success'), { duration: SUCCESS_NOTICE_MS });
        onDone();
      },
    });
  };

  return (
    <form ref={formRef} className="reviews-form" onSubmit={submit} noValidate>
      <ProblemNotice
        messages={problems.map((problem) => ({
          key: `${problem.line.id}-${problem.field}`,
          // One line needs no name; with several, each message names its product.
          text: lines.length > 1 ? t('form.problemOf', { name: problem.line.sku.name, message: messageText(t, problem.key) }) : messageText(t, problem.key),
        }))}
      />
      {lines.map((line) => (
        <LineFields
          key={line.id}
          line={line}
          entry={entries[line.id]!}
          errors={errors[line.id] ?? {}}
          onChange={(entry) => setEntries((all) => ({ ...all, [line.id]: entry }))}
        />
      ))}
      {create.isError && <ErrorNotice error={create.error} message={refusalText(t, create.error)} />}
      <Button type="submit" variant="primary" loading={create.isPending}>
        {create.isPending ? t('form.submitting') : t('form.submit')}
      </Button>
    </form>
  );
}

/** Spec: one form for several order lines of one order (DIY child lines hidden). */
export function ReviewForm() {
  const { t } = useTranslation(NAMESPACE);
  const [params] = useSearchParams();
  const target = useMemo(() => readReviewTarget(params), [params]);
  const lines = useOrderLines(target?.orderLineIds ?? null);
  const navigate = useNavigate();
  // Held here, not in the form: the refreshed lines are reviewed now, and the form gives way.
  const [done, setDone] = useState(false);
  useEffect(() => {
    if (!done) return;
    const timer = setTimeout(() => navigate(paths.reviews('comment')), SUCCESS_NOTICE_MS);
    return () => clearTimeout(timer);
  }, [done, navigate]);
  let body;
  if (done) body = <p role="status">{t('form.success')}</p>;
  else if (!target) body = <EmptyState text={t('form.badLink')} />;
  else if (lines.isPending) body = <PageLoader />;
  else if (lines.isError) body = <ErrorNotice error={lines.error} onRetry={() => void lines.refetch()} retrying={lines.isFetching} />;
  else {
    const shown = linesToReview(lines.data, target.orderId);
    body = shown.length === 0 ? <EmptyState text={t('form.noLines')} /> : <Form lines={shown} onDone={() => setDone(true)} />;
  }
  return (
    <ReviewsPage id="reviews-form-title" className="reviews-form-page" title={t('form.title')} back={{ to: paths.reviews('unComment'), label: t('form.backToList') }}>
      {body}
    </ReviewsPage>
  );
}
