/**
 * Issue 31 items 2 and 3: discount codes and points at checkout, over HTTP. The code's discount per
 * shop (seller-funded) or over the checkout (platform-funded), every refusal with its own key, the
 * lucky draw's voucher and the gift cards as codes, the use taken at submit and given back on
 * cancel and refund; the point-discount model's rules, the spend through the ledger and its return.
 */
import { afterSalesCalls, cartCalls, checkoutCalls, orderActionCalls, sellerAfterSalesCalls, type NewCartLine } from '@mall/shared/contract';
import { markOrdersPaid } from '../src/domain/orderState';
import { priceOrders } from '../src/domain/checkout';
import { issuePrizeCoupon } from '../src/domain/discountCodes';
import { applyPointDiscount } from '../src/domain/pointDiscount';
import { DISCOUNT_CODES } from '../src/seed/productMarketing';
import { DEMO, loggedIn } from './helpers/accounts';
import { address, cartLine, chair, guest, lamp } from './helpers/checkoutFlow';
import type { Client } from './helpers/client';
import { orderDetailOf } from './helpers/orderDetail';
import { startTestServer, type TestServer } from './helpers/server';

let server: TestServer;
let anna: Client;
let ben: Client;
let sven: Client;
const ANNA = 1;
const BEN = 2;
beforeAll(async () => {
  server = await startTestServer();
  anna = await loggedIn(server, DEMO.buyer);
  ben = await loggedIn(server, DEMO.buyer2);
  sven = await loggedIn(server, DEMO.merchant('seller'));
});
afterAll(() => server.close());

type Extra = { couponCode?: string; discountPoint?: number };

/** The client's cart emptied and filled with `lines` (none: as it is), then rendered with `extra`. */
async function render(client: Client, lines: NewCartLine[], extra: Extra = {}) {
  if (lines.length > 0) {
    const cart = await client.ok(cartCalls.cartList, {});
    const ids = cart.cartGroupList.flatMap((g) => g.childGroupList.flatMap((c) => c.cartLineList.map((l) => l.id)));
    if (ids.length > 0) await client.ok(cartCalls.removeCartLines, { ids, country: 'DE' });
    await client.ok(cartCalls.batchCreateCartLines, lines);
  }
  return client.ok(checkoutCalls.renderTradeContract, { shippingAddress: address(), ...extra });
}

async function submit(client: Client, lines: NewCartLine[], extra: Extra = {}) {
  const shown = await render(client, lines, extra);
  const submitted = await client.ok(checkoutCalls.submitTradeContract, { shippingAddress: address(), expectedNeedPayAmt: shown.needPayAmt.value, ...extra });
  return { shown, submitted };
}

/** A code of this test's own (the seeded ones are shared by the file). */
async function ownCode(code: string, fields: Record<string, unknown> = {}): Promise<string> {
  const row: Record<string, unknown> = { kind: 'AMOUNT', amount_cents: 2500, funding: 'PLATFORM', max_uses: 1, min_spend_cents: 0, ...fields };
  await server.db.query(
    `insert into discount_codes (code, kind, amount_cents, percent, funding, shop_id, min_spend_cents, starts_at, ends_at, max_uses)
     values ($1, $2, $3, $4, $5, $6, $7, now() - interval '1 day', now() + interval '30 days', $8)`,
    [code, row.kind, row.amount_cents, row.percent ?? null, row.funding, row.shop_id ?? null, row.min_spend_cents, row.max_uses],
  );
  return code;
}

const codeState = async (code: string) =>
  (await server.db.query<{ used_count: number; spent_cents: number }>('select used_count, spent_cents from discount_codes where code = $1', [code]))[0]!;
const balanceOf = async (userId: number) =>
  (await server.db.query<{ points_balance: number }>('select points_balance from customers where user_id = $1', [userId]))[0]!.points_balance;
const ledgerOf = (userId: number, orderId: number) =>
  server.db.query<{ source: string; points: number }>(`select source, points from points_ledger where customer_id = $1 and ref_id = $2 and once_key like 'pointDiscount:%' order by id`, [userId, String(orderId)]);

