/**
 * Issue 28 item 6: a refund takes back what the order gave and returns what it took, in the
 * refund's transaction, through the points ledger (rule: src/domain/refundGifts.ts). Each gift
 * kind over HTTP: gift cards, lucky-draw prizes (points, voucher), earned points (also when they
 * were spent meanwhile), points spent on a points order; the ledger always sums to the balance.
 */
import { afterSalesCalls, cartCalls, checkoutCalls, marketingCalls, orderActionCalls, sellerAfterSalesCalls, type NewCartLine } from '@mall/shared/contract';
import { createReverseOrder } from '../src/domain/orderReverse';
import { markOrdersPaid } from '../src/domain/orderState';
import { recordPoints } from '../src/domain/points';
import { readOutbox } from '../src/domain/outbox';
import { DEMO, loggedIn } from './helpers/accounts';
import { address, cartLine, chair } from './helpers/checkoutFlow';
import type { Client } from './helpers/client';
import { orderDetailOf } from './helpers/orderDetail';
import { startTestServer, type TestServer } from './helpers/server';

let server: TestServer;
let ben: Client;
let sven: Client;
let essentials: Client;
const BEN = 2;
beforeAll(async () => {
  server = await startTestServer();
  ben = await loggedIn(server, DEMO.buyer2);
  sven = await loggedIn(server, DEMO.merchant('seller'));
  essentials = await loggedIn(server, { email: 'seller.essentials@demo.mall', password: 'furniture-1' });
});
afterAll(() => server.close());

const giftCard = (qty = 1) => cartLine(1261, 126, 24, qty, 50);

async function submit(lines: NewCartLine[]) {
  await ben.ok(cartCalls.batchCreateCartLines, lines);
  const render = await ben.ok(checkoutCalls.renderTradeContract, { shippingAddress: address() });
  return ben.ok(checkoutCalls.submitTradeContract, { shippingAddress: address(), expectedNeedPayAmt: render.needPayAmt.value });
}

/** Ben's order of these lines, paid as the provider's settlement pays it (MOCKPAY is not what this is about). */
async function paidOrder(lines: NewCartLine[]): Promise<number> {
  const { tradeOrderIds } = await submit(lines);
  await server.db.transaction((tx) => markOrdersPaid(tx, tradeOrderIds, new Date(), { payChannel: 'MOCKPAY' }));
  return tradeOrderIds[0]!;
}

const linesOf = (orderId: number) => server.db.query<{ id: number; trade_qty: number; sale_cents: number }>('select id, trade_qty, sale_cents from trade_order_lines where order_id = $1 order by id', [orderId]);

/** The buyer cancels after pay, the shop refunds: the whole payment back. */
async function cancelAndRefund(orderId: number, seller: Client): Promise<void> {
  const lines = await linesOf(orderId);
  const created = await ben.ok(orderActionCalls.cancelAfterPay, {
    tradeOrder: { id: orderId },
    reverseTradeOrderLineList: lines.map((l) => ({ tradeOrderLine: { id: l.id }, reverseQty: l.trade_qty })),
  });
  await seller.ok(sellerAfterSalesCalls.refundReverse, { id: created.id });
}

/** The shop shipped the order and the buyer signs for it: COMPLETE, and its points earned. */
async function delivered(orderId: number): Promise<void> {
  await server.db.query(`update trade_orders set display_status = 'UN_RECEIVED' where id = $1`, [orderId]);
  await server.db.query(
    `insert into fulfilment_packages (trade_order_id, status, service_code, provider_id, provider_name, created_at) values ($1, 'SEND_DELIVERY', 'RG1', 1, 'DHL', now())`,
    [orderId],
  );
  await ben.ok(orderActionCalls.signForDelivery, { id: orderId });
}

/** A refund-only application for `qty` units of the line, refunding `cents`, approved and refunded by the shop. */
async function partialRefund(orderId: number, lineId: number, qty: number, cents: number, seller: Client): Promise<void> {
  const created = await ben.ok(afterSalesCalls.applyRefundOnly, {
    tradeOrder: { id: orderId },
    reverseTradeOrderLineList: [{ tradeOrderLine: { id: lineId }, reverseQty: qty }],
    reverseReason: 'DAMAGED',
    applyRefundAmt: { value: cents / 100 },
  });
  await seller.ok(sellerAfterSalesCalls.approveReverse, { id: created.id });
  await seller.ok(sellerAfterSalesCalls.refundReverse, { id: created.id });
}

