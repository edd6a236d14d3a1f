/**
 * The seeded catalogue as the seed's own tables describe it (catalogue.ts, catalogueFiling.ts,
 * catalogueRange.ts, migration 019), and what a listing of it should answer, worked out here
 * without the database: the tests compare mall-api's answers with these.
 */
import { catalogueCalls } from '@mall/shared/contract';
import { CATEGORIES } from '../../src/db/migrations/019_catalogue_search';
import { cents, ITEMS, skuId } from '../../src/seed/catalogue';
import { FILING } from '../../src/seed/catalogueFiling';
import { RANGE } from '../../src/seed/catalogueRange';

export interface ModelSku {
  id: number;
  colour: string | null;
  material: string | null;
  priceCents: number;
  originalCents: number | null;
  stock: number;
}

export interface ModelItem {
  id: number;
  shop: number;
  category: number;
  names: { en: string; de: string; zh: string };
  leadDays: number;
  sort: number;
  skus: ModelSku[];
}

export const MODEL: ModelItem[] = [
  ...ITEMS.map((item, index) => ({
    id: item.id,
    shop: item.shop,
    category: FILING[item.id]!.category,
    names: { en: item.name, de: FILING[item.id]!.de, zh: FILING[item.id]!.zh },
    leadDays: item.leadDays,
    sort: index,
    skus: item.skus.map((sku, at) => ({
      id: skuId(item.id, at + 1),
      colour: FILING[item.id]!.skus[at]?.[0] ?? null,
      material: FILING[item.id]!.skus[at]?.[1] ?? null,
      priceCents: cents(sku.price),
      originalCents: sku.original === undefined ? null : cents(sku.original),
      stock: sku.stock ?? 10,
    })),
  })),
  ...RANGE.map((product, index) => ({
    id: product.id,
    shop: product.shop,
    category: product.category,
    names: product.name,
    leadDays: product.leadDays,
    sort: 1000 + index,
    skus: product.skus.map((sku) => ({
      id: sku.id,
      colour: sku.colourKey,
      material: sku.materialKey,
      priceCents: sku.priceCents,
      originalCents: sku.originalCents,
      stock: sku.stock,
    })),
  })),
];

/** A category's path from the tree table ('living-room/sofas'). */
export function pathOf(id: number): string {
  const parts: string[] = [];
  for (let at = CATEGORIES.find((c) => c.id === id); at; at = CATEGORIES.find((c) => c.id === at!.parent)) parts.unshift(at.key);
  return parts.join('/');
}

/** Ids of a category and every category below it. */
export function subtree(id: number): number[] {
  return [id, ...CATEGORIES.filter((c) => c.parent === id).flatMap((c) => subtree(c.id))];
}

export const itemsUnder = (categoryId: number) => MODEL.filter((item) => subtree(categoryId).includes(item.category));

export interface ModelFilters {
  colours?: string[];
  materials?: string[];
  shopIds?: number[];
  minPrice?: number;
  maxPrice?: number;
  deliveryDays?: (typeof catalogueCalls.DELIVERY_DAYS)[number];
  inStock?: boolean;
  onSale?: boolean;
}

type Dimension = keyof ModelFilters;

/** Whether a sku passes the sku filters, leaving out one dimension. */
function skuPasses(sku: ModelSku, f: ModelFilters, except?: Dimension): boolean {
  const on = (d: Dimension) => d !== except;
  if (on('colours') && f.colours?.length && !f.colours.includes(sku.colour ?? '')) return false;
  if (on('materials') && f.materials?.length && !f.materials.includes(sku.material ?? '')) return false;
  if (on('minPrice') && except !== 'maxPrice' && f.minPrice !== undefined && sku.priceCents < f.minPrice * 100) return false;
  if (on('maxPrice') && except !== 'minPrice' && f.maxPrice !== undefined && sku.priceCents > f.maxPrice * 100) return false;
  if (on('inStock') && f.inStock && sku.stock <= 0) return false;
  if (on('onSale') && f.onSale && !(sku.originalCents !== null && sku.originalCents > sku.priceCents)) return false;
  return true;
}

function itemPasses(item: ModelItem, f: ModelFilters, except?: Dimension): boolean {
  if (except !== 'shopIds' && f.shopIds?.length && !f.shopIds.includes(item.shop)) return false;
  if (except !== 'deliveryDays' && f.deliveryDays !== undefined && item.leadDays > f.deliveryDays) return false;
  return true;
}

/** The skus of an item passing every filter but `except`, none when the item itself fails. */
export const passingSkus = (item: ModelItem, f: ModelFilters, except?: Dimension) =>
  itemPasses(item, f, except) ? item.skus.filter((sku) => skuPasses(sku, f, except)) : [];

export const listed = (items: ModelItem[], f: ModelFilters) => items.filter((item) => passingSkus(item, f).length > 0);

/** Facet counts as a listing must answer them: each with every filter but its own. */
export function facetsOf(items: ModelItem[], f: ModelFilters) {
  const countBy = (except: Dimension, keyOf: (item: ModelItem, sku: ModelSku) => string | number | null) => {
    const counts = new Map<string | number, Set<number>>();
    for (const item of items)
      for (const sku of passingSkus(item, f, except)) {
        const key = keyOf(item, sku);
        if (key === null) continue;
        counts.set(key, (counts.get(key) ?? new Set()).add(item.id));
      }
    return Object.fromEntries([...counts].map(([key, ids]) => [key, ids.size]));
  };
  const count = (except: Dimension, test: (item: ModelItem, sku: ModelSku) => boolean) =>
    items.filter((item) => passingSkus(item, f, except).some((sku) => test(item, sku))).length;
  const priced = items.flatMap((item) => passingSkus(item, f, 'minPrice').map((sku) => sku.priceCents));
  return {
    colours: countBy('colours', (_, sku) => sku.colour),
    materials: countBy('materials', (_, sku) => sku.material),
    shops: countBy('shopIds', (item) => item.shop),
    delivery: Object.fromEntries(catalogueCalls.DELIVERY_DAYS.map((days) => [days, count('deliveryDays', (item) => item.leadDays <= days)])),
    inStock: count('inStock', (_, sku) => sku.stock > 0),
    onSale: count('onSale', (_, sku) => sku.originalCents !== null && sku.originalCents > sku.priceCents),
    price: priced.length ? { min: Math.min(...priced) / 100, max: Math.max(...priced) / 100 } : null,
  };
}
