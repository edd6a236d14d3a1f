import { afterSalesCalls, ErrorCode, sellerAfterSalesCalls, type ReverseApplication } from '@mall/shared/contract';
import { DEMO, loggedIn } from './helpers/accounts';
import type { Client } from './helpers/client';
import { startTestServer, type TestServer } from './helpers/server';
import { orderDetailOf } from './helpers/orderDetail';
import { guest, lamp, placeOrder } from './helpers/checkoutFlow';
import { markOrdersPaid } from '../src/domain/orderState';

let server: TestServer;
let anna: Client;
let ben: Client;
/** Nordhaus Living (shop 1) and Casa Serena (shop 2). */
let sven: Client;
let lucia: Client;
beforeAll(async () => {
  server = await startTestServer();
  anna = await loggedIn(server, DEMO.buyer);
  ben = await loggedIn(server, DEMO.buyer2);
  sven = await loggedIn(server, DEMO.merchant('seller'));
  lucia = await loggedIn(server, { email: 'seller.casa@demo.mall', password: 'furniture-1' });
});
afterAll(() => server.close());

const NOT_ALLOWED = afterSalesCalls.ReverseErrorCode.transitionNotAllowed;
const stockOf = async (skuId: number) => (await server.db.query<{ stock: number }>('select stock from skus where id = $1', [skuId]))[0]!.stock;
const lineOf = async (orderId: number, lineId: number) =>
  (await orderDetailOf(anna, orderId)).tradeOrderLineList.find((l) => l.id === lineId)!;
const apply = (call: (typeof afterSalesCalls.APPLY_CALL_BY_TYPE)[keyof typeof afterSalesCalls.APPLY_CALL_BY_TYPE], app: ReverseApplication) => anna.ok(call, app);
const parcel = (carrier: number, code: string) => ({ fulfillmentProgressList: [{ serviceCode: code, fulfillmentServiceProvider: { id: carrier } }], returnMode: 'SELF_DELIVERY' as const });

describe('the after-sales detail', () => {
  it('shows a seeded return waiting for the buyer with its return address, history and operations', async () => {
    const detail = await anna.ok(afterSalesCalls.queryReverseById, { id: 8001 });
    expect(detail).toMatchObject({ reverseTradeOrderStatus: 'WAITING_FOR_BUYER_RETURN', reverseTradeOrderType: 'SALE_RETURN', seller: { siteName: 'Furniture Mall Essentials' } });
    expect(detail.returnAddress?.detailAddress).toBe('Mall Logistics Centre, Tor 7');
    expect(detail.operationList.map((o) => o.operation)).toEqual(['buyerCancelReverse', 'buyerPostBack']);
    expect(detail.remarkList.map((r) => r.event)).toEqual(['apply', 'approve']);
  });

  it('shows the rejection reason of a closed one, and the exchange item and parcels of an exchange', async () => {
    const closed = await anna.ok(afterSalesCalls.queryReverseById, { id: 8013 });
    expect(closed.reverseNotes.auditRejectReason).toMatch(/pile height/);
    expect(closed.operationList).toEqual([{ operation: 'viewRejectReason' }]);
    const exchange = await anna.ok(afterSalesCalls.queryReverseById, { id: 8002 });
    expect(exchange.reverseTradeOrderLineList[0]!.derivativeSku).not.toBeNull();
    expect(exchange.fulfillmentProgressList.map((f) => f.operaterType)).toEqual(['USER', 'SELLER']);
    expect(exchange.operationList.map((o) => o.operation)).toEqual(['buyerConfirmExchange', 'checkReverseLogistics']);
  });

  it('every status of the state machine is seeded for the demo buyer', async () => {
    const { data } = await anna.ok(afterSalesCalls.pageReverseOrders, { pageSize: 50 });
    expect(new Set(data.map((r) => r.reverseTradeOrderStatus))).toEqual(new Set(afterSalesCalls.ReverseOrderStatus.options));
  });

  it('is the buyer’s own: another buyer and a visitor are refused', async () => {
    expect((await ben.fail(afterSalesCalls.queryReverseById, { id: 8001 }, 404)).code).toBe(ErrorCode.notFound);
    await server.client().fail(afterSalesCalls.queryReverseById, { id: 8001 }, 401);
  });
});

