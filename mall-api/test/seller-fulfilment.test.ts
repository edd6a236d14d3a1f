/**
 * Issue 31: the seller ships, delivers and readies orders of their own shop (the seller API), each
 * a SELLER transition of the order state machine; the buyer's operations follow.
 */
import { ErrorCode, orderActionCalls, orderCalls, sellerOrderCalls } from '@mall/shared/contract';
import { DEMO, loggedIn } from './helpers/accounts';
import type { Client } from './helpers/client';
import { chair, placeOrder, sofa } from './helpers/checkoutFlow';
import { orderDetailOf } from './helpers/orderDetail';
import { startTestServer, type TestServer } from './helpers/server';
import { markOrdersPaid } from '../src/domain/orderState';

let server: TestServer;
let anna: Client;
let ben: Client;
/** Nordhaus Living's seller (shop 1: chair and sofa) and Casa Serena's (shop 2). */
let sven: Client;
let lucia: Client;
beforeAll(async () => {
  server = await startTestServer();
  anna = await loggedIn(server, DEMO.buyer);
  ben = await loggedIn(server, DEMO.buyer2);
  sven = await loggedIn(server, DEMO.merchant('seller'));
  lucia = await loggedIn(server, { email: 'seller.casa@demo.mall', password: 'furniture-1' });
  // Enough chairs and sofas for every order below.
  await server.db.query('update skus set stock = 1000 where id = any($1::int[])', [[1011, 1031]]);
});
afterAll(() => server.close());

const REFUSED = orderActionCalls.OrderErrorCode.transitionNotAllowed;
const { SellerOrderMessage } = sellerOrderCalls;
const DHL = { id: 1 };

/** A fresh paid order of Anna's at Nordhaus Living: 2 chairs and a sofa (two lines). */
async function paidOrder(): Promise<{ id: number; lineIds: number[] }> {
  const { submitted } = await placeOrder(anna, [chair(2), sofa(1)]);
  const id = submitted.tradeOrderIds[0]!;
  await server.db.transaction((tx) => markOrdersPaid(tx, [id], new Date(), { payChannel: 'MOCKPAY' }));
  const detail = await orderDetailOf(anna, id);
  return { id, lineIds: detail.tradeOrderLineList.map((l) => l.id) };
}

const operations = async (id: number) => (await orderDetailOf(anna, id)).operationList.map((o) => o.operation);

