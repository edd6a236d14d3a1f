import { useQuery } from '@tanstack/react-query';
import { api, ErrorNotice, PageLoader } from '@mall/shared';
import { accountCalls, contentCalls } from '@mall/shared/contract';
import { ArticleBody } from '@mall/shared/content';

export function useClosingNotice() {
  return useQuery({
    queryKey: ['content', 'article', accountCalls.CLOSING_NOTICE_ARTICLE_ID],
    queryFn: ({ signal }) => api.call(contentCalls.articleDetail, { id: accountCalls.CLOSING_NOTICE_ARTICLE_ID }, { signal }),
    staleTime: 10 * 60_000,
  });
}

/** The closing notice (an article of the content calls), or an honest error with retry. */
export function ClosingNoticeBody() {
  const notice = useClosingNotice();
  if (notice.isPending) return <PageLoader />;
  if (notice.isError) return <ErrorNotice error={notice.error} onRetry={() => void notice.refetch()} retrying={notice.isFetching} />;
  return (
    // The notice is an article of the content calls: HTML, cleaned before it is shown.
    <ArticleBody className="account-closing-notice" html={notice.data.body} />
  );
}
