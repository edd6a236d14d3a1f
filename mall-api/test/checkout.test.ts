import { cartCalls, checkoutCalls, ErrorCode, orderCalls, paymentCalls } from '@mall/shared/contract';
import { releaseStock } from '../src/domain/checkout';
import { DEMO, loggedIn } from './helpers/accounts';
import { address, chair, guest, lamp, newKey, placeOrder, sofa, soldOutPendant, statusOf } from './helpers/checkoutFlow';
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

const stockOf = async (skuId: number) => (await server.db.query<{ stock: number }>('select stock from skus where id = $1', [skuId]))[0]!.stock;

describe('render', () => {
  it('prices the selected lines as one order per shop: shipping 19.90 under 200, VAT of the market', async () => {
    const client = await guest(server);
    await client.ok(cartCalls.batchCreateCartLines, [chair(), lamp()]);
    const render = await client.ok(checkoutCalls.renderTradeContract, { shippingAddress: address() });
    expect(render.renderTradeOrderTOList.map((o) => [o.shop.siteName, o.needPayAmt.value])).toEqual([
      ['Nordhaus Living', 148.9],
      ['Atelier Lumière', 208.9],
    ]);
    expect(render).toMatchObject({
      tradeContractId: null,
      countryCode: 'DE',
      taxRate: 19,
      skuAmt: { value: 318 },
      shippingAmtExcludeShopDiscount: { value: 39.8 },
      shippingDiscountAmt: { value: 0 },
      serviceChargeAmt: { value: 0 },
      needPayAmt: { value: 357.8, currency: 'EUR' },
      selectedAddress: { firstName: 'Gina', regionShortName: 'DE' },
      billingAddress: { firstName: 'Gina' },
    });
    // 148.90 × 19/119 + 208.90 × 19/119
    expect(render.totalTaxAmt.value).toBeCloseTo(23.77 + 33.35, 2);
    const [chairLine] = render.renderTradeOrderTOList[0]!.renderTradeOrderLineTOList;
    expect(chairLine).toMatchObject({
      skuName: 'Lund dining chair, Oak', tradeQty: 1, available: true, priceChanged: false,
      sku: { id: 1031, salePrc: { value: 129 }, item: { id: 103 } },
      tradeOrderLinePrice: { needPaySkuAmt: { value: 129 }, skuAmt: { value: 129 }, skuDiscountTotalAmt: { value: 20 }, pointDeductionAmt: { value: 0 } },
    });
  });

  it('gives free shipping from 200 € per shop order as a shipping discount, and uses the shipping market', async () => {
    const client = await guest(server);
    await client.ok(cartCalls.batchCreateCartLines, [sofa()]);
    const render = await client.ok(checkoutCalls.renderTradeContract, { shippingAddress: address({ regionShortName: 'SE', country: 'Sweden' }) });
    expect(render).toMatchObject({ countryCode: 'SE', taxRate: 25, shippingAmtExcludeShopDiscount: { value: 19.9 }, shippingDiscountAmt: { value: 19.9 }, needPayAmt: { value: 899 }, totalTaxAmt: { value: 179.8 } });
  });

  it('needs a session, the caller\'s own cart lines and at least one line', async () => {
    expect((await server.client().fail(checkoutCalls.renderTradeContract, {}, 401)).code).toBe(ErrorCode.unauthenticated);
    const client = await guest(server);
    expect((await client.fail(checkoutCalls.renderTradeContract, {}, 400)).fields).toEqual([{ field: 'cartLineIds', message: 'checkout.noLines' }]);
    await anna.ok(cartCalls.batchCreateCartLines, [chair()]);
    const annaLine = (await anna.ok(cartCalls.cartList, {})).cartGroupList[0]!.childGroupList[0]!.cartLineList[0]!;
    expect((await ben.fail(checkoutCalls.renderTradeContract, { cartLineIds: [annaLine.id] }, 404)).code).toBe(ErrorCode.notFound);
    await anna.ok(cartCalls.removeCartLines, { ids: [annaLine.id] });
  });
});