async function balance(): Promise<number> {
  const [row] = await server.db.query<{ points_balance: number }>('select points_balance from customers where user_id = $1', [BEN]);
  return row?.points_balance ?? 0;
}

/** The ledger sums to the balance, which is never below zero. */
async function expectLedgerIsBalance(): Promise<void> {
  const [row] = await server.db.query<{ ledger: number }>('select coalesce(sum(points), 0)::int as ledger from points_ledger where customer_id = $1', [BEN]);
  const held = await balance();
  expect(row!.ledger).toBe(held);
  expect(held).toBeGreaterThanOrEqual(0);
}

/** Forces the lucky draw's outcome to one prize kind (the draw is seeded by the order id). */
const onlyPrize = (kind: 'POINTS' | 'COUPON') => server.db.query(`update prizes set weight = case when kind = $1 then 1 else 0 end`, [kind]);

describe('a cancel refund takes back what the order gave', () => {
  it('gift cards: no longer listed, valid or e-mailable after the order is cancelled and refunded', async () => {
    const orderId = await paidOrder([giftCard(2)]);
    const cards = await ben.ok(marketingCalls.filterGiftCards, { id: orderId });
    expect(cards).toHaveLength(2);
    await cancelAndRefund(orderId, essentials);
    expect(await ben.ok(marketingCalls.filterGiftCards, { id: orderId })).toEqual([]);
    const send = await ben.fail(marketingCalls.updateGiftCardsSendEmailStatus, { id: orderId, activityId: cards[0]!.activityId, sendEmailStatus: true }, 409);
    expect(send.code).toBe('NO_GIFT_CARDS');
    const mail = await readOutbox(server.db, DEMO.buyer2.email);
    expect(mail.filter((m) => m.template === 'GIFT_CARD' && (m.payload as { orderId: number }).orderId === orderId)).toEqual([]);
    const stored = await server.db.query<{ revoked_at: Date | null }>('select revoked_at from gift_cards where order_id = $1', [orderId]);
    expect(stored.map((c) => c.revoked_at !== null)).toEqual([true, true]);
  });

  it('a points prize: revoked and its points taken back', async () => {
    await onlyPrize('POINTS');
    const orderId = await paidOrder([chair()]);
    const before = await balance();
    const won = await ben.ok(marketingCalls.drawPrize, { orderId });
    expect(won.prize.kind).toBe('POINTS');
    expect(await balance()).toBe(before + won.prize.points);
    await cancelAndRefund(orderId, sven);
    expect(await balance()).toBe(before);
    expect((await ben.ok(marketingCalls.queryWinningPrizes, {})).map((w) => w.id)).not.toContain(won.id);
    await expectLedgerIsBalance();
  });

  it('a voucher prize: revoked, no longer among the winnings', async () => {
    await onlyPrize('COUPON');
    const orderId = await paidOrder([chair()]);
    const won = await ben.ok(marketingCalls.drawPrize, { orderId });
    expect(won.couponCode).toMatch(/^WIN-/);
    expect((await ben.ok(marketingCalls.queryWinningPrizes, {})).map((w) => w.id)).toContain(won.id);
    await cancelAndRefund(orderId, sven);
    expect((await ben.ok(marketingCalls.queryWinningPrizes, {})).map((w) => w.id)).not.toContain(won.id);
    // Drawn once: the refunded order does not draw again.
    await ben.fail(marketingCalls.drawPrize, { orderId }, 409);
  });

  it('points spent on a points order: returned by its cancel refund', async () => {
    await server.db.transaction((tx) => recordPoints(tx, { customerId: BEN, source: 'OPENING_BALANCE', points: 20_000 }));
    const before = await balance();
    const { tradeOrderIds } = await submit([{ ...chair(), cartLineTypeDict: 'NORMAL_POINT_REDEEM' }]);
    expect(await balance()).toBe(before - 12_900);
    await cancelAndRefund(tradeOrderIds[0]!, sven);
    expect(await balance()).toBe(before);
    await expectLedgerIsBalance();
  });
});

