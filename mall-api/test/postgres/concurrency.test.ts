/**
 * Issue 28: every call that moves money, stock or points, fired ~20 times in parallel at two
 * mall-api processes on one PostgreSQL database (PGlite has one connection, so its transactions
 * never overlap: these races exist only here). After each burst the invariants are read straight
 * from the database: refunded ≤ paid, one order per cart submission, points balance = ledger sum
 * ≥ 0, stock = initial − sold + returned ≥ 0, one review / follow-up / draw / sign-in.
 * Runs only with MALL_TEST_DATABASE_URL (jest.config.cjs; scripts/with-postgres.mjs provides one).
 */
import {
  afterSalesCalls,
  authCalls,
  cartCalls,
  checkoutCalls,
  marketingCalls,
  orderActionCalls,
  paymentCalls,
  pointsCalls,
  reviewCalls,
  sellerAfterSalesCalls,
  type NewCartLine,
} from '@mall/shared/contract';
import type { Db } from '../../src/db/db';
import { openDatabase } from '../../src/db/open';
import { createReverseOrder } from '../../src/domain/orderReverse';
import { markOrdersPaid } from '../../src/domain/orderState';
import { recordPoints } from '../../src/domain/points';
import { DEMO } from '../helpers/accounts';
import { address, cartLine, chair, lamp, newKey, sofa } from '../helpers/checkoutFlow';
import { Client } from '../helpers/client';
import { admin, databaseUrl, TEMPLATE_DB, TEST_DATABASE_URL } from '../helpers/postgres';
import { startApiProcess, stopApiProcess, type RunningApi } from '../helpers/process';

const base = TEST_DATABASE_URL!;
const DB_NAME = `mall_concurrency_${process.pid}`;
const BURST = 20;
let processes: RunningApi[] = [];
let db: Db;

beforeAll(async () => {
  await admin(base, (client) => client.query(`create database ${DB_NAME} template ${TEMPLATE_DB}`));
  const env = { ...process.env, PORT: '0', DATABASE_URL: databaseUrl(base, DB_NAME), MALL_DB: '', MALL_DB_SNAPSHOT: '', MALL_SESSION_CACHE_MS: '' };
  processes = await Promise.all([startApiProcess(env), startApiProcess(env)]);
  db = await openDatabase({ kind: 'postgres', url: databaseUrl(base, DB_NAME) });
}, 120_000);

afterAll(async () => {
  await db?.close();
  await Promise.all(processes.map(stopApiProcess));
  await admin(base, (client) => client.query(`drop database if exists ${DB_NAME}`));
});

/** One session on both processes: request i of a burst goes to process i % 2. */
type Caller = Client[];

async function session(start: (client: Client) => Promise<unknown>): Promise<Caller> {
  const clients = processes.map((p) => new Client(p.url, 'mall'));
  await start(clients[0]!);
  for (const client of clients) client.cookie = clients[0]!.cookie;
  return clients;
}
const guestCaller = () => session((c) => c.ok(authCalls.touristSession, {}));
const buyerCaller = (account: { email: string; password: string }) => session((c) => c.ok(authCalls.login, account));

/** `count` requests at once, split between the processes; answers their HTTP statuses. */
async function burst(caller: Caller, count: number, send: (client: Client, i: number) => Promise<{ status: number }>): Promise<number[]> {
  const answers = await Promise.all(Array.from({ length: count }, (_, i) => send(caller[i % caller.length]!, i)));
  return answers.map((a) => a.status);
}
const okCount = (statuses: number[]) => statuses.filter((s) => s === 200).length;

/** The refusals a burst may answer besides its one success: never a 500. */
function expectOnlyRefusals(statuses: number[], allowed: number[]): void {
  expect(statuses.filter((s) => s !== 200 && !allowed.includes(s))).toEqual([]);
}

/** Cart lines to a submitted contract (one request at a time). */
async function submit(caller: Caller, lines: NewCartLine[]) {
  const [c] = caller as [Client];
  await c.ok(cartCalls.batchCreateCartLines, lines);
  const render = await c.ok(checkoutCalls.renderTradeContract, { shippingAddress: address() });
  return c.ok(checkoutCalls.submitTradeContract, { shippingAddress: address(), expectedNeedPayAmt: render.needPayAmt.value });
}

