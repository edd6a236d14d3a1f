import type { ItemFacts } from '@mall/shared/contract';
import type { Queryable } from '../db/db';
import { deliveryEstimates } from '../domain/delivery';
import { money } from '../domain/money';
import type { BuyerLanguage } from '../http/language';

interface FactsRow {
  kind: string;
  width_cm: number | null;
  depth_cm: number | null;
  height_cm: number | null;
  seat_height_cm: number | null;
  weight_g: number | null;
  lead_days: number;
  presale_deposit_cents: number | null;
  country: string | null;
}

const suffix = (language: BuyerLanguage) => (language === 'de' ? 'de' : language === 'zh-CN' ? 'zh' : 'en');

/** Goods that are not delivered by a carrier: a gift card's code is sent by e-mail. */
const NOT_DELIVERED_KINDS = ['giftcard'];

/** Issue 30 item 6: an item's dimensions, materials and care, delivery estimates and pre-sale terms. */
export async function itemFacts(
  db: Queryable,
  itemId: number,
  skus: ReadonlyArray<{ id: number; price_cents: number; currency: string }>,
  language: BuyerLanguage,
  today: Date = new Date(),
): Promise<ItemFacts> {
  const [row] = await db.query<FactsRow>(
    `select i.kind, i.width_cm, i.depth_cm, i.height_cm, i.seat_height_cm, i.weight_g, i.lead_days, i.presale_deposit_cents, sh.country
     from items i join shops sh on sh.id = i.shop_id where i.id = $1`,
    [itemId],
  );
  const lang = suffix(language);
  const materials = await db.query<{ key: string; name: string; care: string }>(
    `select m.key, m.name_${lang} as name, c.care_${lang} as care
     from skus s join materials m on m.key = s.material_key join material_care c on c.material_key = m.key
     where s.item_id = $1 group by m.key, m.name_${lang}, c.care_${lang} order by min(s.sort), m.key`,
    [itemId],
  );
  const delivered = row!.country !== null && !NOT_DELIVERED_KINDS.includes(row!.kind);
  const markets = delivered ? (await db.query<{ code: string }>('select region_short_name as code from regions order by id')).map((r) => r.code) : [];
  const deposit = row!.presale_deposit_cents;
  return {
    dimensions:
      row!.width_cm !== null && row!.depth_cm !== null && row!.height_cm !== null
        ? {
            widthCm: row!.width_cm,
            depthCm: row!.depth_cm,
            heightCm: row!.height_cm,
            seatHeightCm: row!.seat_height_cm,
            weightKg: row!.weight_g === null ? null : Math.round(row!.weight_g / 100) / 10,
          }
        : null,
    materials,
    delivery: delivered ? { leadDays: row!.lead_days, shipsFrom: row!.country!, estimates: deliveryEstimates(today, row!.lead_days, row!.country!, markets) } : null,
    preSale:
      deposit === null
        ? null
        : {
            skus: skus.map((sku) => ({
              skuId: sku.id,
              depositPrc: money(Math.min(deposit, sku.price_cents), sku.currency),
              balancePrc: money(Math.max(0, sku.price_cents - deposit), sku.currency),
            })),
          },
  };
}
