import { afterSalesCalls, authCalls, customerCalls, reviewCalls } from '@mall/shared/contract';
import { DEMO, loggedIn } from './helpers/accounts';
import type { Client } from './helpers/client';
import { startTestServer, type TestServer } from './helpers/server';

let server: TestServer;
let anna: Client;
let ben: Client;
beforeAll(async () => {
  server = await startTestServer();
  anna = await loggedIn(server, DEMO.buyer);
  ben = await loggedIn(server, DEMO.buyer2);
});
afterAll(() => server.close());

describe('after-sales list', () => {
  it('lists the buyer’s after-sales orders, newest first, with lines and the actions offered', async () => {
    const page = await anna.ok(afterSalesCalls.pageReverseOrders, { pageSize: 50 });
    // One in every status (seed/orders.ts's three, seed/aftersales.ts's eleven: the after-sales journey's own return too).
    expect(page.total).toBe(14);
    const times = page.data.map((r) => Date.parse(r.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    const byId = (id: number) => page.data.find((r) => r.id === id)!;
    const [ret, exchange, refund] = [byId(8001), byId(8002), byId(8003)];
    expect([ret, exchange, refund].map((r) => [r.reverseTradeOrderType, r.reverseTradeOrderStatus])).toEqual([
      ['SALE_RETURN', 'WAITING_FOR_BUYER_RETURN'],
      ['SALE_EXCHANGE', 'WAITING_FOR_BUYER_CONFIRMED'],
      ['SALE_REFUND', 'REFUND_DONE'],
    ]);
    expect(ret).toMatchObject({
      reverseTradeOrderCode: expect.stringMatching(/^AS\d{4}008001$/),
      tradeOrder: { id: 5007 },
      applyRefundAmt: { value: 149, currency: 'EUR' },
      actualRefundAmt: null,
      skuTotalCount: 1,
    });
    expect(ret!.reverseTradeOrderLineList[0]).toMatchObject({ reverseQty: 1, sku: { name: 'Stack bookcase, 5 shelves, white', image: '/media/products/bookcase_lacquered-wood_eeeeea/three-quarter-640.webp' } });
    expect(ret!.operationList.map((o) => o.operation)).toEqual(['buyerCancelReverse', 'buyerPostBack']);
    expect(exchange!.operationList.map((o) => o.operation)).toEqual(['buyerConfirmExchange', 'checkReverseLogistics']);
    expect(refund).toMatchObject({ actualRefundAmt: { value: 100 }, operationList: [] });
  });

  it('filters by order, by sku and by keyword, and pages', async () => {
    expect((await anna.ok(afterSalesCalls.pageReverseOrders, { tradeOrderId: 5009 })).data.map((r) => r.tradeOrder.id)).toEqual([5009]);
    expect((await anna.ok(afterSalesCalls.pageReverseOrders, { skuId: 1011 })).data.map((r) => r.tradeOrder.id)).toEqual([5012]);
    expect((await anna.ok(afterSalesCalls.pageReverseOrders, { keyword: 'mirror' })).total).toBe(1);
    const all = await anna.ok(afterSalesCalls.pageReverseOrders, { pageSize: 50 });
    const last = await anna.ok(afterSalesCalls.pageReverseOrders, { pageNo: 5, pageSize: 3 });
    expect(last).toEqual({ total: 14, data: all.data.slice(12) });
  });

  it('shows nothing of another buyer’s after-sales, and needs a session', async () => {
    expect(await ben.ok(afterSalesCalls.pageReverseOrders, {})).toEqual({ data: [], total: 0 });
    expect((await ben.ok(afterSalesCalls.pageReverseOrders, { tradeOrderId: 5007 })).total).toBe(0);
    await server.client().fail(afterSalesCalls.pageReverseOrders, {}, 401);
  });
});

describe('review lines', () => {
  it('pages by order, 4 orders a page: an order never splits across pages, and the total counts orders', async () => {
    const all = await anna.ok(reviewCalls.pageReviewLines, { page: { size: 50 } });
    const orderIds = [...new Set(all.data.map((l) => l.tradeOrder.id))];
    expect(all.total).toBe(orderIds.length);
    expect(all.data.length).toBeGreaterThan(orderIds.length);
    expect(all.data.every((l) => l.tradeOrder.tradeOrderStatus === 'COMPLETE')).toBe(true);
    const pages = [];
    for (let no = 1; no <= Math.ceil(all.total / 4); no++) pages.push(await anna.ok(reviewCalls.pageReviewLines, { page: { no } }));
    expect(pages.every((p) => p.total === all.total)).toBe(true);
    const ordersOf = (lines: typeof all.data) => [...new Set(lines.map((l) => l.tradeOrder.id))];
    expect(pages.slice(0, -1).every((p) => ordersOf(p.data).length === 4)).toBe(true);
    expect(pages.flatMap((p) => ordersOf(p.data))).toEqual(orderIds);
    // Every line of every order, each once, in the same order as one long page.
    expect(pages.flatMap((p) => p.data.map((l) => l.id))).toEqual(all.data.map((l) => l.id));
  });

  it('splits into the two tabs: to review and reviewed', async () => {
    const toReview = await anna.ok(reviewCalls.pageReviewLines, { commentStatus: 'unComment', page: { size: 20 } });
    const reviewed = await anna.ok(reviewCalls.pageReviewLines, { commentStatus: 'comment', page: { size: 20 } });
    expect(toReview.total).toBe(new Set(toReview.data.map((l) => l.tradeOrder.id)).size);
    expect(reviewed.total).toBe(new Set(reviewed.data.map((l) => l.tradeOrder.id)).size);
    expect(toReview.data).toHaveLength(15);
    expect(reviewed.data).toHaveLength(3);
    expect(toReview.data.every((l) => l.commentStatus === 'NOT_EVALUATED' && l.commentId === null)).toBe(true);
    expect(reviewed.data.every((l) => l.commentStatus === 'EVALUATED' && l.commentId !== null)).toBe(true);
    expect(reviewed.data.map((l) => l.sku.name)).toContain('Fjord armchair, Natural oak / oatmeal');
  });

  it('is the buyer’s own, and not for guests or tourists', async () => {
    const bens = await ben.ok(reviewCalls.pageReviewLines, {});
    expect(bens.data.map((l) => l.tradeOrder.id)).toEqual([5101]);
    await server.client().fail(reviewCalls.pageReviewLines, {}, 401);
    const tourist = server.client();
    await tourist.ok(authCalls.touristSession, {});
    await tourist.fail(reviewCalls.pageReviewLines, {}, 401);
  });
});

describe('membership', () => {
  it('lists the levels, lowest first, with their benefits', async () => {
    const levels = await server.client().ok(customerCalls.pageLevels, {});
    expect(levels.total).toBe(4);
    expect(levels.data.map((l) => [l.name, l.growthThreshold])).toEqual([
      ['Classic', 0],
      ['Silver', 1000],
      ['Gold', 3000],
      ['Platinum', 8000],
    ]);
    expect(levels.data[2]?.benefits).toContainEqual({ code: 'FREE_ASSEMBLY', name: 'Free assembly on every order' });
  });

  it('tells the demo buyer her level, points and the growth to the next level', async () => {
    expect(await anna.ok(customerCalls.queryCustomer, {})).toMatchObject({
      customerId: 1,
      level: { name: 'Silver' },
      nextLevel: { name: 'Gold' },
      growthValue: 1280,
      growthToNextLevel: 1720,
      pointsBalance: 3450,
    });
  });

  it('a new buyer starts at the first level with nothing collected; guests get 401', async () => {
    const client = server.client();
    await client.ok(authCalls.signup, { email: 'member@example.com', password: 'furniture-5' });
    expect(await client.ok(customerCalls.queryCustomer, {})).toMatchObject({ level: { name: 'Classic' }, growthValue: 0, pointsBalance: 0 });
    await server.client().fail(customerCalls.queryCustomer, {}, 401);
  });
});