describe('return and refund, end to end', () => {
  it('apply → approve → send back → tracking → received (stock back) → refund → REFUND_DONE, the line DONE', async () => {
    const line = await lineOf(5018, 50181);
    const created = await apply(afterSalesCalls.applyReturn, {
      tradeOrder: { id: 5018 }, reverseTradeOrderLineList: [{ tradeOrderLine: { id: 50181 }, reverseQty: 1 }], reverseReason: 'DAMAGED', applyRefundAmt: { value: 100 },
    });
    expect((await lineOf(5018, 50181)).reverseStatus).toBe('PROCESSING');
    // One open application per line.
    expect((await lineOf(5018, 50181)).canReverseQty).toBe(0);
    // The buyer cannot send back before the seller approved; the seller cannot refund yet.
    expect((await anna.fail(afterSalesCalls.postBackReverse, { id: created.id, ...parcel(1, 'JJD0001') }, 409)).code).toBe(NOT_ALLOWED);
    expect((await sven.fail(sellerAfterSalesCalls.refundReverse, { id: created.id }, 409)).code).toBe(NOT_ALLOWED);
    expect(await sven.ok(sellerAfterSalesCalls.approveReverse, { id: created.id })).toEqual({ id: created.id, reverseTradeOrderStatus: 'WAITING_FOR_BUYER_RETURN' });

    const bad = await anna.fail(afterSalesCalls.postBackReverse, { id: created.id, ...parcel(1, 'JJD-0001') }, 400);
    expect(bad.fields?.[0]?.message).toBe('aftersales.trackingInvalid');
    const empty = await anna.fail(afterSalesCalls.postBackReverse, { id: created.id, ...parcel(1, '  ') }, 400);
    expect(empty.fields?.[0]?.message).toBe('aftersales.trackingRequired');
    const noCarrier = await anna.fail(afterSalesCalls.postBackReverse, { id: created.id, ...parcel(999, 'JJD0001') }, 400);
    expect(noCarrier.fields?.[0]?.message).toBe('aftersales.carrierRequired');
    expect(await anna.ok(afterSalesCalls.postBackReverse, { id: created.id, ...parcel(1, 'JJD0001') })).toEqual({ id: created.id, reverseTradeOrderStatus: 'WAITING_FOR_QC_DONE' });
    // The buyer may no longer cancel once the goods are on their way.
    expect((await anna.fail(afterSalesCalls.cancelReverse, { id: created.id }, 409)).code).toBe(NOT_ALLOWED);

    const detail = await anna.ok(afterSalesCalls.queryReverseById, { id: created.id });
    expect(detail.fulfillmentProgressList).toMatchObject([{ serviceCode: 'JJD0001', operaterType: 'USER', fulfillmentServiceProvider: { entityCode: 'DHL' } }]);
    expect(detail.operationList.map((o) => o.operation)).toEqual(['checkReverseLogistics']);
    const timeline = await anna.ok(afterSalesCalls.queryWaybill, { carrierCompanyCode: 'DHL', wayBillNumber: 'JJD0001' });
    expect(timeline[0]).toMatchObject({ context: 'Shipment information received by DHL Paket' });

    const before = await stockOf(line.sku.id);
    await sven.ok(sellerAfterSalesCalls.confirmReturnReceived, { id: created.id });
    expect(await stockOf(line.sku.id)).toBe(before + 1);
    expect(await sven.ok(sellerAfterSalesCalls.refundReverse, { id: created.id })).toEqual({ id: created.id, reverseTradeOrderStatus: 'REFUND_DONE' });
    const done = await anna.ok(afterSalesCalls.queryReverseById, { id: created.id });
    expect(done.actualRefundAmt).toEqual({ value: 100, currency: 'EUR' });
    expect(done.remarkList.map((r) => r.event)).toEqual(['apply', 'approve', 'postBack', 'confirmReceived', 'refund']);
    expect((await lineOf(5018, 50181)).reverseStatus).toBe('DONE');
  });
});

