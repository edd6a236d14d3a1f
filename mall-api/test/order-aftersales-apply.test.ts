import { afterSalesCalls, ErrorCode, mediaCalls, orderActionCalls, orderCalls, type ReverseApplication } from '@mall/shared/contract';
import { DEMO, loggedIn } from './helpers/accounts';
import type { Client } from './helpers/client';
import { startTestServer, type TestServer } from './helpers/server';
import { orderDetailOf } from './helpers/orderDetail';

let server: TestServer;
let anna: Client;
let ben: Client;
beforeAll(async () => {
  server = await startTestServer();
  anna = await loggedIn(server, DEMO.buyer);
  ben = await loggedIn(server, DEMO.buyer2);
});
afterAll(() => server.close());

const NOT_OFFERED = orderActionCalls.OrderErrorCode.operationNotOffered;
const line = (id: number, reverseQty = 1) => ({ tradeOrderLine: { id }, reverseQty });
const application = (orderId: number, lines: ReturnType<typeof line>[], extra: Partial<ReverseApplication> = {}): ReverseApplication => ({
  tradeOrder: { id: orderId },
  reverseTradeOrderLineList: lines,
  reverseReason: 'DAMAGED',
  ...extra,
});

describe('the apply detail', () => {
  it('offers the types of a completed order, its open lines and the refund limit', async () => {
    const detail = await anna.ok(afterSalesCalls.renderReverseApply, { tradeOrder: { id: 5009 } });
    expect(detail.availableReverseTypes).toEqual(['SALE_REFUND', 'SALE_RETURN', 'SALE_EXCHANGE']);
    // The second line is in after-sales already.
    expect(detail.lines).toMatchObject([{ tradeOrderLine: { id: 50091 }, canReverseQty: 1, unitAmt: { value: 189, currency: 'EUR' }, adjustStep: 1, sku: { item: { id: 106 } } }]);
    expect(detail.availableRefundAmt).toEqual({ value: 189, currency: 'EUR' });
    const returns = await anna.ok(afterSalesCalls.renderReverseApply, { tradeOrder: { id: 5009 }, reverseTradeOrderType: 'SALE_RETURN' });
    expect(returns.availableReverseReasons).toContain('NO_LONGER_NEEDED');
    const refunds = await anna.ok(afterSalesCalls.renderReverseApply, { tradeOrder: { id: 5009 }, reverseTradeOrderType: 'SALE_REFUND' });
    expect(refunds.availableReverseReasons).not.toContain('NO_LONGER_NEEDED');
  });

  it('limits the refund to the chosen units, after discounts', async () => {
    const chosen = await anna.ok(afterSalesCalls.renderReverseApply, { tradeOrder: { id: 5017 }, reverseTradeOrderLineList: [line(50172, 2)] });
    expect(chosen.availableRefundAmt.value).toBe(2 * 129);
    const discounted = await anna.ok(afterSalesCalls.renderReverseApply, { tradeOrder: { id: 5021 } });
    const paidForGoods = discounted.lines.reduce((sum, l) => sum + l.unitAmt.value * l.canReverseQty, 0);
    expect(discounted.availableRefundAmt.value).toBeCloseTo(paidForGoods, 2);
    // The gift is not refundable.
    expect(discounted.lines.map((l) => l.tradeOrderLine.id)).not.toContain(50213);
  });

  it('refuses a line of another order, too many units, a type not open, and other buyers', async () => {
    const foreign = await anna.fail(afterSalesCalls.renderReverseApply, { tradeOrder: { id: 5009 }, reverseTradeOrderLineList: [line(50081)] }, 400);
    expect(foreign.fields?.[0]?.message).toBe('aftersales.lineInvalid');
    const many = await anna.fail(afterSalesCalls.renderReverseApply, { tradeOrder: { id: 5009 }, reverseTradeOrderLineList: [line(50091, 2)] }, 400);
    expect(many.fields).toEqual([{ field: 'reverseTradeOrderLineList.0.reverseQty', message: 'aftersales.qtyMax' }]);
    expect((await anna.fail(afterSalesCalls.renderReverseApply, { tradeOrder: { id: 5018 }, reverseTradeOrderType: 'SALE_EXCHANGE' }, 409)).code).toBe(NOT_OFFERED);
    expect((await anna.ok(afterSalesCalls.renderReverseApply, { tradeOrder: { id: 5011 } })).availableReverseTypes).toEqual([]);
    await ben.fail(afterSalesCalls.renderReverseApply, { tradeOrder: { id: 5009 } }, 404);
  });
});

