import { contentCalls, type UpArticleCode } from '@mall/shared/contract';
import { countRows, one } from '../db/db';
import { notFound } from '../http/errors';
import { inLanguage } from '../db/inLanguage';
import { requestLanguage, type BuyerLanguage } from '../http/language';
import { route, type Api } from '../http/route';
import { pageOffset } from '../domain/paging';

interface ArticleRow {
  id: number;
  category_id: number;
  title: string;
  summary: string;
  body: string;
  updated_at: Date;
}

/** An article's title and summary in the buyer's language (what lists show). */
const listed = (language: BuyerLanguage, alias = '') => `${inLanguage('title', language, alias)}, ${inLanguage('summary', language, alias)}`;

export function registerContent(api: Api): void {
  route(api, contentCalls.pageArticle, async (input, ctx) => {
    const from = 'from articles where ($1::int is null or category_id = $1)';
    const category = input.categoryId ?? null;
    const rows = await ctx.db.query<ArticleRow>(
      `select id, category_id, ${listed(requestLanguage(ctx.c))} ${from} order by category_id, sort, id limit $2 offset $3`,
      [category, input.pageSize, pageOffset(input.pageNo, input.pageSize)],
    );
    const total = await countRows(ctx.db, from, [category]);
    return {
      data: rows.map((r) => ({ id: r.id, categoryId: r.category_id, title: r.title, summary: r.summary })),
      total,
    };
  });

  route(api, contentCalls.articleDetail, async (input, ctx) => {
    const language = requestLanguage(ctx.c);
    const row = await one<ArticleRow>(ctx.db, `select id, category_id, ${listed(language)}, ${inLanguage('body', language)}, updated_at from articles where id = $1`, [input.id]);
    if (!row) throw notFound('article');
    return {
      id: row.id,
      categoryId: row.category_id,
      title: row.title,
      summary: row.summary,
      body: row.body,
      updatedAt: row.updated_at.toISOString(),
    };
  });

  route(api, contentCalls.listArticleCategories, async (_input, ctx) => {
    return ctx.db.query<{ id: number; name: string; sort: number }>(`select id, ${inLanguage('name', requestLanguage(ctx.c))}, sort from article_categories order by sort, id`);
  });

  route(api, contentCalls.listArticleRecommend, async (input, ctx) => {
    const article = await one<{ category_id: number }>(ctx.db, 'select category_id from articles where id = $1', [input.articleId]);
    if (!article) throw notFound('article');
    // Its own category first, then what buyers open most, then the editors' order.
    const rows = await ctx.db.query<ArticleRow>(
      `select a.id, a.category_id, ${listed(requestLanguage(ctx.c), 'a.')} from articles a
       left join (select article_id, count(*)::int as views from article_lookups group by article_id) l on l.article_id = a.id
       where a.id <> $1
       order by (a.category_id = $2) desc, coalesce(l.views, 0) desc, a.category_id, a.sort, a.id limit $3`,
      [input.articleId, article.category_id, input.size],
    );
    return rows.map((r) => ({ id: r.id, categoryId: r.category_id, title: r.title, summary: r.summary }));
  });

  route(api, contentCalls.createArticleLookUp, async (input, ctx) => {
    const session = await ctx.session();
    const rows = await ctx.db.query<{ id: number }>(
      'insert into article_lookups (article_id, user_id) select id, $2 from articles where id = $1 returning id',
      [input.articleId, session?.user.id ?? null],
    );
    if (rows.length === 0) throw notFound('article');
    return { recorded: true };
  });

  route(api, contentCalls.queryUpArticleInfo, async (input, ctx) => {
    const language = requestLanguage(ctx.c);
    const rows = await ctx.db.query<ArticleRow & { code: UpArticleCode }>(
      `select u.code, a.id, a.category_id, ${inLanguage('title', language, 'a.')}, ${inLanguage('body', language, 'a.')}, a.updated_at
       from up_articles u join articles a on a.id = u.article_id
       where u.site = $1 and ($2::text[] is null or u.code = any($2::text[])) order by u.code`,
      [input.site, input.codes ?? null],
    );
    return rows.map((r) => ({ code: r.code, id: r.id, title: r.title, body: r.body, updatedAt: r.updated_at.toISOString() }));
  });
}
