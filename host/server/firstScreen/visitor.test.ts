/** @jest-environment node */
import type { IncomingMessage } from 'node:http';
import { Socket } from 'node:net';
import { orderCalls } from '@mall/shared/contract';
import { orderDetail } from '../../../mfe-orders/src/pages/OrderDetail/detailFixture';
import { address, channel, channels, contract, orderAddress } from '../../../mfe-checkout/src/pages/Checkout/checkoutFixture';
import { cart, line } from '../../../mfe-checkout/src/pages/Cart/cartFixture';
import { createVisitorReader } from './visitor';

const ok = (data: unknown) => new Response(JSON.stringify({ success: true, data }), { headers: { 'content-type': 'application/json' } });
const ANNA = {
  id: 7, nickname: 'Anna', username: null, email: 'buyer@demo.mall', mobile: null, prefix: null, isTourist: false,
  extra: { firstName: null, lastName: null, city: null, gender: null },
};

/** A mall-api stand-in: records each call's path and headers, answers by path. */
function mallApi(answers: Record<string, () => Response | Promise<Response>>) {
  const seen: Array<{ path: string; headers: Headers; body: unknown }> = [];
  const fetch = (async (input: Request | string | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const path = new URL(request.url).pathname;
    seen.push({ path, headers: request.headers, body: await request.clone().json().catch(() => null) });
    const answer = Object.entries(answers).find(([suffix]) => path.endsWith(suffix));
    return answer ? answer[1]() : new Response('{}', { status: 404 });
  }) as typeof globalThis.fetch;
  return { fetch, seen };
}

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

