import type { Queryable } from '../db/db';
import { ACCOUNTS } from './accounts';
import { insertRows } from './insert';

/** A benefit in the three languages (migration 025 keeps each language's list beside the English one). */
const benefit = (code: string, en: string, de: string, zh: string) => ({ code, en, de, zh });
type Benefit = ReturnType<typeof benefit>;

const POINTS = {
  x1: benefit('POINTS_1X', '1 point per euro spent', '1 Punkt pro ausgegebenem Euro', '每消费 1 欧元得 1 积分'),
  x15: benefit('POINTS_1_5X', '1.5 points per euro spent', '1,5 Punkte pro ausgegebenem Euro', '每消费 1 欧元得 1.5 积分'),
  x2: benefit('POINTS_2X', '2 points per euro spent', '2 Punkte pro ausgegebenem Euro', '每消费 1 欧元得 2 积分'),
  x3: benefit('POINTS_3X', '3 points per euro spent', '3 Punkte pro ausgegebenem Euro', '每消费 1 欧元得 3 积分'),
};
const birthdayVoucher = (euros: number) =>
  benefit('BIRTHDAY_VOUCHER', `${euros} € birthday voucher`, `Geburtstagsgutschein über ${euros} €`, `${euros} € 生日优惠券`);
export const FREE_ASSEMBLY = benefit('FREE_ASSEMBLY', 'Free assembly on every order', 'Kostenloser Aufbau bei jeder Bestellung', '每笔订单免费安装');
export const PERSONAL_STYLIST = benefit('PERSONAL_STYLIST', 'A personal interior stylist', 'Persönliche Einrichtungsberatung', '专属室内搭配顾问');
const EARLY_ACCESS = benefit('EARLY_ACCESS', 'Early access to sales', 'Früher Zugang zu Rabattaktionen', '提前参与促销活动');

/** The benefits as the columns keep them: `name` in English, `name_de` and `name_zh` lists in the other languages. */
export const benefitColumns = (column: string, benefits: readonly Benefit[]) => ({
  [column]: benefits.map((b) => ({ code: b.code, name: b.en })),
  [`${column}_de`]: benefits.map((b) => ({ code: b.code, name: b.de })),
  [`${column}_zh`]: benefits.map((b) => ({ code: b.code, name: b.zh })),
});

const level = (id: number, names: [en: string, de: string, zh: string], growthThreshold: number, benefits: Benefit[]) => ({
  id,
  name: names[0],
  name_de: names[1],
  name_zh: names[2],
  growth_threshold: growthThreshold,
  ...benefitColumns('benefits', benefits),
});

export const LEVELS = [
  level(1, ['Classic', 'Basis', '普通会员'], 0, [POINTS.x1, birthdayVoucher(10)]),
  level(2, ['Silver', 'Silber', '白银会员'], 1000, [POINTS.x15, birthdayVoucher(20), EARLY_ACCESS]),
  level(3, ['Gold', 'Gold', '黄金会员'], 3000, [POINTS.x2, FREE_ASSEMBLY, EARLY_ACCESS]),
  level(4, ['Platinum', 'Platin', '铂金会员'], 8000, [POINTS.x3, FREE_ASSEMBLY, PERSONAL_STYLIST]),
];

export async function seedMembership(tx: Queryable): Promise<void> {
  await insertRows(tx, 'membership_levels', LEVELS);
  await insertRows(tx, 'customers', [
    { user_id: ACCOUNTS.buyer.id, points_balance: 3_450, growth_value: 1_280 },
    { user_id: ACCOUNTS.buyer2.id, points_balance: 120, growth_value: 120 },
  ]);
  // The ledger sums to the totals (domain/points.ts): the seeded totals are the opening balances.
  await tx.query(
    `insert into points_ledger (customer_id, source, points, growth) select user_id, 'OPENING_BALANCE', points_balance, growth_value from customers`,
  );
}
