/** @jest-environment node */
import { FIRST_SCREEN_DATA_ID, FRAME_DATA_ID, readFirstScreenData, readFrameData, TIME_ZONE_COOKIE } from '@mall/shared';
import type { ProductCard } from '@mall/shared/contract';
import { okAnswer, testItemDetail, testProductCard } from '@mall/shared/testing';
import type { RemoteFragmentsRequest, RemoteRegion, RemoteRenderRequest } from '@mall/shared/ssr';
import { REGION_UNAVAILABLE } from '../remoteRenderers';
import { createFirstScreenRenderer, FIRST_SCREEN_TIMEOUT_MS, type RegionRenderer } from './index';
import { visitorLanguage } from './language';
import { firstScreenPage, withFrameData } from './page';
import { useCart, useMarket, useSession, type RemoteBundle, type VisitorData } from '@mall/shared';

const card = testProductCard;
const detail = testItemDetail;

const ok = okAnswer;

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

/**
 * A remote's server renderer as the page sees it (the real ones run in workers, remoteRenderers/):
 * it draws `paths` with `draw`, and each product card as a small stand-in of checkout's, recording
 * what it was asked. `draw` returning null: it drew nothing (its region is the browser's).
 */
function remote({ paths = [] as string[], draw = (_: RemoteRenderRequest): Promise<RemoteRegion | null | typeof REGION_UNAVAILABLE> => Promise.resolve(REGION_UNAVAILABLE), buildId = 'build-1', available = true, stopsAtRecheck = false } = {}) {
  const asked: Array<RemoteRenderRequest | RemoteFragmentsRequest> = [];
  let up = available;
  const renderer: RegionRenderer = {
    buildId: () => buildId,
    available: () => up,
    // `stopsAtRecheck`: stopped since the last poll, which the page's own check finds.
    recheck: () => {
      if (stopsAtRecheck) up = false;
      return Promise.resolve();
    },
    draws: (path) => paths.some((pattern) => new RegExp(`^${pattern.replace(/:\w+/g, '[^/]+')}$`).test(path)),
    render: (request) => {
      asked.push(request);
      return draw(request);
    },
    renderFragments: (request) => {
      asked.push(request);
      return Promise.resolve(
        (request.props as Array<{ item: ProductCard; priority?: boolean }>).map(
          ({ item, priority }) => `<a class="checkout-product-card" href="/product/${item.urlKey}" data-priority="${String(priority)}" lang="${request.language}">${item.name.replace(/</g, '&lt;')}</a>`,
        ),
      );
    },
  };
  return { renderer, asked };
}

const renderer = (api: ReturnType<typeof mallApi>, remotes: Partial<Record<RemoteBundle, RegionRenderer>> = { checkout: remote().renderer }) =>
  createFirstScreenRenderer({ apiBase: 'http://mall-api.test', product: 'mall', fetch: api.fetch, remotes });
const englishPhone = { 'accept-language': 'en-GB,en;q=0.9', 'user-agent': 'Mozilla/5.0 (Linux; Android 11) Mobile Safari/537.36' };