const refusal = async (client: Client, lines: NewCartLine[], extra: Extra, status = 400) => {
  if (lines.length > 0) await render(client, lines);
  const error = await client.fail(checkoutCalls.renderTradeContract, { shippingAddress: address(), ...extra }, status);
  return error.fields?.[0];
};

describe('discount codes', () => {
  it('spreads a platform-funded code over every shop order by its goods, lowering what is paid', async () => {
    const client = await guest(server);
    const shown = await render(client, [chair(), lamp()], { couponCode: ' welcome10 ' });
    // 10 % of 318 € goods: 12.90 on the chair's order, 18.90 on the lamp's; shipping untouched.
    expect(shown.discountCode).toMatchObject({ couponCode: 'WELCOME10', funding: 'PLATFORM', kind: 'PERCENT', shop: null, discountAmt: { value: 31.8 } });
    expect(shown).toMatchObject({ platformCouponDiscountAmt: { value: 31.8 }, shopDiscountAmt: { value: 0 }, needPayAmt: { value: 326 } });
    expect(shown.renderTradeOrderTOList.map((o) => [o.platformCouponDiscountAmt.value, o.needPayAmt.value])).toEqual([
      [12.9, 136],
      [18.9, 190],
    ]);
    expect(shown.renderTradeOrderTOList[0]!.renderTradeOrderLineTOList[0]!.tradeOrderLinePrice.needPaySkuAmt.value).toBe(116.1);
  });

  it('applies a seller-funded code to its own shop\'s order only', async () => {
    const client = await guest(server);
    const shown = await render(client, [chair(2), lamp()], { couponCode: DISCOUNT_CODES.nordhaus });
    expect(shown.discountCode).toMatchObject({ funding: 'SHOP', shop: { id: 1, siteName: 'Nordhaus Living' }, discountAmt: { value: 20 } });
    expect(shown.renderTradeOrderTOList.map((o) => [o.shop.id, o.shopDiscountAmt.value, o.needPayAmt.value])).toEqual([
      [1, 20, 258 - 20 + 0],
      [3, 0, 208.9],
    ]);
  });

  it('refuses each reason with its own message key on couponCode, and another buyer\'s voucher as unknown', async () => {
    const client = await guest(server);
    expect(await refusal(client, [chair()], { couponCode: 'NO-SUCH-CODE' })).toEqual({ field: 'couponCode', message: 'checkout.code.unknown' });
    expect(await refusal(client, [], { couponCode: DISCOUNT_CODES.expired })).toEqual({ field: 'couponCode', message: 'checkout.code.expired' });
    // NORDHAUS20 needs 150 € of Nordhaus goods; one chair is 129 €.
    expect(await refusal(client, [], { couponCode: DISCOUNT_CODES.nordhaus })).toEqual({ field: 'couponCode', message: 'checkout.code.minimumNotMet' });
    expect(await refusal(client, [], { couponCode: DISCOUNT_CODES.casa })).toEqual({ field: 'couponCode', message: 'checkout.code.notForShops' });
    expect(await refusal(client, [], { couponCode: DISCOUNT_CODES.used })).toEqual({ field: 'couponCode', message: 'checkout.code.used' });
    expect(await refusal(ben, [chair()], { couponCode: DISCOUNT_CODES.annasVoucher })).toEqual({ field: 'couponCode', message: 'checkout.code.unknown' });
    // What the schema refuses (the client refuses it alike): blank, too long, characters no code has.
    expect(await refusal(client, [], { couponCode: '   ' })).toMatchObject({ field: 'couponCode', message: 'checkout.code.required' });
    expect(await refusal(client, [], { couponCode: 'X'.repeat(41) })).toMatchObject({ field: 'couponCode', message: 'checkout.code.tooLong' });
    expect(await refusal(client, [], { couponCode: 'DROP TABLE;' })).toMatchObject({ field: 'couponCode', message: 'checkout.code.unknown' });
    // Nothing was ordered: the submit refuses the same way.
    const error = await client.fail(checkoutCalls.submitTradeContract, { shippingAddress: address(), expectedNeedPayAmt: 1, couponCode: DISCOUNT_CODES.expired }, 400);
    expect(error.fields).toEqual([{ field: 'couponCode', message: 'checkout.code.expired' }]);
  });

  it('takes a single-use code\'s use at submit (shown on the order) and gives it back when the orders are cancelled before pay', async () => {
    const code = await ownCode('TEST-ONCE-1');
    const first = await guest(server);
    const { submitted } = await submit(first, [chair(), lamp()], { couponCode: code });
    expect(await codeState(code)).toEqual({ used_count: 1, spent_cents: 2500 });
    const detail = await orderDetailOf(first, submitted.tradeOrderIds[0]!);
    expect(detail.platformCouponDiscountAmt.value + (await orderDetailOf(first, submitted.tradeOrderIds[1]!)).platformCouponDiscountAmt.value).toBe(25);
    expect(detail.tradeBenefitInfoTOS).toEqual([{ benefitType: 'DISCOUNT_CODE', benefitName: code, benefitAmt: detail.platformCouponDiscountAmt }]);
    const second = await guest(server);
    expect(await refusal(second, [chair()], { couponCode: code })).toEqual({ field: 'couponCode', message: 'checkout.code.used' });
    await first.ok(orderActionCalls.closeOrderBeforePay, { id: submitted.tradeOrderIds[0]! });
    expect(await codeState(code)).toEqual({ used_count: 0, spent_cents: 0 });
    expect((await second.ok(checkoutCalls.renderTradeContract, { shippingAddress: address(), couponCode: code })).platformCouponDiscountAmt.value).toBe(25);
    // A second cancel gives nothing back twice.
    await first.fail(orderActionCalls.closeOrderBeforePay, { id: submitted.tradeOrderIds[0]! }, 409);
    expect(await codeState(code)).toEqual({ used_count: 0, spent_cents: 0 });
  });

  it('gives the use back when a paid order is cancelled and refunded in whole', async () => {
    const code = await ownCode('TEST-ONCE-2', { amount_cents: 1000 });
    const { submitted } = await submit(ben, [chair()], { couponCode: code });
    const orderId = submitted.tradeOrderIds[0]!;
    await server.db.transaction((tx) => markOrdersPaid(tx, [orderId], new Date(), { payChannel: 'MOCKPAY' }));
    const lines = await server.db.query<{ id: number; trade_qty: number }>('select id, trade_qty from trade_order_lines where order_id = $1', [orderId]);
    const created = await ben.ok(orderActionCalls.cancelAfterPay, {
      tradeOrder: { id: orderId },
      reverseTradeOrderLineList: lines.map((l) => ({ tradeOrderLine: { id: l.id }, reverseQty: l.trade_qty })),
    });
    expect(await codeState(code)).toEqual({ used_count: 1, spent_cents: 1000 });
    await sven.ok(sellerAfterSalesCalls.refundReverse, { id: created.id });
    expect(await codeState(code)).toEqual({ used_count: 0, spent_cents: 0 });
  });

  it('takes a gift card bought and paid as a code: its value until spent, given back on cancel', async () => {
    const { submitted } = await submit(ben, [cartLine(1261, 126, 24, 1, 50)]);
    await server.db.transaction((tx) => markOrdersPaid(tx, submitted.tradeOrderIds, new Date(), { payChannel: 'MOCKPAY' }));
    const [card] = await server.db.query<{ code: string }>('select code from gift_cards where order_id = $1', [submitted.tradeOrderIds[0]]);
    // Anyone holding the card's code may use it: 50 € off Anna's 258 € of chairs.
    const { shown, submitted: annas } = await submit(anna, [chair(2)], { couponCode: card!.code });
    expect(shown.discountCode).toMatchObject({ kind: 'GIFT_CARD', discountAmt: { value: 50 } });
    expect(await codeState(card!.code)).toEqual({ used_count: 1, spent_cents: 5000 });
    expect(await refusal(ben, [chair()], { couponCode: card!.code })).toEqual({ field: 'couponCode', message: 'checkout.code.used' });
    await anna.ok(orderActionCalls.closeOrderBeforePay, { id: annas.tradeOrderIds[0]! });
    // What a smaller order leaves of it stays on the card.
    const small = await render(ben, [], { couponCode: card!.code });
    expect(small.discountCode?.discountAmt.value).toBe(50);
  });

  it('takes the lucky draw\'s voucher as its winner\'s code', async () => {
    const shown = await render(anna, [chair()], { couponCode: DISCOUNT_CODES.annasVoucher });
    expect(shown.discountCode).toMatchObject({ kind: 'AMOUNT', funding: 'PLATFORM', discountAmt: { value: 10 } });
  });

  it('makes a drawn voucher its winner\'s code, and refuses it once a refund revoked the prize', async () => {
    const [draw] = await server.db.query<{ id: number }>(
      `insert into prize_draws (activity_id, order_id, buyer_id, prize_id, coupon_code) values (1, 5010, $1, 2, 'WIN-TEST-0001-0001') returning id`,
      [ANNA],
    );
    await issuePrizeCoupon(server.db, draw!.id);
    expect((await render(anna, [chair()], { couponCode: 'WIN-TEST-0001-0001' })).discountCode?.discountAmt.value).toBe(10);
    expect(await refusal(ben, [chair()], { couponCode: 'WIN-TEST-0001-0001' })).toEqual({ field: 'couponCode', message: 'checkout.code.unknown' });
    await server.db.query('update prize_draws set revoked_at = now() where id = $1', [draw!.id]);
    expect(await refusal(anna, [], { couponCode: 'WIN-TEST-0001-0001' })).toEqual({ field: 'couponCode', message: 'checkout.code.unknown' });
  });

  it('refuses a code or points on a pre-sale balance, whose amounts were fixed at the deposit', async () => {
    const error = await anna.fail(checkoutCalls.renderTradeContract, { tradeContractId: 7004, couponCode: DISCOUNT_CODES.welcome }, 400);
    expect(error.fields).toEqual([{ field: 'couponCode', message: 'checkout.code.notHere' }]);
  });
});

