/** @jest-environment node */
import { FIRST_SCREEN_DATA_ID, FRAME_DATA_ID, readFirstScreenData, readFrameData } from '@mall/shared';
import type { ProductCard, ItemDetail } from '@mall/shared/contract';
import { cart, line } from '../../../mfe-checkout/src/pages/Cart/cartFixture';
import { createFirstScreenRenderer, FIRST_SCREEN_TIMEOUT_MS } from './index';
import { visitorLanguage } from './language';
import { firstScreenPage, withFrameData } from './page';
import { useCart, useMarket, useSession, type VisitorData } from '@mall/shared';
import { order, statusCounts } from '../../../mfe-orders/src/testing/orders';
import { orderDetail } from '../../../mfe-orders/src/pages/OrderDetail/detailFixture';

const card = (over: Partial<ProductCard> = {}): ProductCard => ({
  itemId: 101, mainImage: '/media/sofa.jpg', defaultSkuId: 1001, name: 'Oslo 3-seater sofa', salePrc: { value: 1299.5, currency: 'EUR' },
  originalPrc: { value: 1499, currency: 'EUR' }, shopId: 1, sellerId: 1, urlKey: 'oslo-3-seater-sofa', itemShortName: null, advertise: null,
  selfManagement: false, commerceType: 'B2C', shopType: 'NORMAL', minQty: 1, marketingUnit: null, ...over,
});
const detail = (over: Partial<ItemDetail> = {}): ItemDetail => ({
  ...card(), description: 'Deep seats.', images: ['/media/sofa.jpg', '/media/sofa-2.jpg'], skus: [], shop: { id: 1, siteName: 'Nordic Living' },
  businessTypeDict: null, adjustStep: 1, ...over,
});

const ok = (data: unknown) => new Response(JSON.stringify({ success: true, data }), { headers: { 'content-type': 'application/json' } });

/** A mall-api stand-in that records what it was asked and answers by path (`seen`: the item calls only). */
function mallApi(answers: Record<string, () => Response | Promise<Response>>) {
  const seen: Array<{ path: string; body: unknown; headers: Headers }> = [];
  const frameCalls: string[] = [];
  const fetch = (async (input: Request | string | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const path = new URL(request.url).pathname;
    if (path.includes('/item/')) seen.push({ path, body: await request.clone().json().catch(() => null), headers: request.headers });
    else frameCalls.push(path);
    const answer = Object.entries(answers).find(([suffix]) => path.endsWith(suffix));
    if (!answer) return new Response(JSON.stringify({ success: false, error: { code: 'NOT_FOUND', message: 'no' } }), { status: 404 });
    return answer[1]();
  }) as typeof globalThis.fetch;
  return { fetch, seen, frameCalls };
}

const renderer = (api: ReturnType<typeof mallApi>) => createFirstScreenRenderer({ apiBase: 'http://mall-api.test', product: 'mall', fetch: api.fetch });
const englishPhone = { 'accept-language': 'en-GB,en;q=0.9', 'user-agent': 'Mozilla/5.0 (Linux; Android 11) Mobile Safari/537.36' };

