import { useTranslation } from 'react-i18next';
import { EmptyState, ErrorNotice, Pagination, PageLoader, Tabs } from '@mall/shared';
import type { CommentStatus } from '@mall/shared/contract';
import { NAMESPACE } from '../../namespace';
import { ReviewOrder } from './ReviewOrder';
import { groupByOrder, type ReviewSearch } from './reviewSearch';
import { useReviewLines, useReviewSearch, useToReviewCount } from './useReviewLines';
import './ReviewList.css';

/** Spec: each tab has its own empty text. */
const EMPTY_TEXT: Record<CommentStatus, string> = { unComment: 'list.emptyToReview', comment: 'list.emptyReviewed' };

function Lines({ search, onPage }: { search: ReviewSearch; onPage: (pageNo: number) => void }) {
  const { t } = useTranslation(NAMESPACE);
  const lines = useReviewLines(search);
  if (lines.isPending) return <PageLoader />;
  if (lines.isError) return <ErrorNotice error={lines.error} onRetry={() => void lines.refetch()} retrying={lines.isFetching} />;
  if (lines.data.total === 0) return <EmptyState className="reviews-empty" text={t(EMPTY_TEXT[search.status])} />;
  return (
    <div aria-busy={lines.isPlaceholderData || undefined}>
      <ol className="reviews-orders">
        {groupByOrder(lines.data.data).map((group) => (
          <li key={group.orderId}>
            <ReviewOrder group={group} />
          </li>
        ))}
      </ol>
      <Pagination className="reviews-pagination" page={search.pageNo} pageSize={search.pageSize} total={lines.data.total} onPageChange={onPage} />
    </div>
  );
}

/** The buyer's completed order lines: to review (count in brackets) and reviewed; state in the URL. */
export function ReviewList() {
  const { t } = useTranslation(NAMESPACE);
  const [search, update] = useReviewSearch();
  const toReviewCount = useToReviewCount();
  return (
    <section className="reviews-list-page" data-boundary="reviews" aria-labelledby="reviews-list-title">
      <h1 id="reviews-list-title" className="reviews-list-page__title">
        {t('list.title')}
      </h1>
      <Tabs
        className="reviews-tabs"
        label={t('list.tabs.label')}
        value={search.status}
        onValueChange={(status) => update({ status: status as CommentStatus })}
        items={[
          { value: 'unComment', label: t('list.tabs.unComment'), count: toReviewCount },
          { value: 'comment', label: t('list.tabs.comment') },
        ]}
      >
        <Lines search={search} onPage={(pageNo) => update({ pageNo })} />
      </Tabs>
    </section>
  );
}
