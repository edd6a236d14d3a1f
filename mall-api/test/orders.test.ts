import { ErrorCode, orderCalls, type CallRequest, type Order, type OrderDisplayStatus } from '@mall/shared/contract';
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

async function everyOrder(client: Client, filters: CallRequest<typeof orderCalls.pageOrders> = {}): Promise<Order[]> {
  const page = await client.ok(orderCalls.pageOrders, { ...filters, pageSize: 50 });
  expect(page.data).toHaveLength(page.total);
  return page.data;
}
const ops = (order: Order | undefined) => order?.operationList.map((o) => o.operation);

describe('order list', () => {
  it('pages by 5 by default, newest first, with disjoint pages', async () => {
    const first = await anna.ok(orderCalls.pageOrders, {});
    expect(first.total).toBe(13);
    expect(first.data).toHaveLength(5);
    const pages = [first, await anna.ok(orderCalls.pageOrders, { pageNo: 2 }), await anna.ok(orderCalls.pageOrders, { pageNo: 3 })];
    const ids = pages.flatMap((p) => p.data.map((o) => o.id));
    expect(new Set(ids).size).toBe(13);
    const times = pages.flatMap((p) => p.data.map((o) => Date.parse(o.timeline.orderedTime)));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect((await anna.ok(orderCalls.pageOrders, { pageNo: 4 })).data).toEqual([]);
  });

  it.each([
    ['unpaid', 'PENDING_PAY', 3],
    ['unshipped', 'UN_DELIVERY', 2],
    ['unreceived', 'UN_RECEIVED', 1],
    ['finished', 'COMPLETE', 4],
    ['canceled', 'CANCEL_ALL', 1],
  ] as const)('searchStatus %s lists the %s orders', async (searchStatus, status, count) => {
    const orders = await everyOrder(anna, { searchStatus });
    expect(orders).toHaveLength(count);
    expect(orders.every((o) => o.displayStatus === status)).toBe(true);
  });

  it('lists points-mall orders only when asked for them', async () => {
    const points = await everyOrder(anna, { tradeType: 'NORMAL_POINT_REDEEM' });
    expect(points.map((o) => o.tradeType)).toEqual(['NORMAL_POINT_REDEEM']);
    expect(points[0]).toMatchObject({ actualPaidPoints: 5900, needPayAmt: { value: 0 } });
    expect((await everyOrder(anna)).some((o) => o.tradeType === 'NORMAL_POINT_REDEEM')).toBe(false);
    expect((await everyOrder(anna, { tradeType: 'NORMAL_SALE_CBE' })).map((o) => o.id)).toEqual([5006]);
  });

  it('filters by time: the ranges split the orders without overlap', async () => {
    const now = new Date();
    const startOfYear = Date.UTC(now.getUTCFullYear(), 0, 1);
    const threeMonthsAgo = new Date(now).setUTCMonth(now.getUTCMonth() - 3);
    const all = await everyOrder(anna, { timespan: 'lta' });
    const thisYear = await everyOrder(anna, { timespan: 'ty' });
    const lastYear = await everyOrder(anna, { timespan: 'ly' });
    const recent = await everyOrder(anna, { timespan: '3m' });
    expect(all).toHaveLength(13);
    expect(lastYear.length).toBeGreaterThanOrEqual(3);
    expect(thisYear.length + lastYear.length).toBe(13);
    expect(thisYear.every((o) => Date.parse(o.timeline.orderedTime) >= startOfYear)).toBe(true);
    expect(lastYear.every((o) => Date.parse(o.timeline.orderedTime) < startOfYear)).toBe(true);
    expect(recent.length).toBeGreaterThan(0);
    expect(recent.every((o) => Date.parse(o.timeline.orderedTime) >= threeMonthsAgo)).toBe(true);
  });

  it('searches by product name and by order number, ignoring case', async () => {
    const byName = await everyOrder(anna, { keyword: 'OSLO 3-seater' });
    expect(byName.map((o) => o.id)).toEqual([5012]);
    const code = byName[0]!.tradeOrderCode;
    expect((await everyOrder(anna, { keyword: code.toLowerCase() })).map((o) => o.id)).toEqual([5012]);
    expect(await everyOrder(anna, { keyword: 'no such thing' })).toEqual([]);
  });

  it('shows each buyer only their own orders', async () => {
    const bens = await everyOrder(ben);
    expect(bens.map((o) => o.id).sort()).toEqual([5101, 5102]);
    expect(bens.every((o) => o.buyer.id === 2)).toBe(true);
    expect((await everyOrder(anna)).every((o) => o.buyer.id === 1)).toBe(true);
    expect(await everyOrder(ben, { keyword: 'oslo' })).toEqual([]);
  });

  it('needs a session, and validates the filters', async () => {
    await server.client().fail(orderCalls.pageOrders, {}, 401);
    const error = await anna.fail(orderCalls.pageOrders, { searchStatus: 'lost', pageSize: 51 }, 400);
    expect(error.fields?.map((f) => f.field)).toEqual(['searchStatus', 'pageSize']);
  });
});