describe('submit', () => {
  it('creates PENDING_PAY orders per shop with a 24 h deadline, reserves stock and empties the checked-out lines', async () => {
    const client = await guest(server);
    const before = await stockOf(1031);
    const { render, submitted } = await placeOrder(client, [chair(2), lamp()]);
    expect(submitted.tradeOrderIds).toHaveLength(2);
    expect(submitted).toMatchObject({ tradeId: submitted.tradeContractId, needPayAmt: render.needPayAmt, isPoint: false });
    expect(submitted.payUniqueKey).toMatch(/^PAY-\d+-[0-9a-f]{8}$/);
    expect(submitted.payDeadlineMillis - Date.now()).toBeGreaterThan(23.9 * 3600_000);
    for (const id of submitted.tradeOrderIds) expect(await statusOf(server, id)).toBe('PENDING_PAY');
    expect(await stockOf(1031)).toBe(before - 2);
    expect((await client.ok(cartCalls.cartList, {})).count).toBe(0);
    const lines = await server.db.query<{ sale_cents: number; trade_qty: number }>(
      'select l.sale_cents, l.trade_qty from trade_order_lines l join trade_orders o on o.id = l.order_id where o.contract_id = $1 order by l.sale_cents',
      [submitted.tradeContractId],
    );
    expect(lines).toEqual([{ sale_cents: 12900, trade_qty: 2 }, { sale_cents: 18900, trade_qty: 1 }]);
  });

  it('leaves unselected cart lines in the cart', async () => {
    const client = await guest(server);
    await client.ok(cartCalls.batchCreateCartLines, [chair(), lamp()]);
    const lampLine = (await client.ok(cartCalls.cartList, {})).cartGroupList[1]!.childGroupList[0]!.cartLineList[0]!;
    await client.ok(cartCalls.updateCartLine, { id: lampLine.id, isSelected: false });
    const render = await client.ok(checkoutCalls.renderTradeContract, { shippingAddress: address() });
    await client.ok(checkoutCalls.submitTradeContract, { shippingAddress: address(), expectedNeedPayAmt: render.needPayAmt.value });
    const cart = await client.ok(cartCalls.cartList, {});
    expect(cart.cartGroupList.flatMap((g) => g.childGroupList.flatMap((c) => c.cartLineList.map((l) => l.sku.id)))).toEqual([1061]);
  });

  it('refuses a sold-out line (ITEM_SOLD_OUT) and orders nothing', async () => {
    const client = await guest(server);
    await client.ok(cartCalls.batchCreateCartLines, [chair(), soldOutPendant()]);
    const render = await client.ok(checkoutCalls.renderTradeContract, { shippingAddress: address() });
    expect(render.renderTradeOrderTOList.flatMap((o) => o.renderTradeOrderLineTOList).find((l) => l.sku.id === 1203)?.available).toBe(false);
    const error = await client.fail(checkoutCalls.submitTradeContract, { shippingAddress: address(), expectedNeedPayAmt: render.needPayAmt.value }, 409);
    expect(error).toMatchObject({ code: 'ITEM_SOLD_OUT', message: 'checkout.itemSoldOut', fields: [{ field: 'lines.1', message: 'checkout.itemSoldOut' }] });
    expect((await client.ok(cartCalls.cartList, {})).count).toBe(2);
  });

  it('refuses a line whose campaign ended (ACTIVITY_ENDED)', async () => {
    const client = await guest(server);
    await client.ok(cartCalls.batchCreateCartLines, [lamp()]);
    const render = await client.ok(checkoutCalls.renderTradeContract, { shippingAddress: address() });
    await server.db.query(`update skus set campaign_ends_at = now() - interval '1 minute' where id = 1061`);
    try {
      const error = await client.fail(checkoutCalls.submitTradeContract, { shippingAddress: address(), expectedNeedPayAmt: render.needPayAmt.value }, 409);
      expect(error.code).toBe('ACTIVITY_ENDED');
    } finally {
      await server.db.query('update skus set campaign_ends_at = null where id = 1061');
    }
  });

  it('refuses a total other than the one the buyer saw (PRICE_CHANGED)', async () => {
    const client = await guest(server);
    await client.ok(cartCalls.batchCreateCartLines, [chair()]);
    const render = await client.ok(checkoutCalls.renderTradeContract, { shippingAddress: address() });
    await server.db.query('update skus set price_cents = 13900 where id = 1031');
    try {
      const error = await client.fail(checkoutCalls.submitTradeContract, { shippingAddress: address(), expectedNeedPayAmt: render.needPayAmt.value }, 409);
      expect(error).toMatchObject({ code: 'PRICE_CHANGED', fields: [{ field: 'expectedNeedPayAmt', message: 'checkout.priceChanged' }] });
    } finally {
      await server.db.query('update skus set price_cents = 12900 where id = 1031');
    }
  });

  it('needs a shipping address, complete when given inline', async () => {
    const client = await guest(server);
    await client.ok(cartCalls.batchCreateCartLines, [chair()]);
    expect((await client.fail(checkoutCalls.submitTradeContract, { expectedNeedPayAmt: 148.9 }, 400)).message).toBe('checkout.shippingAddressRequired');
    const error = await client.fail(checkoutCalls.submitTradeContract, { shippingAddress: address({ firstName: ' ' }), expectedNeedPayAmt: 148.9 }, 400);
    expect(error.fields).toEqual([{ field: 'shippingAddress.firstName', message: 'field.required' }]);
  });

  it('takes a saved address of the caller by id, never another buyer\'s', async () => {
    const [row] = await server.db.query<{ id: number }>(
      `insert into addresses (user_id, address_type, first_name, last_name, person_phone, email, company, poi_name, house_no, postal_code, city, province, region_id)
       values (1, 'SHIPPING', 'Anna', 'Becker', '30 12345678', 'buyer@demo.mall', 'Becker GmbH', 'Schönhauser Allee', '36', '10435', 'Berlin', 'Berlin', 5)
       returning id`,
    );
    await anna.ok(cartCalls.batchCreateCartLines, [chair()]);
    const render = await anna.ok(checkoutCalls.renderTradeContract, { shippingAddressId: row!.id });
    expect(render).toMatchObject({ shippingAddressId: row!.id, billingAddressId: row!.id, selectedAddress: { company: 'Becker GmbH', country: 'Germany', regionShortName: 'DE' } });
    await ben.ok(cartCalls.batchCreateCartLines, [chair()]);
    expect((await ben.fail(checkoutCalls.renderTradeContract, { shippingAddressId: row!.id }, 400)).fields).toEqual([{ field: 'shippingAddressId', message: 'checkout.addressNotFound' }]);
    const submitted = await anna.ok(checkoutCalls.submitTradeContract, { shippingAddressId: row!.id, expectedNeedPayAmt: render.needPayAmt.value });
    expect(submitted.buyerId).toBe(1);
  });
});

