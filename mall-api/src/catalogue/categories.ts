/** The category tree in the buyer's language (migration 019 holds it). */
import type { CategoryLink, CategoryNode } from '@mall/shared/contract';
import type { Queryable } from '../db/db';
import type { BuyerLanguage } from '../http/language';

/** The column holding a name in a language: a fixed fragment, never the caller's text. */
export const nameColumn = (language: BuyerLanguage) => (language === 'de' ? 'name_de' : language === 'zh-CN' ? 'name_zh' : 'name_en');

export interface CategoryRow {
  id: number;
  parent_id: number | null;
  slug: string;
  path: string;
  name: string;
  item_count: number;
}

export async function categoryRows(db: Queryable, language: BuyerLanguage): Promise<CategoryRow[]> {
  return db.query<CategoryRow>(
    `select c.id, c.parent_id, c.slug, c.path, c.${nameColumn(language)} as name,
       (select count(*)::int from items i join categories f on f.id = i.category_id where f.path = c.path or starts_with(f.path, c.path || '/')) as item_count
     from categories c order by c.sort, c.id`,
  );
}

export const linkOf = (row: CategoryRow): CategoryLink => ({ id: row.id, path: row.path, name: row.name });

export function treeOf(rows: CategoryRow[]): CategoryNode[] {
  const nodes = new Map<number, CategoryNode>(rows.map((r) => [r.id, { id: r.id, slug: r.slug, path: r.path, name: r.name, itemCount: r.item_count, children: [] }]));
  const roots: CategoryNode[] = [];
  for (const row of rows) {
    const node = nodes.get(row.id)!;
    const parent = row.parent_id === null ? undefined : nodes.get(row.parent_id);
    (parent ? parent.children : roots).push(node);
  }
  return roots;
}

/** A category by path with its ancestors (room first) and children; undefined when no category has that path. */
export function placeOf(rows: CategoryRow[], path: string): { category: CategoryRow; breadcrumbs: CategoryRow[]; children: CategoryRow[] } | undefined {
  const category = rows.find((r) => r.path === path);
  if (!category) return undefined;
  const breadcrumbs: CategoryRow[] = [];
  for (let at: CategoryRow | undefined = category; at; at = rows.find((r) => r.id === at!.parent_id)) breadcrumbs.unshift(at);
  return { category, breadcrumbs, children: rows.filter((r) => r.parent_id === category.id) };
}

/** Categories whose name in any language contains the text or is close to it, best first. */
export async function categoriesNamed(db: Queryable, text: string, language: BuyerLanguage, limit: number): Promise<CategoryLink[]> {
  return db.query<CategoryLink>(
    `select id, path, name from (
       select c.id, c.path, c.${nameColumn(language)} as name, c.sort,
         greatest(word_similarity($1, c.name_en), word_similarity($1, c.name_de), word_similarity($1, c.name_zh),
           case when strpos(lower(c.name_en || ' ' || c.name_de || ' ' || c.name_zh), $1) > 0 then 1 else 0 end) as score
       from categories c) ranked
     where score >= 0.5 order by score desc, sort limit $2`,
    [text.toLowerCase(), limit],
  );
}

/** A category and its ancestors, room first, as links (an item's breadcrumbs); empty for none. */
export async function categoryTrail(db: Queryable, categoryId: number | null, language: BuyerLanguage): Promise<CategoryLink[]> {
  if (categoryId === null) return [];
  return db.query<CategoryLink>(
    `with recursive trail as (
       select id, parent_id, path, ${nameColumn(language)} as name, 0 as depth from categories where id = $1
       union all
       select c.id, c.parent_id, c.path, c.${nameColumn(language)}, t.depth + 1 from categories c join trail t on c.id = t.parent_id
     )
     select id, path, name from trail order by depth desc`,
    [categoryId],
  );
}
