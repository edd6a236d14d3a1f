/**
 * Points and growth (spec checkout-orderlist-points §7 "Points and growth", all carry site and
 * caller fields; logged-in buyers only). Every number here is read from the one ledger
 * (mall-api domain/points.ts), the same one checkout spends from and orders earn into.
 *
 * Decided where the spec says "not shown":
 * - The paths sit under /sapi/mall-customer; the ledger read is /sapi/mall-customer/points-ledger/page.
 * - A growth-event call answers whether it granted now (false: already granted for that key, which
 *   is not an error: the programme says "once").
 * - Sign-in is once per calendar day (UTC); a second one that day is refused 409 ALREADY_SIGNED_IN.
 */
import * as v from 'valibot';
import { defineCall } from './define';
import { Id, PageRequest, Site, page } from './common';

export const PointsErrorCode = {
  alreadySignedIn: 'ALREADY_SIGNED_IN',
  /** COMPLETE_PROFILE asked while a profile field is still empty. 409. */
  profileIncomplete: 'PROFILE_INCOMPLETE',
  /** POST_ORDER_REVIEW for an order line the buyer has not reviewed. 409. */
  notReviewed: 'NOT_REVIEWED',
} as const;

export const GrowthEventType = v.picklist(['POST_ORDER_REVIEW', 'SHARE_PRODUCT', 'COMPLETE_PROFILE', 'FOLLOW_SOCIAL_MEDIA', 'SUBSCRIBE_EMAIL', 'SIGN_IN']);
export type GrowthEventType = v.InferOutput<typeof GrowthEventType>;

/** Where a ledger entry's points came from or went. */
export const PointsSource = v.union([GrowthEventType, v.picklist(['OPENING_BALANCE', 'ORDER_COMPLETE', 'ORDER_PAY', 'ORDER_REFUND', 'PRIZE_DRAW'])]);
export type PointsSource = v.InferOutput<typeof PointsSource>;

/** Spec: every call carries the site and the caller; the session names the caller, so customerId is optional (another buyer's: 404). */
const Caller = { site: Site, customerId: v.optional(Id) };

const GrowthGranted = v.object({ granted: v.boolean(), points: v.number(), growth: v.number() });

export const LedgerEntry = v.object({
  id: Id,
  source: PointsSource,
  points: v.number(),
  growth: v.number(),
  /** What it is about (an order id, an order line id, a day). */
  refId: v.nullable(v.string()),
  createdAt: v.string(),
});
export type LedgerEntry = v.InferOutput<typeof LedgerEntry>;

/** The buyer's ledger, newest first, with the balance it sums to. */
export const pageLedger = defineCall({
  method: 'POST',
  path: '/sapi/mall-customer/points-ledger/page',
  request: v.object({ ...Caller, ...PageRequest }),
  response: v.object({ ...page(LedgerEntry).entries, pointsBalance: v.number(), growthValue: v.number() }),
  safeToRetry: true,
});

export const CustomerTask = v.object({
  growthEventType: GrowthEventType,
  points: v.number(),
  growth: v.number(),
  /** How often it may be granted: once per customer, per day, per order line or per item. */
  once: v.picklist(['CUSTOMER', 'DAY', 'ORDER_LINE', 'ITEM']),
  /** Granted at least once (for DAY: today). */
  completed: v.boolean(),
  /** How many times it was granted so far. */
  times: v.number(),
});
export type CustomerTask = v.InferOutput<typeof CustomerTask>;

export const findCustomerCompletionList = defineCall({
  method: 'POST',
  path: '/sapi/mall-customer/customer-task/find-customer-completion-list',
  request: v.object(Caller),
  response: v.array(CustomerTask),
  safeToRetry: true,
});

/** The sign-in log: the days signed in (ISO days, newest first, up to 31) and whether today is one. */
export const findSignInLog = defineCall({
  method: 'POST',
  path: '/sapi/mall-customer/customer-sign-in-log/find-sign-in-log',
  request: v.object(Caller),
  response: v.object({ signedInToday: v.boolean(), days: v.array(v.string()) }),
  safeToRetry: true,
});

/** Daily sign-in; a second on one day: 409 ALREADY_SIGNED_IN. */
export const signIn = defineCall({
  method: 'POST',
  path: '/sapi/mall-customer/customer-sign-in-log/sign-in',
  request: v.object(Caller),
  response: GrowthGranted,
});

// POST_ORDER_REVIEW's call (/post-order-review/send-growth-and-points) is reviewCalls.sendReviewGrowth:
// the review grants it in its own transaction, once per order line (one once-key, one handler).

/**
 * SHARE_PRODUCT: once per item shared, and (decided: the spec's path says "shopping or product
 * experience") once for sharing the shopping experience, which is a call without itemId.
 */
export const sendShareGrowth = defineCall({
  method: 'POST',
  path: '/sapi/mall-customer/share-shopping-or-product-experience/send-growth-and-points',
  request: v.object({ ...Caller, growthEventType: v.optional(v.literal('SHARE_PRODUCT')), itemId: v.optional(Id) }),
  response: GrowthGranted,
});

/** Decided (the spec shows no link): the mall's social media page the follow task opens. */
export const FOLLOW_MEDIA_URL = 'https://www.instagram.com/furnituremall';

/** COMPLETE_PROFILE: once per customer, only when every profile field but the avatar is filled. */
export const sendCompleteProfileGrowth = defineCall({
  method: 'POST',
  path: '/sapi/mall-customer/complete-customer-profile/send-growth-and-point',
  request: v.object({ ...Caller, growthEventType: v.optional(v.literal('COMPLETE_PROFILE')) }),
  response: GrowthGranted,
});

export const sendFollowMediaGrowth = defineCall({
  method: 'POST',
  path: '/sapi/mall-customer/follow-media/send-growth-value',
  request: v.object({ ...Caller, growthEventType: v.optional(v.literal('FOLLOW_SOCIAL_MEDIA')) }),
  response: GrowthGranted,
});

export const sendSubscribeEmailGrowth = defineCall({
  method: 'POST',
  path: '/sapi/mall-customer/subscribe-email/send-growth-value',
  request: v.object({ ...Caller, growthEventType: v.optional(v.literal('SUBSCRIBE_EMAIL')) }),
  response: GrowthGranted,
});
