import type { Queryable } from '../db/db';
import { ACCOUNTS } from './accounts';
import { insertRows } from './insert';

const benefit = (code: string, name: string) => ({ code, name });

export const LEVELS = [
  { id: 1, name: 'Classic', growth_threshold: 0, benefits: [benefit('POINTS_1X', '1 point per euro spent'), benefit('BIRTHDAY_VOUCHER', '10 € birthday voucher')] },
  { id: 2, name: 'Silver', growth_threshold: 1000, benefits: [benefit('POINTS_1_5X', '1.5 points per euro spent'), benefit('BIRTHDAY_VOUCHER', '20 € birthday voucher'), benefit('EARLY_ACCESS', 'Early access to sales')] },
  { id: 3, name: 'Gold', growth_threshold: 3000, benefits: [benefit('POINTS_2X', '2 points per euro spent'), benefit('FREE_ASSEMBLY', 'Free assembly on every order'), benefit('EARLY_ACCESS', 'Early access to sales')] },
  { id: 4, name: 'Platinum', growth_threshold: 8000, benefits: [benefit('POINTS_3X', '3 points per euro spent'), benefit('FREE_ASSEMBLY', 'Free assembly on every order'), benefit('PERSONAL_STYLIST', 'A personal interior stylist')] },
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