describe('an after-sales refund takes back its share', () => {
  it('earned points and growth: the order keeps the share of what it still has paid', async () => {
    const orderId = await paidOrder([chair()]);
    const before = await balance();
    await delivered(orderId);
    const [order] = await server.db.query<{ earn_points: number; paid_cents: number }>('select earn_points, paid_cents from trade_orders where id = $1', [orderId]);
    expect(await balance()).toBe(before + order!.earn_points);
    const [line] = await linesOf(orderId);
    // The goods back, the shipping kept: 129 € of 148.90 € refunded.
    await partialRefund(orderId, line!.id, 1, line!.sale_cents, sven);
    const kept = Math.floor((order!.earn_points * (order!.paid_cents - line!.sale_cents)) / order!.paid_cents);
    expect(await balance()).toBe(before + kept);
    await expectLedgerIsBalance();
  });

  it('earned points already spent: takes back what is left and records the shortfall, never a negative balance', async () => {
    const orderId = await paidOrder([chair()]);
    await delivered(orderId);
    const [order] = await server.db.query<{ earn_points: number; paid_cents: number }>('select earn_points, paid_cents from trade_orders where id = $1', [orderId]);
    // Ben spends all but 10 points.
    const left = 10;
    const held = await balance();
    await server.db.transaction((tx) => recordPoints(tx, { customerId: BEN, source: 'ORDER_PAY', points: left - held }));
    const [line] = await linesOf(orderId);
    await partialRefund(orderId, line!.id, 1, line!.sale_cents, sven);
    expect(await balance()).toBe(0);
    const taken = order!.earn_points - Math.floor((order!.earn_points * (order!.paid_cents - line!.sale_cents)) / order!.paid_cents);
    const [entry] = await server.db.query<{ points: number; shortfall: number }>(
      `select points, shortfall from points_ledger where customer_id = $1 and source = 'ORDER_REFUND' and ref_id = $2`,
      [BEN, String(orderId)],
    );
    expect(entry).toEqual({ points: -left, shortfall: taken - left });
    await expectLedgerIsBalance();
  });

  it('gift cards: a refund of one unit revokes one card, the other stays valid and e-mailable', async () => {
    const orderId = await paidOrder([giftCard(2)]);
    await delivered(orderId);
    const [line] = await linesOf(orderId);
    await partialRefund(orderId, line!.id, 1, line!.sale_cents, essentials);
    const cards = await ben.ok(marketingCalls.filterGiftCards, { id: orderId });
    expect(cards).toHaveLength(1);
    const sent = await ben.ok(marketingCalls.updateGiftCardsSendEmailStatus, { id: orderId, activityId: cards[0]!.activityId, sendEmailStatus: true });
    expect(sent).toHaveLength(1);
  });
});

describe('vouchers bought with the order (issue 31)', () => {
  it('a refunded unit voids one unused voucher; the whole refund voids the rest, a used one stays used, and toUse goes', async () => {
    const anna = await loggedIn(server, DEMO.buyer);
    // Anna's 5022: three 50 € vouchers of one line, one of them used.
    const [line] = await server.db.query<{ id: number }>('select id from trade_order_lines where order_id = 5022 order by id limit 1');
    const refund = async (qty: number, cents: number) => {
      const created = await server.db.transaction((tx) =>
        createReverseOrder(tx, {
          buyerId: 1, tradeOrderId: 5022, type: 'SALE_REFUND', status: 'WAITING_FOR_REFUND', reason: 'DAMAGED',
          notes: null, images: [], lines: [{ tradeOrderLineId: line!.id, qty, refundCents: cents }], at: new Date(),
        }),
      );
      await sven.ok(sellerAfterSalesCalls.refundReverse, { id: created.id });
    };
    const statuses = async () => (await anna.ok(orderActionCalls.queryVouchers, { id: 5022 }));
    await refund(1, 5000);
    let vouchers = await statuses();
    expect(vouchers.unused.map((v) => v.usedStatus)).toEqual(['NOT_USED']);
    expect(vouchers.used.map((v) => v.usedStatus).sort()).toEqual(['USED', 'VOIDED']);
    const [paid] = await server.db.query<{ left: number }>('select paid_cents - refunded_cents as left from trade_orders where id = 5022');
    await refund(2, paid!.left);
    vouchers = await statuses();
    expect(vouchers.unused).toEqual([]);
    expect(vouchers.used.map((v) => v.usedStatus).sort()).toEqual(['USED', 'VOIDED', 'VOIDED']);
    expect((await orderDetailOf(anna, 5022)).operationList.map((o) => o.operation)).not.toContain('toUse');
  });
});
