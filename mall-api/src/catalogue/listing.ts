/**
 * A listing: the items of a scope (a category and those below, or search hits) that pass the
 * filters, one page of them in the chosen order, and facet counts. Filters on colour, material,
 * price, stock and sale hold on one and the same sku; an item is listed when a sku of it passes.
 * A facet's counts apply every filter but its own (the usual faceting rule).
 */
import { catalogueCalls, type Facets, type ListingCard, type ListingSort } from '@mall/shared/contract';
import type { Queryable } from '../db/db';
import { CARD_SELECT, toProductCard, type CardRow } from '../domain/catalogue';
import { money } from '../domain/money';
import type { BuyerLanguage } from '../http/language';
import { ratingSql } from './rating';
import { nameColumn } from './categories';
import type { SearchHit } from './search';

export interface ListingFilters {
  colours: string[];
  materials: string[];
  shopIds: number[];
  minPrice?: number;
  maxPrice?: number;
  deliveryDays?: number;
  inStock: boolean;
  onSale: boolean;
}

export type ListingScope = { categoryPath: string } | { hits: SearchHit[]; categoryPath?: string };

type Facet = 'colours' | 'materials' | 'shops' | 'price' | 'delivery' | 'inStock' | 'onSale';

/** Collects parameters and hands out their placeholders. */
class Params {
  readonly values: unknown[] = [];
  add(value: unknown): string {
    return `$${this.values.push(value)}`;
  }
}

/** Each filter as a condition on a row of `candidates` (an item with one of its skus), by the facet it belongs to. */
function conditions(filters: ListingFilters, p: Params): Array<[Facet, string]> {
  const out: Array<[Facet, string]> = [];
  const listed = (values: unknown[], cast: string) => `(select value${cast} from jsonb_array_elements_text(${p.add(JSON.stringify(values))}::jsonb))`;
  if (filters.colours.length) out.push(['colours', `colour_key in ${listed(filters.colours, '')}`]);
  if (filters.materials.length) out.push(['materials', `material_key in ${listed(filters.materials, '')}`]);
  if (filters.shopIds.length) out.push(['shops', `shop_id in ${listed(filters.shopIds, '::int')}`]);
  if (filters.minPrice !== undefined) out.push(['price', `price_cents >= ${p.add(filters.minPrice * 100)}::int`]);
  if (filters.maxPrice !== undefined) out.push(['price', `price_cents <= ${p.add(filters.maxPrice * 100)}::int`]);
  if (filters.deliveryDays !== undefined) out.push(['delivery', `lead_days <= ${p.add(filters.deliveryDays)}::int`]);
  if (filters.inStock) out.push(['inStock', 'stock > 0']);
  if (filters.onSale) out.push(['onSale', 'original_cents > price_cents']);
  return out;
}

const allBut = (conds: Array<[Facet, string]>, except?: Facet) =>
  conds.filter(([facet]) => facet !== except).map(([, sql]) => sql).concat('true').join(' and ');

/** The scope's (item, sku) rows with what filters read; `score` is the search relevance (0 in a category). */
function candidates(scope: ListingScope, p: Params): string {
  const hits =
    'hits' in scope
      ? `join (select (value->>0)::int as id, (value->>1)::float8 as score from jsonb_array_elements(${p.add(JSON.stringify(scope.hits.map((h) => [h.itemId, h.score])))}::jsonb)) h on h.id = i.id`
      : '';
  const path = scope.categoryPath === undefined ? undefined : p.add(scope.categoryPath);
  return `select i.id as item_id, i.shop_id, i.lead_days, i.sort, s.id as sku_id, s.price_cents, s.original_cents, s.stock,
            s.colour_key, s.material_key, ${hits ? 'h.score' : '0::float8'} as score
          from items i join skus s on s.item_id = i.id ${hits}
          where ${path ? `i.category_id in (select id from categories where path = ${path} or starts_with(path, ${path} || '/'))` : 'true'}`;
}

/** An item's name in the language (English when it has none there); alias names the items row. */
export const itemNameSql = (alias: string, language: BuyerLanguage) =>
  language === 'en' ? `${alias}.name` : `coalesce(${alias}.${nameColumn(language)}, ${alias}.name)`;

const ORDER: Record<ListingSort, string> = {
  // In a category "relevance" is the mall's own order; in a search, the engine's score.
  relevance: 'm.score desc, m.sort, m.item_id',
  priceAsc: 'm.low_cents, m.item_id',
  priceDesc: 'm.low_cents desc, m.item_id',
  // Ids grow with every new item: the highest is the newest.
  newest: 'm.item_id desc',
  rating: 'r.rating desc nulls last, r.reviews desc, m.item_id',
};

interface PageRow extends CardRow {
  local_name: string;
  lead_days: number;
  in_stock: boolean;
  rating: number | null;
  reviews: number;
  width_cm: number | null;
  depth_cm: number | null;
  height_cm: number | null;
  total: number;
}

export interface ListingRequest {
  filters: ListingFilters;
  sort: ListingSort;
  page: number;
  pageSize: number;
  language: BuyerLanguage;
}

export interface ListingAnswer {
  items: ListingCard[];
  total: number;
  page: number;
  pageSize: number;
  facets: Facets;
}

