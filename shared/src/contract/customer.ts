import * as v from 'valibot';
import { defineCall } from './define';
import { Empty, Id, Money, page } from './common';

/** A membership level: reached once the buyer's growth value is at least growthThreshold. */
export const MembershipLevel = v.object({
  id: Id,
  name: v.string(),
  growthThreshold: v.number(),
  benefits: v.array(v.object({ code: v.string(), name: v.string() })),
});
export type MembershipLevel = v.InferOutput<typeof MembershipLevel>;

/** Not shown in the spec: the buyer's membership, points and growth. */
export const CustomerMembership = v.object({
  customerId: Id,
  level: MembershipLevel,
  /** null at the top level. */
  nextLevel: v.nullable(MembershipLevel),
  /** Growth still needed for nextLevel; null at the top level. */
  growthToNextLevel: v.nullable(v.number()),
  growthValue: v.number(),
  pointsBalance: v.number(),
});
export type CustomerMembership = v.InferOutput<typeof CustomerMembership>;

/** Logged-in buyers only (401 for guests and tourists). */
export const queryCustomer = defineCall({
  method: 'POST',
  path: '/sapi/mall-customer/customer/queryCustomerFlow',
  request: Empty,
  response: CustomerMembership,
  safeToRetry: true,
});

/** All levels, lowest first; public (the membership pages show them before login too). */
export const pageLevels = defineCall({
  method: 'POST',
  path: '/api/trantor/flow/customer_PagingLevelManageFlow',
  request: v.optional(
    v.object({
      page: v.optional(
        v.object({
          no: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1)), 1),
          size: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(100)), 20),
        }),
        {},
      ),
    }),
    {},
  ),
  response: page(MembershipLevel),
  safeToRetry: true,
});

// ---- Issue 14: the rest of the membership calls (payloads and answers not shown in the spec; decided here) ----

export const Benefit = v.object({ code: v.string(), name: v.string() });
export type Benefit = v.InferOutput<typeof Benefit>;

/** One level by id (public). 404 for an unknown level. */
export const queryLevel = defineCall({
  method: 'POST',
  path: '/api/trantor/flow/customer_QueryLevelManageFlow',
  request: v.object({ id: Id }),
  response: MembershipLevel,
  safeToRetry: true,
});

/** The benefits of one level (public). */
export const benefitsByLevel = defineCall({
  method: 'POST',
  path: '/api/trantor/func/marketing_QueryBenefitByLevelFunc',
  request: v.object({ levelId: Id }),
  response: v.array(Benefit),
  safeToRetry: true,
});

/** The logged-in buyer's level and the benefits it gives them. */
export const customerBenefits = defineCall({
  method: 'POST',
  path: '/api/trantor/func/marketing_QueryCustomerBenefitByLevelFunc',
  request: Empty,
  response: v.object({ level: MembershipLevel, benefits: v.array(Benefit) }),
  safeToRetry: true,
});

/** What the next level adds and the growth still needed (null at the top). */
export const levelUpDifference = defineCall({
  method: 'POST',
  path: '/api/trantor/flow/customer_QueryLevelUpDifferenceFlow',
  request: Empty,
  response: v.object({
    level: MembershipLevel,
    nextLevel: v.nullable(MembershipLevel),
    growthToNextLevel: v.nullable(v.number()),
    /** Benefits the next level has that the current one lacks. */
    gainedBenefits: v.array(Benefit),
  }),
  safeToRetry: true,
});

export const PaidServicePeriod = v.object({ periodCode: v.string(), name: v.string(), price: Money, months: v.number() });
export type PaidServicePeriod = v.InferOutput<typeof PaidServicePeriod>;

/** The paid membership (super member), with the periods it is sold for (public). */
export const paidService = defineCall({
  method: 'POST',
  path: '/api/trantor/func/customer_QueryOnePaidServiceBOBuiltInFunc',
  request: Empty,
  response: v.object({ id: Id, code: v.string(), name: v.string(), description: v.string(), articleId: v.nullable(Id), periods: v.array(PaidServicePeriod) }),
  safeToRetry: true,
});

/** One period of the paid service and what it includes, by period code (public). 404 for an unknown code. */
export const paidServiceItems = defineCall({
  method: 'POST',
  path: '/api/trantor/func/bbc_item_RenderItemByPaidServicePeriodCodeFunc',
  request: v.object({ periodCode: v.pipe(v.string(), v.nonEmpty(), v.maxLength(40)) }),
  response: v.object({ period: PaidServicePeriod, items: v.array(Benefit) }),
  safeToRetry: true,
});

/** Decided (the spec lists articleDetail among the membership calls): the benefit article, a content article. */
export const BENEFITS_ARTICLE_ID = 10;
