/**
 * What an after-sales line carries for the screens (issue 31 item 5): the selling unit, the product
 * link's urlKey and sku suffix, and the gift mark (spec: sourceTypeDice PREFERENTIAL_GIFT). A gift is
 * cancelled with the rest of an order before delivery and stays with the buyer after it.
 */
import { afterSalesCalls } from '@mall/shared/contract';
import { DEMO, loggedIn } from './helpers/accounts';
import { cartLine, placeOrder } from './helpers/checkoutFlow';
import type { Client } from './helpers/client';
import { payWithMockPay } from './helpers/mockpay';
import { orderDetailOf } from './helpers/orderDetail';
import { startTestServer, type TestServer } from './helpers/server';

let server: TestServer;
let anna: Client;
beforeAll(async () => {
  server = await startTestServer();
  anna = await loggedIn(server, DEMO.buyer);
});
afterAll(() => server.close());

// Kiln-dried oak firewood (item 127, Casa Serena): sold by weight in kg, 5 kg steps, 0.90 € a kg.
const firewood = (kg: number) => cartLine(1271, 127, 22, kg, 0.9);
const line = (id: number, reverseQty: number) => ({ tradeOrderLine: { id }, reverseQty });

it('a line sold by weight carries its unit, product link and unit price on the order, the apply detail and the application', async () => {
  const { submitted } = await placeOrder(anna, [firewood(20)]);
  await payWithMockPay(anna, submitted.tradeContractId);
  const orderId = submitted.tradeOrderIds[0]!;
  const order = await orderDetailOf(anna, orderId);
  const [ordered] = order.tradeOrderLineList;
  expect(ordered!.sku).toMatchObject({ marketingUnit: { unitName: 'kg' }, skuUrlSuffix: '?skuId=1271' });

  const detail = await anna.ok(afterSalesCalls.renderReverseApply, { tradeOrder: { id: orderId }, reverseTradeOrderType: 'SALE_CANCEL_BEFORE_DELIVERY' });
  expect(detail.lines).toMatchObject([
    { canReverseQty: 20, adjustStep: 5, sourceTypeDice: null, sku: { item: { id: 127, urlKey: ordered!.sku.item.urlKey }, marketingUnit: { unitName: 'kg' }, skuUrlSuffix: '?skuId=1271' } },
  ]);

  const created = await anna.ok(afterSalesCalls.applyCancelBeforeDelivery, { tradeOrder: { id: orderId }, reverseTradeOrderLineList: [line(ordered!.id, 20)], reverseReason: 'ORDERED_BY_MISTAKE' });
  const expected = {
    reverseQty: 20,
    sourceTypeDice: null,
    tradeOrderLine: { id: ordered!.id, tradeOrderLineBusinessType: null },
    sku: { salePrc: { value: 0.9, currency: 'EUR' }, item: { id: 127, urlKey: ordered!.sku.item.urlKey }, marketingUnit: { unitName: 'kg' }, skuUrlSuffix: '?skuId=1271' },
  };
  const listed = await anna.ok(afterSalesCalls.pageReverseOrders, { tradeOrderId: orderId });
  expect(listed.data.map((r) => r.reverseTradeOrderLineList)).toMatchObject([[expected]]);
  expect((await anna.ok(afterSalesCalls.queryReverseById, { id: created.id })).reverseTradeOrderLineList).toMatchObject([expected]);
});

describe('gift lines', () => {
  // Seeded order 5036 (UN_DELIVERY): two Lund chairs (50361) and, made a gift here, one more chair (50362).
  beforeAll(async () => {
    await server.db.query(`update trade_order_lines set line_business_type = 'GIFT', sale_cents = 0, discount_cents = 0, point_deduction_cents = 0 where id = 50362`);
  });

  it('a cancel before delivery takes the gift with the rest, marked PREFERENTIAL_GIFT and refunding nothing', async () => {
    const detail = await anna.ok(afterSalesCalls.renderReverseApply, { tradeOrder: { id: 5036 }, reverseTradeOrderType: 'SALE_CANCEL_BEFORE_DELIVERY' });
    expect(detail.lines.map((l) => [l.tradeOrderLine.id, l.canReverseQty, l.sourceTypeDice])).toEqual([
      [50361, 2, null],
      [50362, 1, 'PREFERENTIAL_GIFT'],
    ]);
    const created = await anna.ok(afterSalesCalls.applyCancelBeforeDelivery, {
      tradeOrder: { id: 5036 },
      reverseTradeOrderLineList: [line(50361, 2), line(50362, 1)],
      reverseReason: 'NO_LONGER_NEEDED',
    });
    const application = await anna.ok(afterSalesCalls.queryReverseById, { id: created.id });
    expect(application.reverseTradeOrderLineList.map((l) => [l.tradeOrderLine, l.sourceTypeDice, l.applyRefundAmt.value])).toEqual([
      [{ id: 50361, tradeOrderLineBusinessType: null }, null, expect.any(Number)],
      [{ id: 50362, tradeOrderLineBusinessType: 'GIFT' }, 'PREFERENTIAL_GIFT', 0],
    ]);
    const [summary] = (await anna.ok(afterSalesCalls.pageReverseOrders, { tradeOrderId: 5036 })).data;
    expect(summary!.reverseTradeOrderLineList.map((l) => l.sourceTypeDice)).toEqual([null, 'PREFERENTIAL_GIFT']);
  });

  it('after delivery the gift stays with the buyer: not listed, and refused in an application', async () => {
    // Seeded order 5021 (COMPLETE) has the gift line 50213.
    const detail = await anna.ok(afterSalesCalls.renderReverseApply, { tradeOrder: { id: 5021 } });
    expect(detail.lines.map((l) => l.tradeOrderLine.id)).not.toContain(50213);
    const refused = await anna.fail(afterSalesCalls.applyReturn, { tradeOrder: { id: 5021 }, reverseTradeOrderLineList: [line(50213, 1)], reverseReason: 'DAMAGED', applyRefundAmt: { value: 0 } }, 400);
    expect(refused.fields).toEqual([{ field: 'reverseTradeOrderLineList.0.reverseQty', message: 'aftersales.qtyMax' }]);
  });
});
