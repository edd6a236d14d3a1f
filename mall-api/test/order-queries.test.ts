import { authCalls, orderCalls, type CallRequest } from '@mall/shared/contract';
import { DEMO, loggedIn } from './helpers/accounts';
import type { Client } from './helpers/client';
import { startTestServer, type TestServer } from './helpers/server';
import { orderDetailOf } from './helpers/orderDetail';

// How many statements a call sends to the database, counted through the Db interface (not timed).
// The order screens must stay one statement per call, whatever the page size: no query per order
// or per line, no separate count or lines query. Sessions are cached, so an authenticated call
// does not look its session up every time.

let server: TestServer;
let anna: Client;
beforeAll(async () => {
  // A long cache, so that no entry expires during the test and the counts are exact.
  server = await startTestServer({ sessionCacheMs: 60_000 });
  anna = await loggedIn(server, DEMO.buyer);
});
afterAll(() => server.close());

const SESSION_LOOKUP = /\bfrom sessions\b/;

/** The statements fn made the app send (calls run one at a time here). */
async function statementsOf(fn: () => Promise<unknown>): Promise<string[]> {
  const before = server.statements.length;
  await fn();
  return server.statements.slice(before);
}
const notSession = (statements: string[]) => statements.filter((sql) => !SESSION_LOOKUP.test(sql));

describe('the order list', () => {
  it.each([1, 5, 35, 50])('is one statement for a page of %i', async (pageSize) => {
    let total = 0;
    let shown = 0;
    const statements = await statementsOf(async () => {
      const page = await anna.ok(orderCalls.pageOrders, { searchStatus: 'all', pageNo: 1, pageSize });
      total = page.total;
      shown = page.data.length;
    });
    expect(total).toBe(48);
    expect(shown).toBe(Math.min(pageSize, 48));
    expect(notSession(statements)).toHaveLength(1);
  });

  it.each<CallRequest<typeof orderCalls.pageOrders>>([
    { searchStatus: 'finished', pageSize: 50 },
    { timespan: 'ly', pageSize: 50 },
    { keyword: 'oslo', pageSize: 50 },
    { tradeType: 'NORMAL_POINT_REDEEM', pageSize: 50 },
  ])('is one statement with filters %j', async (filters) => {
    const statements = await statementsOf(() => anna.ok(orderCalls.pageOrders, filters));
    expect(notSession(statements)).toHaveLength(1);
  });

  it('counts separately only for a page past the end, and still tells the total', async () => {
    let answer: { data: unknown[]; total: number } | undefined;
    const statements = await statementsOf(async () => {
      answer = await anna.ok(orderCalls.pageOrders, { pageNo: 11, pageSize: 5 });
    });
    expect(answer).toEqual({ data: [], total: 48 });
    expect(notSession(statements)).toHaveLength(2);
  });
});

describe('the order detail', () => {
  it.each([5001, 5005, 5009, 5012, 5017, 5021, 5022])('is one statement for order %i', async (id) => {
    const statements = await statementsOf(() => orderDetailOf(anna, { id }));
    expect(notSession(statements)).toHaveLength(1);
  });
});

describe('the session cache', () => {
  it('looks a session up once for many calls', async () => {
    const client = await loggedIn(server, DEMO.buyer2);
    const statements = await statementsOf(async () => {
      for (let i = 0; i < 5; i += 1) await client.ok(orderCalls.pageOrders, {});
      await client.ok(authCalls.currentUser, {});
    });
    expect(statements.filter((sql) => SESSION_LOOKUP.test(sql)).length).toBeLessThanOrEqual(1);
  });

  it('refuses a cached session as soon as it is logged out', async () => {
    const client = await loggedIn(server, DEMO.buyer2);
    await client.ok(orderCalls.pageOrders, {});
    const token = client.cookie;
    await client.ok(authCalls.logout, {});
    client.cookie = token;
    await client.fail(orderCalls.pageOrders, {}, 401);
    expect(await client.ok(authCalls.currentUser, {})).toBeNull();
  });

  it('refuses a cached session once a new login replaced it', async () => {
    const client = await loggedIn(server, DEMO.buyer2);
    await client.ok(orderCalls.pageOrders, {});
    const token = client.cookie;
    await client.ok(authCalls.login, DEMO.buyer);
    expect((await client.ok(authCalls.currentUser, {}))?.id).toBe(1);
    client.cookie = token;
    await client.fail(orderCalls.pageOrders, {}, 401);
  });
});
