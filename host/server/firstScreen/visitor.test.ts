/** @jest-environment node */
import type { IncomingMessage } from 'node:http';
import { Socket } from 'node:net';
import { createVisitorReader } from './visitor';

const ok = (data: unknown) => new Response(JSON.stringify({ success: true, data }), { headers: { 'content-type': 'application/json' } });
const ANNA = {
  id: 7, nickname: 'Anna', username: null, email: 'buyer@demo.mall', mobile: null, prefix: null, isTourist: false,
  extra: { firstName: null, lastName: null, city: null, gender: null },
};

/** A mall-api stand-in: records each call's path and headers, answers by path. */
function mallApi(answers: Record<string, () => Response | Promise<Response>>) {
  const seen: Array<{ path: string; headers: Headers }> = [];
  const fetch = (async (input: Request | string | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const path = new URL(request.url).pathname;
    seen.push({ path, headers: request.headers });
    const answer = Object.entries(answers).find(([suffix]) => path.endsWith(suffix));
    return answer ? answer[1]() : new Response('{}', { status: 404 });
  }) as typeof globalThis.fetch;
  return { fetch, seen };
}

/** A page request from a browser at 203.0.113.9. */
function pageRequest(headers: Record<string, string>): IncomingMessage {
  const socket = new Socket();
  Object.defineProperty(socket, 'remoteAddress', { value: '203.0.113.9' });
  return { headers: { host: 'shop.example', ...headers }, socket } as unknown as IncomingMessage;
}

const reader = (api: ReturnType<typeof mallApi>, timeoutMs?: number) =>
  createVisitorReader({ apiBase: 'http://mall-api.test', product: 'mall', fetch: api.fetch, ...(timeoutMs ? { timeoutMs } : {}) });

describe("the visitor's data in the page (issue 16)", () => {
  it('asks mall-api who is logged in and the cart count with the visitor\'s cookie and address', async () => {
    const api = mallApi({ '/user/current': () => ok(ANNA), '/cartline/count': () => ok({ count: 3 }) });
    const visitor = await reader(api)(pageRequest({ cookie: 'mall_session=abc; mall.language=de' }));
    expect(visitor).toEqual({ answeredAt: expect.any(Number), user: expect.objectContaining({ id: 7, nickname: 'Anna' }), cartCount: 3 });
    expect(api.seen.map((call) => call.path).sort()).toEqual(['/auth/mall/user/current', '/sapi/mall-order/cartline/count']);
    for (const call of api.seen) {
      expect(call.headers.get('cookie')).toBe('mall_session=abc; mall.language=de');
      expect(call.headers.get('x-forwarded-for')).toBe('203.0.113.9');
    }
  });

  it('knows a visitor without any cookie is logged out with an empty cart, without asking', async () => {
    const api = mallApi({});
    expect(await reader(api)(pageRequest({}))).toEqual({ answeredAt: expect.any(Number), user: null, cartCount: 0 });
    expect(api.seen).toEqual([]);
  });

  it('leaves the data out when mall-api is slow, down or off the contract (the app then asks itself)', async () => {
    const slow = mallApi({ '/user/current': () => new Promise((resolve) => setTimeout(() => resolve(ok(ANNA)), 500)), '/cartline/count': () => ok({ count: 0 }) });
    expect(await reader(slow, 50)(pageRequest({ cookie: 'mall_session=abc' }))).toBeNull();
    const down = mallApi({ '/user/current': () => new Response('bad gateway', { status: 502 }), '/cartline/count': () => ok({ count: 0 }) });
    expect(await reader(down)(pageRequest({ cookie: 'mall_session=abc' }))).toBeNull();
    const off = mallApi({ '/user/current': () => ok({ id: 'seven' }), '/cartline/count': () => ok({ count: 0 }) });
    expect(await reader(off)(pageRequest({ cookie: 'mall_session=abc' }))).toBeNull();
  });
});
