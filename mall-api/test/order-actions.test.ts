import { afterSalesCalls, authCalls, ErrorCode, orderActionCalls, orderCalls } from '@mall/shared/contract';
import { DEMO, loggedIn } from './helpers/accounts';
import type { Client } from './helpers/client';
import { startTestServer, type TestServer } from './helpers/server';
import { orderDetailFails, orderDetailOf } from './helpers/orderDetail';

const { OrderErrorCode, POSTPONE_DAYS } = orderActionCalls;

let server: TestServer;
let anna: Client;
let ben: Client;
beforeAll(async () => {
  server = await startTestServer();
  anna = await loggedIn(server, DEMO.buyer);
  ben = await loggedIn(server, DEMO.buyer2);
});
afterAll(() => server.close());

const detail = (id: number, client = anna) => orderDetailOf(client, { id });
/** The spec's invoice-resend payload for an order, from its detail: {id, shop{id}, invoiceUrl, buyer{user{nickname}}}. */
const resendOf = async (id: number) => {
  const order = await detail(id);
  return { id, shop: { id: order.shop.id }, invoiceUrl: order.invoiceUrl, buyer: { user: { nickname: order.buyer.user.nickname } } };
};
const ops = async (id: number) => (await detail(id)).operationList.map((o) => o.operation);
const stockOf = async (skuId: number) =>
  (await server.db.query<{ stock: number }>('select stock from skus where id = $1', [skuId]))[0]!.stock;

describe('packages and logistics', () => {
  it('lists an order’s packages with their lines and tracking, newest scan first', async () => {
    const packages = await anna.ok(orderActionCalls.listPackages, { id: 5017 });
    expect(packages).toHaveLength(2);
    expect(packages.map((p) => p.fulfillmentServiceProvider.entityName)).toEqual(['DHL Paket', 'DPD']);
    expect(packages[1]!.fulfillmentProgressLineList.map((l) => l.actualExecuteQty)).toEqual([4, 1]);
    for (const p of packages) {
      expect(p.fulfillmentProgressStatus).toBe('SEND_DELIVERY');
      expect(p.operationList.map((o) => o.operation)).toEqual(['confirm', 'buyerPostponeConfirmDeadline', 'checkExpressTrack']);
      expect(Date.parse(p.confirmDeadlineTime!)).toBeGreaterThan(Date.now());
      const times = p.logisticsList.map((e) => Date.parse(e.ftime));
      expect(times.length).toBeGreaterThan(0);
      expect(times).toEqual([...times].sort((a, b) => b - a));
    }
  });

  it('answers an empty timeline when the carrier has not scanned yet, and no packages before shipping', async () => {
    const [only] = await anna.ok(orderActionCalls.listPackages, { id: 5019 });
    expect(only!.logisticsList).toEqual([]);
    expect(await anna.ok(orderActionCalls.listPackages, { id: 5001 })).toEqual([]);
    const [signed] = await anna.ok(orderActionCalls.listPackages, { id: 5008 });
    expect(signed).toMatchObject({ fulfillmentProgressStatus: 'SIGN_IN', confirmDeadlineTime: null, operationList: [{ operation: 'checkExpressTrack' }] });
    expect(signed!.logisticsList[0]!.context).toMatch(/Delivered/);
  });

  it('is the buyer’s own', async () => {
    expect((await ben.fail(orderActionCalls.listPackages, { id: 5017 }, 404)).code).toBe(ErrorCode.notFound);
    await server.client().fail(orderActionCalls.listPackages, { id: 5017 }, 401);
  });
});

describe('cancel before pay', () => {
  it('cancels an unpaid order at once, gives the stock back, and then offers only buy again', async () => {
    const before = await stockOf(1031);
    expect(await anna.ok(orderActionCalls.closeOrderBeforePay, { id: 5001 })).toEqual({ closedOrderIds: [5001] });
    expect(await stockOf(1031)).toBe(before + 4);
    const order = await detail(5001);
    expect(order).toMatchObject({ displayStatus: 'CANCELED', payDeadlineMillis: null });
    expect(order.operationList).toEqual([{ operation: 'buyAgain' }]);
    const again = await anna.fail(orderActionCalls.closeOrderBeforePay, { id: 5001 }, 409);
    expect(again.code).toBe(OrderErrorCode.operationNotOffered);
  });

  it('cancels every unpaid order of a merged checkout together', async () => {
    expect(await anna.ok(orderActionCalls.closeOrderBeforePay, { id: 5028 })).toEqual({ closedOrderIds: [5027, 5028, 5029, 5030] });
    for (const id of [5027, 5029, 5030]) expect((await detail(id)).displayStatus).toBe('CANCELED');
  });

  it('cancels a pre-sale order awaiting its deposit', async () => {
    await anna.ok(orderActionCalls.closeOrderBeforePay, { id: 5015 });
    expect((await detail(5015)).displayStatus).toBe('CANCELED');
  });

  it('refuses paid orders and other buyers’ orders', async () => {
    expect((await anna.fail(orderActionCalls.closeOrderBeforePay, { id: 5005 }, 409)).code).toBe(OrderErrorCode.operationNotOffered);
    await ben.fail(orderActionCalls.closeOrderBeforePay, { id: 5002 }, 404);
    expect((await detail(5002)).displayStatus).toBe('PENDING_PAY');
  });
});

