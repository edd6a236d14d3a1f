/**
 * Issue 31: the calls the spec says carry `site` (points and growth, the order's growth value,
 * regions, associated orders) take it as the spec names it: required, and only a site the mall
 * serves. Found from the contract, so a call that gains or loses a required site fails here.
 */
import * as v from 'valibot';
import { orderActionCalls, pointsCalls, regionCalls, reviewCalls, SITES, type AnyCall } from '@mall/shared/contract';
import { DEMO } from './helpers/accounts';
import { contractCalls } from './helpers/contractCalls';
import { seededServerWithBuyer } from './helpers/seededServer';

/** Each call with a body that is valid but for its site. */
const WITH_SITE: Array<[string, AnyCall, Record<string, unknown>]> = [
  ['regionCalls.pageRegions', regionCalls.pageRegions, { pageSize: 999, pageNum: 1 }],
  ['pointsCalls.pageLedger', pointsCalls.pageLedger, {}],
  ['pointsCalls.findCustomerCompletionList', pointsCalls.findCustomerCompletionList, {}],
  ['pointsCalls.findSignInLog', pointsCalls.findSignInLog, {}],
  ['pointsCalls.signIn', pointsCalls.signIn, {}],
  ['pointsCalls.sendShareGrowth', pointsCalls.sendShareGrowth, {}],
  ['pointsCalls.sendCompleteProfileGrowth', pointsCalls.sendCompleteProfileGrowth, {}],
  ['pointsCalls.sendFollowMediaGrowth', pointsCalls.sendFollowMediaGrowth, {}],
  ['pointsCalls.sendSubscribeEmailGrowth', pointsCalls.sendSubscribeEmailGrowth, {}],
  ['reviewCalls.sendReviewGrowth', reviewCalls.sendReviewGrowth, { orderLineId: 1 }],
  ['orderActionCalls.orderGrowthValue', orderActionCalls.orderGrowthValue, { orderId: 5008 }],
  ['orderActionCalls.queryAssociatedOrders', orderActionCalls.queryAssociatedOrders, { id: 5008 }],
  ['orderActionCalls.confirmLinkOrders', orderActionCalls.confirmLinkOrders, { uuid: 'not-verified', buyerEmail: DEMO.buyer.email }],
];

const requiresSite = (call: AnyCall) => {
  const entries = (call.request as { entries?: Record<string, v.GenericSchema> }).entries;
  return entries?.site !== undefined && entries.site.type !== 'optional';
};

const seeded = seededServerWithBuyer();

describe('the spec\'s site field', () => {
  it('is required on exactly the calls the spec says carry it', () => {
    // The user-protocol article call (spec: "site added") had it already: another site's articles are none (product-marketing.test).
    const expected = [...WITH_SITE.map(([name]) => name), 'contentCalls.queryUpArticleInfo'].sort();
    expect(contractCalls().filter(({ call }) => requiresSite(call)).map(({ name }) => name).sort()).toEqual(expected);
  });

  it.each(WITH_SITE)('%s refuses a request without site (field.required), or with a site the mall does not serve (site.unknown)', async (_name, call, body) => {
    const anna = seeded.buyer();
    expect((await anna.fail(call, body, 400)).fields).toContainEqual({ field: 'site', message: 'field.required' });
    for (const site of ['US', '', 'eu']) {
      expect((await anna.fail(call, { ...body, site }, 400)).fields).toContainEqual({ field: 'site', message: 'site.unknown' });
    }
  });

  it('answers the mall\'s own site to the storefront, the one these calls name', async () => {
    const anna = seeded.buyer();
    expect((await anna.ok(regionCalls.siteConfig, {})).site).toBe(SITES[0]);
    expect((await anna.ok(regionCalls.pageRegions, { pageSize: 999, pageNum: 1, site: 'EU' })).total).toBe(13);
  });
});
