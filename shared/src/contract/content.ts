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

/** Spec: listArticleRecommend (quiet): other articles to read after this one, its own category first. */
export const ARTICLE_RECOMMEND_SIZE = 4;
export const listArticleRecommend = defineCall({
  method: 'POST',
  path: '/sapi/mall-content/web/article/listArticleRecommend',
  request: v.object({ articleId: Id, size: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(20)), ARTICLE_RECOMMEND_SIZE) }),
  response: v.array(ArticleSummary),
  safeToRetry: true,
});

/** Spec: createArticleLookUp (quiet): an article was opened; anyone, with or without a session. */
export const createArticleLookUp = defineCall({
  method: 'POST',
  path: '/sapi/mall-content/web/userPreferences/createArticleLookUp',
  request: v.object({ articleId: Id }),
  response: v.object({ recorded: v.boolean() }),
});

/**
 * The site's user-protocol articles: USER_AGREEMENT (signup terms), PRIVACY_POLICY and
 * ACCOUNT_CLOSING (the closing notice). Answer kept simple: one entry per code asked for that exists.
 */
export const UpArticleCode = v.picklist(['USER_AGREEMENT', 'PRIVACY_POLICY', 'ACCOUNT_CLOSING']);
export type UpArticleCode = v.InferOutput<typeof UpArticleCode>;
export const UpArticle = v.object({ code: UpArticleCode, id: Id, title: v.string(), body: v.string(), updatedAt: v.string() });
export type UpArticle = v.InferOutput<typeof UpArticle>;
export const queryUpArticleInfo = defineCall({
  method: 'POST',
  path: '/api/trantor/func/{product}_content_QueryUPArticleInfoFunc',
  request: v.object({
    site: v.pipe(v.string(), v.minLength(1, 'field.required'), v.maxLength(10)),
    codes: v.optional(v.pipe(v.array(UpArticleCode), v.maxLength(3))),
  }),
  response: v.array(UpArticle),
  safeToRetry: true,
});