describe('the server-rendered first screen (issue 16)', () => {
  it("loads every card's picture at once on a desktop screen, which shows them all, and the first six on a phone", async () => {
    const cards = Array.from({ length: 8 }, (_, i) => card({ itemId: 200 + i, urlKey: `item-${i}`, mainImage: `/media/item-${i}.svg` }));
    const api = mallApi({ '/item/recommend': () => ok(cards) });
    const lazy = (html: string | undefined) => (html?.match(/<img[^>]*loading="lazy"[^>]*>/g) ?? []).map((img) => /src="([^"]+)"/.exec(img)?.[1]);
    const phone = await renderer(api)('/', englishPhone);
    expect(lazy(phone?.html)).toEqual(['/media/item-6.svg', '/media/item-7.svg']);
    const desktop = await renderer(api)('/', { 'accept-language': 'en', 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/140 Safari/537.36' });
    expect(desktop?.html).toContain('/media/item-7.svg');
    expect(lazy(desktop?.html)).toEqual([]);
  });

  it("renders the home's product cards, names, prices and images from the recommend call", async () => {
    const api = mallApi({ '/item/recommend': () => ok([card(), card({ itemId: 102, name: 'Bergen armchair', urlKey: 'bergen-armchair', originalPrc: null })]) });
    const screen = await renderer(api)('/', englishPhone);
    expect(api.seen.map((s) => [s.path.replace(/^.*\/item/, '/item'), s.body])).toEqual([['/item/recommend', { itemSize: 12 }]]);
    expect(screen?.html).toContain('Oslo 3-seater sofa');
    expect(screen?.html).toContain('Bergen armchair');
    expect(screen?.html).toContain('href="/product/oslo-3-seater-sofa"');
    // The first row's images are fetched at once: the page's largest paint.
    expect(screen?.html).toMatch(/<img[^>]*fetchPriority="high"[^>]*src="\/media\/sofa.jpg"/i);
    expect(screen?.html).toContain('class="checkout-product-card"');
    // The visitor's language (en from Accept-Language) and the market's money format.
    expect(screen?.language).toBe('en');
    expect(screen?.html).toContain('Recommended for you');
    expect(screen?.html).toMatch(/1\.299,50\s€/);
    // A phone gets the phone top bar (menu button), as the app's breakpoint would choose.
    expect(screen?.html).toContain('shell-topbar__phone');
    expect(screen?.data.recommend?.items).toHaveLength(2);
    // When mall-api answered: the app counts the data's age from it.
    expect(screen?.data.answeredAt).toBeGreaterThan(Date.now() - 5_000);
  });

  it('speaks the language the visitor chose (cookie) over the browser language, in German and Chinese', async () => {
    const api = mallApi({ '/item/recommend': () => ok([card()]) });
    const german = await renderer(api)('/', { 'accept-language': 'de-DE,de;q=0.9' });
    expect(german?.language).toBe('de');
    expect(german?.html).toContain('In den Warenkorb');
    expect(german?.html).toContain('shell-topbar__menu');
    const chinese = await renderer(api)('/', { 'accept-language': 'de-DE', cookie: 'other=1; mall.language=zh-CN' });
    expect(chinese?.language).toBe('zh-CN');
    expect(chinese?.html).toContain('加入购物车');
    expect(visitorLanguage({ cookie: 'mall.language=xx', 'accept-language': 'fr-FR' })).toBe('en');
  });

  it("escapes a seller's product name in the markup and in the data handed to the app", async () => {
    const name = 'Sofa</script><script>alert(1)</script> "quoted" $& $1';
    const api = mallApi({ '/item/recommend': () => ok([card({ name })]) });
    const screen = await renderer(api)('/', englishPhone);
    expect(screen).not.toBeNull();
    const page = firstScreenPage('<!doctype html><html lang=en><head><title>x</title></head><body><div id=root></div></body></html>', screen!, ['/a.css']);
    expect(page).not.toContain('<script>alert(1)');
    expect(page).toContain('Sofa&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; &quot;quoted&quot; $&amp; $1');
    // The data: one script element, '<' escaped, and the app reads the same name back.
    expect(page.match(/<\/script>/g)).toHaveLength(1);
    const json = new RegExp(`<script type="application/json" id="${FIRST_SCREEN_DATA_ID}">([^<]*)</script>`).exec(page)?.[1];
    const doc = { getElementById: (id: string) => (id === FIRST_SCREEN_DATA_ID ? { textContent: json } : null) } as unknown as Document;
    expect(readFirstScreenData(doc)?.recommend?.items[0]?.name).toBe(name);
    // Inert until the app takes over: no dead button can be clicked.
    expect(page).toMatch(/<div id="first-screen" inert aria-hidden="true"><div class="shell">/);
    expect(page).toContain('<link rel="stylesheet" href="/a.css">');
  });

  it("renders the product page's picture, name, price and shop from the urlKey call", async () => {
    const api = mallApi({ '/item/detailByUrlKey': () => ok(detail()) });
    const screen = await renderer(api)('/product/oslo-3-seater-sofa', { 'accept-language': 'de' });
    expect(api.seen[0]?.body).toEqual({ urlKey: 'oslo-3-seater-sofa' });
    expect(screen?.html).toMatch(/<h1 id="checkout-product-title">Oslo 3-seater sofa<\/h1>/);
    expect(screen?.html).toMatch(/1\.299,50\s€/);
    expect(screen?.html).toMatch(/<img[^>]*fetchPriority="high"[^>]*class="mall-image checkout-product__image"|<img[^>]*class="mall-image checkout-product__image"[^>]*/);
    expect(screen?.html).toContain('Nordic Living');
    expect(screen?.data.item?.urlKey).toBe('oslo-3-seater-sofa');
  });

  it('asks mall-api once for many visitors while the answer is fresh, without their cookie', async () => {
    let name = 'Oslo 3-seater sofa';
    let down = false;
    const api = mallApi({ '/item/recommend': () => (down ? Promise.reject(new TypeError('fetch failed')) : ok([card({ name })])) });
    const render = createFirstScreenRenderer({ apiBase: 'http://mall-api.test', product: 'mall', fetch: api.fetch, ttlMs: 50, staleMs: 200 });
    expect(await render('/', { cookie: 'sid=abc' })).not.toBeNull();
    expect(await render('/', { 'accept-language': 'de' })).not.toBeNull();
    expect(api.seen).toHaveLength(1);
    expect(api.seen[0]?.headers.get('cookie')).toBeNull();
    // Past its freshness: the older answer serves while one call asks again; then the new one serves.
    name = 'Oslo 3-seater sofa, new cover';
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect((await render('/', {}))?.html).not.toContain('new cover');
    await new Promise((resolve) => setTimeout(resolve, 20)); // the stand-in answers at once
    expect((await render('/', {}))?.html).toContain('new cover');
    expect(api.seen).toHaveLength(2);
    // Past the stale limit, with mall-api gone: the ordinary shell.
    down = true;
    await new Promise((resolve) => setTimeout(resolve, 260));
    expect(await render('/', {})).toBeNull();
  });

  it('gives the ordinary shell (null) when mall-api is slower than the timeout, down, refuses or answers off the contract', async () => {
    const slow = mallApi({ '/item/recommend': () => new Promise<Response>((resolve) => setTimeout(() => resolve(ok([card()])), 1_000).unref()) });
    const render = renderer(slow);
    const started = Date.now();
    expect(await render('/', englishPhone)).toBeNull();
    expect(Date.now() - started).toBeLessThan(FIRST_SCREEN_TIMEOUT_MS + 400);
    // The slow answer was not thrown away: it serves the next visitor.
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect((await render('/', englishPhone))?.html).toContain('Oslo 3-seater sofa');
    expect(slow.seen).toHaveLength(1);

    const down = { fetch: (async () => { throw new TypeError('fetch failed'); }) as typeof fetch, seen: [], frameCalls: [] };
    expect(await renderer(down)('/', englishPhone)).toBeNull();
    expect(await renderer(mallApi({}))('/product/no-such-thing', englishPhone)).toBeNull();
    expect(await renderer(mallApi({ '/item/recommend': () => ok([{ itemId: 'x' }]) }))('/', englishPhone)).toBeNull();
    // At start the home's data is asked for until mall-api answers: its first visitor need not wait.
    let up = false;
    const starting = mallApi({
      '/item/recommend': () => {
        if (up) return ok([card()]);
        up = true; // not yet at the first call, up at the next
        return Promise.reject(new TypeError('fetch failed'));
      },
    });
    const warmed = renderer(starting);
    expect(await warmed.warm({ attempts: 5, everyMs: 20 })).toBe(true);
    expect(starting.seen).toHaveLength(2);
    expect((await warmed('/', englishPhone))?.html).toContain('Oslo 3-seater sofa');
    expect(starting.seen).toHaveLength(2);
    // Other paths are not rendered at all.
    expect(await renderer(mallApi({}))('/cart', englishPhone)).toBeNull();
  });

  it("renders the footer from the frame's data (columns, articles, site settings), asked for once for every page, and comes without it", async () => {
    const site = { site: 'mall-eu', product: 'mall', defaultCountry: 'DE', pointsEnabled: true, cardProviderPublishableKey: 'pk_test_1' };
    const api = mallApi({
      '/item/recommend': () => ok([card()]),
      '/item/detailByUrlKey': () => ok(detail()),
      cms_ListFirstLevelCmsMiscArticleCategoryFlow: () => ok([{ id: 1, name: 'Customer service', sort: 1 }, { id: 2, name: 'About us', sort: 2 }]),
      '/article/pageArticle': () => ok({ data: [{ id: 31, categoryId: 1, title: 'Delivery times', summary: '' }], total: 1 }),
      '/site/config': () => ok(site),
    });
    const render = renderer(api);
    const screen = await render('/', englishPhone);
    expect(screen?.html).toContain('Customer service');
    expect(screen?.html).toMatch(/<a class="shell-footer__link" href="\/help\/article\/31"[^>]*>Delivery times<\/a>/);
    expect(screen?.frame?.footer.categories).toHaveLength(2);
    expect(screen?.frame?.footer.articles.map((a) => a.categoryId)).toEqual([1, 2]);
    expect(screen?.frame?.site).toEqual(site);
    // The same for every page, asked for once: the product page and a page without a first screen reuse it.
    const asked = api.frameCalls.length;
    expect(asked).toBe(4);
    expect((await render('/product/oslo-3-seater-sofa', englishPhone))?.frame).toEqual(screen?.frame);
    expect(await render.frame()).toEqual(screen?.frame);
    expect(api.frameCalls).toHaveLength(asked);

    // Into a page: JSON at the end of the body, '<' escaped, read back by the app.
    const page = withFrameData('<html><body><div id="root"></div></body></html>', { ...screen!.frame!, site: { ...site, site: '</script><script>alert(3)</script>' } });
    expect(page).not.toContain('<script>alert(3)');
    const json = new RegExp(`<script type="application/json" id="${FRAME_DATA_ID}">([^<]*)</script></body>`).exec(page)?.[1];
    expect(readFrameData({ getElementById: () => ({ textContent: json }) } as unknown as Document)?.site.site).toBe('</script><script>alert(3)</script>');
    expect(withFrameData('<html><body></body></html>', null)).toBe('<html><body></body></html>');

    // mall-api refusing the frame's calls: the page still comes, without them (the app asks itself).
    const bareApi = mallApi({ '/item/recommend': () => ok([card()]) });
    const bare = await renderer(bareApi)('/', englishPhone);
    expect(bare?.html).toContain('Oslo 3-seater sofa');
    expect(bare?.frame).toBeNull();
    expect(await renderer(bareApi).frame()).toBeNull();
  });
});

describe("the buyer's order list, rendered for that buyer (issue 16)", () => {
  const anna = { id: 7, nickname: 'Anna', username: null, email: 'a@b.de', mobile: null, prefix: null, isTourist: false, extra: { firstName: null, lastName: null, city: null, gender: null } };
  const list = (over: Partial<NonNullable<VisitorData['orderList']>> = {}): VisitorData => ({
    answeredAt: Date.now(), user: anna, cartCount: 2,
    orderList: {
      request: { searchStatus: 'unpaid', pageNo: 1, pageSize: 5 }, scrolled: false, tradeType: null,
      page: { data: [order(5001, { tradeOrderCode: 'FM2026005001' })], total: 1 }, counts: statusCounts({ ALL_ORDER: 9, PENDING_PAY: 1 }), ...over,
    },
  });
  const desktop = { 'accept-language': 'en', 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Chrome/140' };

  it("draws the buyer's frame, the tab the URL names with its count and the list, then leaves the stores as they were", async () => {
    const screen = await renderer(mallApi({}))('/buyer/orders', desktop, '?status=unpaid', Promise.resolve(list()));
    expect(screen?.html).toContain('My orders');
    expect(screen?.html).toContain('FM2026005001');
    expect(screen?.html).toMatch(/aria-selected="true"[^>]*>Awaiting Payment<!-- --> <span class="mall-tabs__count">\(1\)<\/span>/);
    expect(screen?.html).toMatch(/<span class="shell-greeting">Good \w+, Anna<\/span>/);
    expect(screen?.html).toMatch(/<span class="shell-cart-count" aria-label="[^"]*">2<\/span>/);
    // The buyer centre's sidebar on a desktop, as the app draws it for a buyer.
    expect(screen?.html).toContain('shell-body--sidebar');
    expect(screen?.data).toEqual({ path: '/buyer/orders', language: 'en' });
    // The server's stores hold nobody: the next visitor's page is drawn from their own data.
    expect(useSession.getInitialState()).toMatchObject({ user: null, loginState: 'unknown' });
    expect(useCart.getInitialState()).toMatchObject({ count: 0, version: 0 });
    expect(useMarket.getInitialState().flags).toEqual({ points: false });
    const next = await renderer(mallApi({}))('/', desktop);
    expect(next?.html ?? '').not.toContain('Anna');
  });

  it('is the ordinary shell (null) without a list: nobody logged in, a guest, or the list not answered', async () => {
    const render = renderer(mallApi({}));
    expect(await render('/buyer/orders', desktop, '', Promise.resolve({ answeredAt: 1, user: null, cartCount: 0 }))).toBeNull();
    expect(await render('/buyer/orders', desktop, '', Promise.resolve(null))).toBeNull();
    expect(await render('/buyer/orders', desktop)).toBeNull();
  });

  it("draws an order's page for its owner from the order in the visitor's data", async () => {
    const visitor: VisitorData = { answeredAt: Date.now(), user: anna, cartCount: 0, orderDetail: { id: 5001, detail: orderDetail(5001, { tradeOrderCode: 'FM2026005001' }) } };
    const screen = await renderer(mallApi({}))('/buyer/order/detail/5001', desktop, '', Promise.resolve(visitor));
    expect(screen?.html).toContain('FM2026005001');
    expect(screen?.html).toContain('class="order-detail"');
    expect(screen?.data).toEqual({ path: '/buyer/order/detail/5001', language: 'en' });
    // Without the order (not theirs, not answered): the ordinary shell.
    expect(await renderer(mallApi({}))('/buyer/order/detail/5001', desktop, '', Promise.resolve({ ...visitor, orderDetail: undefined }))).toBeNull();
  });

  it("draws the cart page from the cart in the visitor's data, a guest's too", async () => {
    const visitor: VisitorData = { answeredAt: Date.now(), user: null, cartCount: 3, cart: { country: 'DE', list: cart([line(1, 'Oslo <sofa>', 2, 100), line(2, 'Halo lamp', 1, 50)]) } };
    const screen = await renderer(mallApi({}))('/cart', desktop, '', Promise.resolve(visitor));
    expect(screen?.html).toMatch(/<section class="checkout-cart" data-boundary="checkout"><h1>Your cart<\/h1>/);
    expect(screen?.html).toContain('Oslo &lt;sofa&gt;');
    expect(screen?.html).toContain('Halo lamp');
    expect(screen?.html).toMatch(/250,00\s€/);
    expect(screen?.data).toEqual({ path: '/cart', language: 'en' });
    // Without the cart (empty, not answered): the ordinary shell.
    expect(await renderer(mallApi({}))('/cart', desktop, '', Promise.resolve({ ...visitor, cart: undefined }))).toBeNull();
  });
});