describe('pre-sale balance', () => {
  it('renders the balance of a PENDING_BALANCE contract and submits it without new orders', async () => {
    const render = await anna.ok(checkoutCalls.renderTradeContract, { tradeContractId: 7003 });
    expect(render).toMatchObject({ tradeContractId: 7003, isBalance: true });
    const [order] = await server.db.query<{ due: number }>('select need_pay_cents - paid_cents as due from trade_orders where id = 5004');
    expect(Math.round(render.needPayAmt.value * 100)).toBe(order!.due);
    expect(render.renderTradeOrderTOList[0]!.tradeOrderId).toBe(5004);
    const submitted = await anna.ok(checkoutCalls.submitTradeContract, { tradeContractId: 7003, expectedNeedPayAmt: render.needPayAmt.value });
    expect(submitted).toMatchObject({ tradeContractId: 7003, tradeOrderIds: [5004] });
    expect(await statusOf(server, 5004)).toBe('PENDING_BALANCE');
    expect((await anna.fail(checkoutCalls.renderTradeContract, { tradeContractId: 7004 }, 400)).message).toBe('checkout.noBalanceDue');
    expect((await ben.fail(checkoutCalls.renderTradeContract, { tradeContractId: 7003 }, 404)).code).toBe(ErrorCode.notFound);
  });
});

