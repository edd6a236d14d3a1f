import * as v from 'valibot';
import { defineCall } from './define';
import { Empty, Id, page } from './common';

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