describe('the server-rendered first screen (issue 16)', () => {
  it("asks checkout for every card's markup, with pictures at once for all on a desktop screen and the first six on a phone", async () => {
    const cards = Array.from({ length: 8 }, (_, i) => card({ itemId: 200 + i, urlKey: `item-${i}`, mainImage: `/media/item-${i}.svg` }));
    const api = mallApi({ '/item/recommend': () => ok(cards) });
    const lazy = (html: string | undefined) => [...(html ?? '').matchAll(/href="\/product\/([^"]+)" data-priority="false"/g)].map((m) => m[1]);
    const phone = await renderer(api)('/', englishPhone);
    expect(lazy(phone?.html)).toEqual(['item-6', 'item-7']);
    const desktop = await renderer(api)('/', { 'accept-language': 'en', 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/140 Safari/537.36' });
    expect(desktop?.html).toContain('href="/product/item-7"');
    expect(lazy(desktop?.html)).toEqual([]);
  });

  it("renders the home's frame from the recommend call, with each card as checkout drew it (issue 29: never from checkout's source)", async () => {
    const api = mallApi({ '/item/recommend': () => ok([card(), card({ itemId: 102, name: 'Bergen armchair', urlKey: 'bergen-armchair', originalPrc: null })]) });
    const checkout = remote({ buildId: 'checkout-7' });
    const screen = await renderer(api, { checkout: checkout.renderer })('/', englishPhone);
    expect(checkout.asked).toEqual([{ fragment: 'ProductCard', language: 'en', mobile: true, props: [expect.objectContaining({ item: expect.objectContaining({ itemId: 101 }) }), expect.objectContaining({ item: expect.objectContaining({ itemId: 102 }) })] }]);
    expect(screen?.builds).toEqual({ checkout: 'checkout-7' });
    expect(screen?.data.remoteBuilds).toEqual({ checkout: 'checkout-7' });
    expect(api.seen.map((s) => [s.path.replace(/^.*\/item/, '/item'), s.body])).toEqual([['/item/recommend', { itemSize: 12 }]]);
    expect(screen?.html).toContain('Oslo 3-seater sofa');
    expect(screen?.html).toContain('Bergen armchair');
    expect(screen?.html).toContain('href="/product/oslo-3-seater-sofa"');
    // Checkout's markup as each card of the host's grid, as the app mounts checkout's card there (no wrapper: hydrated as is).
    expect(screen?.html).toContain('<li><a class="checkout-product-card" href="/product/oslo-3-seater-sofa"');
    expect(screen?.data.regions).toEqual({ checkout: 'markup' });
    expect(screen?.data.mobile).toBe(true);
    // The visitor's language (en from Accept-Language) and the market's money format.
    expect(screen?.language).toBe('en');
    expect(screen?.html).toContain('Recommended for you');
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
    expect(german?.html).toContain('Empfehlungen für Sie');
    expect(german?.html).toContain('lang="de"');
    expect(german?.html).toContain('shell-topbar__menu');
    const chinese = await renderer(api)('/', { 'accept-language': 'de-DE', cookie: 'other=1; mall.language=zh-CN' });
    expect(chinese?.language).toBe('zh-CN');
    expect(chinese?.html).toContain('lang="zh-CN"');
    expect(visitorLanguage({ cookie: 'mall.language=xx', 'accept-language': 'fr-FR' })).toBe('en');
  });

  it("escapes a seller's product name in the markup and in the data handed to the app", async () => {
    const name = 'Sofa</script><script>alert(1)</script> "quoted" $& $1';
    const api = mallApi({ '/item/recommend': () => ok([card({ name })]) });
    const screen = await renderer(api)('/', englishPhone);
    expect(screen).not.toBeNull();
    const page = firstScreenPage('<!doctype html><html lang=en><head><title>x</title></head><body><div id=root></div></body></html>', screen!, ['/a.css']);
    expect(page).not.toContain('<script>alert(1)');
    // The card's own escaping is checkout's renderer's (mfe-checkout/src/ssr/ssr.test.tsx); a '$' stays as it was.
    expect(page).toContain('$& $1</a>');
    // The data: one script element, '<' escaped, and the app reads the same name back.
    expect(page.match(/<\/script>/g)).toHaveLength(1);
    const json = new RegExp(`<script type="application/json" id="${FIRST_SCREEN_DATA_ID}">([^<]*)</script>`).exec(page)?.[1];
    const doc = { getElementById: (id: string) => (id === FIRST_SCREEN_DATA_ID ? { textContent: json } : null) } as unknown as Document;
    expect(readFirstScreenData(doc)?.recommend?.items[0]?.name).toBe(name);
    // The app's root holds the markup, which the app hydrates (issue 29): no copy beside it, nothing inert.
    expect(page).toMatch(/<div id="root"><!--\$--><div class="shell" data-hydrating="">/);
    expect(page).not.toContain('first-screen"');
    expect(page).not.toContain('inert');
    expect(page).toContain('<link rel="stylesheet" href="/a.css">');
  });

  it("places the product page checkout drew in the frame, with the product it drew from for the app", async () => {
    const checkout = remote({
      paths: ['/product/:urlKey'],
      draw: () => Promise.resolve({ html: '<h1 id="checkout-product-title">Oslo 3-seater sofa</h1>', firstScreen: { answeredAt: 5, item: { urlKey: 'oslo-3-seater-sofa', detail: detail() } } }),
    });
    const api = mallApi({});
    const screen = await renderer(api, { checkout: checkout.renderer })('/product/oslo-3-seater-sofa', { 'accept-language': 'de', cookie: 'mall_session=abc' }, '?skuId=3', Promise.resolve({ answeredAt: 1, user: null, cartCount: 0 }), { 'x-forwarded-for': '203.0.113.9' });
    expect(checkout.asked).toEqual([expect.objectContaining({
      path: '/product/oslo-3-seater-sofa', search: '?skuId=3', language: 'de', mobile: false, headers: { cookie: 'mall_session=abc', 'x-forwarded-for': '203.0.113.9' },
      visitor: { answeredAt: 1, user: null, cartCount: 0 }, apiBase: 'http://mall-api.test', product: 'mall',
    })]);
    // Where the app mounts checkout's screen, in checkout's own Suspense boundary (<!--$-->), not ready until hydrated.
    expect(screen?.html).toContain('<!--$--><div data-boundary="checkout" class="shell-remote" data-hydrating=""><h1 id="checkout-product-title">Oslo 3-seater sofa</h1></div><!--/$-->');
    expect(screen?.html).toContain('shell-topbar');
    expect(screen?.data).toEqual({
      path: '/product/oslo-3-seater-sofa', language: 'de', mobile: false, answeredAt: 5, item: { urlKey: 'oslo-3-seater-sofa', detail: detail() }, remoteBuilds: { checkout: 'build-1' }, regions: { checkout: 'markup' },
    });
    expect(screen?.builds).toEqual({ checkout: 'build-1' });
    // The host asked mall-api nothing for the product itself: the rule is checkout's.
    expect(api.seen).toEqual([]);
  });

  it("puts the texts a region's renderer formatted into the head, out of the region the app hydrates (issue 29: no formatter built while hydrating)", async () => {
    const formatted = '<script type="application/json" data-formatted>{"money de-DE EUR 1299.5":"1.299,50 €"}</script>';
    const checkout = remote({ paths: ['/product/:urlKey'], draw: () => Promise.resolve({ html: `${formatted}<h1 id="checkout-product-title">Oslo</h1><p class="mall-price">1.299,50 €</p>` }) });
    const screen = await renderer(mallApi({}), { checkout: checkout.renderer })('/product/oslo-3-seater-sofa', { 'accept-language': 'de' }, '', Promise.resolve({ answeredAt: 1, user: null, cartCount: 0 }));
    const page = firstScreenPage('<!doctype html><html lang=en><head></head><body><div id=root></div></body></html>', screen!, []);
    const [head, body] = page.split('</head>');
    expect(head).toContain(formatted);
    expect(body).not.toContain('data-formatted');
    expect(body).toContain('<div data-boundary="checkout" class="shell-remote" data-hydrating=""><h1 id="checkout-product-title">Oslo</h1>');
  });

  it("writes the head a drawn listing names (issue 32): its title and description in place of the shell's, its canonical URL on the public origin, escaped, each marked as the page's own", async () => {
    const head = { title: 'Sofas <b> | Furniture Mall', description: 'Sofas "30" & more $&', canonicalPath: '/c/living-room/sofas?page=2' };
    const checkout = remote({ paths: ['/c/.+'], draw: () => Promise.resolve({ html: '<h1 id="checkout-catalogue-title">Sofas</h1>', head }) });
    const screen = await renderer(mallApi({}), { checkout: checkout.renderer })('/c/living-room/sofas', { 'accept-language': 'en' }, '?page=2', Promise.resolve({ answeredAt: 1, user: null, cartCount: 0 }));
    expect(screen?.head).toEqual(head);
    const shell = '<!doctype html><html lang=en><head><meta name="description" content="Furniture for Europe" /><title>Furniture Mall</title></head><body><div id=root></div></body></html>';
    const page = firstScreenPage(shell, screen!, [], 'https://shop.example');
    expect(page).toContain('<title data-page-head="Furniture Mall">Sofas &lt;b> | Furniture Mall</title>');
    expect(page).toContain('<meta name="description" content="Sofas &quot;30&quot; &amp; more $&amp;" data-page-head="Furniture for Europe">');
    expect(page).toContain('<link rel="canonical" href="https://shop.example/c/living-room/sofas?page=2" data-page-head="">');
    expect(page.match(/<title/g)).toHaveLength(1);
    expect(page.match(/name="description"/g)).toHaveLength(1);
    // A page that names no head keeps the shell's.
    const product = firstScreenPage(shell, { ...screen!, head: undefined }, [], 'https://shop.example');
    expect(product).toContain('<title>Furniture Mall</title>');
    expect(product).not.toContain('canonical');
  });

  it("keeps the frame when a remote fails or misses its budget (its region is the browser's); the ordinary shell when it declines or is not loaded", async () => {
    const who = Promise.resolve({ answeredAt: 1, user: null, cartCount: 0 });
    const silent = remote({ paths: ['/product/:urlKey'] });
    const screen = await renderer(mallApi({}), { checkout: silent.renderer })('/product/x', englishPhone, '', who);
    expect(screen?.html).toContain('shell-topbar');
    expect(screen?.html).not.toContain('shell-remote"');
    expect(screen?.html).toContain('mall-page-loader');
    expect(screen?.builds).toEqual({});
    expect(screen?.data.regions).toEqual({ checkout: 'browser' });
    // A region the remote declines (not drawn on the server for this visitor): the ordinary shell, the app draws it all.
    const declining = remote({ paths: ['/product/:urlKey'], draw: () => Promise.resolve(null) });
    expect(await renderer(mallApi({}), { checkout: declining.renderer })('/product/x', englishPhone, '', who)).toBeNull();
    // A home whose cards checkout could not draw: the hero and heading, the loader where the grid goes.
    const noCards: RegionRenderer = { ...remote().renderer, renderFragments: () => Promise.resolve(null) };
    const home = await renderer(mallApi({ '/item/recommend': () => ok([card()]) }), { checkout: noCards })('/', englishPhone);
    expect(home?.html).toContain('Recommended for you');
    expect(home?.html).not.toContain('shell-product-grid');
    expect(home?.builds).toEqual({});
    // No renderer loaded for the path (the remote is down since the start), or no visitor data: the ordinary shell.
    const render = renderer(mallApi({}), {});
    expect(render.draws('/product/x')).toBe(false);
    expect(await render('/product/x', englishPhone, '', who)).toBeNull();
    expect(await renderer(mallApi({}), { checkout: silent.renderer })('/product/x', englishPhone, '', Promise.resolve(null))).toBeNull();
  });

  it('asks mall-api once for many visitors while the answer is fresh, without their cookie', async () => {
    let name = 'Oslo 3-seater sofa';
    let down = false;
    const api = mallApi({ '/item/recommend': () => (down ? Promise.reject(new TypeError('fetch failed')) : ok([card({ name })])) });
    // The clock is the test's: a busy machine's pauses cannot move an answer past its freshness.
    jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] });
    try {
      const render = createFirstScreenRenderer({ apiBase: 'http://mall-api.test', product: 'mall', fetch: api.fetch, ttlMs: 50, staleMs: 200, remotes: { checkout: remote().renderer } });
      expect(await render('/', { cookie: 'sid=abc' })).not.toBeNull();
      expect(await render('/', { 'accept-language': 'de' })).not.toBeNull();
      expect(api.seen).toHaveLength(1);
      expect(api.seen[0]?.headers.get('cookie')).toBeNull();
      // Past its freshness: the older answer serves while one call asks again; then the new one serves.
      name = 'Oslo 3-seater sofa, new cover';
      await jest.advanceTimersByTimeAsync(60);
      expect((await render('/', {}))?.html).not.toContain('new cover');
      await jest.advanceTimersByTimeAsync(1); // the stand-in answers at once
      expect((await render('/', {}))?.html).toContain('new cover');
      expect(api.seen).toHaveLength(2);
      // Past the stale limit, with mall-api gone: the ordinary shell.
      down = true;
      await jest.advanceTimersByTimeAsync(260);
      expect(await render('/', {})).toBeNull();
    } finally {
      jest.useRealTimers();
    }
  });

  it('gives the ordinary shell (null) when mall-api is slower than the timeout, down, refuses or answers off the contract', async () => {
    const slow = mallApi({ '/item/recommend': () => new Promise<Response>((resolve) => setTimeout(() => resolve(ok([card()])), 1_000).unref()) });
    jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] });
    try {
      const render = renderer(slow);
      let answered: unknown = 'not yet';
      void render('/', englishPhone).then((page) => (answered = page));
      // Given up at its timeout, long before mall-api's answer (1 s).
      await jest.advanceTimersByTimeAsync(FIRST_SCREEN_TIMEOUT_MS - 1);
      expect(answered).toBe('not yet');
      await jest.advanceTimersByTimeAsync(1);
      expect(answered).toBeNull();
      // The slow answer was not thrown away: it serves the next visitor.
      await jest.advanceTimersByTimeAsync(1_000);
      expect((await render('/', englishPhone))?.html).toContain('Oslo 3-seater sofa');
      expect(slow.seen).toHaveLength(1);
    } finally {
      jest.useRealTimers();
    }

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
    const product = remote({ paths: ['/product/:urlKey'], draw: () => Promise.resolve({ html: '<h1>Oslo</h1>' }) });
    const render = renderer(api, { checkout: { ...product.renderer, renderFragments: remote().renderer.renderFragments } });
    const screen = await render('/', englishPhone);
    expect(screen?.html).toContain('Customer service');
    expect(screen?.html).toMatch(/<a class="shell-footer__link" href="\/help\/article\/31"[^>]*>Delivery times<\/a>/);
    expect(screen?.frame?.footer.categories).toHaveLength(2);
    expect(screen?.frame?.footer.articles.map((a) => a.categoryId)).toEqual([1, 2]);
    expect(screen?.frame?.site).toEqual(site);
    // The same for every page, asked for once: the product page and a page without a first screen reuse it.
    const asked = api.frameCalls.length;
    expect(asked).toBe(4);
    expect((await render('/product/oslo-3-seater-sofa', englishPhone, '', Promise.resolve({ answeredAt: 1, user: null, cartCount: 0 })))?.frame).toEqual(screen?.frame);
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