export async function listing(db: Queryable, scope: ListingScope, request: ListingRequest): Promise<ListingAnswer> {
  const [items, facets] = [await pageOf(db, scope, request), await facetsOf(db, scope, request)];
  return { ...items, page: request.page, pageSize: request.pageSize, facets };
}

async function pageOf(db: Queryable, scope: ListingScope, request: ListingRequest): Promise<{ items: ListingCard[]; total: number }> {
  const p = new Params();
  const base = candidates(scope, p);
  const where = allBut(conditions(request.filters, p));
  const rows = await db.query<PageRow>(
    `with candidates as (${base}),
     matched as (
       select item_id, min(sort) as sort, max(score) as score, min(price_cents) as low_cents from candidates where ${where} group by item_id
     )
     select c.*, ${itemNameSql('li', request.language)} as local_name, li.lead_days, li.width_cm, li.depth_cm, li.height_cm,
       exists (select 1 from skus s where s.item_id = m.item_id and s.stock > 0) as in_stock,
       r.rating, r.reviews, count(*) over ()::int as total
     from matched m
     join items li on li.id = m.item_id
     join lateral (${CARD_SELECT} where i.id = m.item_id) c on true
     left join lateral (${ratingSql('m.item_id')}) r on true
     order by ${ORDER[request.sort]}
     limit ${p.add(request.pageSize)}::int offset ${p.add((request.page - 1) * request.pageSize)}::int`,
    p.values,
  );
  const total = rows[0]?.total ?? (request.page > 1 ? await countOf(db, scope, request) : 0);
  return {
    total,
    items: rows.map((row) => ({
      ...toProductCard(row),
      name: row.local_name,
      leadDays: row.lead_days,
      inStock: row.in_stock,
      rating: row.rating,
      reviewCount: row.reviews ?? 0,
      size: row.width_cm && row.depth_cm && row.height_cm ? { widthCm: row.width_cm, depthCm: row.depth_cm, heightCm: row.height_cm } : null,
    })),
  };
}

/** The total when the page asked for lies past the end (no row carries it). */
async function countOf(db: Queryable, scope: ListingScope, request: ListingRequest): Promise<number> {
  const p = new Params();
  const base = candidates(scope, p);
  const rows = await db.query<{ n: number }>(
    `with candidates as (${base}) select count(distinct item_id)::int as n from candidates where ${allBut(conditions(request.filters, p))}`,
    p.values,
  );
  return rows[0]?.n ?? 0;
}

interface FacetRow {
  colours: Array<{ key: string; name: string; count: number }>;
  materials: Array<{ key: string; name: string; count: number }>;
  shops: Array<{ id: number; name: string; count: number }>;
  delivery: Record<string, number>;
  in_stock: number;
  on_sale: number;
  min_cents: number | null;
  max_cents: number | null;
}

async function facetsOf(db: Queryable, scope: ListingScope, request: ListingRequest): Promise<Facets> {
  const p = new Params();
  const base = candidates(scope, p);
  const conds = conditions(request.filters, p);
  const name = nameColumn(request.language);
  const valueCounts = (facet: Facet, column: string, table: string) =>
    `(select coalesce(jsonb_agg(jsonb_build_object('key', v.key, 'name', v.${name}, 'count', x.n) order by v.sort), '[]'::jsonb)
      from (select ${column} as key, count(distinct item_id)::int as n from candidates where ${allBut(conds, facet)} and ${column} is not null group by ${column}) x
      join ${table} v on v.key = x.key)`;
  const delivery = catalogueCalls.DELIVERY_DAYS.map((days) => `'${days}', count(distinct item_id) filter (where lead_days <= ${days})`).join(', ');
  const [row] = await db.query<FacetRow>(
    `with candidates as (${base})
     select ${valueCounts('colours', 'colour_key', 'colours')} as colours,
       ${valueCounts('materials', 'material_key', 'materials')} as materials,
       (select coalesce(jsonb_agg(jsonb_build_object('id', sh.id, 'name', sh.site_name, 'count', x.n) order by sh.site_name, sh.id), '[]'::jsonb)
        from (select shop_id, count(distinct item_id)::int as n from candidates where ${allBut(conds, 'shops')} group by shop_id) x
        join shops sh on sh.id = x.shop_id) as shops,
       (select jsonb_build_object(${delivery}) from candidates where ${allBut(conds, 'delivery')}) as delivery,
       (select count(distinct item_id)::int from candidates where ${allBut(conds, 'inStock')} and stock > 0) as in_stock,
       (select count(distinct item_id)::int from candidates where ${allBut(conds, 'onSale')} and original_cents > price_cents) as on_sale,
       (select min(price_cents) from candidates where ${allBut(conds, 'price')}) as min_cents,
       (select max(price_cents) from candidates where ${allBut(conds, 'price')}) as max_cents`,
    p.values,
  );
  const f = row!;
  return {
    colours: f.colours,
    materials: f.materials,
    shops: f.shops,
    delivery: catalogueCalls.DELIVERY_DAYS.map((days) => ({ days, count: Number(f.delivery[String(days)] ?? 0) })),
    inStock: f.in_stock,
    onSale: f.on_sale,
    price: f.min_cents === null || f.max_cents === null ? null : { min: money(f.min_cents, 'EUR'), max: money(f.max_cents, 'EUR') },
  };
}
