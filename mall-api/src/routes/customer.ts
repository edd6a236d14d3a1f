import { customerCalls, type MembershipLevel } from '@mall/shared/contract';
import type { Queryable } from '../db/db';
import { countRows, one } from '../db/db';
import { route, type Api } from '../http/route';
import { pageOffset } from '../domain/paging';

interface LevelRow {
  id: number;
  name: string;
  growth_threshold: number;
  benefits: MembershipLevel['benefits'];
}

const toLevel = (r: LevelRow): MembershipLevel => ({ id: r.id, name: r.name, growthThreshold: r.growth_threshold, benefits: r.benefits });

const allLevels = (q: Queryable) =>
  q.query<LevelRow>('select id, name, growth_threshold, benefits from membership_levels order by growth_threshold');

export function registerCustomer(api: Api): void {
  route(api, customerCalls.queryCustomer, async (_input, ctx) => {
    const { user } = await ctx.requireBuyer();
    // A buyer without a customer row yet (a new signup) simply has nothing collected.
    const customer = await one<{ points_balance: number; growth_value: number }>(
      ctx.db,
      'select points_balance, growth_value from customers where user_id = $1',
      [user.id],
    );
    const growth = customer?.growth_value ?? 0;
    const levels = await allLevels(ctx.db);
    // The level is derived from growth, never stored, so it cannot disagree with it.
    const reached = levels.filter((l) => l.growth_threshold <= growth);
    const current = reached[reached.length - 1] ?? levels[0]!;
    const next = levels.find((l) => l.growth_threshold > growth) ?? null;
    return {
      customerId: user.id,
      level: toLevel(current),
      nextLevel: next ? toLevel(next) : null,
      growthToNextLevel: next ? next.growth_threshold - growth : null,
      growthValue: growth,
      pointsBalance: customer?.points_balance ?? 0,
    };
  });

  route(api, customerCalls.pageLevels, async (input, ctx) => {
    const rows = await ctx.db.query<LevelRow>(
      'select id, name, growth_threshold, benefits from membership_levels order by growth_threshold limit $1 offset $2',
      [input.page.size, pageOffset(input.page.no, input.page.size)],
    );
    return { data: rows.map(toLevel), total: await countRows(ctx.db, 'from membership_levels') };
  });
}
