import { itemCalls, type ItemDetail } from '@mall/shared/contract';
import { categoryTrail } from '../catalogue/categories';
import { itemFacts } from '../catalogue/itemFacts';
import { ratingSql } from '../catalogue/rating';
import type { Queryable } from '../db/db';
import { CARD_SELECT, findCard, skuUrlSuffix, toProductCard, type CardRow } from '../domain/catalogue';
import { money } from '../domain/money';
import { notFound } from '../http/errors';
import { type BuyerLanguage, requestLanguage } from '../http/language';
import { route, type Api } from '../http/route';
import { skuPictureSql } from '../media/paths';

interface SkuRow {
  id: number;
  name: string;
  price_cents: number;
  original_cents: number | null;
  currency: string;
  stock: number;
  attributes: Array<{ attrKey: string; attrVal: string }>;
  image: string;
}

/** An item with at least one sku in stock (contract: recommendations never offer a sold-out item). */
const IN_STOCK = 'exists (select 1 from skus s where s.item_id = i.id and s.stock > 0)';
/** The shop's ($1) items in stock other than $2: "more from this shop". */
const SHOP_OTHERS_IN_STOCK = `i.shop_id = $1 and i.id <> coalesce($2::int, 0) and ${IN_STOCK}`;
/** A set (c) with a line of the item $1. */
const IN_SET = 'exists (select 1 from combined_item_lines l join skus s on s.id = l.sku_id where l.combined_id = c.id and s.item_id = $1)';

async function detailOf(db: Queryable, card: CardRow, language: BuyerLanguage): Promise<ItemDetail> {
  const [detail] = await db.query<{ description: string; business_type: string | null; adjust_step: number; category_id: number | null; pictures: string[] | null }>(
    'select description, business_type, adjust_step, category_id, pictures from items where id = $1',
    [card.id],
  );
  const [rating] = await db.query<{ rating: number; reviews: number }>(ratingSql('$1::int'), [card.id]);
  const skus = await db.query<SkuRow>(
    `select s.id, s.name, s.price_cents, s.original_cents, s.currency, s.stock, s.attributes, ${skuPictureSql('s')} as image from skus s where s.item_id = $1 order by s.sort, s.id`,
    [card.id],
  );
  return {
    ...toProductCard(card),
    description: detail!.description,
    // The photographs, main first; an item without any shows its drawing and its skus'.
    images: detail!.pictures?.length ? detail!.pictures : [card.main_image, ...skus.map((s) => s.image)],
    skus: skus.map((s) => ({
      id: s.id,
      name: s.name,
      image: s.image,
      salePrc: money(s.price_cents, s.currency),
      originalPrc: s.original_cents === null ? null : money(s.original_cents, s.currency),
      stock: s.stock,
      attributes: s.attributes,
      skuUrlSuffix: skuUrlSuffix(s.id),
    })),
    shop: { id: card.shop_id, siteName: card.site_name },
    businessTypeDict: detail!.business_type,
    adjustStep: detail!.adjust_step,
    categories: await categoryTrail(db, detail!.category_id, language),
    rating: rating ? { average: rating.rating, count: rating.reviews } : null,
    lateSections: await lateSectionsOf(db, card),
    ...(await itemFacts(db, card.id, skus, language)),
  };
}

/** The sets' line counts and the shop's other items in stock, by the same queries as the calls that answer them. */
async function lateSectionsOf(db: Queryable, card: CardRow): Promise<ItemDetail['lateSections']> {
  const sets = await db.query<{ lines: number }>(
    `select (select count(*)::int from combined_item_lines l where l.combined_id = c.id) as lines from combined_items c
     where ${IN_SET} order by c.sort, c.id`,
    [card.id],
  );
  const [shop] = await db.query<{ items: number }>(`select count(*)::int as items from items i where ${SHOP_OTHERS_IN_STOCK}`, [card.shop_id, card.id]);
  return { combinedSetLines: sets.map((s) => s.lines), shopItemsInStock: shop?.items ?? 0 };
}

export function registerItems(api: Api): void {
  route(api, itemCalls.recommendItems, async (input, ctx) => {
    if (input.id === undefined) {
      const rows = await ctx.db.query<CardRow>(`${CARD_SELECT} where ${IN_STOCK} order by i.sort, i.id limit $1`, [input.itemSize]);
      return rows.map(toProductCard);
    }
    const around = await findCard(ctx.db, input.id);
    if (!around) throw notFound('item');
    // Around an item: the same kind of furniture first, then the same shop, then the rest.
    const rows = await ctx.db.query<CardRow>(
      `${CARD_SELECT} where i.id <> $1 and ${IN_STOCK}
       order by (i.kind = $2) desc, (i.shop_id = $3) desc, i.sort, i.id limit $4`,
      [around.id, around.kind, around.shop_id, input.itemSize],
    );
    return rows.map(toProductCard);
  });

  route(api, itemCalls.recommendByItem, async (input, ctx) => {
    const rows = await ctx.db.query<CardRow>(
      `${CARD_SELECT} where ${SHOP_OTHERS_IN_STOCK} order by i.sort, i.id limit $3`,
      [input.itemShopId, input.itemId ?? null, input.itemSize],
    );
    return rows.map(toProductCard);
  });

  route(api, itemCalls.itemDetail, async (input, ctx) => {
    const card = await findCard(ctx.db, input.id);
    if (!card) throw notFound('item');
    return detailOf(ctx.db, card, requestLanguage(ctx.c));
  });

  route(api, itemCalls.itemDetailByUrlKey, async (input, ctx) => {
    const rows = await ctx.db.query<CardRow>(`${CARD_SELECT} where i.url_key = $1`, [input.urlKey]);
    if (!rows[0]) throw notFound('item');
    return detailOf(ctx.db, rows[0], requestLanguage(ctx.c));
  });

  route(api, itemCalls.itemCombinedFlow, async (input, ctx) => {
    const sets = await ctx.db.query<{ id: number; name: string }>(
      `select c.id, c.name from combined_items c where ${IN_SET} order by c.sort, c.id`,
      [input.itemId],
    );
    const answer = [];
    for (const set of sets) {
      const lines = await ctx.db.query<CardRow & { line_sku_id: number; line_sku_name: string; line_cents: number; line_currency: string; line_stock: number; qty: number }>(
        `select card.*, s.id as line_sku_id, s.name as line_sku_name, s.price_cents as line_cents, s.currency as line_currency, s.stock as line_stock, l.qty
         from combined_item_lines l join skus s on s.id = l.sku_id
         join lateral (${CARD_SELECT} where i.id = s.item_id) card on true
         where l.combined_id = $1 order by l.sort, s.id`,
        [set.id],
      );
      const currency = lines[0]?.line_currency ?? 'EUR';
      answer.push({
        id: set.id,
        name: set.name,
        lines: lines.map((l) => ({
          item: toProductCard(l),
          skuId: l.line_sku_id,
          skuName: l.line_sku_name,
          qty: l.qty,
          salePrc: money(l.line_cents, l.line_currency),
          stock: l.line_stock,
        })),
        totalPrc: money(lines.reduce((sum, l) => sum + l.line_cents * l.qty, 0), currency),
      });
    }
    return answer;
  });
}
