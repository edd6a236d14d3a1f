/**
 * Two mall-api processes on one PostgreSQL database, requests alternating between them as a load
 * balancer would send them: every limit and single-use rule must hold across processes, so none
 * of them may live in one process's memory. Runs only with MALL_TEST_DATABASE_URL (jest.config.cjs;
 * scripts/with-postgres.mjs provides one).
 */
import { accountCalls, authCalls, cartCalls, checkoutCalls, customerCalls, ErrorCode, marketingCalls, orderActionCalls, paymentCalls, reviewCalls } from '@mall/shared/contract';
import pg from 'pg';
import { openDatabase } from '../../src/db/open';
import { GROWTH_PROGRAMME } from '../../src/domain/points';
import { closeUnpaidOrders } from '../../src/scheduler/jobs';
import { runJob } from '../../src/scheduler/scheduler';
import { DEMO } from '../helpers/accounts';
import { address, chair, newKey } from '../helpers/checkoutFlow';
import { Client } from '../helpers/client';
import { linkEmailCode } from '../helpers/linkOrders';
import { mockPayRequest, pressOnMockPage } from '../helpers/mockpay';
import { admin, databaseUrl, TEMPLATE_DB, TEST_DATABASE_URL } from '../helpers/postgres';
import { startApiProcess, stopApiProcess, type RunningApi } from '../helpers/process';

const base = TEST_DATABASE_URL!;
const DB_NAME = `mall_two_processes_${process.pid}`;
let processes: RunningApi[] = [];

beforeAll(async () => {
  await admin(base, (client) => client.query(`create database ${DB_NAME} template ${TEMPLATE_DB}`));
  const env = { ...process.env, PORT: '0', DATABASE_URL: databaseUrl(base, DB_NAME), MALL_TEST_CAPTCHA: 'K7QX', MALL_TEST_OUTBOX: '1', MALL_DB: '', MALL_DB_SNAPSHOT: '', MALL_SESSION_CACHE_MS: '' };
  processes = await Promise.all([startApiProcess(env), startApiProcess(env)]);
}, 120_000);

afterAll(async () => {
  await Promise.all(processes.map(stopApiProcess));
  await admin(base, (client) => client.query(`drop database if exists ${DB_NAME}`));
});

/**
 * One caller (one cookie jar) whose requests go to the processes in turn: the first to A, the
 * second to B, and so on.
 */
class Balanced {
  private turn = 0;
  private cookie: string | undefined;
  private readonly clients: Client[];
  constructor() {
    this.clients = processes.map((p) => new Client(p.url, 'mall'));
  }
  /** Runs one request on the next process with the shared cookie. */
  async next<T>(request: (client: Client) => Promise<T>): Promise<T> {
    const client = this.clients[this.turn++ % this.clients.length]!;
    client.cookie = this.cookie;
    try {
      return await request(client);
    } finally {
      this.cookie = client.cookie;
    }
  }
}

/** A buyer logged in through the balancer. */
async function loggedInBalanced(account: { email: string; password: string }): Promise<Balanced> {
  const caller = new Balanced();
  await caller.next((c) => c.ok(authCalls.login, account));
  return caller;
}

it('a logout on one process ends the session on the other at once (no process trusts a cached session)', async () => {
  const [a, b] = processes.map((p) => new Client(p.url, 'mall')) as [Client, Client];
  await a.ok(authCalls.login, DEMO.buyer);
  const token = a.cookie;
  b.cookie = token;
  // B reads the session (a cache would keep it), A logs out, B refuses the very next calls.
  await b.ok(customerCalls.queryCustomer, {});
  await a.ok(authCalls.logout, {});
  b.cookie = token;
  await b.fail(customerCalls.queryCustomer, {}, 401);
  await b.fail(cartCalls.batchCreateCartLines, [chair()], 401);
});

it('counts failed logins across processes: a captcha after 3 on the account, this address refused after 10, on either process', async () => {
  const caller = new Balanced();
  const account = DEMO.merchant('pass');
  // A captcha issued by one process, checked by the other (MALL_TEST_CAPTCHA fixes its text).
  const proof = async () => ({ token: (await caller.next((c) => c.ok(accountCalls.captchaImage, {}))).uuid, captcha: 'K7QX' });
  for (let i = 0; i < 3; i++) await caller.next((c) => c.fail(authCalls.login, { ...account, password: `wrong-${i}-pass` }, 401));
  expect((await caller.next((c) => c.fail(authCalls.login, account, 400))).code).toBe(ErrorCode.captchaRequired);
  expect((await caller.next((c) => c.fail(authCalls.login, account, 400))).code).toBe(ErrorCode.captchaRequired);
  for (let i = 3; i < 10; i++) {
    const captcha = await proof();
    await caller.next((c) => c.fail(authCalls.login, { ...account, password: `wrong-${i}-pass`, ...captcha }, 401));
  }
  for (let i = 0; i < 2; i++) {
    const captcha = await proof();
    expect((await caller.next((c) => c.fail(authCalls.login, { ...account, ...captcha }, 429))).code).toBe(ErrorCode.rateLimited);
  }
}, 120_000);

