import { useQuery } from '@tanstack/react-query';
import { api, ApiError, ErrorNotice, PageLoader, useMarket } from '@mall/shared';
import { contentCalls } from '@mall/shared/contract';
import { ArticleBody } from '@mall/shared/content';

/** Spec (issue 15): the closing notice is the site's ACCOUNT_CLOSING user-protocol article. */
export function useClosingNotice() {
  const site = useMarket((m) => m.site);
  return useQuery({
    queryKey: ['content', 'up-article', site, 'ACCOUNT_CLOSING'],
    queryFn: async ({ signal }) => {
      const [notice] = await api.call(contentCalls.queryUpArticleInfo, { site, codes: ['ACCOUNT_CLOSING'] }, { signal });
      // A site without the article: said as not found, never an empty notice to agree to.
      if (!notice) throw new ApiError('NOT_FOUND', 'no closing notice for this site', 404);
      return notice;
    },
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