/** As the payment provider's settlement does it (the MOCKPAY outcome is not what these tests are about). */
async function paidOrder(caller: Caller, lines: NewCartLine[]): Promise<number> {
  const submitted = await submit(caller, lines);
  await db.transaction((tx) => markOrdersPaid(tx, submitted.tradeOrderIds, new Date(), { payChannel: 'MOCKPAY' }));
  return submitted.tradeOrderIds[0]!;
}

const stockOf = async (skuId: number) => (await db.query<{ stock: number }>('select stock from skus where id = $1', [skuId]))[0]!.stock;

/** refunded ≤ paid, from the reverse orders' refunds themselves. */
async function expectRefundedWithinPaid(orderId: number): Promise<{ paid: number; refunded: number }> {
  const [row] = await db.query<{ paid: number; refunded: number }>(
    `select o.paid_cents as paid, coalesce(sum(coalesce(r.actual_refund_cents, 0) + coalesce(r.actual_refund_shipping_cents, 0)), 0)::int as refunded
     from trade_orders o left join reverse_orders r on r.trade_order_id = o.id where o.id = $1 group by o.id`,
    [orderId],
  );
  expect(row!.refunded).toBeLessThanOrEqual(row!.paid);
  return row!;
}

/** Units of each order line in applications not cancelled or closed: never more than were ordered. */
async function expectReversedWithinOrdered(orderId: number): Promise<void> {
  const lines = await db.query<{ id: number; trade_qty: number; reversed: number }>(
    `select l.id, l.trade_qty, coalesce((select sum(rl.reverse_qty) from reverse_order_lines rl join reverse_orders r on r.id = rl.reverse_order_id
              where rl.trade_order_line_id = l.id and r.reverse_status not in ('REVERSE_CANCELED', 'REVERSE_CLOSE')), 0)::int as reversed
     from trade_order_lines l where l.order_id = $1`,
    [orderId],
  );
  for (const line of lines) expect(line.reversed).toBeLessThanOrEqual(line.trade_qty);
}

/** points balance = ledger sum ≥ 0, for every customer. */
async function expectLedgersBalance(): Promise<void> {
  const rows = await db.query<{ user_id: number; points_balance: number; ledger: number }>(
    `select c.user_id, c.points_balance, coalesce((select sum(points) from points_ledger l where l.customer_id = c.user_id), 0)::int as ledger from customers c`,
  );
  expect(rows.filter((r) => r.points_balance !== r.ledger || r.points_balance < 0)).toEqual([]);
}

const userIdOf = async (email: string) => (await db.query<{ id: number }>('select id from users where email = $1', [email]))[0]!.id;

const linesOf = (orderId: number) => db.query<{ id: number; trade_qty: number; sale_cents: number }>('select id, trade_qty, sale_cents from trade_order_lines where order_id = $1 order by id', [orderId]);

