/**
 * Issue 14: the points page calls (ledger, task completion, daily sign-in, growth events) and the
 * membership calls, over HTTP. Every number comes from the one ledger.
 */
import { accountCalls, authCalls, cartCalls, checkoutCalls, contentCalls, customerCalls, ErrorCode, pointsCalls } from '@mall/shared/contract';
import { address, chair, lamp } from './helpers/checkoutFlow';
import { DEMO, loggedIn } from './helpers/accounts';
import { startTestServer, type TestServer } from './helpers/server';

const P = pointsCalls.PointsErrorCode;

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ sessionCacheMs: 0 });
});
afterAll(() => server.close());

let signups = 0;
async function newBuyer() {
  const client = server.client();
  await client.ok(authCalls.signup, { email: `pts${++signups}-${Date.now()}@example.com`, password: 'first-pass-1' });
  return client;
}

describe('the ledger', () => {
  it("answers the seeded buyer's opening balance, and the balance is the ledger's sum", async () => {
    const client = await loggedIn(server, DEMO.buyer);
    const ledger = await client.ok(pointsCalls.pageLedger, { site: 'EU', pageNo: 1, pageSize: 50 });
    expect(ledger.data.some((e) => e.source === 'OPENING_BALANCE')).toBe(true);
    expect(ledger.pointsBalance).toBe(ledger.data.reduce((sum, e) => sum + e.points, 0));
    const membership = await client.ok(customerCalls.queryCustomer, {});
    expect(membership.pointsBalance).toBe(ledger.pointsBalance);
    expect(membership.growthValue).toBe(ledger.growthValue);
  });

  it('is empty for a new buyer, and for nobody else', async () => {
    const client = await newBuyer();
    expect(await client.ok(pointsCalls.pageLedger, { site: 'EU' })).toEqual({ data: [], total: 0, pointsBalance: 0, growthValue: 0 });
    expect((await server.client().fail(pointsCalls.pageLedger, { site: 'EU' }, 401)).code).toBe(ErrorCode.unauthenticated);
  });
});

describe('one number everywhere', () => {
  it("promises in the cart (expectPoints) exactly what the order earns (earnPoints)", async () => {
    const client = await newBuyer();
    await client.ok(cartCalls.batchCreateCartLines, [chair(2), lamp()]);
    const { expectPoints } = (await client.ok(cartCalls.cartList, {})).cartSummary;
    expect(expectPoints).toBeGreaterThan(0);
    const render = await client.ok(checkoutCalls.renderTradeContract, { shippingAddress: address() });
    const submitted = await client.ok(checkoutCalls.submitTradeContract, { shippingAddress: address(), expectedNeedPayAmt: render.needPayAmt.value });
    // What the order pages show as earnPoints and what completion credits to the ledger.
    const [earned] = await server.db.query<{ points: number }>('select sum(earn_points)::int as points from trade_orders where id = any($1::int[])', [submitted.tradeOrderIds]);
    expect(earned!.points).toBe(expectPoints);
  });
});

describe('daily sign-in', () => {
  it('grants 5 points once a day; a second sign-in that day is refused and the log shows the day', async () => {
    const client = await newBuyer();
    expect(await client.ok(pointsCalls.findSignInLog, { site: 'EU' })).toEqual({ signedInToday: false, days: [] });
    expect(await client.ok(pointsCalls.signIn, { site: 'EU' })).toEqual({ granted: true, points: 5, growth: 1 });
    const again = await client.fail(pointsCalls.signIn, { site: 'EU' }, 409);
    expect(again.code).toBe(P.alreadySignedIn);
    const today = new Date().toISOString().slice(0, 10);
    expect(await client.ok(pointsCalls.findSignInLog, { site: 'EU' })).toEqual({ signedInToday: true, days: [today] });
    const ledger = await client.ok(pointsCalls.pageLedger, { site: 'EU' });
    expect(ledger).toMatchObject({ pointsBalance: 5, growthValue: 1, total: 1, data: [{ source: 'SIGN_IN', points: 5, growth: 1, refId: today }] });
  });
});