it('limits pay attempts per contract across processes: the sixth in a minute is 429', async () => {
  const guest = new Balanced();
  await guest.next((c) => c.ok(authCalls.touristSession, {}));
  await guest.next((c) => c.ok(cartCalls.batchCreateCartLines, [chair()]));
  const render = await guest.next((c) => c.ok(checkoutCalls.renderTradeContract, { shippingAddress: address() }));
  const submitted = await guest.next((c) =>
    c.ok(checkoutCalls.submitTradeContract, { shippingAddress: address(), expectedNeedPayAmt: render.needPayAmt.value }),
  );
  const attempt = (key = newKey()) => mockPayRequest(submitted.tradeContractId, key);
  // Each attempt declined on MOCKPAY's page (so the next one is not refused as in flight).
  const declined = async (key = newKey()) => {
    const answer = await guest.next((c) => c.ok(paymentCalls.firstPay, attempt(key)));
    await guest.next((c) => pressOnMockPage(c, answer.paymentRecordId, 'fail'));
    return answer;
  };
  // An idempotent replay on the other process answers the same record, and is not a new attempt.
  const key = newKey();
  const first = await declined(key);
  const replay = await guest.next((c) => c.ok(paymentCalls.firstPay, attempt(key)));
  expect(replay.paymentRecordId).toBe(first.paymentRecordId);
  for (let i = 0; i < 4; i++) await declined();
  const limited = await guest.next((c) => c.fail(paymentCalls.firstPay, attempt(), 429));
  expect(limited.code).toBe('PAY_LIMITED');
});

it('spends a captcha once, whichever process checks it', async () => {
  const anna = await loggedInBalanced(DEMO.buyer);
  const { uuid } = await anna.next((c) => c.ok(orderActionCalls.linkOrderCaptcha, {}));
  const emailCode = await anna.next((c) => linkEmailCode(c, DEMO.buyer.email));
  await anna.next((c) => c.ok(orderActionCalls.verifyLinkOrders, { uuid, code: 'K7QX', buyerEmail: DEMO.buyer.email, emailCode }));
  const spent = await anna.next((c) => c.fail(orderActionCalls.verifyLinkOrders, { uuid, code: 'K7QX', buyerEmail: DEMO.buyer.email, emailCode }, 400));
  expect(spent.fields).toEqual([{ field: 'uuid', message: 'linkOrder.captchaExpired' }]);
});

it('runs a scheduled job in one process at a time: while another holds its lock, a run skips', async () => {
  const db = await openDatabase({ kind: 'postgres', url: databaseUrl(base, DB_NAME) });
  const holder = new pg.Client({ connectionString: databaseUrl(base, DB_NAME) });
  await holder.connect();
  try {
    await holder.query(`select pg_advisory_lock(hashtext('mall-job:' || $1))`, [closeUnpaidOrders.name]);
    expect(await runJob(db, closeUnpaidOrders, new Date())).toEqual({ job: closeUnpaidOrders.name, ran: false, changed: 0 });
    await holder.query(`select pg_advisory_unlock(hashtext('mall-job:' || $1))`, [closeUnpaidOrders.name]);
    expect(await runJob(db, closeUnpaidOrders, new Date())).toMatchObject({ ran: true });
  } finally {
    await holder.end();
    await db.close();
  }
});

it('takes one review per order line, whichever process each attempt reaches, even both at once; its points once', async () => {
  const [a, b] = processes.map((p) => new Client(p.url, 'mall')) as [Client, Client];
  await a.ok(authCalls.login, DEMO.buyer);
  b.cookie = a.cookie;
  const before = (await a.ok(customerCalls.queryCustomer, {})).pointsBalance;
  // A COMPLETE line of Anna's not reviewed yet (seed: order 5010).
  const comments = [{ postId: 50101, rateDict: 5, content: 'Solid and comfortable.' }];
  const answers = await Promise.all([a.send(reviewCalls.batchCreateComments, { comments }), b.send(reviewCalls.batchCreateComments, { comments })]);
  expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
  const after = (await b.ok(customerCalls.queryCustomer, {})).pointsBalance;
  expect(after - before).toBe(GROWTH_PROGRAMME.POST_ORDER_REVIEW.points);
});

it('draws the lucky draw once per order, even when both processes get the draw at once', async () => {
  const [a, b] = processes.map((p) => new Client(p.url, 'mall')) as [Client, Client];
  await a.ok(authCalls.login, DEMO.buyer);
  b.cookie = a.cookie;
  // Anna's paid order 5010 has not drawn yet (seed).
  const answers = await Promise.all([a.send(marketingCalls.drawPrize, { orderId: 5010 }), b.send(marketingCalls.drawPrize, { orderId: 5010 })]);
  expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
  const refused = answers.find((answer) => answer.status === 409)!.body as { error: { code: string } };
  expect(refused.error.code).toBe(marketingCalls.PRIZE_ALREADY_DRAWN);
});

it('spends an account captcha and an e-mailed code once, whichever process checks them', async () => {
  const [a, b] = processes.map((p) => new Client(p.url, 'mall')) as [Client, Client];
  const email = DEMO.buyer2.email;
  const { uuid } = await a.ok(accountCalls.captchaImage, {});
  await b.ok(accountCalls.passwordResetSendEmailCode, { email, token: uuid, captcha: 'K7QX' });
  // The captcha is spent on B: A refuses it too.
  const spent = await a.fail(accountCalls.passwordResetSendEmailCode, { email, token: uuid, captcha: 'K7QX' }, 400);
  expect(spent.code).toBe(accountCalls.AccountErrorCode.captchaExpired);
  const [sent] = await admin(databaseUrl(base, DB_NAME), (client) =>
    client.query<{ payload: { code: string } }>('select payload from outbox where recipient = $1 order by id desc limit 1', [email]),
  ).then((result) => result.rows);
  const code = sent!.payload.code;
  await a.ok(accountCalls.passwordResetEmailCodeVerify, { email, captcha: code, token: uuid });
  await b.fail(accountCalls.passwordResetEmailCodeVerify, { email, captcha: code, token: uuid }, 400);
});
