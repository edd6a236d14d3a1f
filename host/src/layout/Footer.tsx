import { useId } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { api, paths } from '@mall/shared';
import { contentCalls } from '@mall/shared/contract';

function ArticleColumn({ categoryId, name }: { categoryId: number; name: string }) {
  const articles = useQuery({
    queryKey: ['articles', categoryId],
    queryFn: () => api.call(contentCalls.pageArticle, { categoryId, pageNo: 1, pageSize: 5 }),
    staleTime: 10 * 60_000,
  });
  const headingId = useId();
  return (
    <section className="shell-footer__column" aria-labelledby={headingId}>
      <h2 id={headingId}>{name}</h2>
      <ul>
        {articles.data?.data.map((article) => (
          <li key={article.id}>
            <Link className="shell-footer__link" to={paths.helpArticle(article.id)}>
              {article.title}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Footer columns are the content service's first-level categories; an article opens its own page (/help/article/:id). */
export function Footer() {
  const { t } = useTranslation('shell');
  const categories = useQuery({
    queryKey: ['article-categories'],
    queryFn: () => api.call(contentCalls.listArticleCategories, {}),
    staleTime: 10 * 60_000,
  });
  return (
    <footer className="shell-footer">
      <div className="shell-footer__columns">
        {categories.data?.map((category) => (
          <ArticleColumn key={category.id} categoryId={category.id} name={category.name} />
        ))}
      </div>
      <p className="shell-footer__legal">{t('footer.legal', { year: new Date().getFullYear() })}</p>
    </footer>
  );
}
