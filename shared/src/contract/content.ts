import * as v from 'valibot';
import { defineCall } from './define';
import { Empty, Id, page, PageRequest } from './common';

export const ArticleSummary = v.object({
  id: Id,
  categoryId: Id,
  title: v.string(),
  summary: v.string(),
});
export const Article = v.object({ ...ArticleSummary.entries, body: v.string(), updatedAt: v.string() });
export type Article = v.InferOutput<typeof Article>;

export const ArticleCategory = v.object({ id: Id, name: v.string(), sort: v.number() });

export const pageArticle = defineCall({
  method: 'POST',
  path: '/sapi/mall-content/web/article/pageArticle',
  request: v.object({ ...PageRequest, categoryId: v.optional(Id) }),
  response: page(ArticleSummary),
  safeToRetry: true,
});

export const articleDetail = defineCall({
  method: 'POST',
  path: '/sapi/mall-content/web/article/articleDetail',
  request: v.object({ id: Id }),
  response: Article,
  safeToRetry: true,
});

/** The footer's columns. */
export const listArticleCategories = defineCall({
  method: 'POST',
  path: '/api/trantor/flow/cms_ListFirstLevelCmsMiscArticleCategoryFlow',
  request: Empty,
  response: v.array(ArticleCategory),
  safeToRetry: true,
});