describe('cancel after pay', () => {
  const wholeOrder = [
    { tradeOrderLine: { id: 50051 }, reverseQty: 1 },
    { tradeOrderLine: { id: 50052 }, reverseQty: 2 },
  ];

  it('refuses anything but every line at its full quantity', async () => {
    const partial = await anna.fail(orderActionCalls.cancelAfterPay, { tradeOrder: { id: 5005 }, reverseTradeOrderLineList: [wholeOrder[0]!] }, 400);
    expect(partial.fields).toEqual([{ field: 'reverseTradeOrderLineList', message: 'order.cancelAllLines' }]);
    const less = [wholeOrder[0]!, { tradeOrderLine: { id: 50052 }, reverseQty: 1 }];
    await anna.fail(orderActionCalls.cancelAfterPay, { tradeOrder: { id: 5005 }, reverseTradeOrderLineList: less }, 400);
    await ben.fail(orderActionCalls.cancelAfterPay, { tradeOrder: { id: 5005 }, reverseTradeOrderLineList: wholeOrder }, 404);
  });

  it('starts a cancel reverse flow refunding the payment; the order no longer offers it', async () => {
    const created = await anna.ok(orderActionCalls.cancelAfterPay, { tradeOrder: { id: 5005 }, reverseTradeOrderLineList: wholeOrder });
    expect(created).toMatchObject({ reverseTradeOrderType: 'SALE_CANCEL_AFTER_PAID', reverseTradeOrderStatus: 'REFUND_PENDING' });
    const order = await detail(5005);
    expect(order.displayStatus).toBe('UN_DELIVERY');
    expect(order.operationList.map((o) => o.operation)).toEqual(['buyAgain']);
    expect(order.tradeOrderLineList.map((l) => [l.reverseStatus, l.canCancelQty])).toEqual([
      ['PROCESSING', 0],
      ['PROCESSING', 0],
    ]);
    const [reverse] = (await anna.ok(afterSalesCalls.pageReverseOrders, { tradeOrderId: 5005 })).data;
    expect(reverse).toMatchObject({ id: created.id, applyRefundAmt: { value: order.paidAmt.value }, skuTotalCount: 3 });
    const again = await anna.fail(orderActionCalls.cancelAfterPay, { tradeOrder: { id: 5005 }, reverseTradeOrderLineList: wholeOrder }, 409);
    expect(again.code).toBe(OrderErrorCode.operationNotOffered);
  });
});