describe('shipping', () => {
  it('ships the whole order as one package: UN_RECEIVED, trackable, confirmable, invoiced', async () => {
    const { id } = await paidOrder();
    expect(await operations(id)).not.toContain('confirm');
    const moved = await sven.ok(sellerOrderCalls.shipOrder, { id, carrier: DHL, serviceCode: 'JJD000111' });
    expect(moved).toMatchObject({ id, displayStatus: 'UN_RECEIVED', packageIds: [expect.any(Number)] });
    const ops = await operations(id);
    expect(ops).toEqual(expect.arrayContaining(['confirm', 'checkExpressTrack', 'buyerApplyReverse', 'viewInvoice', 'buyerPostponeConfirmDeadline']));
    expect(ops).not.toContain('buyerCancelAfterPay');
    const packages = await anna.ok(orderActionCalls.listPackages, { id });
    expect(packages).toHaveLength(1);
    expect(packages[0]).toMatchObject({ serviceCode: 'JJD000111', fulfillmentServiceProvider: { id: 1, entityName: 'DHL Paket' }, confirmDeadlineTime: null });
    expect(packages[0]!.fulfillmentProgressLineList.map((l) => l.actualExecuteQty).sort()).toEqual([1, 2]);
    const detail = await orderDetailOf(anna, id);
    expect(detail.invoiceUrl?.[0]?.url).toBe(`/media/invoices/${detail.tradeOrderCode}.pdf`);
  });

  it('ships given lines as separate packages; the order is shipped only when every unit is', async () => {
    const { id, lineIds } = await paidOrder();
    const [chairs, sofaLine] = lineIds as [number, number];
    const first = await sven.ok(sellerOrderCalls.shipOrder, { id, carrier: DHL, serviceCode: 'PKG1', lines: [{ id: chairs, qty: 1 }] });
    expect(first.displayStatus).toBe('UN_DELIVERY');
    const second = await sven.ok(sellerOrderCalls.shipOrder, { id, carrier: { id: 2 }, serviceCode: 'PKG2', lines: [{ id: chairs, qty: 1 }] });
    expect(second.displayStatus).toBe('UN_DELIVERY');
    const third = await sven.ok(sellerOrderCalls.shipOrder, { id, carrier: { id: 3 }, serviceCode: 'PKG3', lines: [{ id: sofaLine, qty: 1 }] });
    expect(third.displayStatus).toBe('UN_RECEIVED');
    expect(new Set([first.packageIds[0], second.packageIds[0], third.packageIds[0]]).size).toBe(3);
    expect((await anna.ok(orderActionCalls.listPackages, { id })).map((p) => p.serviceCode)).toEqual(['PKG1', 'PKG2', 'PKG3']);
  });

  it('refuses shipping twice, more than ordered, a line of another order, and an unpaid order (409 with a message key)', async () => {
    const { id, lineIds } = await paidOrder();
    const other = await paidOrder();
    const tooMany = await sven.fail(sellerOrderCalls.shipOrder, { id, carrier: DHL, serviceCode: 'X1', lines: [{ id: lineIds[0]!, qty: 3 }] }, 409);
    expect(tooMany).toMatchObject({ code: REFUSED, message: SellerOrderMessage.moreThanOrdered });
    const split = await sven.fail(sellerOrderCalls.shipOrder, { id, carrier: DHL, serviceCode: 'X1', lines: [{ id: lineIds[0]!, qty: 2 }, { id: lineIds[0]!, qty: 1 }] }, 409);
    expect(split.message).toBe(SellerOrderMessage.moreThanOrdered);
    const foreign = await sven.fail(sellerOrderCalls.shipOrder, { id, carrier: DHL, serviceCode: 'X1', lines: [{ id: other.lineIds[0]!, qty: 1 }] }, 409);
    expect(foreign.message).toBe(SellerOrderMessage.lineNotInOrder);
    await sven.ok(sellerOrderCalls.shipOrder, { id, carrier: DHL, serviceCode: 'X1', lines: [{ id: lineIds[0]!, qty: 2 }] });
    const again = await sven.fail(sellerOrderCalls.shipOrder, { id, carrier: DHL, serviceCode: 'X2', lines: [{ id: lineIds[0]!, qty: 1 }] }, 409);
    expect(again.message).toBe(SellerOrderMessage.alreadyShipped);
    await sven.ok(sellerOrderCalls.shipOrder, { id, carrier: DHL, serviceCode: 'X3' });
    const whole = await sven.fail(sellerOrderCalls.shipOrder, { id, carrier: DHL, serviceCode: 'X4' }, 409);
    expect(whole).toMatchObject({ code: REFUSED, message: SellerOrderMessage.transitionNotAllowed });

    const { submitted } = await placeOrder(anna, [chair(1)]);
    const unpaid = await sven.fail(sellerOrderCalls.shipOrder, { id: submitted.tradeOrderIds[0]!, carrier: DHL, serviceCode: 'X5' }, 409);
    expect(unpaid.message).toBe(SellerOrderMessage.transitionNotAllowed);
    const unknownCarrier = await sven.fail(sellerOrderCalls.shipOrder, { id: other.id, carrier: { id: 999 }, serviceCode: 'X6' }, 400);
    expect(unknownCarrier.fields).toEqual([{ field: 'carrier.id', message: SellerOrderMessage.unknownCarrier }]);
    // Nothing was packed by the refusals: still five units of the first order, none of the second.
    const packed = await server.db.query<{ n: number }>(
      `select coalesce(sum(pl.qty), 0)::int as n from fulfilment_package_lines pl join fulfilment_packages p on p.id = pl.package_id where p.trade_order_id = any($1::int[])`,
      [[id, other.id]],
    );
    expect(packed[0]!.n).toBe(3);
  });

  it('the database refuses packing more units than ordered, whatever the code does', async () => {
    const { id, lineIds } = await paidOrder();
    await sven.ok(sellerOrderCalls.shipOrder, { id, carrier: DHL, serviceCode: 'DB1' });
    const [pkg] = await server.db.query<{ id: number }>('select id from fulfilment_packages where trade_order_id = $1', [id]);
    await expect(server.db.query('insert into fulfilment_package_lines (package_id, trade_order_line_id, qty) values ($1, $2, 1)', [pkg!.id, lineIds[0]])).rejects.toThrow(/more units packed/);
  });
});

