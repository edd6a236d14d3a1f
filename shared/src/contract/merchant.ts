import * as v from 'valibot';
import { defineCall } from './define';
import { Empty } from './common';
import { MARKETS } from '../address/markets';

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

export const MerchantApplication = v.object({
  shopName: v.pipe(v.string(), v.trim(), v.nonEmpty('merchant.shopNameRequired'), v.maxLength(60, 'merchant.shopNameTooLong')),
  contactName: v.pipe(v.string(), v.trim(), v.nonEmpty('merchant.contactRequired'), v.maxLength(60, 'merchant.contactTooLong')),
  companyRegistrationNo: v.pipe(v.string(), v.trim(), v.nonEmpty('merchant.registrationRequired'), v.maxLength(40, 'merchant.registrationTooLong')),
  /** Picked from the mall's markets (a list, named in the buyer's language), never typed: another code is refused. */
  countryCode: v.picklist(MARKETS, 'merchant.countryRequired'),
});
export type MerchantApplication = v.InferInput<typeof MerchantApplication>;

/** Not shown in the spec: submitting the settle-in form moves the audit status to `audit`. */
export const applyMerchant = defineCall({
  method: 'POST',
  path: '/sapi/mall-customer/merchant/apply',
  request: MerchantApplication,
  response: MerchantEntry,
});