describe('sign for delivery', () => {
  it('signs one package of several; the order completes when the last one is signed', async () => {
    const [first, second] = await anna.ok(orderActionCalls.listPackages, { id: 5017 });
    const points = async () => (await server.db.query<{ p: number; g: number }>('select points_balance as p, growth_value as g from customers where user_id = 1'))[0]!;
    const before = await points();
    expect(await anna.ok(orderActionCalls.signForDelivery, { id: 5017, fulfillmentProgressId: first!.id })).toEqual({
      id: 5017,
      displayStatus: 'UN_RECEIVED',
      signedPackageIds: [first!.id],
    });
    const twice = await anna.fail(orderActionCalls.signForDelivery, { id: 5017, fulfillmentProgressId: first!.id }, 409);
    expect(twice.code).toBe(OrderErrorCode.packageNotOpen);
    const foreign = await anna.fail(orderActionCalls.signForDelivery, { id: 5017, fulfillmentProgressId: 9101 }, 409);
    expect(foreign.code).toBe(OrderErrorCode.packageNotOpen);
    const done = await anna.ok(orderActionCalls.signForDelivery, { id: 5017, fulfillmentProgressId: second!.id });
    expect(done.displayStatus).toBe('COMPLETE');
    const order = await detail(5017);
    expect(order.displayStatus).toBe('COMPLETE');
    expect(order.operationList.map((o) => o.operation)).toEqual(
      expect.arrayContaining(['comment', 'buyerApplyReverse', 'buyAgain', 'checkExpressTrack']),
    );
    expect(order.operationList.map((o) => o.operation)).not.toContain('confirm');
    expect(order.tradeOrderLineList.every((l) => l.deliveredQty === l.tradeQty)).toBe(true);
    const after = await points();
    expect(after.p - before.p).toBe(order.earnPoints);
    expect(after.g - before.g).toBe(Math.floor(order.paidAmt.value));
    // The earned points are a ledger entry, and the ledger sums to the balance every page reads.
    const ledger = await server.db.query<{ source: string; points: number; ref_id: string }>(
      `select source, points, ref_id from points_ledger where customer_id = 1 order by id desc limit 1`,
    );
    expect(ledger[0]).toEqual({ source: 'ORDER_COMPLETE', points: order.earnPoints, ref_id: '5017' });
    const [sum] = await server.db.query<{ p: number; g: number }>(
      'select sum(points)::int as p, sum(growth)::int as g from points_ledger where customer_id = 1',
    );
    expect(sum).toEqual(after);
    expect((await anna.fail(orderActionCalls.signForDelivery, { id: 5017 }, 409)).code).toBe(OrderErrorCode.operationNotOffered);
  });

  it('signs every package on its way when none is named', async () => {
    expect(await anna.ok(orderActionCalls.signForDelivery, { id: 5018 })).toMatchObject({ displayStatus: 'COMPLETE', signedPackageIds: [9110] });
    const [pkg] = await anna.ok(orderActionCalls.listPackages, { id: 5018 });
    expect(pkg).toMatchObject({ fulfillmentProgressStatus: 'SIGN_IN', signedTime: expect.any(String) });
  });

  it('refuses orders not on their way and other buyers’ orders', async () => {
    await anna.fail(orderActionCalls.signForDelivery, { id: 5036 }, 409);
    await ben.fail(orderActionCalls.signForDelivery, { id: 5007 }, 404);
  });
});

describe('postpone receipt', () => {
  it('adds the postpone days to the package once; then the order no longer offers it', async () => {
    const [pkg] = await anna.ok(orderActionCalls.listPackages, { id: 5019 });
    const days = await anna.ok(orderActionCalls.postponeDelivery, {
      id: 5019,
      fulfillmentProgressList: [{ id: pkg!.id, createdAt: pkg!.createdAt }],
      tradeOrderLineList: [{ id: 50191 }],
    });
    expect(days).toBe(POSTPONE_DAYS);
    const [later] = await anna.ok(orderActionCalls.listPackages, { id: 5019 });
    expect(later!.postponedDays).toBe(POSTPONE_DAYS);
    expect(Date.parse(later!.confirmDeadlineTime!) - Date.parse(pkg!.confirmDeadlineTime!)).toBe(POSTPONE_DAYS * 24 * 3600_000);
    expect(later!.operationList.map((o) => o.operation)).toEqual(['confirm', 'checkExpressTrack']);
    expect(await ops(5019)).not.toContain('buyerPostponeConfirmDeadline');
    const again = await anna.fail(orderActionCalls.postponeDelivery, { id: 5019, fulfillmentProgressList: [{ id: pkg!.id }] }, 409);
    expect(again.code).toBe(OrderErrorCode.operationNotOffered);
  });

  it('refuses a package of another order, an order postponed before, and an empty choice', async () => {
    const foreign = await anna.fail(orderActionCalls.postponeDelivery, { id: 5007, fulfillmentProgressList: [{ id: 9112 }] }, 409);
    expect(foreign.code).toBe(OrderErrorCode.packageNotOpen);
    await anna.fail(orderActionCalls.postponeDelivery, { id: 5020, fulfillmentProgressList: [{ id: 9112 }] }, 409);
    const empty = await anna.fail(orderActionCalls.postponeDelivery, { id: 5007, fulfillmentProgressList: [] }, 400);
    expect(empty.fields?.[0]?.message).toBe('order.noPackageChosen');
    await ben.fail(orderActionCalls.postponeDelivery, { id: 5007, fulfillmentProgressList: [{ id: 9101 }] }, 404);
  });
});

