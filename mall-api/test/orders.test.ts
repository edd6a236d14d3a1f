import { ErrorCode, orderCalls, parseProductPicture, type CallRequest, type Order, type OrderDisplayStatus } from '@mall/shared/contract';
import { DEMO, loggedIn } from './helpers/accounts';
import type { Client } from './helpers/client';
import { startTestServer, type TestServer } from './helpers/server';
import { orderDetailFails, orderDetailOf } from './helpers/orderDetail';

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

/** Anna's orders outside the points mall (seed/orders.ts, seed/orderScenarios.ts with the journeys' copies, and seed/aftersales.ts's seven). */
const ANNA_ORDERS = 48;

describe('order list', () => {
  it('pages by 5 by default, newest first, with disjoint pages', async () => {
    const first = await anna.ok(orderCalls.pageOrders, {});
    expect(first.total).toBe(ANNA_ORDERS);
    expect(first.data).toHaveLength(5);
    const pages = [first];
    for (let pageNo = 2; pageNo <= Math.ceil(ANNA_ORDERS / 5); pageNo += 1) pages.push(await anna.ok(orderCalls.pageOrders, { pageNo }));
    const ids = pages.flatMap((p) => p.data.map((o) => o.id));
    expect(new Set(ids).size).toBe(ANNA_ORDERS);
    const times = pages.flatMap((p) => p.data.map((o) => Date.parse(o.timeline.orderedTime)));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect((await anna.ok(orderCalls.pageOrders, { pageNo: Math.ceil(ANNA_ORDERS / 5) + 1 })).data).toEqual([]);
  });

  it.each([
    ['unpaid', ['PENDING_PAY', 'PENDING_DEPOSIT', 'PENDING_BALANCE']],
    ['unshipped', ['UN_DELIVERY']],
    ['unreceived', ['UN_RECEIVED']],
    ['finished', ['COMPLETE']],
    ['canceled', ['CANCEL_ALL', 'CANCELED', 'CLOSED']],
  ] as const)('searchStatus %s lists every order in %j, and its count is the sum of theirs', async (searchStatus, statuses) => {
    const all = await everyOrder(anna);
    const orders = await everyOrder(anna, { searchStatus });
    expect(orders.map((o) => o.id).sort()).toEqual(all.filter((o) => (statuses as readonly string[]).includes(o.displayStatus)).map((o) => o.id).sort());
    expect(new Set(orders.map((o) => o.displayStatus))).toEqual(new Set(statuses));
    const counts = await anna.ok(orderCalls.orderStatusCounts, {});
    expect(orderCalls.countForSearchStatus(counts, searchStatus)).toBe(orders.length);
  });

  it('lists pre-sale orders awaiting their deposit or balance under unpaid, and orders cancelled before payment under canceled', async () => {
    expect((await everyOrder(anna, { searchStatus: 'unpaid' })).map((o) => o.id)).toEqual(expect.arrayContaining([5015, 5016, 5004]));
    expect((await everyOrder(anna, { searchStatus: 'canceled' })).map((o) => o.id)).toEqual(expect.arrayContaining([5026, 5014, 5013]));
  });

  it('lists points-mall orders only when asked for them', async () => {
    const points = await everyOrder(anna, { tradeType: 'NORMAL_POINT_REDEEM' });
    expect(points.map((o) => o.id)).toEqual([5033, 5032, 5011]);
    expect(points.every((o) => o.tradeType === 'NORMAL_POINT_REDEEM' && o.needPayAmt.value === 0)).toBe(true);
    expect(points.find((o) => o.id === 5011)).toMatchObject({ actualPaidPoints: 5900, needPayAmt: { value: 0 } });
    expect((await everyOrder(anna)).some((o) => o.tradeType === 'NORMAL_POINT_REDEEM')).toBe(false);
    expect((await everyOrder(anna, { tradeType: 'NORMAL_SALE_CBE' })).map((o) => o.id).sort()).toEqual([5006, 5037, 5043]);
  });

  it('filters by time: the ranges split the orders without overlap', async () => {
    const now = new Date();
    const startOfYear = Date.UTC(now.getUTCFullYear(), 0, 1);
    const threeMonthsAgo = new Date(now).setUTCMonth(now.getUTCMonth() - 3);
    const all = await everyOrder(anna, { timespan: 'lta' });
    const thisYear = await everyOrder(anna, { timespan: 'ty' });
    const lastYear = await everyOrder(anna, { timespan: 'ly' });
    const recent = await everyOrder(anna, { timespan: '3m' });
    expect(all).toHaveLength(ANNA_ORDERS);
    expect(lastYear.length).toBeGreaterThanOrEqual(3);
    expect(thisYear.length + lastYear.length).toBe(ANNA_ORDERS);
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

  it('awaiting payment: pay (or pay again after a failed attempt) or cancel, before the deadline; one checkout of several shops is a group', async () => {
    const unpaid = await byStatus('PENDING_PAY');
    for (const order of unpaid) {
      expect(ops(order)).toEqual([order.id === 5031 ? 'secondary_pay' : 'pay', 'buyerCancelBeforePay']);
      expect(order.payDeadlineMillis).toBeGreaterThan(Date.now());
      expect(order.paidAmt.value).toBe(0);
    }
    const groups = unpaid.filter((o) => o.isInGroup).map((o) => [o.tradeContract.id, o.groupOrderCount]);
    expect(groups.sort()).toEqual([[7002, 2], [7002, 2], [7027, 4], [7027, 4], [7027, 4], [7027, 4], [7039, 2], [7039, 2]]);
    expect(unpaid.find((o) => o.id === 5001)).toMatchObject({ isInGroup: false, groupOrderCount: 1 });
  });

  it('pre-sale awaiting the deposit: pay the deposit or cancel, before it closes', async () => {
    const [order] = await byStatus('PENDING_DEPOSIT');
    expect(order!.id).toBe(5015);
    expect(ops(order)).toEqual(['payDeposit', 'buyerCancelBeforePay']);
    expect(order!.payDeadlineMillis).toBeGreaterThan(Date.now());
    expect(order!.tradeOrderLineList[0]).toMatchObject({ preSaleEventType: 'DEPOSIT', deliveryTimeType: 'RELATIVE_TIME', duration: 20 });
  });

  it('pre-sale awaiting the balance: payBalance only inside the balance window', async () => {
    const later = (await byStatus('PENDING_BALANCE')).find((o) => o.id === 5016)!;
    expect(ops(later)).toEqual([]);
    expect(Date.parse(later.tradeOrderLineList[0]!.balancePaymentStartTime!)).toBeGreaterThan(Date.now());
    expect(later.tradeOrderLineList[0]).toMatchObject({ deliveryTimeType: 'ABSOLUTE_TIME', expectDateBegin: expect.any(String) });
    const order = (await byStatus('PENDING_BALANCE')).find((o) => o.id === 5004);
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
    expect(ops(unshipped.find((o) => o.id === 5005))).toEqual(['buyerCancelAfterPay', 'buyerApplyReverse', 'buyAgain']);
    // Spec: for SITE_SHIPPING, after-pay cancel shows no extra entry.
    expect(ops(unshipped.find((o) => o.id === 5024))).toEqual(['buyerCancelAfterPay', 'buyAgain']);
    const received = (await byStatus('UN_RECEIVED')).find((o) => o.id === 5007);
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
    expect(ops((await byStatus('CANCELED'))[0])).toEqual(['buyAgain']);
  });

  it('packages decide postpone; pick-up has no tracking; vouchers, services, invoices and reissues offer their own', async () => {
    const byId = new Map((await everyOrder(anna)).map((o) => [o.id, o]));
    // Postponed already: only confirm.
    expect(ops(byId.get(5020))).toEqual(['confirm', 'checkExpressTrack', 'buyerApplyReverse', 'buyAgain']);
    expect(ops(byId.get(5025))).not.toContain('checkExpressTrack');
    expect(ops(byId.get(5022))).toEqual(['buyerApplyReverse', 'comment', 'toUse']);
    expect(ops(byId.get(5023))).toEqual(['buyerApplyReverse', 'comment', 'checkVerifyCode']);
    expect(ops(byId.get(5017))).toEqual(expect.arrayContaining(['viewInvoice', 'sendInvoiceEmail']));
    expect(byId.get(5034)).toMatchObject({ tradeOrderBusinessType: 'REVERSE_REISSUE', needPayAmt: { value: 0 } });
    expect(byId.get(5035)!.outOrderId).toBe('EXT-302-7714596');
  });

  it('carries gift, DIY, insurance, discount and voucher details on the lines', async () => {
    const order = (await everyOrder(anna)).find((o) => o.id === 5021)!;
    const [main, child, gift, insured] = order.tradeOrderLineList;
    expect(main).toMatchObject({ lineGroupTypeDict: 'DIY_MAIN', diySkuLineList: [{ id: child!.id, tradeQty: 2 }] });
    expect(child).toMatchObject({ lineGroupTypeDict: 'DIY_CHILD', itemBusinessType: 'DIY_SLAVE' });
    expect(gift).toMatchObject({ tradeOrderLineBusinessType: 'GIFT', sku: { salePrc: { value: 0 } }, canReverseQty: 0 });
    expect(insured!.insurance).toMatchObject({ insuranceName: 'Furniture protection, 5 years', insuranceFee: { value: 79 } });
    // sku + shipping + service + insurance - shop - coupon - points
    const expected = order.skuAmt.value + order.shippingAmt.value + 4.9 + 79 - 50 - 20 - 5;
    expect(order.needPayAmt.value).toBeCloseTo(expected, 2);
    expect(order).toMatchObject({ serviceChargeAmt: { value: 4.9 }, insuranceAmt: { value: 79 }, shopDiscountAmt: { value: 50 }, platformCouponDiscountAmt: { value: 20 }, pointDiscountAmount: { value: 5 } });
    const discounts = order.tradeOrderLineList.reduce((sum, l) => sum + l.tradeOrderLinePrice.skuDiscountTotalAmt.value, 0);
    expect(discounts).toBeCloseTo(70, 2);
    const vouchers = (await everyOrder(anna)).find((o) => o.id === 5022)!.tradeOrderLineList[0]!.tradeOrderLineCouponsBOList;
    expect(vouchers.map((v) => v.usedStatus)).toEqual(['NOT_USED', 'NOT_USED', 'USED']);
  });

  it('every order carries its shop, seller, money and lines', async () => {
    for (const order of await everyOrder(anna)) {
      expect(order.shop.siteName).toEqual(expect.any(String));
      expect(order.seller.id).toBeGreaterThan(0);
      expect(order.skuTotalCount).toBe(order.tradeOrderLineList.reduce((sum, l) => sum + l.tradeQty, 0));
      expect(order.skuAmt.value).toBeCloseTo(order.tradeOrderLineList.reduce((sum, l) => sum + l.sku.salePrc.value * l.tradeQty, 0));
      for (const line of order.tradeOrderLineList) {
        // The sku's photograph as the order's snapshot keeps it (issue 30 item 5).
        expect(parseProductPicture(line.sku.image)).not.toBeNull();
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
      ALL_ORDER: ANNA_ORDERS,
      PENDING_PAY: 10,
      PENDING_DEPOSIT: 1,
      PENDING_BALANCE: 2,
      UN_DELIVERY: 5,
      UN_RECEIVED: 15,
      COMPLETE: 12,
      CLOSED: 1,
      CANCEL_ALL: 1,
      CANCELED: 1,
    });
    const points = await anna.ok(orderCalls.orderStatusCounts, { tradeType: 'NORMAL_POINT_REDEEM' });
    expect(points.filter((c) => c.quantity > 0)).toEqual([
      { displayOrderStatus: 'ALL_ORDER', quantity: 3 },
      { displayOrderStatus: 'UN_DELIVERY', quantity: 1 },
      { displayOrderStatus: 'UN_RECEIVED', quantity: 1 },
      { displayOrderStatus: 'COMPLETE', quantity: 1 },
    ]);
  });

  it('closes the caller’s unpaid orders whose pay deadline has passed', async () => {
    const own = await startTestServer();
    try {
      const client = await loggedIn(own, DEMO.buyer);
      await own.db.query(`update trade_orders set pay_deadline_at = now() - interval '1 minute' where id in (5001, 5015)`);
      const counts = await client.ok(orderCalls.orderStatusCounts, {});
      expect(counts.find((c) => c.displayOrderStatus === 'CLOSED')?.quantity).toBe(3);
      expect(counts.find((c) => c.displayOrderStatus === 'PENDING_DEPOSIT')?.quantity).toBe(0);
      expect((await orderDetailOf(client, { id: 5001 })).displayStatus).toBe('CLOSED');
    } finally {
      await own.close();
    }
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
  it('answers every seeded order of the buyer within the contract', async () => {
    const all = [...(await everyOrder(anna)), ...(await everyOrder(anna, { tradeType: 'NORMAL_POINT_REDEEM' }))];
    for (const { id } of all) {
      const order = await orderDetailOf(anna, { id });
      expect(order.id).toBe(id);
      expect(order.tradeContract.selectedAddress?.city).toEqual(expect.any(String));
    }
  });

  it('says where a pick-up order is collected: the shop site address', async () => {
    const order = await orderDetailOf(anna, { id: 5025 });
    expect(order.fulfillmentType).toBe('SITE_PICK_UP');
    expect(order.shop).toMatchObject({ id: 4, siteAddress: 'Abholstation, Tor 7\nMall Logistics Centre\n04159 Leipzig' });
    // Every shop has one, so any pick-up order can say where to go.
    for (const { shop } of await everyOrder(anna)) expect(shop.siteAddress).toEqual(expect.stringMatching(/\n/));
  });

  it('answers the buyer’s own order with addresses, tax and after-sales types', async () => {
    const order = await orderDetailOf(anna, { id: 5005 });
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
    const error = await orderDetailFails(ben, { id: 5005 }, 404);
    expect(error.code).toBe(ErrorCode.notFound);
    await orderDetailFails(anna, { id: 5101 }, 404);
    await orderDetailFails(anna, { id: 424242 }, 404);
    await orderDetailFails(server.client(), { id: 5005 }, 401);
  });

  it('refuses the call without the application-key header, or with a key it does not know', async () => {
    for (const headers of <Record<string, string>[]>[{}, { [orderCalls.APPLICATION_KEY_HEADER]: '' }, { [orderCalls.APPLICATION_KEY_HEADER]: 'someone-else' }]) {
      const error = await orderDetailFails(anna, { id: 5005 }, 400, headers);
      expect(error).toEqual({
        code: 'APPLICATION_KEY_REQUIRED',
        message: 'order.applicationKeyRequired',
        fields: [{ field: 'application-key', message: 'order.applicationKeyRequired' }],
      });
    }
    // Refused before anything else: even a caller without a session learns what is missing first.
    expect((await orderDetailFails(server.client(), { id: 5005 }, 400, {})).code).toBe('APPLICATION_KEY_REQUIRED');
    // The storefront's key: answered.
    expect((await orderDetailOf(anna, { id: 5005 })).id).toBe(5005);
  });

  it('a completed order offers return, refund and exchange only for what is not in after-sales yet', async () => {
    const order = await orderDetailOf(anna, { id: 5009 });
    expect(order.availableReverseTypes).toEqual(['SALE_REFUND', 'SALE_RETURN', 'SALE_EXCHANGE']);
    expect(order.tradeOrderLineList.map((l) => [l.reverseStatus, l.canReverseQty])).toEqual([
      ['NOT_REQUESTED', 1],
      ['PROCESSING', 0],
    ]);
    const points = await orderDetailOf(anna, { id: 5011 });
    expect(points.availableReverseTypes).toEqual([]);
  });
});