describe('what each order offers', () => {
  const byStatus = async (status: OrderDisplayStatus) => (await everyOrder(anna)).filter((o) => o.displayStatus === status);

  it('awaiting payment: pay or cancel, with a deadline in the future; a checkout of two shops is a group', async () => {
    const unpaid = await byStatus('PENDING_PAY');
    for (const order of unpaid) {
      expect(ops(order)).toEqual(['pay', 'buyerCancelBeforePay']);
      expect(order.payDeadlineMillis).toBeGreaterThan(Date.now());
      expect(order.paidAmt.value).toBe(0);
    }
    expect(unpaid.filter((o) => o.isInGroup).map((o) => o.tradeContract.id)).toEqual([7002, 7002]);
  });

  it('pre-sale awaiting the balance: pay the balance inside its window', async () => {
    const [order] = await byStatus('PENDING_BALANCE');
    expect(ops(order)).toEqual(['payBalance']);
    const line = order!.tradeOrderLineList[0]!;
    expect(line).toMatchObject({ campaignSubType: 'PRESELL', preSaleUnitAmount: { value: 200 }, balanceSaleUnitAmount: { value: 1490 } });
    expect(Date.parse(line.balancePaymentStartTime!)).toBeLessThan(Date.now());
    expect(Date.parse(line.balancePaymentEndTime!)).toBeGreaterThan(Date.now());
    expect(order!.paidAmt.value).toBe(200);
    expect(order!.timeline.depositPaidTime).not.toBeNull();
  });

  it('shipped, delivered, completed, cancelled and closed orders offer what their state allows', async () => {
    const unshipped = await byStatus('UN_DELIVERY');
    // Awaiting shipment: cancel at once, or apply to cancel before delivery (the after-sales modal).
    expect(ops(unshipped[0])).toEqual(['buyerCancelAfterPay', 'buyerApplyReverse', 'buyAgain']);
    const [received] = await byStatus('UN_RECEIVED');
    // One of its lines is in after-sales already.
    expect(ops(received)).toEqual(['confirm', 'buyerPostponeConfirmDeadline', 'checkExpressTrack', 'buyerApplyReverse', 'buyAgain']);
    expect(received!.reverseStatus).toBe('PROCESSING');
    const complete = await byStatus('COMPLETE');
    const reviewed = complete.find((o) => o.id === 5008);
    const unreviewed = complete.find((o) => o.id === 5010);
    expect(ops(unreviewed)).toContain('comment');
    expect(ops(reviewed)).not.toContain('comment');
    expect(ops((await byStatus('CANCEL_ALL'))[0])).toEqual(['buyAgain']);
    expect(ops((await byStatus('CLOSED'))[0])).toEqual(['buyAgain']);
  });

  it('every order carries its shop, seller, money and lines', async () => {
    for (const order of await everyOrder(anna)) {
      expect(order.shop.siteName).toEqual(expect.any(String));
      expect(order.seller.id).toBeGreaterThan(0);
      expect(order.skuTotalCount).toBe(order.tradeOrderLineList.reduce((sum, l) => sum + l.tradeQty, 0));
      expect(order.skuAmt.value).toBeCloseTo(order.tradeOrderLineList.reduce((sum, l) => sum + l.sku.salePrc.value * l.tradeQty, 0));
      for (const line of order.tradeOrderLineList) {
        expect(line.sku.image).toMatch(/^\/media\/skus\/\d+\.svg$/);
        expect(line.sku.item.urlKey).toMatch(/^[a-z0-9-]+$/);
        expect(line.sku.attributes.length).toBeGreaterThan(0);
      }
    }
  });
});

