import { contentCalls } from '@mall/shared/contract';
import { countRows, one } from '../db/db';
import { notFound } from '../http/errors';
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

export function registerContent(api: Api): void {
  route(api, contentCalls.pageArticle, async (input, ctx) => {
    const from = 'from articles where ($1::int is null or category_id = $1)';
    const category = input.categoryId ?? null;
    const rows = await ctx.db.query<ArticleRow>(
      `select id, category_id, title, summary ${from} order by category_id, sort, id limit $2 offset $3`,
      [category, input.pageSize, pageOffset(input.pageNo, input.pageSize)],
    );
    const total = await countRows(ctx.db, from, [category]);
    return {
      data: rows.map((r) => ({ id: r.id, categoryId: r.category_id, title: r.title, summary: r.summary })),
      total,
    };
  });

  route(api, contentCalls.articleDetail, async (input, ctx) => {
    const row = await one<ArticleRow>(ctx.db, 'select id, category_id, title, summary, body, updated_at from articles where id = $1', [input.id]);
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
    return ctx.db.query<{ id: number; name: string; sort: number }>('select id, name, sort from article_categories order by sort, id');
  });
}
