import { itemCalls } from '@mall/shared/contract';
import { CARD_SELECT, findCard, toProductCard, type CardRow } from '../domain/catalogue';
import { money } from '../domain/money';
import { notFound } from '../http/errors';
import { route, type Api } from '../http/route';
import { itemImage, skuImage } from '../media/paths';

interface SkuRow {
  id: number;
  name: string;
  price_cents: number;
  original_cents: number | null;
  currency: string;
  stock: number;
  attributes: Array<{ attrKey: string; attrVal: string }>;
}

export function registerItems(api: Api): void {
  route(api, itemCalls.recommendItems, async (input, ctx) => {
    if (input.id === undefined) {
      const rows = await ctx.db.query<CardRow>(`${CARD_SELECT} order by i.sort, i.id limit $1`, [input.itemSize]);
      return rows.map(toProductCard);
    }
    const around = await findCard(ctx.db, input.id);
    if (!around) throw notFound('item');
    // Around an item: the same kind of furniture first, then the same shop, then the rest.
    const rows = await ctx.db.query<CardRow>(
      `${CARD_SELECT} where i.id <> $1
       order by (i.kind = $2) desc, (i.shop_id = $3) desc, i.sort, i.id limit $4`,
      [around.id, around.kind, around.shop_id, input.itemSize],
    );
    return rows.map(toProductCard);
  });

  route(api, itemCalls.itemDetail, async (input, ctx) => {
    const card = await findCard(ctx.db, input.id);
    if (!card) throw notFound('item');
    const [detail] = await ctx.db.query<{ description: string }>('select description from items where id = $1', [card.id]);
    const skus = await ctx.db.query<SkuRow>(
      'select id, name, price_cents, original_cents, currency, stock, attributes from skus where item_id = $1 order by sort, id',
      [card.id],
    );
    return {
      ...toProductCard(card),
      description: detail!.description,
      images: [itemImage(card.id), ...skus.map((s) => skuImage(s.id))],
      skus: skus.map((s) => ({
        id: s.id,
        name: s.name,
        image: skuImage(s.id),
        salePrc: money(s.price_cents, s.currency),
        originalPrc: s.original_cents === null ? null : money(s.original_cents, s.currency),
        stock: s.stock,
        attributes: s.attributes,
      })),
      shop: { id: card.shop_id, siteName: card.site_name },
    };
  });
}