describe('exchange, end to end', () => {
  it('the exchange item is another sku of the item at the same price; received, shipped (stock out), confirmed', async () => {
    const info = await anna.ok(afterSalesCalls.exchangeItemInfo, { diyItemId: 106, tradeOrderLineId: 50091 });
    expect(info.item.id).toBe(106);
    await ben.fail(afterSalesCalls.exchangeItemInfo, { diyItemId: 106, tradeOrderLineId: 50091 }, 404);
    // Another item's skus are listed, but none replaces this line.
    expect((await anna.ok(afterSalesCalls.exchangeItemInfo, { diyItemId: 101, tradeOrderLineId: 50091 })).skus.every((s) => !s.exchangeable)).toBe(true);
    const wrong = info.skus.find((s) => !s.exchangeable);
    const right = info.skus.find((s) => s.exchangeable)!;
    if (wrong) {
      const refused = await anna.fail(afterSalesCalls.applyExchange, {
        tradeOrder: { id: 5009 }, reverseTradeOrderLineList: [{ tradeOrderLine: { id: 50091 }, reverseQty: 1, derivativeSku: { id: wrong.id } }], reverseReason: 'DAMAGED',
      }, 400);
      expect(refused.fields?.[0]?.message).toBe('aftersales.exchangeSkuInvalid');
    }
    const created = await apply(afterSalesCalls.applyExchange, {
      tradeOrder: { id: 5009 }, reverseTradeOrderLineList: [{ tradeOrderLine: { id: 50091 }, reverseQty: 1, derivativeSku: { id: right.id } }], reverseReason: 'DAMAGED',
    });
    await sven.fail(sellerAfterSalesCalls.approveReverse, { id: created.id }, 404); // shop 3's, not Sven's
    const elise = await loggedIn(server, { email: 'seller.atelier@demo.mall', password: 'furniture-1' });
    await elise.ok(sellerAfterSalesCalls.approveReverse, { id: created.id });
    await anna.ok(afterSalesCalls.postBackReverse, { id: created.id, ...parcel(2, '01905502190001') });
    await elise.ok(sellerAfterSalesCalls.confirmReturnReceived, { id: created.id });
    const before = await stockOf(right.id);
    expect(await elise.ok(sellerAfterSalesCalls.shipReplacement, { id: created.id, carrier: { id: 2 }, serviceCode: '01905502190002' })).toMatchObject({ reverseTradeOrderStatus: 'WAITING_FOR_BUYER_CONFIRMED' });
    expect(await stockOf(right.id)).toBe(before - 1);
    const detail = await anna.ok(afterSalesCalls.queryReverseById, { id: created.id });
    expect(detail.reverseTradeOrderLineList[0]!.derivativeSku?.id).toBe(right.id);
    expect(detail.fulfillmentProgressList.map((f) => [f.operaterType, f.serviceCode])).toEqual([['USER', '01905502190001'], ['SELLER', '01905502190002']]);
    expect(await anna.ok(afterSalesCalls.confirmExchangeReceived, { id: created.id })).toEqual({ id: created.id, reverseTradeOrderStatus: 'REVERSE_DONE' });
    expect((await anna.fail(afterSalesCalls.confirmExchangeReceived, { id: created.id }, 409)).code).toBe(NOT_ALLOWED);
  });
});

