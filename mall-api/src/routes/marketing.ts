import { marketingCalls } from '@mall/shared/contract';
import { conflict } from '../http/errors';
import { route, type Api } from '../http/route';
import {
  activityFor,
  drawOf,
  giftCardsOf,
  isPaid,
  loadMarketingOrder,
  newCode,
  pickPrize,
  prizesOf,
  qualifies,
  toPrize,
  winningsOf,
  withoutCode,
  type FreeOrderRule,
} from '../domain/marketing';
import { money } from '../domain/money';
import { recordPoints } from '../domain/points';
import { issuePrizeCoupon } from '../domain/discountCodes';

/** After-payment marketing: the lucky draw, the free-order notice and gift cards (contract: marketing.ts). */
export function registerMarketing(api: Api): void {
  route(api, marketingCalls.drawPrizeContent, async (input, ctx) => {
    const { user } = await ctx.requireBuyer();
    const order = await loadMarketingOrder(ctx.db, input.orderId, user.id);
    const drawn = await drawOf(ctx.db, order.id);
    const activity = await activityFor(ctx.db, order, new Date());
    if (!activity) return { activity: null, drawn };
    const prizes = await prizesOf(ctx.db, activity.id);
    return { activity: { id: activity.id, name: activity.name, endsAt: activity.ends_at.toISOString(), prizes: prizes.map(toPrize) }, drawn };
  });

  route(api, marketingCalls.drawPrize, async (input, ctx) => {
    const { user } = await ctx.requireBuyer();
    return ctx.db.transaction(async (tx) => {
      const order = await loadMarketingOrder(tx, input.orderId, user.id, true);
      const activity = await activityFor(tx, order, new Date());
      if (!activity) throw conflict('prize.noActivity', marketingCalls.NO_PRIZE_ACTIVITY);
      const prize = pickPrize(await prizesOf(tx, activity.id), activity.random_seed, order.id);
      // The unique index (activity, order) is what makes it once, also across processes.
      const inserted = await tx.query<{ id: number }>(
        `insert into prize_draws (activity_id, order_id, buyer_id, prize_id, coupon_code) values ($1, $2, $3, $4, $5)
         on conflict (activity_id, order_id) do nothing returning id`,
        [activity.id, order.id, user.id, prize.id, prize.kind === 'COUPON' ? newCode('WIN') : null],
      );
      if (inserted.length === 0) throw conflict('prize.alreadyDrawn', marketingCalls.PRIZE_ALREADY_DRAWN);
      if (prize.kind === 'COUPON') await issuePrizeCoupon(tx, inserted[0]!.id);
      if (prize.kind === 'POINTS' && prize.points > 0) {
        await recordPoints(tx, { customerId: user.id, source: 'PRIZE_DRAW', points: prize.points, refId: order.id, onceKey: `prize-${activity.id}-${order.id}` });
      }
      return (await drawOf(tx, order.id))!;
    });
  });

  route(api, marketingCalls.queryWinningPrizes, async (_input, ctx) => {
    const { user } = await ctx.requireBuyer();
    return winningsOf(ctx.db, user.id);
  });

  route(api, marketingCalls.filterNeedFreeOrder, async (input, ctx) => {
    const { user } = await ctx.requireSession();
    const order = await loadMarketingOrder(ctx.db, input.id, user.id);
    if (!isPaid(order)) return { qualifies: false, campaign: null };
    const [earlier] = await ctx.db.query<{ n: number }>(
      `select count(*)::int as n from trade_orders where buyer_id = $1 and paid_at is not null and (paid_at < $2 or (paid_at = $2 and id < $3))`,
      [user.id, order.paid_at, order.id],
    );
    const rules = await ctx.db.query<FreeOrderRule>(
      'select id, name, starts_at, ends_at, shop_id, min_paid_cents, max_refund_cents, first_order_only from free_order_rules order by sort, id',
    );
    const rule = rules.find((r) => qualifies(r, order, earlier!.n === 0));
    if (!rule) return { qualifies: false, campaign: null };
    return { qualifies: true, campaign: { id: rule.id, name: rule.name, refundAmt: money(Math.min(order.paid_cents, rule.max_refund_cents), order.currency) } };
  });

  route(api, marketingCalls.filterGiftCards, async (input, ctx) => {
    const { user } = await ctx.requireSession();
    const order = await loadMarketingOrder(ctx.db, input.id, user.id);
    return (await giftCardsOf(ctx.db, order.id)).map(withoutCode);
  });

  route(api, marketingCalls.updateGiftCardsSendEmailStatus, async (input, ctx) => {
    const { user } = await ctx.requireSession();
    return ctx.db.transaction(async (tx) => {
      const order = await loadMarketingOrder(tx, input.id, user.id, true);
      const cards = (await giftCardsOf(tx, order.id)).filter((card) => card.activityId === input.activityId);
      if (cards.length === 0) throw conflict('giftCards.none', 'NO_GIFT_CARDS');
      if (!order.buyer_email) throw conflict('giftCards.noEmail', 'NO_EMAIL');
      // Once: only cards not sent yet are claimed, in one statement, so two clicks cannot both send.
      const claimed = await tx.query<{ id: number }>(
        `update gift_cards set sent_to = $3, sent_at = now() where order_id = $1 and activity_id = $2 and sent_to is null and revoked_at is null returning id`,
        [order.id, input.activityId, order.buyer_email],
      );
      if (claimed.length === 0) throw conflict('giftCards.alreadySent', marketingCalls.GIFT_CARDS_ALREADY_SENT);
      const sent = cards.filter((card) => claimed.some((c) => c.id === card.id));
      await ctx.outbox.send(tx, {
        channel: 'EMAIL',
        recipient: order.buyer_email,
        template: 'GIFT_CARD',
        payload: { orderId: order.id, cards: sent.map((c) => ({ code: c.code, amount: c.amount, validUntil: c.validUntil, activityName: c.activityName })) },
      });
      return (await giftCardsOf(tx, order.id)).map(withoutCode);
    });
  });
}
