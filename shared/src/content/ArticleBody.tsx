import { useMemo } from 'react';
import { sanitizeArticle } from './sanitizeArticle';

export interface ArticleBodyProps {
  /** The article's HTML as the content call answers it. */
  html: string;
  className?: string;
}

/** An article's body: its HTML cleaned by sanitizeArticle, never injected raw. */
export function ArticleBody({ html, className }: ArticleBodyProps) {
  const clean = useMemo(() => sanitizeArticle(html), [html]);
  return <div className={className} dangerouslySetInnerHTML={{ __html: clean }} />;
}