describe('the markup before the app has hydrated it (issue 29)', () => {
  it("names the footer's columns and articles in the visitor's language (issue 30): asked for by Accept-Language, kept per language", async () => {
    const asked: string[] = [];
    const names: Record<string, [string, string]> = { en: ['Customer service', 'Delivery and assembly'], de: ['Kundenservice', 'Lieferung und Montage'] };
    const fetch = (async (input: Request | string | URL, init?: RequestInit) => {
      const request = input instanceof Request ? input : new Request(input, init);
      const language = request.headers.get('accept-language') ?? 'none';
      const path = new URL(request.url).pathname;
      asked.push(`${language} ${path.split('/').at(-1)}`);
      const [column, article] = names[language] ?? ['?', '?'];
      if (path.endsWith('cms_ListFirstLevelCmsMiscArticleCategoryFlow')) return ok([{ id: 1, name: column, sort: 1 }]);
      if (path.endsWith('/article/pageArticle')) return ok({ data: [{ id: 1, categoryId: 1, title: article, summary: '' }], total: 1 });
      return ok({ site: 'mall-eu', product: 'mall', defaultCountry: 'DE', pointsEnabled: true, cardProviderPublishableKey: '' });
    }) as typeof globalThis.fetch;
    const render = createFirstScreenRenderer({ apiBase: 'http://mall-api.test', product: 'mall', fetch, remotes: {} });
    const german = await render.frame('de');
    expect(german?.footer.categories.map((c) => c.name)).toEqual(['Kundenservice']);
    expect(german?.footer.articles[0]?.page.data.map((a) => a.title)).toEqual(['Lieferung und Montage']);
    expect((await render.frame('en'))?.footer.categories.map((c) => c.name)).toEqual(['Customer service']);
    // Each language asked for once, then kept.
    await render.frame('de');
    expect(asked.filter((call) => call.endsWith('cms_ListFirstLevelCmsMiscArticleCategoryFlow'))).toEqual([
      'de cms_ListFirstLevelCmsMiscArticleCategoryFlow',
      'en cms_ListFirstLevelCmsMiscArticleCategoryFlow',
    ]);
  });

  it('keeps its links plain links and its controls as the app draws them, in a frame and a region marked not ready yet', async () => {
    const screen = await renderer(mallApi({ '/item/recommend': () => ok([card()]) }))('/', englishPhone);
    const page = firstScreenPage('<!doctype html><html lang=en><head></head><body><div id=root></div></body></html>', screen!, []);
    const root = /<div id="root">([\s\S]*)<\/div><script type="application\/json"/.exec(page)?.[1] ?? '';
    expect(root).toContain('<a class="checkout-product-card" href="/product/oslo-3-seater-sofa"');
    expect(root).toMatch(/^<!--\$--><div class="shell" data-hydrating="">/);
    expect(root).toContain('<ul class="shell-product-grid" data-boundary="checkout" data-hydrating="">');
    // No control disabled by the server: the app's first render draws the same attributes.
    expect(root).not.toMatch(/<(button|input|select|textarea)\b[^>]*\bdisabled/);
  });
});

