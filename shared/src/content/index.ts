/**
 * Articles from the content calls (help pages, the closing notice, terms): their HTML, cleaned.
 * Its own entry (`@mall/shared/content`), not the package root: DOMPurify then loads only with
 * the screens that show an article, never in a bundle's first load.
 */
export { sanitizeArticle } from './sanitizeArticle';
export { ArticleBody, type ArticleBodyProps } from './ArticleBody';
