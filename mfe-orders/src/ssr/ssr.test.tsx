/** @jest-environment node */
import { orderCalls } from '@mall/shared/contract';
import { answerMallApi as mallApi, okAnswer, refusal, testBuyer, testRenderRequest, testSite, type MallApiAnswers } from '@mall/shared/testing';
import type { RemoteRenderRequest } from '@mall/shared/ssr';
import { orderDetail } from '../pages/OrderDetail/detailFixture';
import { order, statusCounts } from '../testing/orders';
import { renderer } from './index';

const anna = testBuyer({ id: 7 });
// The points mall is on: the order list has the points orders' tab.
const site = { ...testSite, pointsEnabled: true };
const request = (path: string, over: Partial<RemoteRenderRequest> = {}) =>
  testRenderRequest(path, { frame: { answeredAt: 1, footer: { categories: [], articles: [] }, site }, visitor: { answeredAt: 1, user: anna, cartCount: 2 }, ...over });
afterEach(() => jest.restoreAllMocks());
const body = (api: ReturnType<typeof mallApi>, suffix: string) => api.seen.find((c) => c.path.endsWith(suffix))?.body;

describe("the buyer's order list, drawn by orders' server renderer (issue 29)", () => {
  const buyerApi = (over: MallApiAnswers = {}) =>
    mallApi({
      '/pageTradeOrderForBuyer': () => okAnswer({ data: [order(5001, { tradeOrderCode: 'FM2026005001' })], total: 1 }),
      '/queryOrderQuantityForStatusBuyer': () => okAnswer(statusCounts({ ALL_ORDER: 9, PENDING_PAY: 1 })),
      ...over,
    });

  it('names the first screens it draws', () => {
    expect(renderer.paths).toEqual(['/buyer/orders', '/buyer/order/detail/:id']);
  });

  it('asks for the list the URL names, as the screen would, and draws the tab with its count and the list', async () => {
    const api = buyerApi();
    const region = await renderer.render(request('/buyer/orders', { search: '?status=unpaid&keyword=sofa&pageNo=2&from=point' }));
    expect(region?.visitor?.orderList).toEqual({
      request: { searchStatus: 'unpaid', keyword: 'sofa', pageNo: 2, pageSize: 5, tradeType: 'NORMAL_POINT_REDEEM' },
      scrolled: false, page: expect.objectContaining({ total: 1 }), tradeType: 'NORMAL_POINT_REDEEM', counts: expect.any(Array),
    });
    expect(body(api, '/queryOrderQuantityForStatusBuyer')).toMatchObject({ tradeType: 'NORMAL_POINT_REDEEM' });
    expect(api.seen.every((call) => call.headers.get('cookie') === 'mall_session=abc')).toBe(true);
    expect(region?.html).toContain('My orders');
    expect(region?.html).toContain('FM2026005001');
    expect(region?.html).toMatch(/aria-selected="true"[^>]*>Awaiting Payment<!-- --> <span class="mall-tabs__count">\(1\)<\/span>/);
  });

  it('gives a phone the first page it scrolls from, and draws nothing for a guest, nobody, or when the list fails', async () => {
    buyerApi();
    expect((await renderer.render(request('/buyer/orders', { search: '?pageNo=3', mobile: true })))?.visitor?.orderList).toMatchObject({ scrolled: true, request: { pageNo: 1 } });
    const api = buyerApi();
    expect(await renderer.render(request('/buyer/orders', { visitor: { answeredAt: 1, user: { ...anna, isTourist: true }, cartCount: 0 } }))).toBeNull();
    expect(await renderer.render(request('/buyer/orders', { visitor: null }))).toBeNull();
    expect(api.seen).toEqual([]);
    buyerApi({ '/pageTradeOrderForBuyer': () => refusal('INTERNAL', 500) });
    expect(await renderer.render(request('/buyer/orders'))).toBeNull();
  });
});

describe("an order's page, drawn by orders' server renderer (issue 29)", () => {
  const mall = (over: MallApiAnswers = {}) => mallApi({ '/libquerytradeorderdetailbyidforbuyer': () => okAnswer(orderDetail(5001, { tradeOrderCode: 'FM2026005001' })), ...over });

  it("asks for the order the path names, with the buyer's cookie and the buyer application's key, and draws it", async () => {
    const api = mall();
    const region = await renderer.render(request('/buyer/order/detail/5001'));
    expect(region?.visitor?.orderDetail).toEqual({ id: 5001, detail: expect.objectContaining({ id: 5001 }) });
    const call = api.seen.find((c) => c.path.endsWith('/libquerytradeorderdetailbyidforbuyer'));
    expect(call?.body).toEqual({ id: 5001 });
    expect(call?.headers.get('cookie')).toBe('mall_session=abc');
    expect(Object.entries(orderCalls.orderDetailHeaders).every(([name, value]) => call?.headers.get(name) === value)).toBe(true);
    expect(region?.html).toContain('FM2026005001');
    expect(region?.html).toContain('class="order-detail"');
  });

  it("draws nothing for another buyer's order (NOT_FOUND), a malformed id, or anyone not logged in", async () => {
    mall({ '/libquerytradeorderdetailbyidforbuyer': () => refusal() });
    expect(await renderer.render(request('/buyer/order/detail/5001'))).toBeNull();
    const api = mall();
    expect(await renderer.render(request('/buyer/order/detail/abc'))).toBeNull();
    expect(await renderer.render(request('/buyer/order/detail/5001', { visitor: { answeredAt: 1, user: null, cartCount: 0 } }))).toBeNull();
    expect(api.seen).toEqual([]);
  });
});
