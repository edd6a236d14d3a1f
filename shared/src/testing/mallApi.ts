import type { ItemDetail, ProductCard } from '../contract/item';

/** A mall-api answer in its envelope. */
export const okAnswer = (data: unknown): Response => new Response(JSON.stringify({ success: true, data }), { headers: { 'content-type': 'application/json' } });

/** A refusal in mall-api's envelope (NOT_FOUND by default). */
export const refusal = (code = 'NOT_FOUND', status = 404): Response =>
  new Response(JSON.stringify({ success: false, error: { code, message: code } }), { status, headers: { 'content-type': 'application/json' } });

export type MallApiAnswers = Record<string, () => Response | Promise<Response>>;

/**
 * A mall-api stand-in for the servers' tests (the host's pages, the remotes' server renderers): a
 * `fetch` that records each call's path, headers and body and answers by the path's ending.
 */
export function mallApiStandIn(answers: MallApiAnswers) {
  const seen: Array<{ path: string; headers: Headers; body: unknown }> = [];
  const fetch = (async (input: Request | string | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const path = new URL(request.url).pathname;
    seen.push({ path, headers: request.headers, body: await request.clone().json().catch(() => null) });
    const answer = Object.entries(answers).find(([suffix]) => path.endsWith(suffix));
    return answer ? answer[1]() : refusal();
  }) as typeof globalThis.fetch;
  return { fetch, seen };
}

/** A product card as mall-api lists it (the Oslo sofa); patch what the test is about. */
export const testProductCard = (over: Partial<ProductCard> = {}): ProductCard => ({
  itemId: 101, mainImage: '/media/sofa.jpg', defaultSkuId: 1001, name: 'Oslo 3-seater sofa', salePrc: { value: 1299.5, currency: 'EUR' },
  originalPrc: { value: 1499, currency: 'EUR' }, shopId: 1, sellerId: 1, urlKey: 'oslo-3-seater-sofa', itemShortName: null, advertise: null,
  selfManagement: false, commerceType: 'B2C', shopType: 'NORMAL', minQty: 1, marketingUnit: null, ...over,
});

/** That product's detail page data. */
export const testItemDetail = (over: Partial<ItemDetail> = {}): ItemDetail => ({
  ...testProductCard(), description: 'Deep seats.', images: ['/media/sofa.jpg', '/media/sofa-2.jpg'], skus: [], shop: { id: 1, siteName: 'Nordic Living' },
  businessTypeDict: null, adjustStep: 1, categories: [], rating: null, lateSections: { combinedSetLines: [], shopItemsInStock: 0 }, dimensions: null, materials: [], delivery: null, preSale: null, ...over,
});
