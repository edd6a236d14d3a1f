import { pointsCalls } from '@mall/shared/contract';
const { PointsErrorCode } = pointsCalls;
import { one } from '../db/db';
import { GROWTH_PROGRAMME, grantGrowthEvent, readLedger, type GrowthEventType } from '../domain/points';
import { pageOffset } from '../domain/paging';
import { conflict, forbidden, notFound } from '../http/errors';
import { route, type Api, type RequestCtx } from '../http/route';

/** How often each event may be granted, in the contract's words (GROWTH_PROGRAMME says it in prose). */
const ONCE: Record<GrowthEventType, 'CUSTOMER' | 'DAY' | 'ORDER_LINE' | 'ITEM'> = {
  POST_ORDER_REVIEW: 'ORDER_LINE',
  SHARE_PRODUCT: 'ITEM',
  COMPLETE_PROFILE: 'CUSTOMER',
  FOLLOW_SOCIAL_MEDIA: 'CUSTOMER',
  SUBSCRIBE_EMAIL: 'CUSTOMER',
  SIGN_IN: 'DAY',
};

type Caller = { customerId?: number } | undefined;

/** The logged-in buyer; the spec's caller field, when sent, must name them (403 otherwise). */
async function requireCaller(ctx: RequestCtx, input: Caller) {
  const { user } = await ctx.requireBuyer();
  if (input?.customerId !== undefined && input.customerId !== user.id) throw forbidden('points.notTheCaller');
  return user;
}

/** The once-key of sharing the shopping experience (no item): not a number, so no item id can take it. */
const SHARED_SHOPPING = 'shopping';

/** The calendar day a sign-in counts for: UTC, the same in every process. */
const today = () => new Date().toISOString().slice(0, 10);

/**
 * Grants one event for the logged-in buyer. The once-keys: an order line id (POST_ORDER_REVIEW,
 * the same key the review flow uses), an item id, the day, or 'customer'.
 */
async function grant(ctx: RequestCtx, input: Caller, event: GrowthEventType, onceKey: string) {
  const user = await requireCaller(ctx, input);
  const granted = await ctx.db.transaction((tx) => grantGrowthEvent(tx, user.id, event, onceKey));
  const { points, growth } = GROWTH_PROGRAMME[event];
  return { granted, points: granted ? points : 0, growth: granted ? growth : 0 };
}

/** Spec: the profile is complete when every field but the avatar is filled. */
const PROFILE_COMPLETE = `nullif(trim(nickname), '') is not null and gender <> 0 and birthday is not null
  and nullif(trim(extra->>'firstName'), '') is not null and nullif(trim(extra->>'lastName'), '') is not null
  and nullif(trim(extra->>'city'), '') is not null`;

export function registerPoints(api: Api): void {
  route(api, pointsCalls.pageLedger, async (input, ctx) => {
    const user = await requireCaller(ctx, input);
    const rows = await readLedger(ctx.db, user.id, input.pageSize, pageOffset(input.pageNo, input.pageSize));
    const totals = await one<{ total: number; points_balance: number | null; growth_value: number | null }>(
      ctx.db,
      `select (select count(*)::int from points_ledger where customer_id = $1) as total, c.points_balance, c.growth_value
       from (select 1) x left join customers c on c.user_id = $1`,
      [user.id],
    );
    return {
      data: rows.map((r) => ({ id: r.id, source: r.source, points: r.points, growth: r.growth, refId: r.ref_id, createdAt: r.created_at.toISOString() })),
      total: totals?.total ?? 0,
      pointsBalance: totals?.points_balance ?? 0,
      growthValue: totals?.growth_value ?? 0,
    };
  });

  route(api, pointsCalls.findCustomerCompletionList, async (input, ctx) => {
    const user = await requireCaller(ctx, input);
    const counts = await ctx.db.query<{ source: string; times: number; today: boolean }>(
      `select source, count(*)::int as times, bool_or(once_key = $2) as today from points_ledger where customer_id = $1 group by source`,
      [user.id, today()],
    );
    const bySource = new Map(counts.map((c) => [c.source, c]));
    return (Object.keys(GROWTH_PROGRAMME) as GrowthEventType[]).map((event) => {
      const found = bySource.get(event);
      const once = ONCE[event];
      return {
        growthEventType: event,
        points: GROWTH_PROGRAMME[event].points,
        growth: GROWTH_PROGRAMME[event].growth,
        once,
        completed: once === 'DAY' ? Boolean(found?.today) : (found?.times ?? 0) > 0,
        times: found?.times ?? 0,
      };
    });
  });

  route(api, pointsCalls.findSignInLog, async (input, ctx) => {
    const user = await requireCaller(ctx, input);
    const rows = await ctx.db.query<{ day: string }>(
      `select once_key as day from points_ledger where customer_id = $1 and source = 'SIGN_IN' order by once_key desc limit 31`,
      [user.id],
    );
    const days = rows.map((r) => r.day);
    return { signedInToday: days[0] === today(), days };
  });

  route(api, pointsCalls.signIn, async (input, ctx) => {
    const answer = await grant(ctx, input, 'SIGN_IN', today());
    if (!answer.granted) throw conflict('points.alreadySignedIn', PointsErrorCode.alreadySignedIn);
    return answer;
  });

  route(api, pointsCalls.sendShareGrowth, async (input, ctx) => {
    await requireCaller(ctx, input);
    if (input.itemId === undefined) return grant(ctx, input, 'SHARE_PRODUCT', SHARED_SHOPPING);
    if (!(await one(ctx.db, 'select 1 from items where id = $1', [input.itemId]))) throw notFound('item');
    return grant(ctx, input, 'SHARE_PRODUCT', String(input.itemId));
  });

  route(api, pointsCalls.sendCompleteProfileGrowth, async (input, ctx) => {
    const user = await requireCaller(ctx, input);
    // Read from the database, not the session cache: the profile may have been saved a moment ago.
    const complete = await one(ctx.db, `select 1 from users where id = $1 and ${PROFILE_COMPLETE}`, [user.id]);
    if (!complete) throw conflict('points.profileIncomplete', PointsErrorCode.profileIncomplete);
    return grant(ctx, input, 'COMPLETE_PROFILE', 'customer');
  });

  route(api, pointsCalls.sendFollowMediaGrowth, (input, ctx) => grant(ctx, input, 'FOLLOW_SOCIAL_MEDIA', 'customer'));
  route(api, pointsCalls.sendSubscribeEmailGrowth, (input, ctx) => grant(ctx, input, 'SUBSCRIBE_EMAIL', 'customer'));
}
