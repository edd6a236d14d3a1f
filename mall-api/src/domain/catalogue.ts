import type { ProductCard } from '@mall/shared/contract';
import type { Queryable } from '../db/db';
import { itemPictureSql } from '../media/paths';
import { money } from './money';

export interface CardRow {
  id: number;
  name: string;
  short_name: string | null;
  url_key: string;
  advertise: string | null;
  commerce_type: string;
  kind: string;
  shop_id: number;
  site_name: string;
  seller_id: number;
  shop_type: string;
  self_management: boolean;
  sku_id: number;
  price_cents: number;
  original_cents: number | null;
  currency: string;
  min_qty: number;
  unit_name: string | null;
  /** the main photograph (or drawing) */
  main_image: string;
}

/** Items with their shop and default sku (the first by sort): everything a product card needs. */
export const CARD_SELECT = `
  select i.id, i.name, i.short_name, i.url_key, i.advertise, i.commerce_type, i.kind, i.min_qty, i.unit_name,
         ${itemPictureSql('i')} as main_image,
         i.shop_id, sh.site_name, sh.seller_id, sh.shop_type, sh.self_management,
         d.id as sku_id, d.price_cents, d.original_cents, d.currency
  from items i
  join shops sh on sh.id = i.shop_id
  join lateral (select * from skus s where s.item_id = i.id order by s.sort, s.id limit 1) d on true`;

export function toProductCard(row: CardRow): ProductCard {
  return {
    itemId: row.id,
    mainImage: row.main_image,
    defaultSkuId: row.sku_id,
    name: row.name,
    salePrc: money(row.price_cents, row.currency),
    originalPrc: row.original_cents === null ? null : money(row.original_cents, row.currency),
    shopId: row.shop_id,
    sellerId: row.seller_id,
    urlKey: row.url_key,
    itemShortName: row.short_name,
    advertise: row.advertise,
    selfManagement: row.self_management,
    commerceType: row.commerce_type,
    shopType: row.shop_type,
    minQty: row.min_qty,
    marketingUnit: row.unit_name ? { unitName: row.unit_name } : null,
  };
}

/** The product path suffix that selects a sku (order lines link with it; the product page reads it). */
export const skuUrlSuffix = (skuId: number) => `?skuId=${skuId}`;

export async function findCard(q: Queryable, itemId: number): Promise<CardRow | undefined> {
  const rows = await q.query<CardRow>(`${CARD_SELECT} where i.id = $1`, [itemId]);
  return rows[0];
}
