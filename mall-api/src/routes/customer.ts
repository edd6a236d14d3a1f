import { customerCalls, type Benefit, type MembershipLevel } from '@mall/shared/contract';
import type { Queryable } from '../db/db';
import { countRows, one } from '../db/db';
import { inLanguage } from '../db/inLanguage';
import { requestLanguage, type BuyerLanguage } from '../http/language';
import { route, type Api, type RequestCtx } from '../http/route';
import { notFound } from '../http/errors';
import { pageOffset } from '../domain/paging';

interface LevelRow {
  id: number;
  name: string;
  growth_threshold: number;
  benefits: MembershipLevel['benefits'];
}

const toLevel = (r: LevelRow): MembershipLevel => ({ id: r.id, name: r.name, growthThreshold: r.growth_threshold, benefits: r.benefits });

/** A level's columns, its name and benefits in the buyer's language. */
const levelColumns = (language: BuyerLanguage) => `id, ${inLanguage('name', language)}, growth_threshold, ${inLanguage('benefits', language)}`;

const allLevels = (q: Queryable, language: BuyerLanguage) =>
  q.query<LevelRow>(`select ${levelColumns(language)} from membership_levels order by growth_threshold`);

/** The buyer's level, derived from the growth value in the ledger's running totals (never stored). */
async function membershipOf(ctx: RequestCtx) {
  const { user } = await ctx.requireBuyer();
  // A buyer without a customer row yet (a new signup) simply has nothing collected.
  const customer = await one<{ points_balance: number; growth_value: number }>(
    ctx.db,
    'select points_balance, growth_value from customers where user_id = $1',
    [user.id],
  );
  const growth = customer?.growth_value ?? 0;
  const levels = await allLevels(ctx.db, requestLanguage(ctx.c));
  // The level is derived from growth, never stored, so it cannot disagree with it.
  const reached = levels.filter((l) => l.growth_threshold <= growth);
  const current = reached[reached.length - 1] ?? levels[0]!;
  const next = levels.find((l) => l.growth_threshold > growth) ?? null;
  return { user, customer, growth, current, next };
}

export function registerCustomer(api: Api): void {
  route(api, customerCalls.queryCustomer, async (_input, ctx) => {
    const { user, customer, growth, current, next } = await membershipOf(ctx);
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
      `select ${levelColumns(requestLanguage(ctx.c))} from membership_levels order by growth_threshold limit $1 offset $2`,
      [input.page.size, pageOffset(input.page.no, input.page.size)],
    );
    return { data: rows.map(toLevel), total: await countRows(ctx.db, 'from membership_levels') };
  });

  const levelById = async (ctx: RequestCtx, id: number) => {
    const row = await one<LevelRow>(ctx.db, `select ${levelColumns(requestLanguage(ctx.c))} from membership_levels where id = $1`, [id]);
    if (!row) throw notFound('level');
    return row;
  };

  route(api, customerCalls.queryLevel, async (input, ctx) => toLevel(await levelById(ctx, input.id)));
  route(api, customerCalls.benefitsByLevel, async (input, ctx) => (await levelById(ctx, input.levelId)).benefits);

  route(api, customerCalls.customerBenefits, async (_input, ctx) => {
    const { current } = await membershipOf(ctx);
    return { level: toLevel(current), benefits: current.benefits };
  });

  route(api, customerCalls.levelUpDifference, async (_input, ctx) => {
    const { growth, current, next } = await membershipOf(ctx);
    const have = new Set(current.benefits.map((b) => b.code));
    return {
      level: toLevel(current),
      nextLevel: next ? toLevel(next) : null,
      growthToNextLevel: next ? next.growth_threshold - growth : null,
      gainedBenefits: next ? next.benefits.filter((b) => !have.has(b.code)) : [],
    };
  });

  route(api, customerCalls.paidService, async (_input, ctx) => {
    const language = requestLanguage(ctx.c);
    const service = await one<{ id: number; code: string; name: string; description: string; article_id: number | null }>(
      ctx.db,
      `select id, code, ${inLanguage('name', language)}, ${inLanguage('description', language)}, article_id from paid_services order by id limit 1`,
    );
    if (!service) throw notFound('paid service');
    const periods = await ctx.db.query<PeriodRow>(`${periodSelect(language)} where p.service_id = $1 order by p.sort`, [service.id]);
    return { id: service.id, code: service.code, name: service.name, description: service.description, articleId: service.article_id, periods: periods.map(toPeriod) };
  });

  route(api, customerCalls.paidServiceItems, async (input, ctx) => {
    const [period] = await ctx.db.query<PeriodRow & { items: Benefit[] }>(`${periodSelect(requestLanguage(ctx.c))} where p.period_code = $1`, [input.periodCode]);
    if (!period) throw notFound('period');
    return { period: toPeriod(period), items: period.items };
  });
}

interface PeriodRow {
  period_code: string;
  name: string;
  months: number;
  price_cents: number;
  currency: string;
}
/** A period with its service's items, both named in the buyer's language. */
const periodSelect = (language: BuyerLanguage) =>
  `select p.period_code, ${inLanguage('name', language, 'p.')}, p.months, p.price_cents, p.currency, ${inLanguage('items', language, 's.')}
   from paid_service_periods p join paid_services s on s.id = p.service_id`;
const toPeriod = (p: PeriodRow) => ({ periodCode: p.period_code, name: p.name, months: p.months, price: { value: p.price_cents / 100, currency: p.currency } });