describe('delivery', () => {
  it('delivers a package: the confirm deadline starts; the buyer confirms; the order completes and can be reviewed', async () => {
    const { id } = await paidOrder();
    const [packageId] = (await sven.ok(sellerOrderCalls.shipOrder, { id, carrier: DHL, serviceCode: 'DEL1' })).packageIds;
    const [onItsWay] = await anna.ok(orderActionCalls.listPackages, { id });
    expect(onItsWay!.logisticsList.map((scan) => scan.context)).toEqual(['Shipment information received by DHL Paket']);
    const before = Date.now();
    const delivered = await sven.ok(sellerOrderCalls.deliverOrder, { id, packageId });
    expect(delivered).toEqual({ id, displayStatus: 'UN_RECEIVED', packageIds: [packageId] });
    const [pkg] = await anna.ok(orderActionCalls.listPackages, { id });
    // Tracked by the tracking source: the carrier's first scan now, "Delivered" only at the delivery event.
    expect(pkg!.logisticsList[0]!.context).toBe('Delivered, signed for at the reception');
    expect(pkg!.logisticsList.at(-1)!.context).toBe('Shipment information received by DHL Paket');
    const deadline = Date.parse(pkg!.confirmDeadlineTime!);
    expect(deadline - before).toBeGreaterThanOrEqual(sellerOrderCalls.CONFIRM_RECEIPT_DAYS * 86_400_000 - 1000);
    expect(deadline - before).toBeLessThan(sellerOrderCalls.CONFIRM_RECEIPT_DAYS * 86_400_000 + 60_000);
    // Delivering it again is refused: it is no longer on its way undelivered.
    const again = await sven.fail(sellerOrderCalls.deliverOrder, { id, packageId }, 409);
    expect(again).toMatchObject({ code: REFUSED, message: SellerOrderMessage.packageNotOnItsWay });
    await anna.ok(orderActionCalls.signForDelivery, { id });
    const ops = await operations(id);
    expect(ops).toEqual(expect.arrayContaining(['comment', 'buyerApplyReverse', 'checkExpressTrack', 'viewInvoice']));
    expect(ops).not.toContain('confirm');
  });

  it('a postponement made before delivery is added to the deadline delivery starts', async () => {
    const { id } = await paidOrder();
    const [packageId] = (await sven.ok(sellerOrderCalls.shipOrder, { id, carrier: DHL, serviceCode: 'PP1' })).packageIds;
    await anna.ok(orderActionCalls.postponeDelivery, { id, fulfillmentProgressList: [{ id: packageId! }] });
    expect((await anna.ok(orderActionCalls.listPackages, { id }))[0]!.confirmDeadlineTime).toBeNull();
    const before = Date.now();
    await sven.ok(sellerOrderCalls.deliverOrder, { id });
    const deadline = Date.parse((await anna.ok(orderActionCalls.listPackages, { id }))[0]!.confirmDeadlineTime!);
    expect(deadline - before).toBeGreaterThanOrEqual((sellerOrderCalls.CONFIRM_RECEIPT_DAYS + orderActionCalls.POSTPONE_DAYS) * 86_400_000 - 1000);
  });

  it('refuses delivering an unshipped order, a package of another order, and an unknown package', async () => {
    const { id } = await paidOrder();
    const other = await paidOrder();
    const [otherPackage] = (await sven.ok(sellerOrderCalls.shipOrder, { id: other.id, carrier: DHL, serviceCode: 'OT1' })).packageIds;
    expect((await sven.fail(sellerOrderCalls.deliverOrder, { id }, 409)).message).toBe(SellerOrderMessage.packageNotOnItsWay);
    expect((await sven.fail(sellerOrderCalls.deliverOrder, { id, packageId: otherPackage }, 409)).message).toBe(SellerOrderMessage.packageNotOnItsWay);
    await sven.ok(sellerOrderCalls.shipOrder, { id, carrier: DHL, serviceCode: 'OT2' });
    expect((await sven.fail(sellerOrderCalls.deliverOrder, { id, packageId: 999_999 }, 409)).message).toBe(SellerOrderMessage.packageNotOnItsWay);
    const { submitted } = await placeOrder(anna, [chair(1)]);
    expect((await sven.fail(sellerOrderCalls.deliverOrder, { id: submitted.tradeOrderIds[0]! }, 409)).message).toBe(SellerOrderMessage.transitionNotAllowed);
  });
});

