import type { Db } from '../db/db';
import { seedAccounts } from './accounts';
import { seedCatalogue } from './catalogue';
import { seedClock } from './clock';
import { seedContent } from './content';
import { insertRows, moveSequencesPast } from './insert';
import { seedMarkets } from './markets';
import { seedMembership } from './membership';
import { seedOrders } from './orders';
import { seedOrderScenarios } from './orderScenarios';
import { seedAddresses } from './addresses';
import { seedPayments } from './payments';
import { seedProductMarketing } from './productMarketing';
import { seedAfterSales } from './aftersales';
import { seedAccountContent } from './account';
import { seedProductFacts } from './productFacts';

/** Bump when the seed changes, so stale snapshots are noticed. */
export const SEED_VERSION = 17;

/** The site's own switches (not per user): the merchant entry's flags. */
export const SITE_SETTINGS = {
  merchantEntry: { isShow: true, isShowSettled: true, isShowBackground: true },
};

/** The seed version a database was filled with, or null when it was never seeded. */
export async function seededVersion(db: Db): Promise<number | null> {
  const rows = await db.query<{ version: number | null }>(
    `select (value->>'version')::int as version from site_settings where key = 'seed'`,
  );
  return rows.length === 0 ? null : (rows[0]?.version ?? 0);
}

/** Fills an empty, migrated database; deterministic apart from dates (offsets from `now`) and password salts. */
export async function seed(db: Db, now: Date): Promise<void> {
  const clock = seedClock(now);
  await db.transaction(async (tx) => {
    await seedAccounts(tx);
    await seedCatalogue(tx);
    await seedProductFacts(tx);
    await seedMarkets(tx);
    await seedContent(tx, clock);
    await seedOrders(tx, clock);
    await seedMembership(tx);
    await seedAddresses(tx, clock);
    await seedOrderScenarios(tx, clock);
    await seedPayments(tx, clock);
    await seedProductMarketing(tx, clock);
    await seedAfterSales(tx, clock);
    await seedAccountContent(tx);
    await insertRows(tx, 'site_settings', [
      ...Object.entries(SITE_SETTINGS).map(([key, value]) => ({ key, value })),
      { key: 'seed', value: { version: SEED_VERSION, seededAt: now.toISOString() } },
    ]);
    await moveSequencesPast(
      tx,
      ['users', 'shops', 'items', 'skus', 'districts', 'articles', 'trade_contracts', 'trade_orders', 'trade_order_lines', 'reverse_orders', 'reverse_order_lines', 'comments', 'insurance_plans', 'combined_items', 'prize_activities', 'prizes', 'prize_draws', 'free_order_rules', 'gift_card_activities'],
      100_000,
    );
  });
}
