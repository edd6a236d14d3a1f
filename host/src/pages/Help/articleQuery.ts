import { api } from '@mall/shared';
import { contentCalls } from '@mall/shared/contract';

/**
 * A help article's query, the same for its page and for the footer's links, which ask for it as
 * soon as a visitor points at, touches or tabs to one: the article is then on its way before the
 * click, beside the page's chunk instead of after it.
 */
export const articleQuery = (id: number, language: string) => ({
  // mall-api answers the article in the buyer's language: one answer per language.
  queryKey: ['article', id, language] as const,
  queryFn: () => api.call(contentCalls.articleDetail, { id }),
});

/** The article page's own chunk (the sanitizer's 30 KB with it), fetched with the article. */
export const loadHelpArticlePage = () => import('./HelpArticle');
