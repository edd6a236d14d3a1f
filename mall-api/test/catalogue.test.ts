/**
 * Issue 32, the catalogue: the category tree in three languages, listings with filters and facet
 * counts, sorts and pages, search (typos, prefixes, German compounds, synonyms, Chinese) and
 * suggestions. Expected answers are worked out from the seed's own tables (helpers/catalogueModel),
 * not written down as numbers.
 */
import { catalogueCalls, type CategoryNode } from '@mall/shared/contract';
import { CATEGORIES } from '../src/db/migrations/019_catalogue_search';
import { buyerLanguage } from '../src/http/language';
import { SHOPS } from '../src/seed/catalogue';
import { facetsOf, itemsUnder, listed, MODEL, type ModelFilters, passingSkus, pathOf } from './helpers/catalogueModel';
import type { Client } from './helpers/client';
import { startTestServer, type TestServer } from './helpers/server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const SOFAS = 2;
const CORNER_SOFAS = 3;
const LIVING_ROOM = 1;

/** A caller whose storefront language is chosen (the mall.language cookie). */
function speaking(language: 'en' | 'de' | 'zh-CN'): Client {
  const client = server.client();
  client.cookie = `mall.language=${language}`;
  return client;
}

const flatten = (nodes: CategoryNode[]): CategoryNode[] => nodes.flatMap((n) => [n, ...flatten(n.children)]);
const ids = (items: Array<{ itemId: number }>) => items.map((i) => i.itemId).sort((a, b) => a - b);
const modelIds = (items: Array<{ id: number }>) => items.map((i) => i.id).sort((a, b) => a - b);

/** Every item of a listing, page after page. */
async function everyPage(list: (page: number) => Promise<{ items: Array<{ itemId: number }>; total: number }>) {
  const items: Array<{ itemId: number }> = [];
  for (let page = 1; ; page++) {
    const answer = await list(page);
    items.push(...answer.items);
    if (answer.items.length === 0 || items.length >= answer.total) return items;
  }
}

describe('category tree', () => {
  it('holds every category of the tree, rooms at the top, with slugs making the paths and counts of the items below', async () => {
    const tree = await server.client().ok(catalogueCalls.categoryTree, {});
    expect(tree.map((n) => n.slug)).toEqual(CATEGORIES.filter((c) => c.parent === null).map((c) => c.key));
    const all = flatten(tree);
    expect(all).toHaveLength(CATEGORIES.length);
    for (const node of all) {
      expect(node.path).toBe(pathOf(node.id));
      expect(node.itemCount).toBe(itemsUnder(node.id).length);
    }
    expect(all.find((n) => n.id === CORNER_SOFAS)!.path).toBe('living-room/sofas/corner-sofas');
  });

  it('names categories in the buyer’s language: the mall.language cookie, else Accept-Language, else English', async () => {
    const names = async (client: Client) => flatten(await client.ok(catalogueCalls.categoryTree, {})).map((n) => n.name);
    expect(await names(speaking('en'))).toEqual(CATEGORIES.map((c) => c.en));
    expect(await names(speaking('de'))).toEqual(CATEGORIES.map((c) => c.de));
    expect(await names(speaking('zh-CN'))).toEqual(CATEGORIES.map((c) => c.zh));
    const res = await fetch(`${server.url}/catalogue/categories`, { method: 'POST', headers: { 'accept-language': 'zh-CN,zh;q=0.9,en;q=0.5' } });
    expect(flatten(((await res.json()) as { data: CategoryNode[] }).data).map((n) => n.name)).toEqual(CATEGORIES.map((c) => c.zh));
    expect(await names(server.client())).toEqual(CATEGORIES.map((c) => c.en));
  });

  it('ignores a language cookie that is not valid percent-encoding, for the catalogue and invoices alike', async () => {
    // One rule (http/language.ts) picks the language of catalogue answers and of invoices.
    expect(buyerLanguage('mall.language=%E0', 'de-DE,de;q=0.9')).toBe('de');
    const client = server.client();
    client.cookie = 'mall.language=%E0%A4%A';
    expect(flatten(await client.ok(catalogueCalls.categoryTree, {})).map((n) => n.name)).toEqual(CATEGORIES.map((c) => c.en));
  });

  it('makes browsing real: at least 200 products in at least 15 categories from at least 8 shops', async () => {
    const all = flatten(await server.client().ok(catalogueCalls.categoryTree, {}));
    const leaves = all.filter((n) => n.children.length === 0 && n.itemCount > 0);
    expect(leaves.length).toBeGreaterThanOrEqual(15);
    const rooms = await Promise.all(
      CATEGORIES.filter((c) => c.parent === null).map((c) => server.client().ok(catalogueCalls.listCategory, { path: c.key, pageSize: 1 })),
    );
    expect(rooms.reduce((sum, room) => sum + room.total, 0)).toBeGreaterThanOrEqual(200);
    const shops = new Set(rooms.flatMap((room) => room.facets.shops.map((s) => s.id)));
    expect(shops.size).toBeGreaterThanOrEqual(8);
    expect(shops.size).toBe(SHOPS.length);
  });
});

