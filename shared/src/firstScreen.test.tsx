import { QueryClient } from '@tanstack/react-query';
import {
  firstScreenQueryKeys, FRAME_DATA_ID, readFirstScreenData, readFrameData, readVisitorData, seedFirstScreenData, seedFrameData,
  seedStoresForHydration, seedVisitorData, VISITOR_DATA_ID,
} from './firstScreen';
import { queryKeys } from './query';
import { useCart } from './stores/cart';
import { useMarket } from './stores/market';
import { useSession } from './stores/session';

const item = {
  itemId: 7, mainImage: '/m.jpg', defaultSkuId: 70, name: 'Lamp', salePrc: { value: 10, currency: 'EUR' }, originalPrc: null, shopId: 1, sellerId: 1,
  urlKey: 'lamp', itemShortName: null, advertise: null, selfManagement: false, commerceType: 'B2C', shopType: 'NORMAL', minQty: 1, marketingUnit: null,
};

function serverPage(data: unknown) {
  document.body.innerHTML = `<div id="root"><p>server markup</p></div><script type="application/json" id="first-screen-data">${JSON.stringify(data)}</script>`;
}

describe('the server-rendered first screen, in the browser (issue 16)', () => {
  it("seeds the screens' queries with the server's data, and ignores data off the contract", () => {
    serverPage({ path: '/', language: 'en', answeredAt: 1_700_000_000_000, recommend: { itemSize: 12, items: [item] } });
    const client = new QueryClient();
    seedFirstScreenData(client, readFirstScreenData());
    expect(client.getQueryData(firstScreenQueryKeys.recommend(12))).toEqual([item]);
    // Its age counts from mall-api's answer (the server keeps answers a while): old data is fetched again.
    expect(client.getQueryState(firstScreenQueryKeys.recommend(12))?.dataUpdatedAt).toBe(1_700_000_000_000);

    serverPage({ path: '/', language: 'en', recommend: { itemSize: 12, items: [{ ...item, salePrc: 'free' }] } });
    expect(readFirstScreenData()).toBeNull();
    document.body.innerHTML = '<script type="application/json" id="first-screen-data">{not json</script>';
    expect(readFirstScreenData()).toBeNull();
  });

  it("seeds a listing's pages under the key checkout drew them with, keeping each answer whole (issue 32)", () => {
    const facets = { colours: [], materials: [], shops: [], delivery: [], inStock: 1, onSale: 0, price: null };
    const card = { ...item, leadDays: 7, inStock: true, rating: 4.5, reviewCount: 2, size: null };
    const sofas = { id: 2, path: 'living-room/sofas', name: 'Sofas' };
    const listing = { items: [card], total: 1, page: 1, pageSize: 24, facets, category: sofas, breadcrumbs: [sofas], children: [] };
    const search = { items: [card], total: 1, page: 1, pageSize: 24, facets, understood: 'sofa', categories: [sofas] };
    const key = ['catalogue', 'listing', 'living-room/sofas', 'en', { colours: ['grey'] }, { page: 1 }];
    serverPage({ path: '/c/living-room/sofas', language: 'en', answeredAt: 5, catalogue: { key, pages: [listing], pageParams: [1] } });
    const client = new QueryClient();
    seedFirstScreenData(client, readFirstScreenData());
    expect(client.getQueryData(key)).toEqual({ pages: [listing], pageParams: [1] });
    expect(client.getQueryState(key)?.dataUpdatedAt).toBe(5);
    serverPage({ path: '/search', language: 'en', catalogue: { key: ['catalogue', 'search', 'sofa'], pages: [search], pageParams: [1] } });
    expect(readFirstScreenData()?.catalogue?.pages).toEqual([search]);
    serverPage({ path: '/search', language: 'en', catalogue: { key: ['catalogue'], pages: [{ ...search, total: 'many' }], pageParams: [1] } });
    expect(readFirstScreenData()).toBeNull();
  });

  it("seeds the frame's queries (footer columns and articles, site settings) from the data every page carries", () => {
    const site = { site: 'mall-eu', product: 'mall', defaultCountry: 'DE', pointsEnabled: true, cardProviderPublishableKey: 'pk_test_1' };
    const articles = { data: [{ id: 3, categoryId: 1, title: 'Delivery', summary: '' }], total: 1 };
    const frame = { answeredAt: 1_700_000_000_000, footer: { categories: [{ id: 1, name: 'Help', sort: 1 }], articles: [{ categoryId: 1, page: articles }] }, site };
    document.body.innerHTML = `<div id="root"></div><script type="application/json" id="${FRAME_DATA_ID}">${JSON.stringify(frame)}</script>`;
    const client = new QueryClient();
    seedFrameData(client, readFrameData(), 'en');
    expect(client.getQueryData(firstScreenQueryKeys.footerCategories('en'))).toEqual([{ id: 1, name: 'Help', sort: 1 }]);
    expect(client.getQueryData(firstScreenQueryKeys.footerArticles(1, 'en'))).toEqual(articles);
    expect(client.getQueryData(queryKeys.siteConfig)).toEqual(site);
    expect(client.getQueryState(queryKeys.siteConfig)?.dataUpdatedAt).toBe(1_700_000_000_000);
    // Off the contract, or absent: nothing is seeded, the app asks mall-api itself.
    document.body.innerHTML = `<script type="application/json" id="${FRAME_DATA_ID}">${JSON.stringify({ ...frame, site: { site: 1 } })}</script>`;
    expect(readFrameData()).toBeNull();
    document.body.innerHTML = '<div id="root"></div>';
    expect(readFrameData()).toBeNull();
  });

  it('knows who is logged in before the first render, from the data the page carries', async () => {
    const anna = { id: 7, nickname: 'Anna', username: null, email: 'a@b.de', mobile: null, prefix: null, isTourist: false, extra: { firstName: null, lastName: null, city: null, gender: null } };
    document.body.innerHTML = `<script type="application/json" id="${VISITOR_DATA_ID}">${JSON.stringify({ answeredAt: 1_700_000_000_000, user: anna, cartCount: 2 })}</script>`;
    const client = new QueryClient();
    seedVisitorData(client, await readVisitorData());
    expect(useSession.getState()).toMatchObject({ loginState: 'buyer', user: { id: 7, nickname: 'Anna' } });
    expect(client.getQueryData(firstScreenQueryKeys.session())).toMatchObject({ id: 7 });
    expect(client.getQueryData(firstScreenQueryKeys.cartCount(7))).toEqual({ count: 2, askedAt: 0 });
    // Off the contract: nothing is seeded, and the session stays unknown until the app asks.
    useSession.setState({ user: null, loginState: 'unknown' });
    document.body.innerHTML = `<script type="application/json" id="${VISITOR_DATA_ID}">${JSON.stringify({ answeredAt: 1, user: { id: 'x' }, cartCount: 0 })}</script>`;
    seedVisitorData(new QueryClient(), await readVisitorData());
    expect(useSession.getState().loginState).toBe('unknown');
  });

  it("makes the stores' server snapshots the visitor's, as the server rendered them, for the hydrating render (issue 29)", () => {
    const anna = { id: 7, nickname: 'Anna', username: null, email: 'a@b.de', mobile: null, prefix: null, isTourist: false, extra: { firstName: null, lastName: null, city: null, gender: null } };
    const site = { site: 'mall-eu', product: 'mall', defaultCountry: 'FR', pointsEnabled: true, cardProviderPublishableKey: '' };
    seedStoresForHydration({ answeredAt: 1, footer: { categories: [], articles: [] }, site }, { answeredAt: 1, user: anna, cartCount: 3 });
    // zustand's server snapshot is the initial state: what a hydrating render reads.
    expect(useSession.getInitialState()).toMatchObject({ loginState: 'buyer', user: { id: 7 } });
    expect(useCart.getInitialState().count).toBe(3);
    expect(useMarket.getInitialState()).toMatchObject({ country: 'FR', site: 'mall-eu', flags: { points: true } });
    // And the current state: the render after hydration shows the same.
    expect(useCart.getState().count).toBe(3);
    expect(useMarket.getState().country).toBe('FR');
  });

  it("reads a page's own part (here the order list) against its schemas and seeds the screen's queries; off them, nothing", async () => {
    const orderList = { request: { pageNo: 1 }, scrolled: false, page: { data: [], total: 0 }, tradeType: null, counts: [{ displayOrderStatus: 'ALL_ORDER', quantity: 0 }] };
    const visitorPage = (list: unknown) =>
      (document.body.innerHTML = `<script type="application/json" id="${VISITOR_DATA_ID}">${JSON.stringify({ answeredAt: 1, user: null, cartCount: 0, orderList: list })}</script>`);
    visitorPage(orderList);
    const client = new QueryClient();
    seedVisitorData(client, await readVisitorData());
    expect(client.getQueryData(firstScreenQueryKeys.orderPage(null, { pageNo: 1 }))).toEqual({ data: [], total: 0 });
    expect(client.getQueryData(firstScreenQueryKeys.orderCounts(null, null))).toEqual([{ displayOrderStatus: 'ALL_ORDER', quantity: 0 }]);
    visitorPage({ ...orderList, page: { data: [{ id: 'x' }], total: 1 } });
    expect(await readVisitorData()).toBeNull();
  });
});