describe('stock never below zero (issue 28)', () => {
  it('refuses to ship a replacement that is out of stock with ITEM_SOLD_OUT, and leaves the stock and the application as they were', async () => {
    // A guest's delivered lamp (Atelier Lumière), exchanged for another lamp sku at its price.
    const buyer = await guest(server);
    const { submitted } = await placeOrder(buyer, [lamp()]);
    const orderId = submitted.tradeOrderIds[0]!;
    await server.db.transaction((tx) => markOrdersPaid(tx, [orderId], new Date(), { payChannel: 'MOCKPAY' }));
    await server.db.query(`update trade_orders set display_status = 'COMPLETE', completed_at = now() where id = $1`, [orderId]);
    await server.db.query('update trade_order_lines set delivered_qty = trade_qty where order_id = $1', [orderId]);
    const [line] = await server.db.query<{ id: number }>('select id from trade_order_lines where order_id = $1', [orderId]);
    const right = (await buyer.ok(afterSalesCalls.exchangeItemInfo, { diyItemId: 106, tradeOrderLineId: line!.id })).skus.find((s) => s.exchangeable)!;
    const created = await buyer.ok(afterSalesCalls.applyExchange, {
      tradeOrder: { id: orderId }, reverseTradeOrderLineList: [{ tradeOrderLine: { id: line!.id }, reverseQty: 1, derivativeSku: { id: right.id } }], reverseReason: 'DAMAGED',
    });
    const elise = await loggedIn(server, { email: 'seller.atelier@demo.mall', password: 'furniture-1' });
    await elise.ok(sellerAfterSalesCalls.approveReverse, { id: created.id });
    await buyer.ok(afterSalesCalls.postBackReverse, { id: created.id, ...parcel(2, '01905502190003') });
    await elise.ok(sellerAfterSalesCalls.confirmReturnReceived, { id: created.id });
    const stock = await stockOf(right.id);
    // Sold out meanwhile.
    await server.db.query('update skus set stock = 0 where id = $1', [right.id]);
    try {
      const refused = await elise.fail(sellerAfterSalesCalls.shipReplacement, { id: created.id, carrier: { id: 2 }, serviceCode: '01905502190004' }, 409);
      expect(refused).toMatchObject({ code: 'ITEM_SOLD_OUT', message: 'checkout.itemSoldOut' });
      expect(await stockOf(right.id)).toBe(0);
      expect((await buyer.ok(afterSalesCalls.queryReverseById, { id: created.id })).reverseTradeOrderStatus).toBe('WAITING_FOR_SELLER_SHIP');
    } finally {
      await server.db.query('update skus set stock = $2 where id = $1', [right.id, stock]);
    }
  });
});