describe('listing', () => {
  it('lists a category with the categories below it, breadcrumbs from the room, and its children', async () => {
    const answer = await speaking('de').ok(catalogueCalls.listCategory, { path: 'living-room/sofas', pageSize: 48 });
    expect(ids(answer.items)).toEqual(modelIds(itemsUnder(SOFAS)));
    expect(answer.total).toBe(itemsUnder(SOFAS).length);
    expect(answer.breadcrumbs.map((b) => b.name)).toEqual(['Wohnzimmer', 'Sofas']);
    expect(answer.children.map((c) => c.path)).toEqual(CATEGORIES.filter((c) => c.parent === SOFAS).map((c) => pathOf(c.id)));
    for (const card of answer.items) expect(card.name).toBe(MODEL.find((m) => m.id === card.itemId)!.names.de);
  });

  it('names products in Chinese for a Chinese buyer', async () => {
    const answer = await speaking('zh-CN').ok(catalogueCalls.listCategory, { path: 'living-room/sofas/corner-sofas' });
    for (const card of answer.items) expect(card.name).toBe(MODEL.find((m) => m.id === card.itemId)!.names.zh);
  });

  it('answers 404 for a path no category has', async () => {
    await server.client().fail(catalogueCalls.listCategory, { path: 'living-room/spaceships' }, 404);
  });

  const CASES: Array<[string, number, ModelFilters]> = [
    ['no filter', LIVING_ROOM, {}],
    ['one colour', LIVING_ROOM, { colours: ['grey'] }],
    ['two colours and a material', LIVING_ROOM, { colours: ['grey', 'green'], materials: ['velvet'] }],
    ['a price range', 20, { minPrice: 300, maxPrice: 900 }],
    ['shops and delivery time', 30, { shopIds: [1, 5, 7], deliveryDays: 7 }],
    ['in stock and on sale', 50, { inStock: true, onSale: true }],
    ['everything at once', LIVING_ROOM, { colours: ['grey', 'beige', 'blue'], materials: ['fabric', 'velvet'], shopIds: [1, 2, 5, 6, 8], minPrice: 500, maxPrice: 2000, deliveryDays: 30, inStock: true }],
  ];

  it.each(CASES)('filters (%s) list the items with a sku passing them all, and count facets with every other filter applied', async (_name, category, filters) => {
    const items = itemsUnder(category);
    const expected = listed(items, filters);
    const answer = await everyPage((page) => server.client().ok(catalogueCalls.listCategory, { path: pathOf(category), ...filters, page, pageSize: 48 }));
    expect(ids(answer)).toEqual(modelIds(expected));
    const { facets } = await server.client().ok(catalogueCalls.listCategory, { path: pathOf(category), ...filters });
    const model = facetsOf(items, filters);
    expect(Object.fromEntries(facets.colours.map((v) => [v.key, v.count]))).toEqual(model.colours);
    expect(Object.fromEntries(facets.materials.map((v) => [v.key, v.count]))).toEqual(model.materials);
    expect(Object.fromEntries(facets.shops.map((v) => [v.id, v.count]))).toEqual(model.shops);
    expect(Object.fromEntries(facets.delivery.map((v) => [v.days, v.count]))).toEqual(model.delivery);
    expect(facets.inStock).toBe(model.inStock);
    expect(facets.onSale).toBe(model.onSale);
    expect(facets.price && { min: facets.price.min.value, max: facets.price.max.value }).toEqual(model.price);
  });

  it('names facet values in the buyer’s language', async () => {
    const { facets } = await speaking('de').ok(catalogueCalls.listCategory, { path: 'living-room' });
    expect(facets.colours.find((c) => c.key === 'grey')!.name).toBe('Grau');
    expect(facets.materials.find((m) => m.key === 'fabric')!.name).toBe('Stoff');
  });

  const lowest = (id: number, filters: ModelFilters) => Math.min(...passingSkus(MODEL.find((m) => m.id === id)!, filters).map((s) => s.priceCents));

  it('sorts by price (the cheapest sku passing the filters), both ways, and by newest', async () => {
    const filters: ModelFilters = { colours: ['grey', 'black'] };
    const path = 'living-room';
    const up = await everyPage((page) => server.client().ok(catalogueCalls.listCategory, { path, ...filters, sort: 'priceAsc', page, pageSize: 48 }));
    const prices = up.map((card) => lowest(card.itemId, filters));
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    const down = await everyPage((page) => server.client().ok(catalogueCalls.listCategory, { path, ...filters, sort: 'priceDesc', page, pageSize: 48 }));
    expect(down.map((card) => lowest(card.itemId, filters))).toEqual([...prices].sort((a, b) => b - a));
    const newest = await everyPage((page) => server.client().ok(catalogueCalls.listCategory, { path, ...filters, sort: 'newest', page, pageSize: 48 }));
    expect(newest.map((c) => c.itemId)).toEqual(modelIds(listed(itemsUnder(LIVING_ROOM), filters)).reverse());
  });

  it('sorts by the mall’s own order by default, and by rating (rated items first, best first)', async () => {
    const path = 'living-room';
    const own = await everyPage((page) => server.client().ok(catalogueCalls.listCategory, { path, page, pageSize: 48 }));
    expect(own.map((c) => c.itemId)).toEqual([...itemsUnder(LIVING_ROOM)].sort((a, b) => a.sort - b.sort).map((m) => m.id));
    const rated = (await everyPage((page) => server.client().ok(catalogueCalls.listCategory, { path, sort: 'rating', page, pageSize: 48 }))) as Array<{ itemId: number; rating: number | null }>;
    const ratings = rated.map((c) => c.rating);
    expect(ratings.some((r) => r !== null)).toBe(true);
    const firstUnrated = ratings.indexOf(null);
    expect(ratings.slice(firstUnrated).every((r) => r === null)).toBe(true);
    const values = ratings.slice(0, firstUnrated) as number[];
    expect(values).toEqual([...values].sort((a, b) => b - a));
  });

  it('pages without gaps or repeats, and bounds page and page size', async () => {
    const path = 'bedroom';
    const all = await everyPage((page) => server.client().ok(catalogueCalls.listCategory, { path, page, pageSize: 7 }));
    expect(new Set(all.map((c) => c.itemId)).size).toBe(itemsUnder(20).length);
    expect(all).toHaveLength(itemsUnder(20).length);
    const past = await server.client().ok(catalogueCalls.listCategory, { path, page: 99, pageSize: 48 });
    expect(past.items).toEqual([]);
    expect(past.total).toBe(itemsUnder(20).length);
    await server.client().fail(catalogueCalls.listCategory, { path, pageSize: catalogueCalls.MAX_PAGE_SIZE + 1 }, 400);
    await server.client().fail(catalogueCalls.listCategory, { path, page: catalogueCalls.MAX_PAGE + 1 }, 400);
  });
});