describe('pre-pay lookups', () => {
  it('validates a contract: payable "1", paid "0" with its reason, another buyer\'s 404', async () => {
    const open = await anna.ok(checkoutCalls.queryAndValidateTradeContractDetailById, { id: 7001 });
    expect(open).toMatchObject({ tradeContractId: 7001, tradeId: 7001, validResult: '1', invalidReasons: [], tradeOrderIds: [5001], payUniqueKey: 'PAY-7001' });
    expect(open.needPayAmt.value).toBeGreaterThan(0);
    expect(open.payDeadlineMillis).toBeGreaterThan(Date.now());
    const paid = await anna.ok(checkoutCalls.queryAndValidateTradeContractDetailById, { id: 7004 });
    expect(paid).toMatchObject({ validResult: '0', invalidReasons: ['PAID'] });
    await ben.fail(checkoutCalls.queryAndValidateTradeContractDetailById, { id: 7001 }, 404);
  });

  it('finds a contract by its pay key, only for its buyer', async () => {
    expect(await anna.ok(checkoutCalls.queryContractByUniqueKey, { payUniqueKey: 'PAY-7002' })).toMatchObject({ tradeContractId: 7002, tradeOrderIds: [5002, 5003] });
    await ben.fail(checkoutCalls.queryContractByUniqueKey, { payUniqueKey: 'PAY-7002' }, 404);
  });
});

describe('stock reserved at submit', () => {
  it('goes back on sale once when the orders are cancelled or closed unpaid (releaseStock)', async () => {
    const client = await guest(server);
    const before = [await stockOf(1031), await stockOf(1061)];
    const { submitted } = await placeOrder(client, [chair(2), lamp()]);
    expect([await stockOf(1031), await stockOf(1061)]).toEqual([before[0]! - 2, before[1]! - 1]);
    await releaseStock(server.db, submitted.tradeOrderIds);
    expect([await stockOf(1031), await stockOf(1061)]).toEqual(before);
    // A second release (a retried cancel, a sweep after a cancel) gives nothing back twice.
    await releaseStock(server.db, submitted.tradeOrderIds);
    expect([await stockOf(1031), await stockOf(1061)]).toEqual(before);
  });

  it('goes back on sale when an unpaid order is closed past its pay deadline', async () => {
    const client = await guest(server);
    const before = await stockOf(1061);
    const { submitted } = await placeOrder(client, [lamp(2)]);
    expect(await stockOf(1061)).toBe(before - 2);
    await server.db.query(`update trade_orders set pay_deadline_at = now() - interval '1 minute' where contract_id = $1`, [submitted.tradeContractId]);
    // The status counts sweep the caller's overdue orders.
    await client.ok(orderCalls.orderStatusCounts, {});
    expect(await statusOf(server, submitted.tradeOrderIds[0]!)).toBe('CLOSED');
    expect(await stockOf(1061)).toBe(before);
    await client.ok(orderCalls.orderStatusCounts, {});
    expect(await stockOf(1061)).toBe(before);
  });

  it('is never oversold: the database refuses a stock below what checkouts reserved, and firstPay goes ahead', async () => {
    const client = await guest(server);
    const { submitted } = await placeOrder(client, [chair()]);
    const stock = await stockOf(1031);
    // A shop correcting its stock below zero (issue 28: skus_stock_not_negative).
    await expect(server.db.query('update skus set stock = -1 where id = 1031')).rejects.toThrow(/skus_stock_not_negative/);
    expect(await stockOf(1031)).toBe(stock);
    expect((await client.ok(paymentCalls.firstPay, { payChannel: 'MOCKPAY', contractId: submitted.tradeContractId, idempotencyKey: newKey() })).nextStep).toBe('REDIRECT');
  });
});