describe('cancelling and applying again', () => {
  it('a cancelled application frees the line for a new one', async () => {
    const first = await apply(afterSalesCalls.applyRefundOnly, {
      tradeOrder: { id: 5010 }, reverseTradeOrderLineList: [{ tradeOrderLine: { id: 50101 }, reverseQty: 1 }], reverseReason: 'DAMAGED', applyRefundAmt: { value: 10 },
    });
    expect((await lineOf(5010, 50101)).canReverseQty).toBe(0);
    const again = await anna.fail(afterSalesCalls.applyRefundOnly, {
      tradeOrder: { id: 5010 }, reverseTradeOrderLineList: [{ tradeOrderLine: { id: 50101 }, reverseQty: 1 }], reverseReason: 'DAMAGED', applyRefundAmt: { value: 10 },
    }, 409);
    // Its only line is taken: the order offers no after-sales until the application ends.
    expect(again.code).toBe('OPERATION_NOT_OFFERED');
    await ben.fail(afterSalesCalls.cancelReverse, { id: first.id }, 404);
    expect(await anna.ok(afterSalesCalls.cancelReverse, { id: first.id })).toEqual({ id: first.id, reverseTradeOrderStatus: 'REVERSE_CANCELED' });
    expect((await lineOf(5010, 50101)).reverseStatus).toBe('NOT_REQUESTED');
    const second = await apply(afterSalesCalls.applyRefundOnly, {
      tradeOrder: { id: 5010 }, reverseTradeOrderLineList: [{ tradeOrderLine: { id: 50101 }, reverseQty: 1 }], reverseReason: 'DAMAGED', applyRefundAmt: { value: 10 },
    });
    expect(second.id).not.toBe(first.id);
  });

  it('a rejected application needs a reason, closes with it, and frees the line', async () => {
    const created = await apply(afterSalesCalls.applyRefundOnly, {
      tradeOrder: { id: 5021 }, reverseTradeOrderLineList: [{ tradeOrderLine: { id: 50211 }, reverseQty: 1 }], reverseReason: 'DAMAGED', applyRefundAmt: { value: 5 },
    });
    const noReason = await lucia.fail(sellerAfterSalesCalls.rejectReverse, { id: created.id, reason: ' ' }, 400);
    expect(noReason.fields?.[0]?.message).toBe('seller.rejectReasonRequired');
    const shopOf = (await orderDetailOf(anna, 5021)).shop.id;
    const seller = shopOf === 2 ? lucia : sven;
    await seller.ok(sellerAfterSalesCalls.rejectReverse, { id: created.id, reason: 'Photos show wear from use.' });
    const detail = await anna.ok(afterSalesCalls.queryReverseById, { id: created.id });
    expect(detail).toMatchObject({ reverseTradeOrderStatus: 'REVERSE_CLOSE', reverseNotes: { auditRejectReason: 'Photos show wear from use.' } });
    expect((await lineOf(5021, 50211)).reverseStatus).toBe('NOT_REQUESTED');
  });

  it('cancel before delivery: refunded in full with shipping, the order cancelled, stock released', async () => {
    const order = await orderDetailOf(anna, 5036);
    const lines = order.tradeOrderLineList.filter((l) => l.canCancelQty > 0).map((l) => ({ tradeOrderLine: { id: l.id }, reverseQty: l.canCancelQty }));
    const created = await apply(afterSalesCalls.applyCancelBeforeDelivery, { tradeOrder: { id: 5036 }, reverseTradeOrderLineList: lines, reverseReason: 'ORDERED_BY_MISTAKE' });
    expect(created.reverseTradeOrderStatus).toBe('REFUND_PENDING');
    // The buyer cannot cancel a cancel.
    expect((await anna.fail(afterSalesCalls.cancelReverse, { id: created.id }, 409)).code).toBe(NOT_ALLOWED);
    const before = await stockOf(order.tradeOrderLineList[0]!.sku.id);
    await sven.ok(sellerAfterSalesCalls.refundReverse, { id: created.id });
    expect(await stockOf(order.tradeOrderLineList[0]!.sku.id)).toBe(before + order.tradeOrderLineList[0]!.tradeQty);
    const detail = await anna.ok(afterSalesCalls.queryReverseById, { id: created.id });
    expect(detail.actualRefundShippingAmt).toEqual(order.shippingAmt);
    expect((await orderDetailOf(anna, 5036)).displayStatus).toBe('CANCEL_ALL');
  });
});

describe('the seller API', () => {
  it('is for sellers only, and only for their own shops', async () => {
    expect((await anna.fail(sellerAfterSalesCalls.approveReverse, { id: 8005 }, 403)).code).toBe(ErrorCode.forbidden);
    await server.client().fail(sellerAfterSalesCalls.approveReverse, { id: 8005 }, 401);
    // 8005 is Nordhaus Living's (Sven): Casa Serena's seller is refused and learns nothing.
    expect((await lucia.fail(sellerAfterSalesCalls.approveReverse, { id: 8005 }, 404)).code).toBe(ErrorCode.notFound);
    const mine = await sven.ok(sellerAfterSalesCalls.pageSellerReverseOrders, { status: 'WAITING_FOR_AUDIT_BY_SELLER' });
    expect(mine.data.map((r) => r.id)).toContain(8005);
    expect((await lucia.ok(sellerAfterSalesCalls.pageSellerReverseOrders, {})).data.map((r) => r.id)).not.toContain(8005);
  });

  it('pays a refund that failed before', async () => {
    expect(await sven.ok(sellerAfterSalesCalls.refundReverse, { id: 8008 })).toEqual({ id: 8008, reverseTradeOrderStatus: 'REFUND_DONE' });
  });
});

