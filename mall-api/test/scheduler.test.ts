/**
 * The scheduled jobs, each run through the scheduler's runJob with an injected clock: time moves
 * by passing a later `now`, never by waiting. What a buyer then sees is read through the API.
 */
import { accountCalls, afterSalesCalls, authCalls, checkoutCalls, orderActionCalls, paymentCalls } from '@mall/shared/contract';
import { approveUnansweredAfterSales, autoConfirmReceipt, closeUnpaidOrders, deleteIdleGuests, dropExpired, GUEST_RETENTION_DAYS, IDEMPOTENCY_KEY_DAYS, SELLER_AUDIT_DAYS } from '../src/scheduler/jobs';
import { runJob } from '../src/scheduler/scheduler';
import { DEMO, loggedIn } from './helpers/accounts';
import { chair, guest, newKey, placeOrder } from './helpers/checkoutFlow';
import type { Client } from './helpers/client';
import { orderDetailOf } from './helpers/orderDetail';
import { mockPayRequest, payWithMockPay } from './helpers/mockpay';
import { startTestServer, type TestServer } from './helpers/server';

const HOUR = 3600_000;
const DAY = 24 * HOUR;
let server: TestServer;
let anna: Client;
beforeAll(async () => {
  server = await startTestServer({ testCaptcha: 'K7QX' });
  anna = await loggedIn(server, DEMO.buyer);
});
afterAll(() => server.close());

const later = (ms: number) => new Date(Date.now() + ms);
const stockOf = async (skuId: number) => (await server.db.query<{ stock: number }>('select stock from skus where id = $1', [skuId]))[0]!.stock;

describe('close unpaid orders', () => {
  it('closes an order once its pay deadline has passed, not before, and gives its stock back', async () => {
    // Seeded unpaid orders fall due within the day: closed first, so the stock counted is ours alone.
    await runJob(server.db, closeUnpaidOrders, later(checkoutCalls.PAY_DEADLINE_HOURS * HOUR - 60_000));
    const stockBefore = await stockOf(1031);
    const client = await guest(server);
    const { submitted } = await placeOrder(client, [chair(2)]);
    const [orderId] = submitted.tradeOrderIds;
    expect(await stockOf(1031)).toBe(stockBefore - 2);

    await runJob(server.db, closeUnpaidOrders, later(checkoutCalls.PAY_DEADLINE_HOURS * HOUR - 60_000));
    expect((await orderDetailOf(client, { id: orderId! })).displayStatus).toBe('PENDING_PAY');
    const closed = await runJob(server.db, closeUnpaidOrders, later(checkoutCalls.PAY_DEADLINE_HOURS * HOUR + 60_000));
    expect(closed).toEqual({ job: 'close-unpaid-orders', ran: true, changed: 1 });
    const detail = await orderDetailOf(client, { id: orderId! });
    expect(detail.displayStatus).toBe('CLOSED');
    expect(await stockOf(1031)).toBe(stockBefore);
  });
});

describe('auto-confirm receipt', () => {
  it('signs packages after the confirm deadline, respecting a postponement, and the order completes with its points', async () => {
    const packages = await anna.ok(orderActionCalls.listPackages, { id: 5019 });
    const deadline = Date.parse(packages[0]!.confirmDeadlineTime!);
    await anna.ok(orderActionCalls.postponeDelivery, { id: 5019, fulfillmentProgressList: [{ id: packages[0]!.id }], tradeOrderLineList: [{ id: 50191 }] });
    const postponed = Date.parse((await anna.ok(orderActionCalls.listPackages, { id: 5019 }))[0]!.confirmDeadlineTime!);
    expect(postponed).toBeGreaterThan(deadline);

    // Past the first deadline, before the postponed one: still on its way.
    await runJob(server.db, autoConfirmReceipt(true), new Date(deadline + HOUR));
    expect((await anna.ok(orderActionCalls.listPackages, { id: 5019 }))[0]!.fulfillmentProgressStatus).toBe('SEND_DELIVERY');

    const signed = await runJob(server.db, autoConfirmReceipt(true), new Date(postponed + HOUR));
    expect(signed.changed).toBeGreaterThanOrEqual(1);
    const order = await orderDetailOf(anna, { id: 5019 });
    expect(order.displayStatus).toBe('COMPLETE');
    const [earned] = await server.db.query<{ points: number }>(
      `select points from points_ledger where customer_id = 1 and source = 'ORDER_COMPLETE' and ref_id = '5019'`,
    );
    expect(earned!.points).toBe(order.earnPoints);
  });
});

