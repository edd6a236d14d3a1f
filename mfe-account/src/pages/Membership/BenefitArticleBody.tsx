import { useQuery } from '@tanstack/react-query';
import { api, ErrorNotice, PageLoader } from '@mall/shared';
import { contentCalls, customerCalls } from '@mall/shared/contract';
import { ArticleBody } from '@mall/shared/content';

/** The benefit article's text (articleDetail), cleaned before it is shown, or an honest error with retry. */
export default function BenefitArticleBody() {
  const article = useQuery({
    queryKey: ['content', 'article', customerCalls.BENEFITS_ARTICLE_ID],
    queryFn: ({ signal }) => api.call(contentCalls.articleDetail, { id: customerCalls.BENEFITS_ARTICLE_ID }, { signal }),
    staleTime: 10 * 60_000,
  });
  if (article.isPending) return <PageLoader />;
  if (article.isError) return <ErrorNotice error={article.error} onRetry={() => void article.refetch()} retrying={article.isFetching} />;
  return (
    <>
      <h3>{article.data.title}</h3>
      <ArticleBody className="account-benefit-article" html={article.data.body} />
    </>
  );
}