describe('search', () => {
  const sofas = modelIds(itemsUnder(SOFAS));
  const search = (q: string, more: ModelFilters & { path?: string } = {}) =>
    everyPage((page) => server.client().ok(catalogueCalls.searchCatalogue, { q, page, pageSize: 48, ...more }));

  it('finds every sofa by "sofa", and nothing that is not one', async () => {
    expect(ids(await search('sofa'))).toEqual(sofas);
  });

  it.each(['sfoa', 'sofq', 'Sofaa'])('forgives a typo: "%s" finds the sofas and says it searched for "sofa"', async (q) => {
    const answer = await server.client().ok(catalogueCalls.searchCatalogue, { q, pageSize: 48 });
    expect(ids(answer.items)).toEqual(sofas);
    expect(answer.understood).toBe('sofa');
  });

  it('matches a prefix: "sof" finds every sofa', async () => {
    expect(ids(await search('sof'))).toEqual(expect.arrayContaining(sofas));
  });

  it('understands German compounds: "Ecksofa" finds exactly the corner sofas, "Ledersofa" the leather sofas', async () => {
    expect(ids(await search('Ecksofa'))).toEqual(modelIds(itemsUnder(CORNER_SOFAS)));
    const leather = itemsUnder(SOFAS).filter((m) => m.skus.some((s) => s.material === 'leather'));
    expect(leather.length).toBeGreaterThan(0);
    expect(ids(await search('Ledersofa'))).toEqual(modelIds(leather));
  });

  it.each(['couch', 'Couch', 'settee'])('knows synonyms: "%s" finds every sofa, the sofas first', async (q) => {
    const found = (await search(q)).map((c) => c.itemId);
    expect([...found.slice(0, sofas.length)].sort((a, b) => a - b)).toEqual(sofas);
  });

  it('searches Chinese by substring: "沙发" finds every sofa, "转角沙发" the corner sofas', async () => {
    expect(ids(await search('沙发'))).toEqual(expect.arrayContaining(sofas));
    expect(ids(await search('转角沙发'))).toEqual(modelIds(itemsUnder(CORNER_SOFAS)));
  });

  it('applies the listing’s filters and facets to the hits, and searches within a category', async () => {
    const filters: ModelFilters = { colours: ['grey', 'blue'], inStock: true };
    const sofaItems = itemsUnder(SOFAS);
    expect(ids(await search('sofa', filters))).toEqual(modelIds(listed(sofaItems, filters)));
    const { facets } = await server.client().ok(catalogueCalls.searchCatalogue, { q: 'sofa', ...filters });
    expect(Object.fromEntries(facets.colours.map((v) => [v.key, v.count]))).toEqual(facetsOf(sofaItems, filters).colours);
    expect(ids(await search('sofa', { path: 'living-room/sofas/corner-sofas' }))).toEqual(modelIds(itemsUnder(CORNER_SOFAS)));
  });

  it('answers no result with an empty list and categories to browse instead', async () => {
    const answer = await server.client().ok(catalogueCalls.searchCatalogue, { q: 'xqzvw' });
    expect(answer.items).toEqual([]);
    expect(answer.total).toBe(0);
    expect(answer.categories.map((c) => c.path)).toEqual(CATEGORIES.filter((c) => c.parent === null).map((c) => c.key));
  });

  it('offers the categories a query names', async () => {
    const answer = await speaking('de').ok(catalogueCalls.searchCatalogue, { q: 'Ecksofa' });
    expect(answer.categories[0]).toMatchObject({ id: CORNER_SOFAS, name: 'Ecksofas' });
  });
});

