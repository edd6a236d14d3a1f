import type { Queryable } from '../db/db';

/** Issue 30 item 6: where each shop ships from (seed/catalogue.ts SHOPS' legal addresses). */
export const SHOP_COUNTRIES: Record<number, string> = { 1: 'DE', 2: 'ES', 3: 'FR', 4: 'DE', 5: 'IT', 6: 'AT', 7: 'NL', 8: 'DK', 9: 'PT' };

/** Seat height (cm) by category, for the seating that has one apart from its height. */
export const SEAT_HEIGHT_CM: Record<number, number> = { 3: 44, 4: 45, 5: 44, 6: 42, 32: 46, 42: 48, 71: 45 };
/** Stools, footstools and poufs: the seat is the top, its height the whole height. */
export const SEAT_IS_TOP = [10, 33];

/**
 * A piece's weight from its outer box: kg per cubic metre of width × depth × height, by category
 * (a sofa is mostly air, a mirror mostly glass). A catalogue estimate, as shops print it.
 */
export const KG_PER_M3: Record<number, number> = {
  3: 55, 4: 55, 5: 55, 6: 40, 7: 130, 8: 110, 9: 70, 10: 60,
  21: 25, 22: 80, 23: 110, 24: 110,
  31: 50, 32: 30, 33: 40, 34: 110,
  41: 50, 42: 35,
  51: 40, 52: 60, 53: 80, 54: 300,
  61: 350, 62: 500,
  71: 40,
};

/** The pre-sales: a deposit per unit (euros), the balance due before delivery. */
export const PRESALE_DEPOSITS: Record<number, number> = { 117: 300 };

const valuesOf = (rows: Array<[number, number]>) => rows.map(([a, b]) => `(${a}, ${b})`).join(', ');

export async function seedProductFacts(tx: Queryable): Promise<void> {
  for (const [shop, country] of Object.entries(SHOP_COUNTRIES)) await tx.query('update shops set country = $1 where id = $2', [country, Number(shop)]);
  await tx.query(
    `update items i set seat_height_cm = case when i.category_id = any($1::int[]) then i.height_cm else s.cm end
     from (values ${valuesOf(Object.entries(SEAT_HEIGHT_CM).map(([c, cm]) => [Number(c), cm]))}, ${SEAT_IS_TOP.map((c) => `(${c}, 0)`).join(', ')}) s(category, cm)
     where i.category_id = s.category and i.height_cm is not null`,
    [SEAT_IS_TOP],
  );
  // cm³ × kg/m³ / 1000 = grams.
  await tx.query(
    `update items i set weight_g = greatest(100, round(i.width_cm::numeric * i.depth_cm * i.height_cm * d.kg / 1000))::int
     from (values ${valuesOf(Object.entries(KG_PER_M3).map(([c, kg]) => [Number(c), kg]))}) d(category, kg)
     where i.category_id = d.category and i.width_cm is not null`,
  );
  for (const [item, euros] of Object.entries(PRESALE_DEPOSITS)) await tx.query('update items set presale_deposit_cents = $1 where id = $2', [Math.round(euros * 100), Number(item)]);
}