describe('invoice resend', () => {
  it('sends to the e-mail the buyer gives when the order has an e-mail', async () => {
    expect((await detail(5038)).invoiceUrl).toEqual([{ name: expect.stringMatching(/\.pdf$/), url: expect.stringMatching(/^\/media\/invoices\//) }]);
    const order = await detail(5007);
    expect(order.invoiceUrl).toBeNull();
    expect(await anna.ok(orderActionCalls.sendInvoiceEmail, { ...(await resendOf(5021)), buyerEmail: 'anna@example.com' })).toEqual({ channel: 'EMAIL', address: 'anna@example.com' });
    const missing = await anna.fail(orderActionCalls.sendInvoiceEmail, { ...(await resendOf(5021)), buyerPhone: '+49 30 1234567' }, 400);
    expect(missing.fields).toEqual([{ field: 'buyerEmail', message: 'invoice.emailRequired' }]);
    const wrong = await anna.fail(orderActionCalls.sendInvoiceEmail, { ...(await resendOf(5021)), buyerEmail: 'anna@' }, 400);
    expect(wrong.fields).toEqual([{ field: 'buyerEmail', message: 'invoice.emailInvalid' }]);
    const empty = await anna.fail(orderActionCalls.sendInvoiceEmail, { ...(await resendOf(5021)), buyerEmail: '  ' }, 400);
    expect(empty.fields).toEqual([{ field: 'buyerEmail', message: 'invoice.emailRequired' }]);
    const rows = await server.db.query<{ address: string }>('select address from invoice_sends where trade_order_id = 5021');
    expect(rows).toEqual([{ address: 'anna@example.com' }]);
  });

  it('sends to a phone when the order has only a phone', async () => {
    expect(await detail(5038)).toMatchObject({ buyerEmail: null, buyerPhone: '+49 30 12345678' });
    expect(await anna.ok(orderActionCalls.sendInvoiceEmail, { ...(await resendOf(5038)), buyerPhone: '+49 30 1234567' })).toEqual({ channel: 'PHONE', address: '+49 30 1234567' });
    const missing = await anna.fail(orderActionCalls.sendInvoiceEmail, { ...(await resendOf(5038)) }, 400);
    expect(missing.fields).toEqual([{ field: 'buyerPhone', message: 'invoice.phoneRequired' }]);
    const wrong = await anna.fail(orderActionCalls.sendInvoiceEmail, { ...(await resendOf(5038)), buyerPhone: 'call me' }, 400);
    expect(wrong.fields).toEqual([{ field: 'buyerPhone', message: 'invoice.phoneInvalid' }]);
    const empty = await anna.fail(orderActionCalls.sendInvoiceEmail, { ...(await resendOf(5038)), buyerPhone: '' }, 400);
    expect(empty.fields).toEqual([{ field: 'buyerPhone', message: 'invoice.phoneRequired' }]);
  });

  it('takes the spec\'s fields (shop, invoiceUrl, buyer nickname) and refuses the order named with another shop', async () => {
    const spec = await resendOf(5021);
    expect(spec.invoiceUrl).not.toBeNull();
    for (const without of ['shop', 'invoiceUrl', 'buyer'] as const) {
      const { [without]: _gone, ...rest } = spec;
      expect((await anna.fail(orderActionCalls.sendInvoiceEmail, { ...rest, buyerEmail: 'anna@example.com' }, 400)).fields).toContainEqual(expect.objectContaining({ field: without }));
    }
    await anna.fail(orderActionCalls.sendInvoiceEmail, { ...spec, shop: { id: spec.shop.id + 1 }, buyerEmail: 'anna@example.com' }, 404);
  });

  it('refuses an order without an invoice, and other buyers’ orders', async () => {
    expect((await anna.fail(orderActionCalls.sendInvoiceEmail, { ...(await resendOf(5018)), buyerEmail: 'a@b.de' }, 409)).code).toBe(OrderErrorCode.operationNotOffered);
    await ben.fail(orderActionCalls.sendInvoiceEmail, { ...(await resendOf(5021)), buyerEmail: 'a@b.de' }, 404);
  });
});

describe('growth value, merged orders and vouchers', () => {
  it('answers the growth value a paid order earns; nothing for unpaid and points orders', async () => {
    const paid = await detail(5008);
    expect(await anna.ok(orderActionCalls.orderGrowthValue, { site: 'EU', orderId: 5008 })).toEqual({
      orderId: 5008,
      pointsEnabled: true,
      growthValue: Math.floor(paid.paidAmt.value),
      earnPoints: paid.earnPoints,
    });
    expect(paid.earnGrowthValue).toBe(Math.floor(paid.paidAmt.value));
    expect(await anna.ok(orderActionCalls.orderGrowthValue, { site: 'EU', orderId: 5011 })).toMatchObject({ growthValue: 0, earnPoints: 0 });
    expect(await anna.ok(orderActionCalls.orderGrowthValue, { site: 'EU', orderId: 5002 })).toMatchObject({ growthValue: 0, earnPoints: 0 });
    await ben.fail(orderActionCalls.orderGrowthValue, { site: 'EU', orderId: 5008 }, 404);
    await anna.fail(orderActionCalls.orderGrowthValue, { site: 'EU', orderId: 5008, customerId: 2 }, 404);
  });

  it('looks up the orders of a merged checkout by contract or by one of its orders', async () => {
    const byContract = await anna.ok(orderActionCalls.queryAssociatedOrders, { site: 'EU', tradeContractId: 7002 });
    expect(byContract.map((o) => o.id)).toEqual([5002, 5003]);
    expect((await anna.ok(orderActionCalls.queryAssociatedOrders, { id: 5003, site: 'EU' })).map((o) => o.id)).toEqual([5002, 5003]);
    expect((await anna.ok(orderActionCalls.queryAssociatedOrders, { site: 'EU', id: 5008 })).map((o) => o.id)).toEqual([5008]);
    await ben.fail(orderActionCalls.queryAssociatedOrders, { site: 'EU', tradeContractId: 7002 }, 404);
    const neither = await anna.fail(orderActionCalls.queryAssociatedOrders, { site: 'EU' }, 400);
    expect(neither.fields?.[0]?.message).toBe('order.contractOrOrderRequired');
  });

  it('lists vouchers of an order by tab, and all the buyer’s vouchers', async () => {
    const ofOrder = await anna.ok(orderActionCalls.queryVouchers, { id: 5022 });
    expect(ofOrder.unused.map((v) => v.couponCode)).toEqual(['NHGV-7K3Q-2M8P', 'NHGV-9T4W-6R2X']);
    expect(ofOrder.used).toHaveLength(1);
    expect(ofOrder.used[0]).toMatchObject({ usedStatus: 'USED', usedTime: expect.any(String), faceValue: { value: 50 }, tradeOrder: { id: 5022 } });
    const all = await anna.ok(orderActionCalls.queryVouchers, {});
    expect(all.unused.length + all.used.length).toBe(3);
    expect((await anna.ok(orderActionCalls.queryVouchers, { id: 5008 })).unused).toEqual([]);
    await ben.fail(orderActionCalls.queryVouchers, { id: 5022 }, 404);
    expect(await ben.ok(orderActionCalls.queryVouchers, {})).toEqual({ unused: [], used: [] });
  });

  it('answers no growth and no earned points on the detail when the site has points off', async () => {
    const off = await startTestServer({ pointsEnabled: false });
    try {
      const client = await loggedIn(off, DEMO.buyer);
      expect(await client.ok(orderActionCalls.orderGrowthValue, { site: 'EU', orderId: 5008 })).toEqual({ orderId: 5008, pointsEnabled: false, growthValue: 0, earnPoints: 0 });
      expect(await orderDetailOf(client, { id: 5008 })).toMatchObject({ pointsEnabled: false, earnGrowthValue: null });
    } finally {
      await off.close();
    }
  });
});

describe('tourists', () => {
  it('see and act on their own orders only', async () => {
    const tourist = server.client();
    await tourist.ok(authCalls.touristSession, {});
    const me = await tourist.ok(authCalls.currentUser, {});
    expect((await tourist.ok(orderCalls.pageOrders, {})).total).toBe(0);
    await orderDetailFails(tourist, { id: 5002 }, 404);
    await tourist.fail(orderActionCalls.closeOrderBeforePay, { id: 5002 }, 404);
    // A guest checkout of the tourist's own.
    await server.db.query('update trade_orders set buyer_id = $1 where id = 5031', [me!.id]);
    const own = await orderDetailOf(tourist, { id: 5031 });
    expect(own.operationList.map((o) => o.operation)).toEqual(['secondary_pay', 'buyerCancelBeforePay']);
    expect(await tourist.ok(orderActionCalls.closeOrderBeforePay, { id: 5031 })).toEqual({ closedOrderIds: [5031] });
  });
});
