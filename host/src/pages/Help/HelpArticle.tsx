import { useEffect, useId, useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { api, ErrorNotice, formatDate, PageLoader, paths, useMarket } from '@mall/shared';
import { contentCalls } from '@mall/shared/contract';
import { sanitizeArticle } from '@mall/shared/content';
import { articleQuery } from './articleQuery';

/**
 * /help/article/:id, the footer's articles. The host owns it: the footer and its articles are the
 * shell's, every remote's pages link to them, and the page stays reachable when a remote is down.
 * It is a lazy chunk of the host, so the sanitizer is not part of the host's first load.
 */
export function HelpArticle() {
  const { id: idParam } = useParams();
  const id = Number(idParam);
  const valid = Number.isInteger(id) && id > 0;
  const { t, i18n } = useTranslation('shell');
  const locale = useMarket((s) => s.locale);
  const article = useQuery({ ...articleQuery(id, i18n.language), enabled: valid });
  // Quiet: the view is recorded once per visit; a failure changes nothing for the reader.
  useEffect(() => {
    if (valid) api.call(contentCalls.createArticleLookUp, { articleId: id }).catch(() => undefined);
  }, [id, valid]);
  const html = useMemo(() => (article.data ? sanitizeArticle(article.data.body) : ''), [article.data]);

  if (!valid) return <ErrorNotice error={{ code: 'NOT_FOUND' }} />;
  if (article.isPending) return <PageLoader />;
  if (article.isError) return <ErrorNotice error={article.error} onRetry={() => void article.refetch()} retrying={article.isFetching} />;
  return (
    <div className="shell-help">
      <article className="shell-article" aria-labelledby="shell-article-title">
        <h1 id="shell-article-title">{article.data.title}</h1>
        <p className="shell-article__updated">{t('help.updated', { date: formatDate(article.data.updatedAt, locale) })}</p>
        <div className="shell-article__body" dangerouslySetInnerHTML={{ __html: html }} />
      </article>
      <RelatedArticles articleId={id} />
    </div>
  );
}

function RelatedArticles({ articleId }: { articleId: number }) {
  const { t, i18n } = useTranslation('shell');
  const headingId = useId();
  // Quiet as the spec asks: related reading is a bonus, its failure shows nothing.
  const related = useQuery({
    queryKey: ['article', articleId, 'related', i18n.language],
    queryFn: () => api.call(contentCalls.listArticleRecommend, { articleId }),
    retry: false,
  });
  if (!related.data?.length) return null;
  return (
    <nav className="shell-help__related" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('help.related')}</h2>
      <ul>
        {related.data.map((a) => (
          <li key={a.id}>
            <Link to={paths.helpArticle(a.id)}>{a.title}</Link>
            <p>{a.summary}</p>
          </li>
        ))}
      </ul>
    </nav>
  );
}