describe('suggestions', () => {
  it('offers at most 8 products and 8 categories for a prefix, the products matching it', async () => {
    const answer = await server.client().ok(catalogueCalls.suggest, { q: 'sof' });
    expect(answer.products.length).toBeGreaterThan(0);
    expect(answer.products.length).toBeLessThanOrEqual(catalogueCalls.MAX_SUGGESTIONS);
    for (const product of answer.products) expect(itemsUnder(SOFAS).map((m) => m.id)).toContain(product.itemId);
    expect(answer.categories.map((c) => c.id)).toContain(SOFAS);
    for (const q of ['a', 'o', 'lamp', 'tisch', '灯']) {
      const many = await server.client().ok(catalogueCalls.suggest, { q });
      expect(many.products.length).toBeLessThanOrEqual(catalogueCalls.MAX_SUGGESTIONS);
      expect(many.categories.length).toBeLessThanOrEqual(catalogueCalls.MAX_SUGGESTIONS);
    }
  });

  it('works a prefix out once for every buyer asking it within a while, per language', async () => {
    const ask = (client: Client) => client.ok(catalogueCalls.suggest, { q: 'Nacht' });
    const before = server.statements.length;
    const first = await ask(speaking('de'));
    const asked = server.statements.length;
    expect(asked).toBeGreaterThan(before);
    expect(await ask(speaking('de'))).toEqual(first);
    expect(server.statements.length).toBe(asked);
    const english = await ask(speaking('en'));
    expect(server.statements.length).toBeGreaterThan(asked);
    expect(english.products.map((p) => p.itemId)).toEqual(first.products.map((p) => p.itemId));
  });

  it('names suggestions in the buyer’s language', async () => {
    const answer = await speaking('zh-CN').ok(catalogueCalls.suggest, { q: '转角' });
    expect(answer.products.length).toBeGreaterThan(0);
    for (const product of answer.products) expect(product.name).toBe(MODEL.find((m) => m.id === product.itemId)!.names.zh);
    expect(answer.categories.map((c) => c.name)).toContain('转角沙发');
  });
});
