import { useId, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api, Button, Dialog, ErrorNotice, PageLoader, preloadOverlays } from '@mall/shared';
import { contentCalls } from '@mall/shared/contract';

function ArticleColumn({ categoryId, name, onOpen }: { categoryId: number; name: string; onOpen: (id: number, title: string) => void }) {
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
            <Button
              variant="text"
              size="sm"
              className="shell-footer__link"
              onPointerEnter={preloadOverlays}
              onFocus={preloadOverlays}
              onClick={() => onOpen(article.id, article.title)}
            >
              {article.title}
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}

function ArticleBody({ id }: { id: number }) {
  const article = useQuery({ queryKey: ['article', id], queryFn: () => api.call(contentCalls.articleDetail, { id }) });
  if (article.isPending) return <PageLoader />;
  if (article.isError) return <ErrorNotice error={article.error} onRetry={() => void article.refetch()} />;
  return (
    <div className="shell-article">
      {article.data.body.split('\n\n').map((paragraph, i) => (
        <p key={i}>{paragraph}</p>
      ))}
    </div>
  );
}

/** Footer columns are the content service's first-level categories; an article opens in a dialog. */
export function Footer() {
  const { t } = useTranslation('shell');
  const [open, setOpen] = useState<{ id: number; title: string } | null>(null);
  const categories = useQuery({
    queryKey: ['article-categories'],
    queryFn: () => api.call(contentCalls.listArticleCategories, {}),
    staleTime: 10 * 60_000,
  });
  return (
    <footer className="shell-footer">
      <div className="shell-footer__columns">
        {categories.data?.map((category) => (
          <ArticleColumn key={category.id} categoryId={category.id} name={category.name} onOpen={(id, title) => setOpen({ id, title })} />
        ))}
      </div>
      <p className="shell-footer__legal">{t('footer.legal', { year: new Date().getFullYear() })}</p>
      <Dialog open={open !== null} onOpenChange={(isOpen) => !isOpen && setOpen(null)} title={open?.title ?? ''} width={620}>
        {open && <ArticleBody id={open.id} />}
      </Dialog>
    </footer>
  );
}
