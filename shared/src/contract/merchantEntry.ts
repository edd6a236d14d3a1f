import * as v from 'valibot';
import { defineCall } from './define';
import { Empty } from './common';

// A module of its own: the top bar asks for it on every page; the settle-in form's schemas (and the
// markets list they need) stay off pages without the form (issue 29: `/`'s JS budget).

/** Spec (reviews-aftersales-cards-header §4, §6): merchant status and audit status. */
export const MerchantStatus = v.picklist(['seller', 'frozen', 'clear']);
export type MerchantStatus = v.InferOutput<typeof MerchantStatus>;
export const AuditStatus = v.picklist(['none', 'audit', 'pass', 'reject']);
export type AuditStatus = v.InferOutput<typeof AuditStatus>;

export const MerchantEntry = v.object({
  /** The merchant link shows only when the server says so and a user is logged in. */
  isShow: v.boolean(),
  isShowSettled: v.boolean(),
  isShowBackground: v.boolean(),
  merchantStatus: v.nullable(MerchantStatus),
  auditStatus: v.nullable(AuditStatus),
  backOfficeUrl: v.string(),
});
export type MerchantEntry = v.InferOutput<typeof MerchantEntry>;

/** Not shown in the spec: the flags and statuses behind the top bar's merchant entry. */
export const merchantEntry = defineCall({
  method: 'POST',
  path: '/sapi/mall-customer/merchant/entry',
  request: Empty,
  response: MerchantEntry,
  safeToRetry: true,
});