describe("the buyer's order list in the page (issue 16)", () => {
  const order = { list: () => ok({ data: [], total: 0 }), counts: () => ok([{ displayOrderStatus: 'ALL_ORDER', quantity: 0 }]) };
  const buyerApi = (over: Record<string, () => Response | Promise<Response>> = {}) =>
    mallApi({
      '/user/current': () => ok(ANNA), '/cartline/count': () => ok({ count: 0 }),
      '/pageTradeOrderForBuyer': order.list, '/queryOrderQuantityForStatusBuyer': order.counts, ...over,
    });
  const site = { site: 'mall-eu', product: 'mall', defaultCountry: 'DE', pointsEnabled: true, cardProviderPublishableKey: 'pk_test_1' };
  const readerWithSite = (api: ReturnType<typeof mallApi>) =>
    createVisitorReader({ apiBase: 'http://mall-api.test', product: 'mall', fetch: api.fetch, site: () => Promise.resolve(site) });
  const bodies = async (api: ReturnType<typeof mallApi>, suffix: string) => {
    const call = api.seen.find((c) => c.path.endsWith(suffix));
    return call ? call.body : undefined;
  };

  it('asks for the list the URL names, as the screen would, with the counts of its source', async () => {
    const api = buyerApi();
    const visitor = await readerWithSite(api)(pageRequest({ cookie: 'mall_session=abc', 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Chrome/140' }, '/buyer/orders?status=unpaid&keyword=sofa&pageNo=2&from=point'));
    expect(visitor?.orderList).toEqual({
      request: { searchStatus: 'unpaid', keyword: 'sofa', pageNo: 2, pageSize: 5, tradeType: 'NORMAL_POINT_REDEEM' },
      scrolled: false, page: { data: [], total: 0 }, tradeType: 'NORMAL_POINT_REDEEM', counts: [{ displayOrderStatus: 'ALL_ORDER', quantity: 0 }],
    });
    expect(await bodies(api, '/pageTradeOrderForBuyer')).toMatchObject({ searchStatus: 'unpaid', keyword: 'sofa', pageNo: 2, tradeType: 'NORMAL_POINT_REDEEM' });
    expect(await bodies(api, '/queryOrderQuantityForStatusBuyer')).toMatchObject({ tradeType: 'NORMAL_POINT_REDEEM' });
  });

  it('gives a phone the first page it scrolls from, and no list to a guest, on another page, or when the list fails', async () => {
    const phone = await readerWithSite(buyerApi())(pageRequest({ cookie: 'mall_session=abc', 'user-agent': 'Mozilla/5.0 (Linux; Android 14) Mobile Safari/537.36' }, '/buyer/orders?pageNo=3'));
    expect(phone?.orderList).toMatchObject({ scrolled: true, request: { pageNo: 1 } });
    const guest = await readerWithSite(buyerApi({ '/user/current': () => ok({ ...ANNA, isTourist: true }) }))(pageRequest({ cookie: 'mall_session=abc' }, '/buyer/orders'));
    expect(guest).toMatchObject({ user: { isTourist: true } });
    expect(guest?.orderList).toBeUndefined();
    const elsewhere = buyerApi();
    expect((await readerWithSite(elsewhere)(pageRequest({ cookie: 'mall_session=abc' }, '/cart')))?.orderList).toBeUndefined();
    expect(elsewhere.seen.map((call) => call.path)).not.toContainEqual(expect.stringContaining('Order'));
    const failing = await readerWithSite(buyerApi({ '/pageTradeOrderForBuyer': () => new Response('no', { status: 500 }) }))(pageRequest({ cookie: 'mall_session=abc' }, '/buyer/orders'));
    expect(failing).toMatchObject({ user: { id: 7 }, cartCount: 0 });
    expect(failing?.orderList).toBeUndefined();
  });
});

describe("an order's page, with that order (issue 16)", () => {
  const detail = orderDetail(5001);
  const api = (over: Record<string, () => Response | Promise<Response>> = {}) =>
    mallApi({ '/user/current': () => ok(ANNA), '/cartline/count': () => ok({ count: 0 }), '/libquerytradeorderdetailbyidforbuyer': () => ok(detail), ...over });

  it("asks for the order the path names, with the buyer's cookie and the buyer application's key", async () => {
    const mall = api();
    const visitor = await reader(mall)(pageRequest({ cookie: 'mall_session=abc' }, '/buyer/order/detail/5001'));
    expect(visitor?.orderDetail).toEqual({ id: 5001, detail: expect.objectContaining({ id: 5001 }) });
    const call = mall.seen.find((c) => c.path.endsWith('/libquerytradeorderdetailbyidforbuyer'));
    expect(call?.body).toEqual({ id: 5001 });
    expect(call?.headers.get('cookie')).toBe('mall_session=abc');
    expect(Object.entries(orderCalls.orderDetailHeaders).every(([name, value]) => call?.headers.get(name) === value)).toBe(true);
  });

  it("leaves out another buyer's order (NOT_FOUND), a malformed id, and anyone not logged in", async () => {
    const notFound = { '/libquerytradeorderdetailbyidforbuyer': () => new Response(JSON.stringify({ success: false, error: { code: 'NOT_FOUND', message: 'no' } }), { status: 404 }) };
    expect((await reader(api(notFound))(pageRequest({ cookie: 'mall_session=abc' }, '/buyer/order/detail/5001')))?.orderDetail).toBeUndefined();
    const malformed = api();
    expect((await reader(malformed)(pageRequest({ cookie: 'mall_session=abc' }, '/buyer/order/detail/abc')))?.orderDetail).toBeUndefined();
    expect(malformed.seen.map((c) => c.path)).not.toContainEqual(expect.stringContaining('detail'));
    const nobody = await reader(api({ '/user/current': () => ok(null) }))(pageRequest({ cookie: 'other=1' }, '/buyer/order/detail/5001'));
    expect(nobody).toMatchObject({ user: null });
    expect(nobody?.orderDetail).toBeUndefined();
  });
});

describe('checkout, with what it first shows (issue 16)', () => {
  const site = { site: 'mall-eu', product: 'mall', defaultCountry: 'DE', pointsEnabled: false, cardProviderPublishableKey: 'pk_test_1' };
  const toIreland = contract({ countryCode: 'IE', selectedAddress: { ...orderAddress, regionShortName: 'IE' }, shippingAddressId: 11 });
  const mall = (over: Record<string, () => Response | Promise<Response>> = {}) =>
    mallApi({
      '/user/current': () => ok(ANNA), '/cartline/count': () => ok({ count: 1 }),
      '/queryShippingAddressListFlow': () => ok({ data: [address(12, { city: 'Hamburg' }), address(11, { isDefault: true, regionShortName: 'IE' })], total: 2 }),
      '/trade_RenderTradeContractFlow': () => ok(toIreland),
      '/payChannel': () => ok(channels([channel('MOCKPAY')])),
      ...over,
    });
  const read = (api: ReturnType<typeof mallApi>, withSite = true) =>
    createVisitorReader({ apiBase: 'http://mall-api.test', product: 'mall', fetch: api.fetch, site: () => Promise.resolve(withSite ? site : null) });
  const body = (api: ReturnType<typeof mallApi>, suffix: string) => api.seen.find((c) => c.path.endsWith(suffix))?.body;

  it("previews the default address checkout starts with, and brings that preview's pay channels", async () => {
    const api = mall();
    const visitor = await read(api)(pageRequest({ cookie: 'mall_session=abc' }, '/checkout'));
    expect(body(api, '/trade_RenderTradeContractFlow')).toEqual([{ shippingAddressId: 11 }]); // a trantor flow's arguments
    // Shipping to Ireland, channels are looked up for Ireland (spec §5), on the site's own settings.
    expect(body(api, '/payChannel')).toEqual({ countryCode: 'IE', environment: 'PC', excludeCountry: true, site: 'mall-eu' });
    expect(visitor?.checkout).toEqual({
      source: { shippingAddressId: 11 },
      render: expect.objectContaining({ countryCode: 'IE', shippingAddressId: 11 }),
      shippingAddresses: expect.objectContaining({ total: 2 }),
      payChannels: { countryCode: 'IE', site: 'mall-eu', answer: expect.objectContaining({ payChannelGroups: [expect.objectContaining({ groupName: 'all' })] }) },
    });
  });

  it('previews without an address when none is saved, and leaves the channels to the app without the site or when they fail', async () => {
    const none = mall({ '/queryShippingAddressListFlow': () => ok({ data: [], total: 0 }), '/trade_RenderTradeContractFlow': () => ok(contract({ selectedAddress: null, shippingAddressId: null })) });
    expect((await read(none, false)(pageRequest({ cookie: 'mall_session=abc' }, '/checkout')))?.checkout).toEqual({
      source: {}, render: expect.objectContaining({ shippingAddressId: null }), shippingAddresses: { data: [], total: 0 },
    });
    expect(body(none, '/trade_RenderTradeContractFlow')).toEqual([{}]);
    expect(none.seen.map((c) => c.path)).not.toContainEqual(expect.stringContaining('payChannel'));
    const failing = await read(mall({ '/payChannel': () => new Response('no', { status: 500 }) }))(pageRequest({ cookie: 'mall_session=abc' }, '/checkout'));
    expect(failing?.checkout).toMatchObject({ source: { shippingAddressId: 11 } });
    expect(failing?.checkout?.payChannels).toBeUndefined();
  });

  it('brings nothing for paying a pre-sale balance, nor to a visitor not logged in', async () => {
    const balance = mall();
    expect((await read(balance)(pageRequest({ cookie: 'mall_session=abc' }, '/checkout?tradeContractId=9')))?.checkout).toBeUndefined();
    expect(balance.seen.map((c) => c.path)).not.toContainEqual(expect.stringContaining('Render'));
    expect((await read(mall({ '/user/current': () => ok(null) }))(pageRequest({ cookie: 'other=1' }, '/checkout')))?.checkout).toBeUndefined();
  });
});

describe('the cart page, with the cart (issue 16)', () => {
  const site = { site: 'EU', product: 'mall', defaultCountry: 'FR', pointsEnabled: false, cardProviderPublishableKey: 'pk_test_1' };
  const mall = (list = cart([line(1, 'Oslo sofa', 2, 100)]), user: unknown = ANNA) =>
    mallApi({ '/user/current': () => ok(user), '/cartline/count': () => ok({ count: list.count }), '/cartline/list': () => ok(list) });
  const read = (api: ReturnType<typeof mallApi>, withSite = true) =>
    createVisitorReader({ apiBase: 'http://mall-api.test', product: 'mall', fetch: api.fetch, site: () => Promise.resolve(withSite ? site : null) });

  it("brings the visitor's cart for the market's country, a buyer's or a guest's (their cart is their cookie)", async () => {
    const api = mall();
    const visitor = await read(api)(pageRequest({ cookie: 'mall_session=abc' }, '/cart'));
    expect(visitor?.cart).toEqual({ country: 'FR', list: expect.objectContaining({ count: 2 }) });
    const call = api.seen.find((c) => c.path.endsWith('/cartline/list'));
    expect(call?.body).toEqual({ country: 'FR' });
    expect(call?.headers.get('cookie')).toBe('mall_session=abc');
    const guest = await read(mall(undefined, null))(pageRequest({ cookie: 'mall_cart=g1' }, '/cart'));
    expect(guest).toMatchObject({ user: null, cart: { country: 'FR' } });
  });

  it('leaves an empty cart to the app, and the cart out without the site or on other pages', async () => {
    expect((await read(mall(cart([])))(pageRequest({ cookie: 'mall_session=abc' }, '/cart')))?.cart).toBeUndefined();
    const noSite = mall();
    expect((await read(noSite, false)(pageRequest({ cookie: 'mall_session=abc' }, '/cart')))?.cart).toBeUndefined();
    expect(noSite.seen.map((c) => c.path)).not.toContainEqual(expect.stringContaining('/cartline/list'));
    const elsewhere = mall();
    expect((await read(elsewhere)(pageRequest({ cookie: 'mall_session=abc' }, '/checkout/cart')))?.cart).toBeUndefined();
    expect(elsewhere.seen.map((c) => c.path)).not.toContainEqual(expect.stringContaining('/cartline/list'));
  });
});