describe('a remote that is away when the page is asked for (issue 29)', () => {
  it('gives the notice when it stopped after the last poll: each page asks its origin again first', async () => {
    const stopped = remote({ paths: ['/product/:urlKey'], stopsAtRecheck: true });
    const screen = await renderer(mallApi({}), { checkout: stopped.renderer })('/product/x', englishPhone, '', visitor());
    expect(noticeIn(screen?.html, 'checkout')).toBe(true);
    expect(screen?.data.regions).toEqual({ checkout: 'unavailable' });
    expect(stopped.asked).toEqual([]);
    const home = await renderer(mallApi({ '/item/recommend': () => ok([card()]) }), { checkout: remote({ stopsAtRecheck: true }).renderer })('/', englishPhone);
    expect(noticeIn(home?.html, 'checkout')).toBe(true);
    expect(home?.data.regions).toEqual({ checkout: 'unavailable' });
  });

  const visitor = (user: VisitorData['user'] = null): Promise<VisitorData> => Promise.resolve({ answeredAt: 1, user, cartCount: 0 });
  const noticeIn = (html: string | undefined, bundle: string) =>
    new RegExp(`<section class="shell-remote-fallback" role="alert" data-boundary="${bundle}"><h2>[^<]+</h2><p>[^<]+</p><button[^>]*>Retry</button></section>`).test(html ?? '');

  it('gives its region the contained notice with Retry, drawn in the frame, without asking it', async () => {
    const away = remote({ paths: ['/product/:urlKey'], available: false });
    const screen = await renderer(mallApi({}), { checkout: away.renderer })('/product/oslo-3-seater-sofa', englishPhone, '', visitor());
    expect(noticeIn(screen?.html, 'checkout')).toBe(true);
    expect(screen?.html).toContain('shell-topbar');
    expect(screen?.html).toContain('shell-footer');
    expect(screen?.builds).toEqual({});
    expect(away.asked).toEqual([]);
  });

  it("gives the notice on the pages the route table says are its own when it was away since this server started, to whom the page admits", async () => {
    const neverLoaded = remote({ available: false });
    const render = renderer(mallApi({}), { checkout: neverLoaded.renderer, orders: neverLoaded.renderer });
    expect(render.draws('/cart')).toBe(true);
    expect(noticeIn((await render('/cart', englishPhone, '', visitor()))?.html, 'checkout')).toBe(true);
    const anna = { id: 7, nickname: 'Anna', username: null, email: 'a@b.de', mobile: null, prefix: null, isTourist: false, extra: { firstName: null, lastName: null, city: null, gender: null } };
    expect(noticeIn((await render('/buyer/orders', englishPhone, '', visitor(anna)))?.html, 'orders')).toBe(true);
    // A logged-out visitor is sent to log in by the app: nothing to draw.
    expect(await render('/buyer/orders', englishPhone, '', visitor())).toBeNull();
    // The host's own pages are the host's.
    expect(render.draws('/login')).toBe(false);
  });

  it("gives the home checkout's notice in place of the product grid, the hero still drawn", async () => {
    const away = remote({ available: false });
    const home = await renderer(mallApi({ '/item/recommend': () => ok([card()]) }), { checkout: away.renderer })('/', englishPhone);
    expect(home?.html).toContain('Recommended for you');
    expect(noticeIn(home?.html, 'checkout')).toBe(true);
    expect(home?.html).not.toContain('shell-product-grid');
  });
});

