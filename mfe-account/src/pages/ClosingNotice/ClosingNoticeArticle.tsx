import { useQuery } from '@tanstack/react-query';
import { api, ErrorNotice, PageLoader } from '@mall/shared';
import { accountCalls, contentCalls } from '@mall/shared/contract';

export function useClosingNotice() {
  return useQuery({
    queryKey: ['content', 'article', accountCalls.CLOSING_NOTICE_ARTICLE_ID],
    queryFn: ({ signal }) => api.call(contentCalls.articleDetail, { id: accountCalls.CLOSING_NOTICE_ARTICLE_ID }, { signal }),
    staleTime: 10 * 60_000,
  });
}

/** The closing notice's paragraphs (from the content calls), or an honest error with retry. */
export function ClosingNoticeBody() {
  const notice = useClosingNotice();
  if (notice.isPending) return <PageLoader />;
  if (notice.isError) return <ErrorNotice error={notice.error} onRetry={() => void notice.refetch()} retrying={notice.isFetching} />;
  return (
    <div className="account-closing-notice">
      {notice.data.body.split(/\n{2,}/).map((paragraph, i) => (
        <p key={i}>{paragraph}</p>
      ))}
    </div>
  );
}