describe('status counts', () => {
  it('counts every status, zeros included, ALL_ORDER first', async () => {
    const counts = await anna.ok(orderCalls.orderStatusCounts, { deviceSource: 'PC' });
    const count = Object.fromEntries(counts.map((c) => [c.displayOrderStatus, c.quantity]));
    expect(counts[0]?.displayOrderStatus).toBe('ALL_ORDER');
    expect(count).toEqual({
      ALL_ORDER: 13,
      PENDING_PAY: 3,
      PENDING_DEPOSIT: 0,
      PENDING_BALANCE: 1,
      UN_DELIVERY: 2,
      UN_RECEIVED: 1,
      COMPLETE: 4,
      CLOSED: 1,
      CANCEL_ALL: 1,
      CANCELED: 0,
    });
  });

  it('counts only the caller’s orders', async () => {
    const counts = await ben.ok(orderCalls.orderStatusCounts, {});
    expect(counts.filter((c) => c.quantity > 0)).toEqual([
      { displayOrderStatus: 'ALL_ORDER', quantity: 2 },
      { displayOrderStatus: 'UN_DELIVERY', quantity: 1 },
      { displayOrderStatus: 'COMPLETE', quantity: 1 },
    ]);
  });
});

describe('order detail', () => {
  it('answers the buyer’s own order with addresses, tax and after-sales types', async () => {
    const order = await anna.ok(orderCalls.orderDetail, { id: 5005 });
    expect(order).toMatchObject({
      id: 5005,
      displayStatus: 'UN_DELIVERY',
      taxRate: 19,
      buyerEmail: 'buyer@demo.mall',
      tradeContract: { id: 7004, selectedAddress: { city: 'Berlin', postalCode: '10435', regionShortName: 'DE' } },
      availableReverseTypes: ['SALE_CANCEL_BEFORE_DELIVERY'],
      invoiceUrl: null,
    });
    // 679 + 2 × 149 = 977, free delivery; VAT 977 × 19/119 = 155.99
    expect(order).toMatchObject({ skuAmt: { value: 977 }, shippingAmt: { value: 0 }, needPayAmt: { value: 977 }, taxAmt: { value: 155.99 } });
    expect(order.tradeOrderLineList.map((l) => [l.sku.name, l.tradeQty, l.canCancelQty])).toEqual([
      ['Sova oak bed frame, 160 × 200 cm', 1, 1],
      ['Nido nightstand, Oak', 2, 2],
    ]);
  });

  it('answers 404 for another buyer’s order, and 401 without a session', async () => {
    const error = await ben.fail(orderCalls.orderDetail, { id: 5005 }, 404);
    expect(error.code).toBe(ErrorCode.notFound);
    await anna.fail(orderCalls.orderDetail, { id: 5101 }, 404);
    await anna.fail(orderCalls.orderDetail, { id: 424242 }, 404);
    await server.client().fail(orderCalls.orderDetail, { id: 5005 }, 401);
  });

  it('a completed order offers return, refund and exchange only for what is not in after-sales yet', async () => {
    const order = await anna.ok(orderCalls.orderDetail, { id: 5009 });
    expect(order.availableReverseTypes).toEqual(['SALE_REFUND', 'SALE_RETURN', 'SALE_EXCHANGE']);
    expect(order.tradeOrderLineList.map((l) => [l.reverseStatus, l.canReverseQty])).toEqual([
      ['NOT_REQUESTED', 1],
      ['PROCESSING', 0],
    ]);
    const points = await anna.ok(orderCalls.orderDetail, { id: 5011 });
    expect(points.availableReverseTypes).toEqual([]);
  });
});
