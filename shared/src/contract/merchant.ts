import * as v from 'valibot';
import { defineCall } from './define';
import { MARKETS } from '../address/markets';
import { MerchantEntry } from './merchantEntry';

export { MerchantStatus, AuditStatus, MerchantEntry, merchantEntry } from './merchantEntry';

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