describe('money, stock and points under parallel requests on two processes', () => {
  it('cancel after pay: 20 at once make one refund request, and the seller refunding them all pays back at most what was paid', async () => {
    const guest = await guestCaller();
    const sven = await buyerCaller(DEMO.merchant('seller'));
    const initial = await stockOf(1031);
    const orderId = await paidOrder(guest, [chair(2)]);
    const lines = await linesOf(orderId);
    const statuses = await burst(guest, BURST, (c) =>
      c.send(orderActionCalls.cancelAfterPay, { tradeOrder: { id: orderId }, reverseTradeOrderLineList: lines.map((l) => ({ tradeOrderLine: { id: l.id }, reverseQty: l.trade_qty })) }),
    );
    expect(okCount(statuses)).toBe(1);
    expectOnlyRefusals(statuses, [409]);
    const reverse = await db.query<{ id: number }>('select id from reverse_orders where trade_order_id = $1', [orderId]);
    expect(reverse).toHaveLength(1);
    await expectReversedWithinOrdered(orderId);

    const refunds = await burst(sven, BURST, (c, i) => c.send(sellerAfterSalesCalls.refundReverse, { id: reverse[i % reverse.length]!.id }));
    expect(okCount(refunds)).toBe(reverse.length);
    expectOnlyRefusals(refunds, [409]);
    const { paid, refunded } = await expectRefundedWithinPaid(orderId);
    expect(refunded).toBe(paid);
    // Cancelled before delivery: both units back on sale, once.
    expect(await stockOf(1031)).toBe(initial);
  });

  it('cancel before pay: 20 at once close the order and give its stock back once', async () => {
    const guest = await guestCaller();
    const initial = await stockOf(1061);
    const submitted = await submit(guest, [lamp(2)]);
    expect(await stockOf(1061)).toBe(initial - 2);
    const statuses = await burst(guest, BURST, (c) => c.send(orderActionCalls.closeOrderBeforePay, { id: submitted.tradeOrderIds[0]! }));
    expect(okCount(statuses)).toBe(1);
    expectOnlyRefusals(statuses, [409]);
    expect(await stockOf(1061)).toBe(initial);
  });

  it('sign for delivery: 20 at once complete the order and credit its points once', async () => {
    const ben = await buyerCaller(DEMO.buyer2);
    await db.query('delete from cart_lines where user_id = $1', [await userIdOf(DEMO.buyer2.email)]);
    const orderId = await paidOrder(ben, [chair()]);
    await db.query(`update trade_orders set display_status = 'UN_RECEIVED' where id = $1`, [orderId]);
    await db.query(
      `insert into fulfilment_packages (trade_order_id, status, service_code, provider_id, provider_name, created_at) values ($1, 'SEND_DELIVERY', 'C1', 1, 'DHL', now())`,
      [orderId],
    );
    const statuses = await burst(ben, BURST, (c) => c.send(orderActionCalls.signForDelivery, { id: orderId }));
    expect(okCount(statuses)).toBe(1);
    expectOnlyRefusals(statuses, [409]);
    const [earned] = await db.query<{ n: number }>(`select count(*)::int as n from points_ledger where source = 'ORDER_COMPLETE' and once_key = $1`, [String(orderId)]);
    expect(earned!.n).toBe(1);
    await expectLedgersBalance();
  });

  it('after-sales apply: 20 refund-only applications at once for the whole line make one application', async () => {
    const guest = await guestCaller();
    const orderId = await paidOrder(guest, [chair(2)]);
    await db.query(`update trade_orders set display_status = 'COMPLETE', completed_at = now() where id = $1`, [orderId]);
    await db.query(`update trade_order_lines set delivered_qty = trade_qty where order_id = $1`, [orderId]);
    const [line] = await linesOf(orderId);
    const statuses = await burst(guest, BURST, (c) =>
      c.send(afterSalesCalls.applyRefundOnly, {
        tradeOrder: { id: orderId },
        reverseTradeOrderLineList: [{ tradeOrderLine: { id: line!.id }, reverseQty: line!.trade_qty }],
        reverseReason: 'DAMAGED',
        applyRefundAmt: { value: (line!.sale_cents * line!.trade_qty) / 100 },
      }),
    );
    expect(okCount(statuses)).toBe(1);
    expectOnlyRefusals(statuses, [400, 409]);
    await expectReversedWithinOrdered(orderId);
    const [applied] = await db.query<{ n: number; cents: number }>(
      'select count(*)::int as n, coalesce(sum(apply_refund_cents), 0)::int as cents from reverse_orders where trade_order_id = $1',
      [orderId],
    );
    expect(applied!.n).toBe(1);
    await expectRefundedWithinPaid(orderId);
  });

  it('seller refund: parallel refunds of two full-refund applications of one order pay back at most what was paid', async () => {
    const guest = await guestCaller();
    const sven = await buyerCaller(DEMO.merchant('seller'));
    const orderId = await paidOrder(guest, [chair()]);
    const [order] = await db.query<{ buyer_id: number; paid_cents: number }>('select buyer_id, paid_cents from trade_orders where id = $1', [orderId]);
    const [line] = await linesOf(orderId);
    // Two applications each refunding the whole payment, as the cancel race once left them.
    const ids: number[] = [];
    for (let i = 0; i < 2; i++) {
      const created = await db.transaction((tx) =>
        createReverseOrder(tx, {
          buyerId: order!.buyer_id, tradeOrderId: orderId, type: 'SALE_CANCEL_AFTER_PAID', status: 'REFUND_PENDING', reason: 'ORDERED_BY_MISTAKE',
          notes: null, images: [], lines: [{ tradeOrderLineId: line!.id, qty: line!.trade_qty, refundCents: order!.paid_cents }], at: new Date(),
        }),
      );
      ids.push(created.id);
    }
    const statuses = await burst(sven, BURST, (c, i) => c.send(sellerAfterSalesCalls.refundReverse, { id: ids[i % 2]! }));
    expect(okCount(statuses)).toBe(1);
    expectOnlyRefusals(statuses, [409]);
    const { paid, refunded } = await expectRefundedWithinPaid(orderId);
    expect(refunded).toBe(paid);
  });

  it('firstPay: 20 first payments of one contract at once open one attempt', async () => {
    const guest = await guestCaller();
    const submitted = await submit(guest, [lamp()]);
    const statuses = await burst(guest, BURST, (c) =>
      c.send(paymentCalls.firstPay, { payChannel: 'MOCKPAY', contractId: submitted.tradeContractId, idempotencyKey: newKey(), returnUrl: '/buyer/pay-result' }),
    );
    expect(okCount(statuses)).toBe(1);
    expectOnlyRefusals(statuses, [409, 429]);
    const records = await db.query<{ status: string }>('select status from payment_records where contract_id = $1', [submitted.tradeContractId]);
    expect(records.map((r) => r.status)).toEqual(['PAY_PENDING']);
    const [order] = await db.query<{ payment_records: unknown[]; paid_cents: number }>('select payment_records, paid_cents from trade_orders where id = $1', [submitted.tradeOrderIds[0]]);
    expect(order!.payment_records).toHaveLength(1);
    expect(order!.paid_cents).toBe(0);
  });

  it('submit: 20 submits of one cart at once make one order, and reserve its stock once', async () => {
    const guest = await guestCaller();
    const initial = await stockOf(1011);
    await guest[0]!.ok(cartCalls.batchCreateCartLines, [sofa()]);
    const render = await guest[0]!.ok(checkoutCalls.renderTradeContract, { shippingAddress: address() });
    const statuses = await burst(guest, BURST, (c) =>
      c.send(checkoutCalls.submitTradeContract, { shippingAddress: address(), expectedNeedPayAmt: render.needPayAmt.value }),
    );
    expect(okCount(statuses)).toBe(1);
    expectOnlyRefusals(statuses, [400, 404, 409]);
    const [buyer] = await db.query<{ buyer_id: number }>(`select buyer_id from trade_contracts order by id desc limit 1`);
    const [orders] = await db.query<{ n: number }>('select count(*)::int as n from trade_orders where buyer_id = $1', [buyer!.buyer_id]);
    expect(orders!.n).toBe(1);
    expect(await stockOf(1011)).toBe(initial - 1);
  });

  it('points spend: 20 points checkouts at once spend no more than the balance, which stays the ledger sum', async () => {
    const ben = await buyerCaller(DEMO.buyer2);
    const benId = await userIdOf(DEMO.buyer2.email);
    const pointsLine = (line: NewCartLine): NewCartLine => ({ ...line, cartLineTypeDict: 'NORMAL_POINT_REDEEM' });
    await ben[0]!.ok(cartCalls.batchCreateCartLines, [pointsLine(chair()), pointsLine(lamp()), pointsLine(sofa())]);
    const cart = await db.query<{ id: number }>(`select id from cart_lines where user_id = $1 and line_type = 'NORMAL_POINT_REDEEM' order by id`, [benId]);
    // Enough points for the chair (12,900) or the lamp (18,900), not for both.
    const [held] = await db.query<{ points_balance: number }>('select points_balance from customers where user_id = $1', [benId]);
    await db.transaction((tx) => recordPoints(tx, { customerId: benId, source: 'OPENING_BALANCE', points: 20_000 - (held?.points_balance ?? 0) }));
    const renders = await Promise.all(cart.map((line) => ben[0]!.ok(checkoutCalls.renderTradeContract, { cartLineIds: [line.id], shippingAddress: address() })));
    const statuses = await burst(ben, BURST, (c, i) =>
      c.send(checkoutCalls.submitTradeContract, { cartLineIds: [cart[i % cart.length]!.id], shippingAddress: address(), expectedNeedPayAmt: renders[i % cart.length]!.needPayAmt.value }),
    );
    expect(okCount(statuses)).toBe(1);
    expectOnlyRefusals(statuses, [404, 409]);
    await expectLedgersBalance();
    const [spent] = await db.query<{ points: number }>(`select coalesce(-sum(points), 0)::int as points from points_ledger where customer_id = $1 and source = 'ORDER_PAY'`, [benId]);
    expect(spent!.points).toBeLessThanOrEqual(20_000);
  });

  it('discount code: 10 buyers submitting one single-use code at once, one order gets it, and a cancel gives it back once', async () => {
    await db.query(
      `insert into discount_codes (code, kind, amount_cents, funding, starts_at, ends_at, max_uses) values ('RACE-ONCE', 'AMOUNT', 2500, 'PLATFORM', now() - interval '1 day', now() + interval '1 day', 1)`,
    );
    // Each buyer another sku, so no stock lock queues the submits: the code's own lock and guard must hold.
    const items: Array<[number, number]> = [[101, 15], [102, 15], [103, 15], [104, 15], [105, 15], [106, 23], [113, 15], [115, 23], [116, 15], [118, 23]];
    const buyers = await Promise.all(items.map(() => guestCaller()));
    const renders = await Promise.all(
      buyers.map(async (b, i) => {
        const [item, seller] = items[i]!;
        await b[0]!.ok(cartCalls.batchCreateCartLines, [cartLine(item * 10 + 1, item, seller, 1, 100)]);
        return b[0]!.ok(checkoutCalls.renderTradeContract, { shippingAddress: address(), couponCode: 'RACE-ONCE' });
      }),
    );
    const answers = await Promise.all(
      buyers.map((b, i) =>
        b[i % 2]!.send(checkoutCalls.submitTradeContract, { shippingAddress: address(), couponCode: 'RACE-ONCE', expectedNeedPayAmt: renders[i]!.needPayAmt.value }),
      ),
    );
    const statuses = answers.map((a) => a.status);
    expect(okCount(statuses)).toBe(1);
    expectOnlyRefusals(statuses, [400]);
    expect(answers.filter((a) => a.status === 400).map((a) => (a.body as { error: { fields: unknown } }).error.fields)).toEqual(
      Array.from({ length: 9 }, () => [{ field: 'couponCode', message: 'checkout.code.used' }]),
    );
    const code = async () => (await db.query<{ used_count: number; uses: number }>(
      `select used_count, (select count(*)::int from discount_code_uses u where u.code_id = d.id and u.status = 'USED') as uses from discount_codes d where code = 'RACE-ONCE'`,
    ))[0]!;
    expect(await code()).toEqual({ used_count: 1, uses: 1 });
    // The winner cancels on both processes at once: the use comes back once.
    const winner = buyers[statuses.indexOf(200)]!;
    const orderId = (answers[statuses.indexOf(200)]!.body as { data: { tradeOrderIds: number[] } }).data.tradeOrderIds[0]!;
    expectOnlyRefusals(await burst(winner, 10, (c) => c.send(orderActionCalls.closeOrderBeforePay, { id: orderId })), [409]);
    expect(await code()).toEqual({ used_count: 0, uses: 0 });
  });

  it('points at checkout: 10 checkouts spending points at once never take more than the balance, which stays the ledger sum', async () => {
    const anna = await buyerCaller(DEMO.buyer);
    const annaId = await userIdOf(DEMO.buyer.email);
    await db.query('delete from cart_lines where user_id = $1', [annaId]);
    await anna[0]!.ok(cartCalls.batchCreateCartLines, [chair(), lamp(), sofa()]);
    const cart = await db.query<{ id: number }>(`select id from cart_lines where user_id = $1 order by id`, [annaId]);
    // 1 000 points: enough for one checkout of 1 000, never two.
    const [held] = await db.query<{ points_balance: number }>('select points_balance from customers where user_id = $1', [annaId]);
    await db.transaction((tx) => recordPoints(tx, { customerId: annaId, source: 'OPENING_BALANCE', points: 1000 - (held?.points_balance ?? 0) }));
    const renders = await Promise.all(
      cart.map((line) => anna[0]!.ok(checkoutCalls.renderTradeContract, { cartLineIds: [line.id], shippingAddress: address(), discountPoint: 1000 })),
    );
    const statuses = await burst(anna, 10, (c, i) =>
      c.send(checkoutCalls.submitTradeContract, { cartLineIds: [cart[i % cart.length]!.id], shippingAddress: address(), discountPoint: 1000, expectedNeedPayAmt: renders[i % cart.length]!.needPayAmt.value }),
    );
    expect(okCount(statuses)).toBe(1);
    expectOnlyRefusals(statuses, [400, 404, 409]);
    await expectLedgersBalance();
    const [left] = await db.query<{ points_balance: number }>('select points_balance from customers where user_id = $1', [annaId]);
    expect(left!.points_balance).toBe(0);
  });

  it('sign-in: 20 at once grant one sign-in today', async () => {
    const anna = await buyerCaller(DEMO.buyer);
    const statuses = await burst(anna, BURST, (c) => c.send(pointsCalls.signIn, { site: 'EU' }));
    expect(okCount(statuses)).toBe(1);
    expectOnlyRefusals(statuses, [409]);
    const [signIns] = await db.query<{ n: number }>(`select count(*)::int as n from points_ledger where customer_id = $1 and source = 'SIGN_IN' and once_key = $2`,
      [await userIdOf(DEMO.buyer.email), new Date().toISOString().slice(0, 10)],
    );
    expect(signIns!.n).toBe(1);
    await expectLedgersBalance();
  });

  /** A COMPLETE line of Anna's nobody reviewed yet. */
  const unreviewedLine = async () =>
    (
      await db.query<{ id: number }>(
        `select l.id from trade_order_lines l join trade_orders o on o.id = l.order_id
         where o.buyer_id = $1 and o.display_status = 'COMPLETE' and l.line_group_type is distinct from 'DIY_CHILD'
           and not exists (select 1 from comments c where c.post_id = l.id) order by l.id limit 1`,
        [await userIdOf(DEMO.buyer.email)],
      )
    )[0]!.id;

  it('review: 20 reviews of one line at once take one review and grant its points once', async () => {
    const anna = await buyerCaller(DEMO.buyer);
    const postId = await unreviewedLine();
    const statuses = await burst(anna, BURST, (c) => c.send(reviewCalls.batchCreateComments, { comments: [{ postId, rateDict: 5, content: 'Solid.' }] }));
    expect(okCount(statuses)).toBe(1);
    expectOnlyRefusals(statuses, [409]);
    const [reviews] = await db.query<{ n: number }>('select count(*)::int as n from comments where post_id = $1 and parent_id is null', [postId]);
    expect(reviews!.n).toBe(1);
    const [granted] = await db.query<{ n: number }>(`select count(*)::int as n from points_ledger where source = 'POST_ORDER_REVIEW' and once_key = $1`, [`line:${postId}`]);
    expect(granted!.n).toBe(1);
    await expectLedgersBalance();
  });

  it('follow-up: 20 follow-ups of one review at once take one', async () => {
    const anna = await buyerCaller(DEMO.buyer);
    const postId = await unreviewedLine();
    const { comments } = await anna[0]!.ok(reviewCalls.batchCreateComments, { comments: [{ postId, rateDict: 4, content: 'Good.' }] });
    const parentId = comments[0]!.id;
    const statuses = await burst(anna, BURST, (c) => c.send(reviewCalls.batchCreateComments, { comments: [{ postId, parentId, content: 'Still good after a month.' }] }));
    expect(okCount(statuses)).toBe(1);
    expectOnlyRefusals(statuses, [409]);
    const [followUps] = await db.query<{ n: number }>('select count(*)::int as n from comments where parent_id = $1', [parentId]);
    expect(followUps!.n).toBe(1);
    await expectLedgersBalance();
  });

  it('lucky draw: 20 draws of one order at once draw once and credit its prize once', async () => {
    const anna = await buyerCaller(DEMO.buyer);
    // Anna's paid order 5010 has not drawn yet (seed); a points prize, so the ledger is what is checked.
    await db.query(`update prizes set weight = case when kind = 'POINTS' then 1 else 0 end`);
    const statuses = await burst(anna, BURST, (c) => c.send(marketingCalls.drawPrize, { orderId: 5010 }));
    expect(okCount(statuses)).toBe(1);
    expectOnlyRefusals(statuses, [409]);
    const [draws] = await db.query<{ n: number }>('select count(*)::int as n from prize_draws where order_id = 5010', []);
    expect(draws!.n).toBe(1);
    const [credited] = await db.query<{ n: number }>(`select count(*)::int as n from points_ledger where source = 'PRIZE_DRAW' and ref_id = '5010'`, []);
    expect(credited!.n).toBe(1);
    await expectLedgersBalance();
  });

  it('refund racing draws and gift-card e-mails: once refunded, no card, prize or prize points of the order stand', async () => {
    const ben = await buyerCaller(DEMO.buyer2);
    const essentials = await buyerCaller({ email: 'seller.essentials@demo.mall', password: 'furniture-1' });
    await db.query(`update prizes set weight = case when kind = 'POINTS' then 1 else 0 end`);
    // Only the gift cards in the cart (the points test left lines there).
    await db.query('delete from cart_lines where user_id = $1', [await userIdOf(DEMO.buyer2.email)]);
    const orderId = await paidOrder(ben, [cartLine(1261, 126, 24, 2, 50)]);
    const lines = await linesOf(orderId);
    const created = await ben[0]!.ok(orderActionCalls.cancelAfterPay, {
      tradeOrder: { id: orderId },
      reverseTradeOrderLineList: lines.map((l) => ({ tradeOrderLine: { id: l.id }, reverseQty: l.trade_qty })),
    });
    const statuses = await burst(ben, BURST, (c, i) =>
      i === BURST / 2
        ? essentials[i % 2]!.send(sellerAfterSalesCalls.refundReverse, { id: created.id })
        : i % 2 === 0
          ? c.send(marketingCalls.drawPrize, { orderId })
          : c.send(marketingCalls.updateGiftCardsSendEmailStatus, { id: orderId, activityId: 1, sendEmailStatus: true }),
    );
    expectOnlyRefusals(statuses, [409]);
    const [order] = await db.query<{ display_status: string }>('select display_status from trade_orders where id = $1', [orderId]);
    expect(order!.display_status).toBe('CANCEL_ALL');
    expect(await db.query('select id from gift_cards where order_id = $1 and revoked_at is null', [orderId])).toEqual([]);
    expect(await db.query('select id from prize_draws where order_id = $1 and revoked_at is null', [orderId])).toEqual([]);
    const [prizePoints] = await db.query<{ points: number }>(
      `select coalesce(sum(points + shortfall), 0)::int as points from points_ledger where ref_id = $1 and (source = 'PRIZE_DRAW' or once_key like 'prize:%')`,
      [String(orderId)],
    );
    expect(prizePoints!.points).toBe(0);
    await expectLedgersBalance();
  });

  it('leaves every stock at or above zero', async () => {
    expect(await db.query('select id, stock from skus where stock < 0')).toEqual([]);
  });
});
