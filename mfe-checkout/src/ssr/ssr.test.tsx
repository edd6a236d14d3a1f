/** @jest-environment node */
import { QueryClient } from '@tanstack/react-query';
import { readVisitorData, seedFrameData, seedVisitorQueries } from '@mall/shared';
import { answerMallApi as mallApi, okAnswer, refusal, testItemDetail as detail, testProductCard as card, testRenderRequest as request, testSite as site, type MallApiAnswers } from '@mall/shared/testing';
import { address, channel, channels, contract, orderAddress } from '../pages/Checkout/checkoutFixture';
import { cart, line } from '../pages/Cart/cartFixture';
import { LISTING, SEARCH, sofasListing } from '../pages/Catalogue/catalogueFixture';
import { readListingState } from '../pages/Catalogue/catalogueUrl';
import { cataloguePagesKey } from '../pages/Catalogue/useCataloguePages';
import { renderer } from './index';

const frame = { answeredAt: 1, footer: { categories: [], articles: [] }, site };
afterEach(() => jest.restoreAllMocks());

const body = (api: ReturnType<typeof mallApi>, suffix: string) => api.seen.find((c) => c.path.endsWith(suffix))?.body;

describe("checkout's server renderer (issue 29)", () => {
  it('names the first screens it draws and the build it is', () => {
    expect(renderer.paths).toEqual(['/product/:urlKey', '/cart', '/checkout', '/c/*', '/search']);
    expect(typeof renderer.buildId).toBe('string');
  });

  it("draws the product page's picture, name, price and shop from the urlKey call, kept for the next visitors", async () => {
    const api = mallApi({ '/item/detailByUrlKey': () => okAnswer(detail()) });
    const region = await renderer.render(request('/product/oslo-3-seater-sofa', { language: 'de', visitor: null, headers: {} }));
    expect(body(api, '/item/detailByUrlKey')).toEqual({ urlKey: 'oslo-3-seater-sofa' });
    expect(region?.html).toMatch(/<h1 id="checkout-product-title">Oslo 3-seater sofa<\/h1>/);
    expect(region?.html).toMatch(/1\.299,50\s€/);
    // What it formatted, first, for the page's head: the browser hydrates the price without building a formatter.
    expect(region?.html).toMatch(/^<script type="application\/json" data-formatted>\{[^<]*"money de-DE EUR 1299.5":"1\.299,50\s€"/);
    expect(region?.html).toContain('Nordic Living');
    expect(region?.firstScreen).toEqual({ answeredAt: expect.any(Number), item: { urlKey: 'oslo-3-seater-sofa', detail: expect.objectContaining({ name: 'Oslo 3-seater sofa' }) } });
    await renderer.render(request('/product/oslo-3-seater-sofa', { language: 'de', visitor: null, headers: {} }));
    expect(api.seen).toHaveLength(1);
  });

  it("asks mall-api for the product in the page's language and keeps each language's answer apart (issue 30: its texts are translated)", async () => {
    const api = mallApi({ '/item/detailByUrlKey': () => okAnswer(detail()) });
    await renderer.render(request('/product/lune-round-mirror', { language: 'zh-CN', visitor: null, headers: {} }));
    await renderer.render(request('/product/lune-round-mirror', { language: 'en', visitor: null, headers: {} }));
    expect(api.seen.map((call) => call.headers.get('accept-language'))).toEqual(['zh-CN', 'en']);
  });

  it('draws nothing (null) for a product mall-api does not know (the app draws its not-found) or paths it does not own', async () => {
    mallApi({});
    expect(await renderer.render(request('/product/no-such-thing'))).toBeNull();
    expect(await renderer.render(request('/buyer/orders'))).toBeNull();
  });

  it("draws each product card other pages embed, in the visitor's language, escaping a seller's name", async () => {
    const cards = await renderer.renderFragments!({
      fragment: 'ProductCard', language: 'de', mobile: true,
      props: [{ item: card(), priority: true }, { item: card({ itemId: 102, name: 'Sofa</a><script>alert(1)</script>', urlKey: 'x' }) }],
    });
    expect(cards).toHaveLength(2);
    expect(cards?.[0]).toContain('class="checkout-product-card"');
    expect(cards?.[0]).toContain('href="/product/oslo-3-seater-sofa"');
    expect(cards?.[0]).toContain('In den Warenkorb');
    expect(cards?.[0]).toMatch(/<img[^>]*fetchPriority="high"/i);
    // Each card's price as it formatted it, first, for the page's head (the host hoists it).
    expect(cards?.[0]).toMatch(/^<script type="application\/json" data-formatted>[^<]*"money de-DE EUR \d/);
    expect(cards?.[1]).not.toContain('<script>');
    expect(await renderer.renderFragments!({ fragment: 'Recommendations', props: [{}], language: 'en', mobile: false })).toBeNull();
  });
});

describe('the cart page, with the cart (issue 29: the rule moved here from the host)', () => {
  const mall = (list = cart([line(1, 'Oslo <sofa>', 2, 100), line(2, 'Halo lamp', 1, 50)])) => mallApi({ '/cartline/list': () => okAnswer(list) });

  it("draws the visitor's cart for the market's country, a buyer's or a guest's (their cart is their cookie)", async () => {
    const api = mall();
    const region = await renderer.render(request('/cart', { frame: { ...frame, site: { ...site, defaultCountry: 'FR' } } }));
    expect(region?.html).toMatch(/<section class="checkout-cart" data-boundary="checkout"><h1>Your cart<\/h1>/);
    expect(region?.html).toContain('Oslo &lt;sofa&gt;');
    expect(region?.html).toMatch(/250,00\s€/);
    expect(region?.visitor?.cart).toEqual({ country: 'FR', list: expect.objectContaining({ count: 3 }) });
    const call = api.seen.find((c) => c.path.endsWith('/cartline/list'));
    expect(call?.body).toEqual({ country: 'FR' });
    expect(call?.headers.get('cookie')).toBe('mall_session=abc');
    expect(call?.headers.get('x-forwarded-for')).toBe('203.0.113.9');
    const guest = await renderer.render(request('/cart', { headers: { cookie: 'mall_cart=g1' }, visitor: { answeredAt: 1, user: null, cartCount: 3 } }));
    expect(guest?.visitor?.cart?.country).toBe('DE');
  });

  it('leaves an empty cart to the app, and draws nothing without the site or without a cookie', async () => {
    mall(cart([]));
    expect(await renderer.render(request('/cart'))).toBeNull();
    const api = mall();
    expect(await renderer.render(request('/cart', { frame: null }))).toBeNull();
    expect(await renderer.render(request('/cart', { headers: {} }))).toBeNull();
    expect(api.seen).toEqual([]);
  });
});

describe("the cart's summary, drawn with where the goods go and the channels checkout offers (issue 31)", () => {
  const toFrance = { data: [address(12, { city: 'Hamburg' }), address(11, { isDefault: true, regionShortName: 'FR', regionName: 'France' })], total: 2 };
  const offered = channels([channel('STRIPE_PAY_PC', { provider: 'STRIPE', sort: 1 }), channel('PAYPAL_PAY_PC', { provider: 'PAYPAL', sort: 2 })]);
  const mall = (over: MallApiAnswers = {}) =>
    mallApi({
      '/cartline/list': () => okAnswer(cart([line(1, 'Oslo sofa', 2, 100)])),
      '/queryShippingAddressListFlow': () => okAnswer(toFrance),
      '/payChannel': () => okAnswer(offered),
      ...over,
    });
  const summary = (html = '') => html.match(/<footer class="checkout-cart-summary".*<\/footer>/)?.[0] ?? '';

  /**
   * The queries the drawn cart's hooks asked for, and whether the browser, seeding the page's visitor
   * data as it does before hydrating (read from the page, as the host's bootstrap does), has each one.
   */
  async function drawnAndHydrated(req: ReturnType<typeof request>) {
    let asked: unknown[][] = [];
    // The renderer's query cache as the hooks left it, read before the renderer clears it.
    jest.spyOn(QueryClient.prototype, 'clear').mockImplementation(function (this: QueryClient) {
      // A hook's query the browser would run (no observers on a server: read its `enabled` itself).
      asked = this.getQueryCache().getAll().filter((query) => (query.options as { enabled?: unknown }).enabled !== false).map((query) => [...query.queryKey]);
    });
    const region = await renderer.render(req);
    const page = JSON.stringify({ ...req.visitor, ...region?.visitor });
    const read = await readVisitorData({ getElementById: () => ({ textContent: page }) } as unknown as Document);
    const browser = new QueryClient();
    seedFrameData(browser, req.frame, req.language);
    seedVisitorQueries(browser, read);
    return { region, asked, missing: asked.filter((key) => browser.getQueryData(key) === undefined) };
  }

  it("draws a buyer's shipping country and the offered logos, asked beside the cart, and the browser starts with every query its hooks ask", async () => {
    const api = mall();
    const { region, asked, missing } = await drawnAndHydrated(request('/cart'));
    expect(summary(region?.html)).toContain('Shipping to France<');
    expect(summary(region?.html)).not.toContain('(estimate)');
    expect(summary(region?.html)).toMatch(/<ul aria-label="We accept">.*aria-label="PayPal"/);
    // Channels are looked up for the market (shipping to France is not a lookup-by-shipping country).
    expect(body(api, '/payChannel')).toEqual({ countryCode: 'DE', environment: 'PC', excludeCountry: true, site: 'mall-eu' });
    expect(api.seen.filter((c) => c.path.endsWith('/queryShippingAddressListFlow'))[0]?.headers.get('cookie')).toBe('mall_session=abc');
    expect(region?.visitor?.cart).toEqual({
      country: 'DE', list: expect.objectContaining({ count: 2 }), shippingAddresses: toFrance, payChannels: { countryCode: 'DE', site: 'mall-eu', answer: offered },
    });
    expect(asked).toEqual(expect.arrayContaining([['checkout', 'addresses', 'shipping', 7], ['checkout', 'pay-channels', 'DE', 'mall-eu']]));
    expect(missing).toEqual([]);
  });

  it("draws a guest's estimate with the market's logos, without asking for addresses, as the browser hydrates it", async () => {
    const api = mall();
    const { region, missing } = await drawnAndHydrated(request('/cart', { headers: { cookie: 'mall_cart=g1' }, visitor: { answeredAt: 1, user: null, cartCount: 2 } }));
    expect(summary(region?.html)).toContain('Shipping to Germany (estimate)');
    expect(summary(region?.html)).toContain('aria-label="PayPal"');
    expect(api.seen.map((c) => c.path)).not.toContainEqual(expect.stringContaining('ShippingAddress'));
    expect(missing).toEqual([]);
  });

  it('draws the estimate for a buyer without addresses', async () => {
    mall({ '/queryShippingAddressListFlow': () => okAnswer({ data: [], total: 0 }) });
    const { region, missing } = await drawnAndHydrated(request('/cart'));
    expect(summary(region?.html)).toContain('Shipping to Germany (estimate)');
    expect(summary(region?.html)).toContain('aria-label="PayPal"');
    expect(missing).toEqual([]);
  });

  it("hands over no channels when the address ships to a lookup-by-shipping country (the market's would be the wrong ones)", async () => {
    mall({ '/queryShippingAddressListFlow': () => okAnswer({ data: [address(11, { regionShortName: 'IE' })], total: 1 }) });
    const { region, missing } = await drawnAndHydrated(request('/cart'));
    expect(summary(region?.html)).toContain('Shipping to Ireland<');
    // Asking Ireland's after the addresses would put a call in sequence: the browser asks for them.
    expect(missing).toEqual([['checkout', 'pay-channels', 'IE', 'mall-eu']]);
    expect(summary(region?.html)).not.toContain('We accept');
    expect(region?.visitor?.cart?.payChannels).toBeUndefined();
  });

  it('still draws the cart, as before, when the addresses or the channels fail or do not answer in time', async () => {
    mall({ '/queryShippingAddressListFlow': () => refusal('INTERNAL', 500), '/payChannel': () => new Promise<Response>(() => undefined) });
    const { region, missing } = await drawnAndHydrated(request('/cart', { timeoutMs: 50 }));
    expect(region?.html).toContain('Oslo sofa');
    expect(summary(region?.html)).toContain('Shipping to Germany (estimate)');
    expect(summary(region?.html)).not.toContain('We accept');
    expect(region?.visitor?.cart).toEqual({ country: 'DE', list: expect.objectContaining({ count: 2 }) });
    // The browser asks for the addresses, as before; the summary shows the estimate until they come, on both sides.
    expect(missing).toEqual([['checkout', 'addresses', 'shipping', 7]]);
    mall({ '/payChannel': () => refusal('INTERNAL', 500) });
    const noChannels = await renderer.render(request('/cart'));
    expect(summary(noChannels?.html)).toContain('Shipping to France<');
    expect(noChannels?.visitor?.cart?.payChannels).toBeUndefined();
  });
});

describe('checkout, with what it first shows (issue 29: the rule moved here from the host)', () => {
  const toIreland = contract({ countryCode: 'IE', selectedAddress: { ...orderAddress, regionShortName: 'IE' }, shippingAddressId: 11 });
  const mall = (over: MallApiAnswers = {}) =>
    mallApi({
      '/queryShippingAddressListFlow': () => okAnswer({ data: [address(12, { city: 'Hamburg' }), address(11, { isDefault: true, regionShortName: 'IE' })], total: 2 }),
      '/trade_RenderTradeContractFlow': () => okAnswer(toIreland),
      '/payChannel': () => okAnswer(channels([channel('MOCKPAY')])),
      ...over,
    });

  it("previews the default address checkout starts with, and brings that preview's pay channels", async () => {
    const api = mall();
    const region = await renderer.render(request('/checkout'));
    expect(body(api, '/trade_RenderTradeContractFlow')).toEqual([{ shippingAddressId: 11 }]);
    // Shipping to Ireland, channels are looked up for Ireland (spec §5), on the site's own settings.
    expect(body(api, '/payChannel')).toEqual({ countryCode: 'IE', environment: 'PC', excludeCountry: true, site: 'mall-eu' });
    expect(region?.visitor?.checkout).toEqual({
      source: { shippingAddressId: 11 },
      render: expect.objectContaining({ countryCode: 'IE', shippingAddressId: 11 }),
      shippingAddresses: expect.objectContaining({ total: 2 }),
      payChannels: { countryCode: 'IE', site: 'mall-eu', answer: expect.objectContaining({ payChannelGroups: [expect.objectContaining({ groupName: 'all' })] }) },
    });
    expect(region?.html).toContain('checkout');
  });

  it('previews without an address when none is saved, and leaves the channels to the app without the site or when they fail', async () => {
    const none = mall({ '/queryShippingAddressListFlow': () => okAnswer({ data: [], total: 0 }), '/trade_RenderTradeContractFlow': () => okAnswer(contract({ selectedAddress: null, shippingAddressId: null })) });
    expect((await renderer.render(request('/checkout', { frame: null })))?.visitor?.checkout).toEqual({
      source: {}, render: expect.objectContaining({ shippingAddressId: null }), shippingAddresses: { data: [], total: 0 },
    });
    expect(none.seen.map((c) => c.path)).not.toContainEqual(expect.stringContaining('payChannel'));
    mall({ '/payChannel': () => refusal('INTERNAL', 500) });
    const failing = await renderer.render(request('/checkout'));
    expect(failing?.visitor?.checkout).toMatchObject({ source: { shippingAddressId: 11 } });
    expect(failing?.visitor?.checkout?.payChannels).toBeUndefined();
  });

  it('draws nothing for paying a pre-sale balance, nor for a visitor not logged in', async () => {
    const api = mall();
    expect(await renderer.render(request('/checkout', { search: '?tradeContractId=9' }))).toBeNull();
    expect(await renderer.render(request('/checkout', { visitor: { answeredAt: 1, user: null, cartCount: 0 } }))).toBeNull();
    expect(api.seen).toEqual([]);
  });
});

describe('category listings and searches, drawn for anyone (issue 32)', () => {
  /** mall-api's listing (or search) for Living room › Sofas, each call answered for the page it asks. */
  const catalogue = (total = 30, extra = {}) => {
    const api = mallApi({
      [LISTING]: () => okAnswer(sofasListing(total)(api.seen.at(-1)?.body as { page?: number })),
      [SEARCH]: () => okAnswer({ ...sofasListing(total)(api.seen.at(-1)?.body as { page?: number }), understood: null, categories: [], ...extra }),
    });
    return api;
  };
  const bodies = (api: ReturnType<typeof mallApi>, suffix: string) => api.seen.filter((c) => c.path.endsWith(suffix)).map((c) => c.body);
  const jsonLd = (html = '') => [...html.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)].map((m) => JSON.parse(m[1] ?? ''));

  it("draws a listing with its breadcrumbs, products and JSON-LD, says its head, and hands over its pages under the screen's own key", async () => {
    const api = catalogue();
    const region = await renderer.render(request('/c/living-room/sofas', { search: '?colour=grey&sort=priceAsc', visitor: null }));
    // Public: asked in the visitor's language, without their cookie.
    expect(bodies(api, LISTING)).toEqual([expect.objectContaining({ path: 'living-room/sofas', colours: ['grey'], sort: 'priceAsc', page: 1 })]);
    const call = api.seen.find((c) => c.path.endsWith(LISTING));
    expect(call?.headers.get('accept-language')).toBe('en');
    expect(call?.headers.get('cookie')).toBeNull();
    expect(region?.html).toMatch(/<h1 id="checkout-catalogue-title">Sofas<\/h1>/);
    expect(region?.html).toContain('<nav class="checkout-breadcrumbs" aria-label="Breadcrumb">');
    expect(region?.html).toContain('<span aria-current="page">Sofas</span>');
    expect(region?.html).toContain('href="/product/sofa-24"');
    expect(region?.html).toContain('aria-label="Pagination"');
    const [breadcrumbs, items] = jsonLd(region?.html);
    expect(breadcrumbs.itemListElement.map((step: { item: string }) => step.item)).toEqual(['/', '/c/living-room', '/c/living-room/sofas']);
    expect(items.itemListElement).toHaveLength(24);
    // Filters and sort show the same products: the canonical page is the category's.
    expect(region?.head).toEqual({ title: 'Sofas | Furniture Mall', description: expect.stringContaining('Sofas: 30 products'), canonicalPath: '/c/living-room/sofas' });
    const state = readListingState(new URLSearchParams('colour=grey&sort=priceAsc'));
    expect(region?.firstScreen).toEqual({
      answeredAt: expect.any(Number),
      catalogue: { key: cataloguePagesKey(['listing', 'living-room/sofas'], 'en', state, false), pages: [expect.objectContaining({ page: 1, total: 30 })], pageParams: [1] },
    });
    // Kept for the next visitor.
    await renderer.render(request('/c/living-room/sofas', { search: '?colour=grey&sort=priceAsc', visitor: null }));
    expect(bodies(api, LISTING)).toHaveLength(1);
  });

  it("on a phone draws the pages up to the URL's one under another, ending where the results end, as the screen would", async () => {
    const api = catalogue(30);
    const region = await renderer.render(request('/c/living-room/sofas', { search: '?page=3', mobile: true, language: 'de' }));
    expect(bodies(api, LISTING).map((body) => (body as { page: number }).page).sort()).toEqual([1, 2, 3]);
    expect(api.seen.find((c) => c.path.endsWith(LISTING))?.headers.get('accept-language')).toBe('de');
    expect(region?.firstScreen?.catalogue).toMatchObject({ pageParams: [1, 2], key: cataloguePagesKey(['listing', 'living-room/sofas'], 'de', readListingState(new URLSearchParams('page=3')), true) });
    expect(region?.html.match(/<article class="checkout-product-card"/g)).toHaveLength(30);
    expect(region?.html).toContain('30 von 30 angezeigt');
    expect(region?.head?.canonicalPath).toBe('/c/living-room/sofas?page=3');
  });

  it('draws a search in the words it was asked, its canonical page the search', async () => {
    const api = catalogue(3);
    const region = await renderer.render(request('/search', { search: '?q=%20sofa%20&stock=1' }));
    expect(bodies(api, SEARCH)).toEqual([expect.objectContaining({ q: 'sofa', inStock: true, page: 1 })]);
    expect(region?.html).toContain('Results for “sofa”');
    expect(region?.html.match(/<article class="checkout-product-card"/g)).toHaveLength(3);
    expect(region?.head).toEqual({ title: 'sofa: search | Furniture Mall', description: expect.stringContaining('3 products'), canonicalPath: '/search?q=sofa' });
    expect(region?.firstScreen?.catalogue?.key).toEqual(cataloguePagesKey(['search', 'sofa'], 'en', readListingState(new URLSearchParams('stock=1')), false));
  });

  it("escapes a product name in the markup and keeps it data in the JSON-LD", async () => {
    mallApi({ [SEARCH]: () => okAnswer({ ...sofasListing(1)({}), items: [{ ...sofasListing(1)({}).items[0]!, name: '</script><script>alert(1)</script>' }], understood: null, categories: [] }) });
    const region = await renderer.render(request('/search', { search: '?q=alert' }));
    expect(region?.html).not.toContain('<script>alert(1)');
    expect(jsonLd(region?.html)[0].itemListElement[0].name).toBe('</script><script>alert(1)</script>');
  });

  it('draws nothing (the app draws the page) for a path no category can have, an empty search, or when mall-api refuses', async () => {
    const api = catalogue();
    expect(await renderer.render(request('/c/Living%20Room'))).toBeNull();
    expect(await renderer.render(request('/search', { search: '?q=%20' }))).toBeNull();
    expect(await renderer.render(request('/search'))).toBeNull();
    expect(api.seen).toEqual([]);
    mallApi({ [LISTING]: () => refusal('NOT_FOUND', 404) });
    expect(await renderer.render(request('/c/no-such-room'))).toBeNull();
  });
});