describe("a buyer's page, its region drawn by its owner's renderer (issues 16, 29)", () => {
  const anna = { id: 7, nickname: 'Anna', username: null, email: 'a@b.de', mobile: null, prefix: null, isTourist: false, extra: { firstName: null, lastName: null, city: null, gender: null } };
  const visitor: VisitorData = { answeredAt: Date.now(), user: anna, cartCount: 2 };
  const counts = [{ displayOrderStatus: 'ALL_ORDER' as const, quantity: 0 }];
  const orderList = { request: { pageNo: 1, pageSize: 5 }, scrolled: false, tradeType: null, page: { data: [], total: 0 }, counts };
  const desktop = { 'accept-language': 'en', 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Chrome/140' };

  it("draws the buyer's frame around orders' region, hands the app the part orders fetched, then leaves the stores as they were", async () => {
    const orders = remote({ paths: ['/buyer/orders'], buildId: 'orders-3', draw: () => Promise.resolve({ html: '<section class="orders-list">FM2026005001</section>', visitor: { orderList } }) });
    const screen = await renderer(mallApi({}), { orders: orders.renderer })('/buyer/orders', desktop, '?status=unpaid', Promise.resolve(visitor));
    expect(orders.asked).toEqual([expect.objectContaining({ path: '/buyer/orders', search: '?status=unpaid', visitor })]);
    expect(screen?.html).toContain('<div data-boundary="orders" class="shell-remote" data-hydrating=""><section class="orders-list">FM2026005001</section></div>');
    expect(screen?.html).toMatch(/<span class="shell-greeting">Good \w+, Anna<\/span>/);
    expect(screen?.html).toMatch(/<span class="shell-cart-count" aria-label="[^"]*">2<\/span>/);
    // The buyer centre's sidebar on a desktop, as the app draws it for a buyer.
    expect(screen?.html).toContain('shell-body--sidebar');
    // The page names the build that drew its region, and the zone its dates are in (no cookie yet: the mall's).
    expect(screen?.data).toEqual({ path: '/buyer/orders', language: 'en', mobile: false, remoteBuilds: { orders: 'orders-3' }, regions: { orders: 'markup' }, timeZone: 'Europe/Berlin' });
    expect(screen?.visitor).toEqual({ ...visitor, orderList });
    expect(screen?.builds).toEqual({ orders: 'orders-3' });
    // The server's stores hold nobody: the next visitor's page is drawn from their own data.
    expect(useSession.getInitialState()).toMatchObject({ user: null, loginState: 'unknown' });
    expect(useCart.getInitialState()).toMatchObject({ count: 0, version: 0 });
    expect(useMarket.getInitialState().flags).toEqual({ points: false });
    const next = await renderer(mallApi({ '/item/recommend': () => ok([card()]) }))('/', desktop);
    expect(next?.html ?? '').not.toContain('Anna');
  });

  it("asks orders for the buyer's dates in the zone their cookie keeps, and the page says it; a visitor without a session is left theirs", async () => {
    const orders = remote({ paths: ['/buyer/orders'], buildId: 'orders-3', draw: () => Promise.resolve({ html: '<section class="orders-list"></section>', visitor: { orderList } }) });
    const inLisbon = { ...desktop, cookie: `${TIME_ZONE_COOKIE}=Europe%2FLisbon` };
    const screen = await renderer(mallApi({}), { orders: orders.renderer })('/buyer/orders', inLisbon, '', Promise.resolve(visitor));
    expect(orders.asked).toEqual([expect.objectContaining({ timeZone: 'Europe/Lisbon' })]);
    expect(screen?.data.timeZone).toBe('Europe/Lisbon');
    const home = await renderer(mallApi({ '/item/recommend': () => ok([card()]) }))('/', desktop);
    expect(home?.data).not.toHaveProperty('timeZone');
  });

  it('is the ordinary shell (null) without the visitor data, without asking the remote', async () => {
    const orders = remote({ paths: ['/buyer/orders'], draw: () => Promise.resolve({ html: '<p>list</p>' }) });
    expect(await renderer(mallApi({}), { orders: orders.renderer })('/buyer/orders', desktop, '', Promise.resolve(null))).toBeNull();
    expect(orders.asked).toEqual([]);
  });
});
