/** @jest-environment node */
import type { IncomingMessage } from 'node:http';
import { Socket } from 'node:net';
import { mallApiStandIn, okAnswer } from '@mall/shared/testing';
import { createVisitorReader } from './visitor';

const ok = okAnswer;
const ANNA = {
  id: 7, nickname: 'Anna', username: null, email: 'buyer@demo.mall', mobile: null, prefix: null, isTourist: false,
  extra: { firstName: null, lastName: null, city: null, gender: null },
};

const mallApi = mallApiStandIn;

/** A page request from a browser at 203.0.113.9. */
function pageRequest(headers: Record<string, string>, url = '/'): IncomingMessage {
  const socket = new Socket();
  Object.defineProperty(socket, 'remoteAddress', { value: '203.0.113.9' });
  return { url, headers: { host: 'shop.example', ...headers }, socket } as unknown as IncomingMessage;
}

const reader = (api: ReturnType<typeof mallApi>, timeoutMs?: number) =>
  createVisitorReader({ apiBase: 'http://mall-api.test', product: 'mall', fetch: api.fetch, ...(timeoutMs ? { timeoutMs } : {}) });

describe("the visitor's data in the page (issue 16)", () => {
  it('asks mall-api who is logged in and the cart count with the visitor\'s cookie and address', async () => {
    const api = mallApi({ '/user/current': () => ok(ANNA), '/cartline/count': () => ok({ count: 3 }) });
    const visitor = await reader(api)(pageRequest({ cookie: 'mall_session=abc; mall.language=de' }));
    expect(visitor).toEqual({ answeredAt: expect.any(Number), user: expect.objectContaining({ id: 7, nickname: 'Anna' }), cartCount: 3 });
    expect(api.seen.map((call) => call.path).sort()).toEqual(['/auth/mall/user/current', '/sapi/mall-customer/merchant/entry', '/sapi/mall-order/cartline/count']);
    for (const call of api.seen) {
      expect(call.headers.get('cookie')).toBe('mall_session=abc; mall.language=de');
      expect(call.headers.get('x-forwarded-for')).toBe('203.0.113.9');
    }
  });

  it("asks only who is there, the cart count and the merchant entry: a remote's own data is its renderer's to fetch (issue 29)", async () => {
    const api = mallApi({ '/user/current': () => ok(ANNA), '/cartline/count': () => ok({ count: 0 }) });
    for (const path of ['/buyer/orders', '/buyer/order/detail/5001', '/cart', '/checkout']) {
      expect(await reader(api)(pageRequest({ cookie: 'mall_session=abc' }, path))).toEqual({ answeredAt: expect.any(Number), user: expect.objectContaining({ id: 7 }), cartCount: 0 });
    }
    expect(new Set(api.seen.map((call) => call.path))).toEqual(new Set(['/auth/mall/user/current', '/sapi/mall-order/cartline/count', '/sapi/mall-customer/merchant/entry']));
  });

  it("carries a buyer's merchant entry, so the top bar is drawn with it (it does not grow once hydrated); not a guest's, and not when mall-api does not answer it", async () => {
    const entry = { isShow: true, isShowSettled: true, isShowBackground: false, merchantStatus: null, auditStatus: 'none', backOfficeUrl: '' };
    const api = mallApi({ '/user/current': () => ok(ANNA), '/cartline/count': () => ok({ count: 1 }), '/merchant/entry': () => ok(entry) });
    expect(await reader(api)(pageRequest({ cookie: 'mall_session=abc' }))).toEqual({ answeredAt: expect.any(Number), user: expect.objectContaining({ id: 7 }), cartCount: 1, merchantEntry: entry });
    const tourist = mallApi({ '/user/current': () => ok({ ...ANNA, isTourist: true }), '/cartline/count': () => ok({ count: 1 }), '/merchant/entry': () => ok(entry) });
    expect(await reader(tourist)(pageRequest({ cookie: 'mall_session=abc' }))).not.toHaveProperty('merchantEntry');
    const refused = mallApi({ '/user/current': () => ok(ANNA), '/cartline/count': () => ok({ count: 1 }), '/merchant/entry': () => new Response('bad gateway', { status: 502 }) });
    expect(await reader(refused)(pageRequest({ cookie: 'mall_session=abc' }))).toEqual({ answeredAt: expect.any(Number), user: expect.objectContaining({ id: 7 }), cartCount: 1 });
  });

  it('knows a visitor without any cookie is logged out with an empty cart, without asking', async () => {
    const api = mallApi({});
    expect(await reader(api)(pageRequest({}))).toEqual({ answeredAt: expect.any(Number), user: null, cartCount: 0 });
    expect(api.seen).toEqual([]);
  });

  it("knows a visitor without mall-api's session cookie is nobody: the language cookie alone (or a look-alike name) asks nothing, the merchant entry included", async () => {
    const entry = { isShow: true, isShowSettled: true, isShowBackground: false, merchantStatus: null, auditStatus: 'none', backOfficeUrl: '' };
    const api = mallApi({ '/user/current': () => ok(ANNA), '/cartline/count': () => ok({ count: 2 }), '/merchant/entry': () => ok(entry) });
    for (const cookie of ['mall.language=de', 'mall.language=zh-CN; mall_session=', 'old_mall_session=abc; mall.language=de']) {
      expect(await reader(api)(pageRequest({ cookie }))).toEqual({ answeredAt: expect.any(Number), user: null, cartCount: 0 });
    }
    expect(api.seen).toEqual([]);
  });

  it("asks for a buyer's merchant entry wherever the session cookie sits among the others", async () => {
    const entry = { isShow: true, isShowSettled: true, isShowBackground: false, merchantStatus: null, auditStatus: 'none', backOfficeUrl: '' };
    const api = mallApi({ '/user/current': () => ok(ANNA), '/cartline/count': () => ok({ count: 2 }), '/merchant/entry': () => ok(entry) });
    expect(await reader(api)(pageRequest({ cookie: 'mall.language=de; mall_session=abc' }))).toEqual({
      answeredAt: expect.any(Number), user: expect.objectContaining({ id: 7 }), cartCount: 2, merchantEntry: entry,
    });
    expect(api.seen.map((call) => call.path)).toContain('/sapi/mall-customer/merchant/entry');
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
