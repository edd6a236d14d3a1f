/**
 * Issue 30 item 5: every seeded product shows rendered photographs (at least three), each sku one of
 * its product's, and every file of the convention (each width, AVIF and WebP) is there, served with
 * its own content type and a year's immutable caching; nothing else is served under the folder.
 */
import { itemCalls, parseProductPicture, PRODUCT_PICTURE_FORMATS, PRODUCT_PICTURE_WIDTHS, productPictureUrl } from '@mall/shared/contract';
import { startTestServer, type TestServer } from './helpers/server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

/** AVIF: an ISO-BMFF `ftyp` box of brand avif; WebP: a RIFF file of form WEBP. */
const SIGNATURES = {
  avif: (b: Uint8Array) => Buffer.from(b.subarray(4, 12)).toString('latin1') === 'ftypavif',
  webp: (b: Uint8Array) => Buffer.from(b.subarray(0, 4)).toString('latin1') === 'RIFF' && Buffer.from(b.subarray(8, 12)).toString('latin1') === 'WEBP',
};

async function seededPictures() {
  const items = await server.db.query<{ id: number; pictures: string[] }>('select id, pictures from items order by id');
  const skus = await server.db.query<{ id: number; item_id: number; picture: string | null }>('select id, item_id, picture from skus order by id');
  return { items, skus };
}

describe('product pictures', () => {
  it('gives every seeded product at least three photographs, and each sku one of its product\'s', async () => {
    const { items, skus } = await seededPictures();
    expect(items.length).toBeGreaterThanOrEqual(200);
    for (const item of items) {
      expect({ id: item.id, count: item.pictures.length >= 3 }).toEqual({ id: item.id, count: true });
      for (const url of item.pictures) expect({ id: item.id, url, parsed: parseProductPicture(url) !== null }).toEqual({ id: item.id, url, parsed: true });
      // Front, three-quarter and a detail of the main look.
      expect(new Set(item.pictures.map((url) => parseProductPicture(url)!.view))).toEqual(new Set(['three-quarter', 'front', 'detail']));
    }
    const byItem = new Map(items.map((item) => [item.id, item.pictures]));
    for (const sku of skus) expect({ sku: sku.id, shown: byItem.get(sku.item_id)!.includes(sku.picture ?? '') }).toEqual({ sku: sku.id, shown: true });
  });

  it('answers the photographs on the cards and the product page', async () => {
    const { items } = await seededPictures();
    const cards = await server.client().ok(itemCalls.recommendItems, { itemSize: 50 });
    for (const card of cards) expect(card.mainImage).toBe(items.find((item) => item.id === card.itemId)!.pictures[0]);
    const detail = await server.client().ok(itemCalls.itemDetail, { id: 1001 });
    expect(detail.images).toEqual(items.find((item) => item.id === 1001)!.pictures);
  });

  it('serves every file of every seeded picture, as AVIF or WebP, cached for a year', async () => {
    const { items } = await seededPictures();
    const files = new Set<string>();
    for (const url of items.flatMap((item) => item.pictures)) {
      const picture = parseProductPicture(url)!;
      for (const width of PRODUCT_PICTURE_WIDTHS) for (const format of PRODUCT_PICTURE_FORMATS) files.add(productPictureUrl(picture.look, picture.view, width, format));
    }
    const failures: string[] = [];
    for (const file of files) {
      const res = await fetch(`${server.url}${file}`);
      const body = new Uint8Array(await res.arrayBuffer());
      const format = parseProductPicture(file)!.format;
      const ok =
        res.status === 200 &&
        res.headers.get('content-type') === `image/${format}` &&
        res.headers.get('cache-control') === 'public, max-age=31536000, immutable' &&
        res.headers.get('x-content-type-options') === 'nosniff' &&
        SIGNATURES[format](body);
      if (!ok) failures.push(`${file}: ${res.status} ${res.headers.get('content-type')}`);
    }
    expect(failures).toEqual([]);
  });

  it.each([
    ['a look nobody rendered', '/media/products/sofa_fabric_000000/front-640.webp'],
    ['a width not rendered', '/media/products/3-seater-sofa_fabric_b8bcc2/front-641.webp'],
    ['another format', '/media/products/3-seater-sofa_fabric_b8bcc2/front-640.png'],
    ['a view not rendered', '/media/products/3-seater-sofa_fabric_b8bcc2/back-640.webp'],
    ['a way out of the folder', '/media/products/..%2F..%2Fpackage.json/front-640.webp'],
    ['an encoded dot segment', '/media/products/%2E%2E/front-640.webp'],
  ])('answers 404 for %s', async (_, path) => {
    const res = await fetch(`${server.url}${path}`);
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).not.toMatch(/^image\//);
  });

  it('draws the fallback illustration without any text', async () => {
    const svg = await (await fetch(`${server.url}/media/items/101.svg`)).text();
    expect(svg).not.toMatch(/<text/);
  });
});