describe('carriers and tracking', () => {
  it('lists the carriers and answers a deterministic timeline for a known parcel, none for an unknown one', async () => {
    const carriers = await anna.ok(afterSalesCalls.listCarriers, {});
    expect(carriers.map((c) => c.entityCode)).toEqual(expect.arrayContaining(['DHL', 'DPD', 'GLS']));
    const seeded = await anna.ok(afterSalesCalls.queryWaybill, { carrierCompanyCode: 'GLS', wayBillNumber: 'GLS52019931DE' });
    expect(seeded.map((e) => e.context)[0]).toBe('Delivered, signed for at the reception');
    expect(seeded).toHaveLength(6);
    expect(await anna.ok(afterSalesCalls.queryWaybill, { carrierCompanyCode: 'GLS', wayBillNumber: 'GLS52019931DE' })).toEqual(seeded);
    expect(await anna.ok(afterSalesCalls.queryWaybill, { carrierCompanyCode: 'DHL', wayBillNumber: 'UNKNOWN1' })).toEqual([]);
    const bad = await anna.fail(afterSalesCalls.queryWaybill, { carrierCompanyCode: 'DHL', wayBillNumber: 'a b' }, 400);
    expect(bad.fields?.[0]?.message).toBe('aftersales.trackingInvalid');
  });
});

describe('lines the form hides or steps', () => {
  it('a DIY child line is neither listed nor accepted: its DIY main line stands for it', async () => {
    const detail = await anna.ok(afterSalesCalls.renderReverseApply, { tradeOrder: { id: 5021 } });
    expect(detail.lines.map((l) => l.tradeOrderLine.id)).not.toContain(50212);
    const refused = await anna.fail(afterSalesCalls.applyReturn, {
      tradeOrder: { id: 5021 }, reverseTradeOrderLineList: [{ tradeOrderLine: { id: 50212 }, reverseQty: 1 }], reverseReason: 'DAMAGED', applyRefundAmt: { value: 1 },
    }, 400);
    expect(refused.fields?.[0]).toEqual({ field: 'reverseTradeOrderLineList.0.tradeOrderLine.id', message: 'aftersales.lineInvalid' });
  });

  it('goods sold by weight move in steps of adjustStep', async () => {
    await server.db.query(
      `update trade_order_lines set sku_business_type = 'weight', trade_qty = 4, sku_snapshot = sku_snapshot || '{"adjustStep": 2}' where id = 50171`,
    );
    const detail = await anna.ok(afterSalesCalls.renderReverseApply, { tradeOrder: { id: 5017 } });
    expect(detail.lines.find((l) => l.tradeOrderLine.id === 50171)).toMatchObject({ adjustStep: 2, canReverseQty: 4 });
    const odd = await anna.fail(afterSalesCalls.applyRefundOnly, {
      tradeOrder: { id: 5017 }, reverseTradeOrderLineList: [{ tradeOrderLine: { id: 50171 }, reverseQty: 3 }], reverseReason: 'DAMAGED', applyRefundAmt: { value: 1 },
    }, 400);
    expect(odd.fields?.[0]).toEqual({ field: 'reverseTradeOrderLineList.0.reverseQty', message: 'aftersales.qtyStep' });
    await anna.ok(afterSalesCalls.applyRefundOnly, {
      tradeOrder: { id: 5017 }, reverseTradeOrderLineList: [{ tradeOrderLine: { id: 50171 }, reverseQty: 2 }], reverseReason: 'DAMAGED', applyRefundAmt: { value: 1 },
    });
  });
});
