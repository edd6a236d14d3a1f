/** @jest-environment node */
import { createApiClient } from '@mall/shared';
import { fakeApi, testProductCard } from '@mall/shared/testing';
import { createShopPaths, publicOrigin, robotsTxt, shopPaths, sitemapXml } from './sitemap';

const node = (id: number, path: string, children: object[] = []) => ({ id, slug: path.split('/').pop(), path, name: path, itemCount: 1, children });
const TREE = [node(1, 'living-room', [node(2, 'living-room/sofas', [node(3, 'living-room/sofas/corner-sofas')])]), node(4, 'bedroom', [node(5, 'bedroom/beds')])];
const card = (itemId: number, urlKey: string) => testProductCard({ itemId, urlKey });
const facets = { colours: [], materials: [], shops: [], delivery: [], inStock: 0, onSale: 0, price: null };

/** Listings: the living room holds 50 items (two pages of 48), the bedroom one of them again and its own. */
function listing(body: { path: string; page: number; pageSize: number }) {
  const all = body.path === 'living-room' ? Array.from({ length: 50 }, (_, i) => card(i + 1, `item-${i + 1}`)) : [card(50, 'item-50'), card(99, 'bed <&> 99')];
  const items = all.slice((body.page - 1) * body.pageSize, body.page * body.pageSize).map((c) => ({ ...c, leadDays: 3, inStock: true, rating: null, reviewCount: 0, size: null }));
  const place = { id: 1, path: body.path, name: body.path };
  return { items, total: all.length, page: body.page, pageSize: body.pageSize, facets, category: place, breadcrumbs: [place], children: [] };
}

let api: ReturnType<typeof fakeApi>;
const client = () => createApiClient({ baseUrl: 'http://api.test', product: 'mall', readRetries: 0 });
beforeEach(() => {
  api = fakeApi({ '/catalogue/categories': TREE, '/catalogue/listing': listing });
});
afterEach(() => api.restore());

describe('robots.txt', () => {
  it('allows the shop, keeps crawlers out of the buyer centre, checkout and cart, and names the sitemap', () => {
    const lines = robotsTxt('https://mall.example').split('\n');
    expect(lines).toEqual(expect.arrayContaining(['User-agent: *', 'Allow: /', 'Disallow: /buyer/', 'Disallow: /checkout', 'Disallow: /cart', 'Sitemap: https://mall.example/sitemap.xml']));
  });
});

describe('sitemap.xml', () => {
  it('lists home, every category of the tree and every product once, from mall-api', async () => {
    const pages = await shopPaths(client());
    expect(pages.slice(0, 6)).toEqual(['/', '/c/living-room', '/c/living-room/sofas', '/c/living-room/sofas/corner-sofas', '/c/bedroom', '/c/bedroom/beds']);
    const products = pages.filter((p) => p.startsWith('/product/'));
    expect(products).toHaveLength(51);
    expect(new Set(products).size).toBe(51);
    expect(products).toContain('/product/item-49');
    // each room page by page until its total
    expect((api.bodiesOf('/catalogue/listing') as Array<{ path: string; page: number }>).map((b) => `${b.path}:${b.page}`)).toEqual(['living-room:1', 'living-room:2', 'bedroom:1']);
  });

  it('is XML of absolute URLs, escaped', async () => {
    const xml = sitemapXml('https://mall.example', await shopPaths(client()));
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/);
    expect(xml).toContain('<url><loc>https://mall.example/</loc></url>');
    expect(xml).toContain('<url><loc>https://mall.example/c/living-room/sofas</loc></url>');
    expect(xml).toContain('<loc>https://mall.example/product/bed%20%3C%26%3E%2099</loc>');
    expect(xml).not.toMatch(/<&>/);
  });

  it('is kept for a while, then asked for again; a failure is not kept', async () => {
    let time = 0;
    const pages = createShopPaths(client(), 1000, () => time);
    await pages();
    time = 999;
    await pages();
    expect(api.bodiesOf('/catalogue/categories')).toHaveLength(1);
    time = 1000;
    await pages();
    expect(api.bodiesOf('/catalogue/categories')).toHaveLength(2);
    api.restore();
    api = fakeApi({});
    time = 5000;
    await expect(pages()).rejects.toThrow();
    api.restore();
    api = fakeApi({ '/catalogue/categories': TREE, '/catalogue/listing': listing });
    await expect(pages()).resolves.toContain('/c/bedroom');
  });
});

describe('the origin in the files', () => {
  it('is the configured public URL when set', () => {
    expect(publicOrigin({ host: 'evil.example' }, 'https://mall.example/shop')).toBe('https://mall.example');
  });

  it('is the request’s host otherwise, only when it is a plain host name', () => {
    expect(publicOrigin({ host: '127.0.0.1:8080' }, '')).toBe('http://127.0.0.1:8080');
    expect(publicOrigin({ host: 'mall.example', 'x-forwarded-proto': 'https' }, '')).toBe('https://mall.example');
    expect(publicOrigin({ host: 'a"><script>' }, '')).toBe('http://localhost');
  });
});