describe('points at checkout', () => {
  it('offers the point-discount model for the buyer\'s balance: at least 500, steps of 100, at most half the goods', async () => {
    const shown = await render(anna, [chair(), lamp()]);
    expect(shown.pointDiscount).toEqual({
      pointBalance: await balanceOf(ANNA),
      exchangeRate: 100,
      discountStep: 100,
      minDiscountablePoint: 500,
      leastThresholdAmount: { value: 20, currency: 'EUR' },
      belowThreshold: false,
      discountablePoint: Math.floor((await balanceOf(ANNA)) / 100) * 100,
      discountableAmount: { value: Math.floor((await balanceOf(ANNA)) / 100), currency: 'EUR' },
      discountPoint: 0,
      discountAmount: { value: 0, currency: 'EUR' },
    });
    // A guest has no points: no model, and asking for points says to log in.
    const visitor = await guest(server);
    expect((await render(visitor, [chair()])).pointDiscount).toBeNull();
    expect(await refusal(visitor, [], { discountPoint: 500 })).toEqual({ field: 'discountPoint', message: 'checkout.pointsNeedLogin' });
  });

  it('refuses points below the minimum, off the step, beyond the balance or the most the goods take', async () => {
    await server.db.query('update customers set points_balance = points_balance + 20000 where user_id = $1', [BEN]);
    try {
      expect(await refusal(ben, [chair()], { discountPoint: 400 })).toEqual({ field: 'discountPoint', message: 'checkout.points.belowMinimum' });
      expect(await refusal(ben, [], { discountPoint: 550 })).toEqual({ field: 'discountPoint', message: 'checkout.points.notStep' });
      // Half of the 129 € chair is 64.50 €: 6 400 points at most.
      expect(await refusal(ben, [], { discountPoint: 6500 })).toEqual({ field: 'discountPoint', message: 'checkout.points.aboveMaximum' });
      expect(await refusal(ben, [], { discountPoint: 30000 })).toEqual({ field: 'discountPoint', message: 'checkout.pointsInsufficient' });
      expect(await refusal(ben, [], { discountPoint: 12.5 })).toMatchObject({ field: 'discountPoint', message: 'checkout.points.notStep' });
    } finally {
      await server.db.query('update customers set points_balance = points_balance - 20000 where user_id = $1', [BEN]);
    }
  });

  it('offers no points on goods below the threshold amount', () => {
    const line = { cartLineId: 1, tradeOrderLineId: null, tradeOrderId: null, lineType: 'NORMAL_SALE_B2C' as const, skuId: 1, itemId: 1, itemName: 'x', image: '/media/skus/1.svg', skuName: 'x', urlKey: 'x', attributes: [], unitCents: 1999, originalCents: 1999, snapshotCents: 1999, qty: 1, stock: 9, activityEnded: false, shopId: 1, siteName: 'x', sellerId: 1, expectDate: null, currency: 'EUR', insurance: null, presale: null };
    const model = applyPointDiscount(priceOrders([line], 19, false), 5000, undefined);
    expect(model).toMatchObject({ belowThreshold: true, discountablePoint: 0 });
    expect(() => applyPointDiscount(priceOrders([line], 19, false), 5000, 500)).toThrow('checkout.points.belowThreshold');
  });

  it('spends the points through the ledger at submit, shown on the order, and returns them when it is cancelled before pay', async () => {
    const before = await balanceOf(ANNA);
    const { shown, submitted } = await submit(anna, [chair(), lamp()], { couponCode: DISCOUNT_CODES.welcome, discountPoint: 1000 });
    // Points go by what the code left: 10 € off the 286.20 € of goods after WELCOME10.
    expect(shown).toMatchObject({ pointDiscountAmount: { value: 10 }, platformCouponDiscountAmt: { value: 31.8 }, needPayAmt: { value: 316 } });
    expect(shown.pointDiscount).toMatchObject({ discountPoint: 1000, discountAmount: { value: 10 } });
    expect(await balanceOf(ANNA)).toBe(before - 1000);
    const orders = submitted.tradeOrderIds;
    const details = await Promise.all(orders.map((id) => orderDetailOf(anna, id)));
    expect(details.reduce((sum, d) => sum + d.pointDiscountAmount.value, 0)).toBe(10);
    expect((await ledgerOf(ANNA, orders[0]!)).map((e) => e.source)).toEqual(['ORDER_PAY']);
    await anna.ok(orderActionCalls.closeOrderBeforePay, { id: orders[0]! });
    expect(await balanceOf(ANNA)).toBe(before);
    expect((await ledgerOf(ANNA, orders[0]!)).map((e) => e.source)).toEqual(['ORDER_PAY', 'ORDER_REFUND']);
  });

  it('returns the refunded share of the points with a partial refund, the rest with the whole', async () => {
    await server.db.query('update customers set points_balance = points_balance + 2000 where user_id = $1', [BEN]);
    const { submitted } = await submit(ben, [chair(2)], { discountPoint: 2000 });
    const orderId = submitted.tradeOrderIds[0]!;
    await server.db.transaction((tx) => markOrdersPaid(tx, [orderId], new Date(), { payChannel: 'MOCKPAY' }));
    await server.db.query(`update trade_orders set display_status = 'UN_RECEIVED' where id = $1`, [orderId]);
    const [line] = await server.db.query<{ id: number }>('select id from trade_order_lines where order_id = $1', [orderId]);
    const balance = await balanceOf(BEN);
    const refundOneChair = async () => {
      const created = await ben.ok(afterSalesCalls.applyRefundOnly, {
        tradeOrder: { id: orderId },
        reverseTradeOrderLineList: [{ tradeOrderLine: { id: line!.id }, reverseQty: 1 }],
        reverseReason: 'DAMAGED',
        applyRefundAmt: { value: 119 },
      });
      await sven.ok(sellerAfterSalesCalls.approveReverse, { id: created.id });
      await sven.ok(sellerAfterSalesCalls.refundReverse, { id: created.id });
    };
    // One chair of two: 119 € of the 238 € paid for goods (the shipping is free from 200 €).
    await refundOneChair();
    expect(await balanceOf(BEN)).toBe(balance + 1000);
    await refundOneChair();
    expect(await balanceOf(BEN)).toBe(balance + 2000);
  });
});
