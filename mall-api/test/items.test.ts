import { catalogueCalls, ErrorCode, itemCalls } from '@mall/shared/contract';
import { startTestServer, type TestServer } from './helpers/server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('recommend', () => {
  it('answers 12 product cards by default, with their rendered photographs and euro prices', async () => {
    const cards = await server.client().ok(itemCalls.recommendItems, {});
    expect(cards).toHaveLength(12);
    for (const card of cards) {
      expect(card.mainImage).toMatch(/^\/media\/products\/[a-z0-9-]+_[a-z-]+_[0-9a-f]{6}\/three-quarter-640\.webp$/);
      expect(card.salePrc.currency).toBe('EUR');
      if (card.originalPrc) expect(card.originalPrc.value).toBeGreaterThan(card.salePrc.value);
    }
    expect(new Set(cards.map((c) => c.shopId)).size).toBeGreaterThan(1);
  });

  it('answers as many as itemSize asks, never an item sold out in every sku', async () => {
    expect(await server.client().ok(itemCalls.recommendItems, { itemSize: 3 })).toHaveLength(3);
    // The catalogue holds over 200 items (issue 32); 125 (Ember wall sconce) is sold out in every sku.
    const cards = await server.client().ok(itemCalls.recommendItems, { itemSize: 50 });
    expect(cards).toHaveLength(50);
    expect(cards.map((c) => c.itemId)).not.toContain(125);
  });

  it('around an item: leaves it out and puts the same kind of furniture first', async () => {
    // 101 is a sofa; 117 (Capri corner sofa) is the other one.
    const cards = await server.client().ok(itemCalls.recommendItems, { id: 101, itemSize: 5 });
    expect(cards.map((c) => c.itemId)).not.toContain(101);
    expect(cards[0]?.itemId).toBe(117);
  });

  it('refuses an unknown item (404) and a size out of range (400)', async () => {
    expect((await server.client().fail(itemCalls.recommendItems, { id: 9999 }, 404)).code).toBe(ErrorCode.notFound);
    const error = await server.client().fail(itemCalls.recommendItems, { itemSize: 0 }, 400);
    expect(error.fields?.[0]?.field).toBe('itemSize');
  });
});

describe('detail', () => {
  it('names the category trail, room first, in the buyer’s language, by id and by url key alike (issue 32: breadcrumbs)', async () => {
    const german = server.client();
    german.cookie = 'mall.language=de';
    const byKey = await german.ok(itemCalls.itemDetailByUrlKey, { urlKey: 'oslo-3-seater-sofa' });
    expect(byKey.categories.map((c) => c.path)).toEqual(['living-room', 'living-room/sofas', 'living-room/sofas/three-seater-sofas']);
    expect(byKey.categories.map((c) => c.name)).toEqual(['Wohnzimmer', 'Sofas', '3-Sitzer-Sofas']);
    const english = await server.client().ok(itemCalls.itemDetail, { id: 117 });
    expect(english.categories.map((c) => c.path)).toEqual(['living-room', 'living-room/sofas', 'living-room/sofas/corner-sofas']);
    expect(english.categories[0]?.name).toBe('Living room');
  });

  it('carries the buyers’ rating as the listings count it, and null before the first review', async () => {
    const listing = await server.client().ok(catalogueCalls.listCategory, { path: 'living-room', sort: 'rating', pageSize: 48 });
    const rated = listing.items.find((card) => card.rating !== null)!;
    const detail = await server.client().ok(itemCalls.itemDetail, { id: rated.itemId });
    expect(detail.rating).toEqual({ average: rated.rating, count: rated.reviewCount });
    const unrated = listing.items.find((card) => card.rating === null)!;
    expect((await server.client().ok(itemCalls.itemDetail, { id: unrated.itemId })).rating).toBeNull();
  });

  it('answers the item with every sku, its images and its shop', async () => {
    const item = await server.client().ok(itemCalls.itemDetail, { id: 101 });
    expect(item).toMatchObject({
      itemId: 101,
      name: 'Oslo 3-seater sofa',
      urlKey: 'oslo-3-seater-sofa',
      defaultSkuId: 1011,
      shop: { id: 1, siteName: 'Nordhaus Living' },
      salePrc: { value: 899, currency: 'EUR' },
      originalPrc: { value: 1099, currency: 'EUR' },
    });
    expect(item.skus.map((s) => s.id)).toEqual([1011, 1012, 1013]);
    expect(item.skus[2]).toMatchObject({ name: 'Cognac leather', salePrc: { value: 1499 }, image: '/media/products/3-seater-sofa_leather_9a5a2c/three-quarter-640.webp' });
    expect(item.skus[0]?.attributes).toContainEqual({ attrKey: 'Colour', attrVal: 'Light grey' });
    // The main look in three views, then the other skus' looks (issue 30 item 5).
    expect(item.images).toEqual([
      '/media/products/3-seater-sofa_fabric_b8bcc2/three-quarter-640.webp',
      '/media/products/3-seater-sofa_fabric_b8bcc2/front-640.webp',
      '/media/products/3-seater-sofa_fabric_b8bcc2/detail-640.webp',
      '/media/products/3-seater-sofa_fabric_2f3e5c/three-quarter-640.webp',
      '/media/products/3-seater-sofa_leather_9a5a2c/three-quarter-640.webp',
    ]);
  });

  it('answers 404 for an unknown item', async () => {
    await server.client().fail(itemCalls.itemDetail, { id: 4242 }, 404);
  });
});
