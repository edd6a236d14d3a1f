import * as v from 'valibot';
import { defineCall } from './define';
import { Id, Money } from './common';

/**
 * After-payment marketing (spec: Marketing calls). Decided here, as the spec shows no shapes:
 * - a prize activity applies to a buyer's own paid order while the activity runs and the order's paid
 *   amount reaches its minimum; each order may be drawn once (the server refuses a second draw);
 * - the free-order campaign answers whether an order qualifies under one rules table and how much is refunded;
 * - gift cards are created when an order with a gift-card item is paid; "send by e-mail" sends them
 *   to the order's e-mail once, then they show as sent.
 * All of them need a logged-in buyer and answer 404 for an order that is not theirs.
 */
const OrderRef = v.object({ orderId: Id });

export const PrizeKind = v.picklist(['POINTS', 'COUPON', 'NONE']);
export type PrizeKind = v.InferOutput<typeof PrizeKind>;
export const Prize = v.object({ id: Id, name: v.string(), kind: PrizeKind, points: v.number() });

export const Winning = v.object({
  id: Id,
  activityId: Id,
  activityName: v.string(),
  orderId: Id,
  prize: Prize,
  /** COUPON prizes: the code to use at checkout. */
  couponCode: v.nullable(v.string()),
  drawnAt: v.string(),
});
export type Winning = v.InferOutput<typeof Winning>;

export const PrizeContent = v.object({
  /** null: no activity applies to this order. */
  activity: v.nullable(v.object({ id: Id, name: v.string(), endsAt: v.string(), prizes: v.array(Prize) })),
  /** The draw already made for this order, if any. */
  drawn: v.nullable(Winning),
});
export type PrizeContent = v.InferOutput<typeof PrizeContent>;

export const drawPrizeContent = defineCall({
  method: 'POST',
  path: '/sapi/mall-marketing/prize/{product}DrawPrizeContentFlow',
  request: OrderRef,
  response: PrizeContent,
  safeToRetry: true,
});

/** Draws once for the order; a second draw answers 409 PRIZE_ALREADY_DRAWN. */
export const PRIZE_ALREADY_DRAWN = 'PRIZE_ALREADY_DRAWN';
export const NO_PRIZE_ACTIVITY = 'NO_PRIZE_ACTIVITY';
export const drawPrize = defineCall({
  method: 'POST',
  path: '/sapi/mall-marketing/prize/{product}DrawPrizeFlow',
  request: OrderRef,
  response: Winning,
});

/** What the buyer has won (NONE draws are not winnings), newest first. */
export const queryWinningPrizes = defineCall({
  method: 'POST',
  path: '/sapi/mall-marketing/prize/queryWinningPrizesFlow',
  request: v.optional(v.object({}), {}),
  response: v.array(Winning),
  safeToRetry: true,
});

export const FreeOrderVerdict = v.object({
  qualifies: v.boolean(),
  campaign: v.nullable(v.object({ id: Id, name: v.string(), refundAmt: Money })),
});
export type FreeOrderVerdict = v.InferOutput<typeof FreeOrderVerdict>;

export const filterNeedFreeOrder = defineCall({
  method: 'POST',
  path: '/freeOrder/filterNeedFreeOrderFlow',
  request: v.object({ id: Id }),
  response: FreeOrderVerdict,
  safeToRetry: true,
});

export const GiftCard = v.object({
  id: Id,
  activityId: Id,
  activityName: v.string(),
  amount: Money,
  /** Only the last four characters: the whole code travels by e-mail, never to the page. */
  codeTail: v.string(),
  validUntil: v.string(),
  sendEmailStatus: v.boolean(),
  sentTo: v.nullable(v.string()),
});
export type GiftCard = v.InferOutput<typeof GiftCard>;

export const filterGiftCards = defineCall({
  method: 'POST',
  path: '/giftCards/filterGiftCardsFlow',
  request: v.object({ id: Id }),
  response: v.array(GiftCard),
  safeToRetry: true,
});

/** Sends the order's gift cards of one activity to the order's e-mail, once; again: 409 GIFT_CARDS_ALREADY_SENT. */
export const GIFT_CARDS_ALREADY_SENT = 'GIFT_CARDS_ALREADY_SENT';
export const updateGiftCardsSendEmailStatus = defineCall({
  method: 'POST',
  path: '/giftCards/updateGiftCardsOrderSendEmailStatusFunc',
  request: v.object({ id: Id, activityId: Id, sendEmailStatus: v.literal(true) }),
  response: v.array(GiftCard),
});