describe('pick-up orders', () => {
  it('a pick-up order is readied (UN_RECEIVED, deadline started, no tracking); it cannot be shipped, nor readied twice', async () => {
    const { id } = await paidOrder();
    await server.db.query(`update trade_orders set fulfillment_type = 'SITE_PICK_UP' where id = $1`, [id]);
    expect((await sven.fail(sellerOrderCalls.shipOrder, { id, carrier: DHL, serviceCode: 'PU1' }, 409)).message).toBe(SellerOrderMessage.transitionNotAllowed);
    const ready = await sven.ok(sellerOrderCalls.readyForPickup, { id });
    expect(ready.displayStatus).toBe('UN_RECEIVED');
    const [pkg] = await anna.ok(orderActionCalls.listPackages, { id });
    expect(pkg!.confirmDeadlineTime).not.toBeNull();
    const ops = await operations(id);
    expect(ops).toContain('confirm');
    expect(ops).not.toContain('checkExpressTrack');
    expect((await sven.fail(sellerOrderCalls.readyForPickup, { id }, 409)).message).toBe(SellerOrderMessage.transitionNotAllowed);
  });

  it('an order shipped by carrier cannot be readied for pick-up', async () => {
    const { id } = await paidOrder();
    expect((await sven.fail(sellerOrderCalls.readyForPickup, { id }, 409)).message).toBe(SellerOrderMessage.transitionNotAllowed);
  });
});

describe('the shop’s orders and who may act', () => {
  it('lists the shop’s orders by status with what is left to ship, only its own', async () => {
    const { id } = await paidOrder();
    const { data, total } = await sven.ok(sellerOrderCalls.pageSellerOrders, { status: 'UN_DELIVERY', pageSize: 50 });
    expect(total).toBeGreaterThan(0);
    expect(data.every((o) => o.displayStatus === 'UN_DELIVERY' && o.shop.id === 1)).toBe(true);
    const mine = data.find((o) => o.id === id)!;
    expect(mine.lines.map((l) => [l.tradeQty, l.shippedQty, l.toShipQty])).toEqual([[2, 0, 2], [1, 0, 1]]);
    const casa = await lucia.ok(sellerOrderCalls.pageSellerOrders, { pageSize: 50 });
    expect(casa.data.some((o) => o.id === id)).toBe(false);
    expect(casa.data.every((o) => o.shop.id === 2)).toBe(true);
  });

  it.each([
    ['shipOrder', (id: number) => ({ id, carrier: DHL, serviceCode: 'NOPE1' })],
    ['deliverOrder', (id: number) => ({ id })],
    ['readyForPickup', (id: number) => ({ id })],
  ] as const)('%s: another shop’s seller gets 404, a buyer 403, nobody 401, and nothing moves', async (name, body) => {
    const { id } = await paidOrder();
    const call = sellerOrderCalls[name] as typeof sellerOrderCalls.deliverOrder;
    expect((await lucia.fail(call, body(id) as never, 404)).code).toBe(ErrorCode.notFound);
    expect((await ben.fail(call, body(id) as never, 403)).code).toBe(ErrorCode.forbidden);
    expect((await anna.fail(call, body(id) as never, 403)).code).toBe(ErrorCode.forbidden);
    await server.client().fail(call, body(id) as never, 401);
    const packages = await server.db.query('select id from fulfilment_packages where trade_order_id = $1', [id]);
    expect(packages).toEqual([]);
    expect((await orderDetailOf(anna, id)).displayStatus).toBe('UN_DELIVERY');
  });

  it('the list: a buyer 403, nobody 401', async () => {
    await ben.fail(sellerOrderCalls.pageSellerOrders, {}, 403);
    await server.client().fail(sellerOrderCalls.pageSellerOrders, {}, 401);
  });
});

describe('the buyer’s order list follows', () => {
  it('a shipped order is listed under "to receive"', async () => {
    const { id } = await paidOrder();
    await sven.ok(sellerOrderCalls.shipOrder, { id, carrier: DHL, serviceCode: 'LIST1' });
    const list = await anna.ok(orderCalls.pageOrders, { searchStatus: 'unreceived', pageSize: 50 });
    expect(list.data.some((o) => o.id === id)).toBe(true);
  });
});
