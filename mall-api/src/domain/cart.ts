import type { cartCalls } from '@mall/shared/contract';
import type * as v from 'valibot';
import type { Queryable } from '../db/db';
import { itemPictureSql, skuPictureSql } from '../media/paths';

export const CART_QTY_MAX = 999;

/** Units in a user's cart (the top bar's number). */
export async function cartCount(q: Queryable, userId: number): Promise<number> {
  const rows = await q.query<{ n: number }>('select coalesce(sum(qty), 0)::int as n from cart_lines where user_id = $1', [userId]);
  return rows[0]?.n ?? 0;
}

/** Moves a tourist's lines to the account that logs in; lines for the same sku add up (capped). */
export async function moveCartLines(tx: Queryable, fromUserId: number, toUserId: number): Promise<void> {
  await tx.query(
    `insert into cart_lines (user_id, sku_id, line_type, qty, snapshot_cents, is_selected, created_at, insurance_id)
     select $2, sku_id, line_type, qty, snapshot_cents, is_selected, created_at, insurance_id from cart_lines where user_id = $1
     on conflict (user_id, sku_id, line_type) do update set qty = least($3, cart_lines.qty + excluded.qty),
       insurance_id = coalesce(cart_lines.insurance_id, excluded.insurance_id)`,
    [fromUserId, toUserId, CART_QTY_MAX],
  );
  await tx.query('delete from cart_lines where user_id = $1', [fromUserId]);
}

/**
 * Markets whose cart shows the tax line. The others show 'Calculated at next step': their rate
 * depends on the delivery region inside the market (ES Canary Islands, PT Azores/Madeira, FR
 * overseas departments, IT Livigno/Campione, UK Northern Ireland/Channel Islands).
 */
export const TAX_LINE_MARKETS: ReadonlySet<string> = new Set(['DE', 'AT', 'NL', 'BE', 'LU', 'IE', 'SE', 'PL']);

/** Klarna's pay-in-3 teaser: markets it serves (not the excluded regions) and its amount range, in cents. */
export const FINANCING_TEASER = {
  provider: 'KLARNA' as const,
  installments: 3,
  markets: new Set(['DE', 'NL', 'ES', 'SE', 'FR', 'IT', 'PL', 'UK']),
  minCents: 3_500,
  maxCents: 150_000,
};

/** The teaser's instalment (rounded up to the cent, so three of them cover the total), or null outside its markets and range. */
export function financingInstallmentCents(country: string, totalCents: number): number | null {
  const t = FINANCING_TEASER;
  if (!t.markets.has(country) || totalCents < t.minCents || totalCents > t.maxCents) return null;
  return Math.ceil(totalCents / t.installments);
}

/** A cart line with its sku, item and shop: what the cart page and checkout both read. */
export interface CartLineRow {
  /** the sku's and the item's photographs (or drawings) */
  sku_image: string;
  item_image: string;
  id: number;
  line_type: v.InferOutput<typeof cartCalls.CartLineType>;
  qty: number;
  snapshot_cents: number;
  is_selected: boolean;
  sku_id: number;
  sku_name: string;
  attributes: Array<{ attrKey: string; attrVal: string }>;
  price_cents: number;
  original_cents: number | null;
  currency: string;
  stock: number;
  activity_ended: boolean;
  item_id: number;
  item_name: string;
  url_key: string;
  lead_days: number;
  /** A pre-sale item's deposit per unit (domain/preSale.ts), null when it is sold outright. */
  presale_deposit_cents: number | null;
  unit_name: string | null;
  adjust_step: number;
  min_qty: number;
  shop_id: number;
  site_name: string;
  seller_id: number;
  /** The item's protection plan (null: none is offered); fee per unit. */
  plan_id: number | null;
  plan_name: string | null;
  plan_fee_cents: number | null;
  /** The buyer kept the plan on this line. */
  insured: boolean;
}

/** A line's insurance fee: the plan's per-unit fee for every unit; 0 when the buyer did not keep it. */
export const lineInsuranceCents = (row: Pick<CartLineRow, 'insured' | 'plan_fee_cents' | 'qty'>): number =>
  row.insured && row.plan_fee_cents !== null ? row.plan_fee_cents * row.qty : 0;

/** The select and joins behind CartLineRow; callers add their where, order and locking. */
export const CART_LINE_QUERY = `select c.id, c.line_type, c.qty, c.snapshot_cents, c.is_selected,
         s.id as sku_id, s.name as sku_name, s.attributes, s.price_cents, s.original_cents, s.currency, s.stock,
         ${skuPictureSql('s')} as sku_image, ${itemPictureSql('i')} as item_image,
         coalesce(s.campaign_ends_at < now(), false) as activity_ended,
         i.id as item_id, i.name as item_name, i.url_key, i.lead_days, i.presale_deposit_cents, i.unit_name, i.adjust_step, i.min_qty,
         sh.id as shop_id, sh.site_name, sh.seller_id,
         p.id as plan_id, p.name as plan_name, p.fee_cents as plan_fee_cents, coalesce(c.insurance_id = p.id, false) as insured
  from cart_lines c
  join skus s on s.id = c.sku_id
  join items i on i.id = s.item_id
  join shops sh on sh.id = i.shop_id
  left join insurance_plans p on p.item_id = i.id`;
