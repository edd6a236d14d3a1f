import { useId } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { api, firstScreenQueryKeys, paths } from '@mall/shared';
import { contentCalls } from '@mall/shared/contract';
import { articleQuery, loadHelpArticlePage } from '../pages/Help/articleQuery';

/** How many articles a footer column lists (the server's first screen asks for as many). */
export const FOOTER_ARTICLES = { pageNo: 1, pageSize: 5 } as const;

function ArticleColumn({ categoryId, name }: { categoryId: number; name: string }) {
  const { i18n } = useTranslation();
  const articles = useQuery({
    queryKey: firstScreenQueryKeys.footerArticles(categoryId, i18n.language),
    queryFn: () => api.call(contentCalls.pageArticle, { categoryId, ...FOOTER_ARTICLES }),
    staleTime: 10 * 60_000,
  });
  const headingId = useId();
  const queryClient = useQueryClient();
  // On the visitor's intent (a pointer over it, a touch, the focus), not at the click: the page's
  // chunk and the article are then on their way, and the click shows the article sooner.
  const prefetch = (id: number) => {
    void loadHelpArticlePage();
    void queryClient.prefetchQuery(articleQuery(id, i18n.language));
  };
  return (
    <section className="shell-footer__column" aria-labelledby={headingId}>
      <h2 id={headingId}>{name}</h2>
      <ul>
        {articles.data?.data.map((article) => (
          <li key={article.id}>
            <Link
              className="shell-footer__link"
              to={paths.helpArticle(article.id)}
              onPointerEnter={() => prefetch(article.id)}
              onTouchStart={() => prefetch(article.id)}
              onFocus={() => prefetch(article.id)}
            >
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
  const { t, i18n } = useTranslation('shell');
  const categories = useQuery({
    queryKey: firstScreenQueryKeys.footerCategories(i18n.language),
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