describe('applying', () => {
  it.each<[string, Partial<ReverseApplication>, string, string]>([
    ['no refund amount', {}, 'applyRefundAmt.value', 'aftersales.refundRequired'],
    ['more than may be refunded', { applyRefundAmt: { value: 189.01 } }, 'applyRefundAmt.value', 'aftersales.refundTooHigh'],
    ['a negative amount', { applyRefundAmt: { value: -1 } }, 'applyRefundAmt.value', 'aftersales.refundMin'],
    ['three decimals', { applyRefundAmt: { value: 10.005 } }, 'applyRefundAmt.value', 'aftersales.refundDecimals'],
    ['a reason the type does not take', { reverseReason: 'ORDERED_BY_MISTAKE', applyRefundAmt: { value: 10 } }, 'reverseReason', 'aftersales.reasonNotAllowed'],
    ['no reason chosen', { reverseReason: '' as never, applyRefundAmt: { value: 10 } }, 'reverseReason', 'aftersales.reasonRequired'],
    ['a reason left out', { reverseReason: undefined as never, applyRefundAmt: { value: 10 } }, 'reverseReason', 'field.required'],
    ['notes over 500 characters', { reverseText: 'x'.repeat(501), applyRefundAmt: { value: 10 } }, 'reverseText', 'aftersales.notesTooLong'],
    ['seven images', { images: Array.from({ length: 7 }, (_, i) => `/media/uploads/00000000-0000-4000-8000-00000000000${i}`), applyRefundAmt: { value: 10 } }, 'images', 'aftersales.tooManyImages'],
    ['an image that is no upload', { images: ['/media/evidence/1.jpg'], applyRefundAmt: { value: 10 } }, 'images.0', 'media.image.notYours'],
    ['an upload that is not hers', { images: ['/media/uploads/00000000-0000-4000-8000-000000000009'], applyRefundAmt: { value: 10 } }, 'images', 'media.image.notYours'],
  ])('refuses %s', async (_what, extra, field, message) => {
    const error = await anna.fail(afterSalesCalls.applyRefundOnly, application(5009, [line(50091)], extra), 400);
    expect(error.fields?.[0]).toEqual({ field, message });
  });

  it('refuses an application without products', async () => {
    const error = await anna.fail(afterSalesCalls.applyReturn, application(5009, [], { applyRefundAmt: { value: 1 } }), 400);
    expect(error.fields?.[0]).toEqual({ field: 'reverseTradeOrderLineList', message: 'aftersales.noProductChosen' });
  });

  it('creates a return waiting for the seller; the line is then in after-sales and can be looked up by sku', async () => {
    // Evidence: her own upload (checked by its bytes there); a review picture of hers is not evidence.
    const png = new File([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52])], 'crack.png', { type: 'image/png' });
    const evidence = await anna.ok(mediaCalls.uploadEvidenceImage, { file: png });
    const review = await anna.ok(mediaCalls.uploadReviewImage, { file: png });
    const wrongPurpose = await anna.fail(afterSalesCalls.applyReturn, application(5009, [line(50091)], { applyRefundAmt: { value: 1 }, images: [review.url] }), 400);
    expect(wrongPurpose.fields?.[0]).toEqual({ field: 'images', message: 'media.image.notYours' });
    const created = await anna.ok(
      afterSalesCalls.applyReturn,
      application(5009, [line(50091)], { applyRefundAmt: { value: 150.5 }, reverseText: 'The shade is cracked.', images: [evidence.url] }),
    );
    expect((await anna.ok(afterSalesCalls.queryReverseById, { id: created.id })).evidenceImages).toEqual([evidence.url]);
    expect(created).toMatchObject({ reverseTradeOrderType: 'SALE_RETURN', reverseTradeOrderStatus: 'WAITING_FOR_AUDIT_BY_SELLER' });
    expect(created.reverseTradeOrderCode).toMatch(/^AS\d{4}\d{6}$/);
    const order = await orderDetailOf(anna, { id: 5009 });
    expect(order.tradeOrderLineList.map((l) => [l.reverseStatus, l.canReverseQty])).toEqual([
      ['PROCESSING', 0],
      ['PROCESSING', 0],
    ]);
    expect(order.availableReverseTypes).toEqual([]);
    expect(order.operationList.map((o) => o.operation)).not.toContain('buyerApplyReverse');
    const bySku = await anna.ok(afterSalesCalls.queryReverseByOrderSku, { tradeOrderId: 5009, skuId: order.tradeOrderLineList[0]!.sku.id });
    expect(bySku.map((r) => [r.id, r.applyRefundAmt.value])).toEqual([[created.id, 150.5]]);
    expect((await anna.ok(afterSalesCalls.queryReverseByOrderSku, { tradeOrderId: 5009 })).map((r) => r.id)).toEqual([created.id, 8002]);
    expect((await anna.ok(afterSalesCalls.queryReverseByOrderSku, { tradeOrderId: 5009, tradeOrderLineId: 50092 })).map((r) => r.id)).toEqual([8002]);
    await ben.fail(afterSalesCalls.queryReverseByOrderSku, { tradeOrderId: 5009 }, 404);
    const again = await anna.fail(afterSalesCalls.applyRefundOnly, application(5009, [line(50091)], { applyRefundAmt: { value: 1 } }), 409);
    expect(again.code).toBe(NOT_OFFERED);
  });

  it('an exchange asks no amount; a type the state does not open is refused', async () => {
    const exchange = await anna.ok(afterSalesCalls.applyExchange, application(5010, [line(50101, 1)], { applyRefundAmt: { value: 99 } }));
    const [record] = await anna.ok(afterSalesCalls.queryReverseByOrderSku, { tradeOrderId: 5010 });
    expect(record).toMatchObject({ id: exchange.id, reverseTradeOrderType: 'SALE_EXCHANGE', applyRefundAmt: { value: 0 } });
    // Delivered but not received: refund or return only.
    expect((await anna.fail(afterSalesCalls.applyExchange, application(5007, [line(50071)]), 409)).code).toBe(NOT_OFFERED);
    await ben.fail(afterSalesCalls.applyExchange, application(5010, [line(50101, 1)]), 404);
  });

  it('cancel before delivery takes every cancellable line at full quantity and refunds all of it', async () => {
    const reason = { reverseReason: 'ORDERED_BY_MISTAKE' as const };
    const partial = await anna.fail(afterSalesCalls.applyCancelBeforeDelivery, application(5036, [line(50361, 2)], reason), 400);
    expect(partial.fields).toEqual([{ field: 'reverseTradeOrderLineList', message: 'aftersales.cancelAllLines' }]);
    const fewer = await anna.fail(afterSalesCalls.applyCancelBeforeDelivery, application(5036, [line(50361, 1), line(50362, 1)], reason), 400);
    expect(fewer.fields?.[0]?.message).toBe('aftersales.cancelAllLines');
    const detail = await anna.ok(afterSalesCalls.renderReverseApply, { tradeOrder: { id: 5036 }, reverseTradeOrderType: 'SALE_CANCEL_BEFORE_DELIVERY' });
    const created = await anna.ok(afterSalesCalls.applyCancelBeforeDelivery, application(5036, [line(50361, 2), line(50362, 1)], reason));
    expect(created).toMatchObject({ reverseTradeOrderType: 'SALE_CANCEL_BEFORE_DELIVERY', reverseTradeOrderStatus: 'REFUND_PENDING' });
    const [record] = await anna.ok(afterSalesCalls.queryReverseByOrderSku, { tradeOrderId: 5036 });
    expect(record!.applyRefundAmt.value).toBeCloseTo(detail.availableRefundAmt.value, 2);
    expect((await orderDetailOf(anna, { id: 5036 })).operationList.map((o) => o.operation)).toEqual(['buyAgain']);
  });

  it('is not offered for orders the shop ships itself, points orders or orders in a pending state', async () => {
    const reason = { reverseReason: 'ORDERED_BY_MISTAKE' as const };
    expect((await anna.fail(afterSalesCalls.applyCancelBeforeDelivery, application(5024, [line(50241)], reason), 409)).code).toBe(NOT_OFFERED);
    expect((await anna.fail(afterSalesCalls.applyRefundOnly, application(5032, [line(50321)], { applyRefundAmt: { value: 1 } }), 409)).code).toBe(NOT_OFFERED);
    const unpaid = await anna.fail(afterSalesCalls.applyRefundOnly, application(5002, [line(50021)], { applyRefundAmt: { value: 1 } }), 409);
    expect(unpaid.code).toBe(NOT_OFFERED);
    expect(unpaid.code).not.toBe(ErrorCode.notFound);
  });
});