describe('growth events', () => {
  it('lists every task with its reward and marks what is done', async () => {
    const client = await newBuyer();
    await client.ok(pointsCalls.sendFollowMediaGrowth, { site: 'EU' });
    const tasks = await client.ok(pointsCalls.findCustomerCompletionList, { site: 'EU' });
    expect(tasks.map((t) => t.growthEventType)).toEqual(['POST_ORDER_REVIEW', 'SHARE_PRODUCT', 'COMPLETE_PROFILE', 'FOLLOW_SOCIAL_MEDIA', 'SUBSCRIBE_EMAIL', 'SIGN_IN']);
    expect(tasks.find((t) => t.growthEventType === 'FOLLOW_SOCIAL_MEDIA')).toEqual({ growthEventType: 'FOLLOW_SOCIAL_MEDIA', points: 0, growth: 10, once: 'CUSTOMER', completed: true, times: 1 });
    expect(tasks.find((t) => t.growthEventType === 'COMPLETE_PROFILE')).toMatchObject({ points: 50, completed: false, times: 0 });
  });

  it('grants following and subscribing once per customer', async () => {
    const client = await newBuyer();
    expect(await client.ok(pointsCalls.sendFollowMediaGrowth, { site: 'EU' })).toEqual({ granted: true, points: 0, growth: 10 });
    expect(await client.ok(pointsCalls.sendFollowMediaGrowth, { site: 'EU' })).toEqual({ granted: false, points: 0, growth: 0 });
    expect(await client.ok(pointsCalls.sendSubscribeEmailGrowth, { site: 'EU' })).toEqual({ granted: true, points: 0, growth: 10 });
    expect(await client.ok(pointsCalls.sendSubscribeEmailGrowth, { site: 'EU' })).toMatchObject({ granted: false });
    expect((await client.ok(pointsCalls.pageLedger, { site: 'EU' })).growthValue).toBe(20);
  });

  it('grants sharing once per item, for items that exist, and once for the shopping experience', async () => {
    const client = await newBuyer();
    expect(await client.ok(pointsCalls.sendShareGrowth, { site: 'EU', itemId: 103 })).toEqual({ granted: true, points: 5, growth: 5 });
    expect(await client.ok(pointsCalls.sendShareGrowth, { site: 'EU', itemId: 103 })).toMatchObject({ granted: false });
    expect(await client.ok(pointsCalls.sendShareGrowth, { site: 'EU', itemId: 106 })).toMatchObject({ granted: true });
    await client.fail(pointsCalls.sendShareGrowth, { site: 'EU', itemId: 999_999 }, 404);
    // Sharing the shopping experience (no item) is granted once too, apart from the items.
    expect(await client.ok(pointsCalls.sendShareGrowth, { site: 'EU' })).toEqual({ granted: true, points: 5, growth: 5 });
    expect(await client.ok(pointsCalls.sendShareGrowth, { site: 'EU' })).toMatchObject({ granted: false, points: 0 });
  });

  it('grants the profile reward of 50 points only once the profile is complete, and once', async () => {
    const client = await newBuyer();
    expect((await client.fail(pointsCalls.sendCompleteProfileGrowth, { site: 'EU' }, 409)).code).toBe(P.profileIncomplete);
    // Everything but the birthday: still incomplete.
    await client.ok(accountCalls.updateProfile, { nickname: 'Ida', userDetail: { gender: 2, birthday: '' }, extra: { firstName: 'Ida', lastName: 'Lund', city: 'Malmö' } });
    expect((await client.fail(pointsCalls.sendCompleteProfileGrowth, { site: 'EU' }, 409)).code).toBe(P.profileIncomplete);
    await client.ok(accountCalls.updateProfile, { nickname: 'Ida', userDetail: { gender: 2, birthday: '1988-03-02' }, extra: { firstName: 'Ida', lastName: 'Lund', city: 'Malmö' } });
    expect(await client.ok(pointsCalls.sendCompleteProfileGrowth, { site: 'EU' })).toEqual({ granted: true, points: 50, growth: 20 });
    expect(await client.ok(pointsCalls.sendCompleteProfileGrowth, { site: 'EU' })).toMatchObject({ granted: false });
    expect((await client.ok(customerCalls.queryCustomer, {})).pointsBalance).toBe(50);
  });
});

describe('membership calls', () => {
  it('answers one level and its benefits, publicly; an unknown level is 404', async () => {
    const anyone = server.client();
    const level = await anyone.ok(customerCalls.queryLevel, { id: 2 });
    expect(level).toMatchObject({ id: 2, name: 'Silver', growthThreshold: 1000 });
    expect(await anyone.ok(customerCalls.benefitsByLevel, { levelId: 2 })).toEqual(level.benefits);
    await anyone.fail(customerCalls.queryLevel, { id: 99 }, 404);
  });

  it("answers the buyer's benefits and what the next level adds", async () => {
    const anna = await loggedIn(server, DEMO.buyer);
    const mine = await anna.ok(customerCalls.customerBenefits, {});
    const customer = await anna.ok(customerCalls.queryCustomer, {});
    expect(mine.level.id).toBe(customer.level.id);
    const diff = await anna.ok(customerCalls.levelUpDifference, {});
    expect(diff.growthToNextLevel).toBe(customer.growthToNextLevel);
    const have = new Set(mine.benefits.map((b) => b.code));
    expect(diff.gainedBenefits.length).toBeGreaterThan(0);
    expect(diff.gainedBenefits.every((b) => !have.has(b.code))).toBe(true);
    expect((await server.client().fail(customerCalls.customerBenefits, {}, 401)).code).toBe(ErrorCode.unauthenticated);
  });

  it('answers the paid service with its periods, and the items of a period by its code', async () => {
    const anyone = server.client();
    const service = await anyone.ok(customerCalls.paidService, {});
    expect(service.periods.map((p) => p.periodCode)).toEqual(['MONTH', 'YEAR']);
    const year = await anyone.ok(customerCalls.paidServiceItems, { periodCode: 'YEAR' });
    expect(year.period).toEqual({ periodCode: 'YEAR', name: 'Yearly', months: 12, price: { value: 89, currency: 'EUR' } });
    expect(year.items.length).toBeGreaterThan(0);
    await anyone.fail(customerCalls.paidServiceItems, { periodCode: 'DECADE' }, 404);
  });

  it('has the benefit article, which the paid service names too', async () => {
    const anyone = server.client();
    const article = await anyone.ok(contentCalls.articleDetail, { id: customerCalls.BENEFITS_ARTICLE_ID });
    expect(article.title).toBe('Membership levels and benefits');
    expect(article.body).toMatch(/Level points decide your loyalty level/);
    expect((await anyone.ok(customerCalls.paidService, {})).articleId).toBe(customerCalls.BENEFITS_ARTICLE_ID);
  });
});