describe('approve unanswered after-sales', () => {
  it(`approves an application the seller left unanswered for ${SELLER_AUDIT_DAYS} days, as the state machine says; the buyer then sends it back`, async () => {
    // Seeded: Anna's return 8005 waits for the seller's audit since three days.
    const before = await anna.ok(afterSalesCalls.queryReverseById, { id: 8005 });
    expect(before.reverseTradeOrderStatus).toBe('WAITING_FOR_AUDIT_BY_SELLER');
    await runJob(server.db, approveUnansweredAfterSales, later((SELLER_AUDIT_DAYS - 4) * DAY));
    expect((await anna.ok(afterSalesCalls.queryReverseById, { id: 8005 })).reverseTradeOrderStatus).toBe('WAITING_FOR_AUDIT_BY_SELLER');
    await runJob(server.db, approveUnansweredAfterSales, later(SELLER_AUDIT_DAYS * DAY));
    const after = await anna.ok(afterSalesCalls.queryReverseById, { id: 8005 });
    expect(after.reverseTradeOrderStatus).toBe('WAITING_FOR_BUYER_RETURN');
    expect(after.operationList.map((o) => o.operation)).toContain('buyerPostBack');
    expect(after.remarkList.map((r) => r.event).at(-1)).toBe('auditTimeout');
  });
});

describe('delete idle guests', () => {
  it(`deletes a guest without orders after ${GUEST_RETENTION_DAYS} days, keeps one with an order`, async () => {
    const idle = await guest(server);
    const idleUser = await idle.ok(authCalls.currentUser, {});
    const buyer = await guest(server);
    await placeOrder(buyer, [chair()]);
    const buyerUser = await buyer.ok(authCalls.currentUser, {});
    const exists = async (id: number) => (await server.db.query('select 1 from users where id = $1', [id])).length === 1;

    await runJob(server.db, deleteIdleGuests, later((GUEST_RETENTION_DAYS - 1) * DAY));
    expect(await exists(idleUser!.id)).toBe(true);
    await runJob(server.db, deleteIdleGuests, later((GUEST_RETENTION_DAYS + 1) * DAY));
    expect(await exists(idleUser!.id)).toBe(false);
    expect(await exists(buyerUser!.id)).toBe(true);
    // Their sessions went with them: the cookie logs nobody in once its cached read (5 s) is over.
    expect(await server.db.query('select 1 from sessions where user_id = $1', [idleUser!.id])).toEqual([]);
  });
});

describe('drop expired', () => {
  it('forgets the idempotency key of an ended payment attempt after a day: a replay then is a new attempt', async () => {
    const client = await guest(server);
    const { submitted } = await placeOrder(client, [chair()]);
    const key = newKey();
    const request = mockPayRequest(submitted.tradeContractId, key);
    const { first } = await payWithMockPay(client, submitted.tradeContractId, 'fail', key);
    await runJob(server.db, dropExpired, later(HOUR));
    expect((await client.ok(paymentCalls.firstPay, request)).paymentRecordId).toBe(first.paymentRecordId);
    await runJob(server.db, dropExpired, later((IDEMPOTENCY_KEY_DAYS + 1) * DAY));
    expect((await client.ok(paymentCalls.firstPay, request)).paymentRecordId).not.toBe(first.paymentRecordId);
  });


  it('drops e-mail and SMS codes and account captchas a day after they expired, not before', async () => {
    const stranger = server.client();
    const { uuid } = await stranger.ok(accountCalls.captchaImage, {});
    await stranger.ok(accountCalls.passwordResetSendEmailCode, { email: DEMO.buyer2.email, token: uuid, captcha: 'K7QX' });
    const left = async () =>
      (await server.db.query(`select 1 from verification_codes where recipient = $1 union all select 1 from account_captchas where uuid = $2`, [DEMO.buyer2.email, uuid])).length;
    expect(await left()).toBe(2);
    await runJob(server.db, dropExpired, later(HOUR));
    expect(await left()).toBe(2);
    await runJob(server.db, dropExpired, later(2 * DAY));
    expect(await left()).toBe(0);
  });

  it('drops captchas a day after they expired, not before', async () => {
    const { uuid } = await anna.ok(orderActionCalls.linkOrderCaptcha, {});
    const captcha = async () => (await server.db.query('select 1 from link_order_captchas where uuid = $1', [uuid])).length;
    await runJob(server.db, dropExpired, later(HOUR));
    expect(await captcha()).toBe(1);
    await runJob(server.db, dropExpired, later(3 * DAY));
    expect(await captcha()).toBe(0);
  });
});
