/**
 * Issue 30 item 6: the item detail tells what a furniture page needs: dimensions with seat height
 * and weight, materials and their care in the buyer's language, delivery dates per market from the
 * shop's lead time and country, and a pre-sale's deposit and balance.
 */
import { itemCalls, reviewCalls, type ItemDetail } from '@mall/shared/contract';
import { startTestServer, type TestServer } from './helpers/server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const detail = (id: number, language?: string): Promise<ItemDetail> => {
  const client = server.client();
  if (language) client.cookie = `mall.language=${language}`;
  return client.ok(itemCalls.itemDetail, { id });
};

/** The UTC calendar day `days` after `from`'s. */
const dayAfter = (from: Date, days: number) =>
  new Date(Date.UTC(from.getUTCFullYear(), from.getUTCMonth(), from.getUTCDate()) + days * 86_400_000).toISOString().slice(0, 10);

describe('dimensions', () => {
  it('answers width, depth and height, the seat height of seating and a weight', async () => {
    // Oslo sofa: 220 × 95 × 78 cm, a three-seater (seat 44 cm), 55 kg per m³ of its box.
    expect((await detail(101)).dimensions).toEqual({ widthCm: 220, depthCm: 95, heightCm: 78, seatHeightCm: 44, weightKg: 89.7 });
    // A bar stool's seat is its top; a table has no seat.
    expect((await detail(111)).dimensions).toMatchObject({ heightCm: 75, seatHeightCm: 75 });
    expect((await detail(104)).dimensions).toMatchObject({ widthCm: 160, seatHeightCm: null });
    expect((await detail(104)).dimensions?.weightKg).toBeGreaterThan(0);
  });

  it('answers none for what has no size (a gift card)', async () => {
    expect((await detail(126)).dimensions).toBeNull();
  });

  it('covers the generated range too', async () => {
    const range = await detail(1001);
    expect(range.dimensions).toMatchObject({ widthCm: expect.any(Number), weightKg: expect.any(Number) });
  });
});

describe('materials and care', () => {
  it('names each material of the skus once, in their order, with its care, in the buyer’s language', async () => {
    const english = await detail(101);
    expect(english.materials.map((m) => [m.key, m.name])).toEqual([['fabric', 'Fabric'], ['leather', 'Leather']]);
    expect(english.materials[0]?.care).toMatch(/^Vacuum with a soft brush/);
    const german = await detail(101, 'de');
    expect(german.materials.map((m) => m.name)).toEqual(['Stoff', 'Leder']);
    expect(german.materials[1]?.care).toMatch(/Lederbalsam/);
    const chinese = await detail(101, 'zh-CN');
    expect(chinese.materials.map((m) => m.name)).toEqual(['布艺', '真皮']);
    expect(chinese.materials[0]?.care).toMatch(/吸尘/);
  });

  it('answers none where no material is filed (a gift card)', async () => {
    expect((await detail(126)).materials).toEqual([]);
  });
});

describe('delivery', () => {
  it('dates delivery per market from the shop’s lead time: at home sooner than across Europe', async () => {
    const before = new Date();
    const sofa = await detail(101);
    const after = new Date();
    // Nordhaus Living ships from Germany, 28 days to make the sofa.
    expect(sofa.delivery).toMatchObject({ leadDays: 28, shipsFrom: 'DE' });
    const of = (country: string) => sofa.delivery!.estimates.find((e) => e.country === country);
    // The day turning between the call and the clock read: either day's dates are right.
    const expected = (days: [number, number]) => [before, after].map((now) => ({ earliest: dayAfter(now, 28 + days[0]), latest: dayAfter(now, 28 + days[1]) }));
    expect(expected([1, 3])).toContainEqual({ earliest: of('DE')!.earliest, latest: of('DE')!.latest });
    expect(expected([2, 4])).toContainEqual({ earliest: of('AT')!.earliest, latest: of('AT')!.latest });
    expect(expected([4, 7])).toContainEqual({ earliest: of('ES')!.earliest, latest: of('ES')!.latest });
    expect(sofa.delivery!.estimates.map((e) => e.country)).toEqual(['FR', 'ES', 'IT', 'NL', 'DE', 'PL', 'SE', 'PT', 'IE', 'AT', 'BE', 'LU', 'UK']);
  });

  it('follows the shop: a Spanish shop delivers sooner in Spain than in Germany', async () => {
    const bench = await detail(112);
    expect(bench.delivery?.shipsFrom).toBe('ES');
    const of = (country: string) => bench.delivery!.estimates.find((e) => e.country === country)!;
    expect(of('ES').latest < of('DE').latest).toBe(true);
  });

  it('answers none for what no carrier delivers (a gift card is sent by e-mail)', async () => {
    expect((await detail(126)).delivery).toBeNull();
  });
});

describe('pre-sale', () => {
  it('answers the deposit and the balance of every sku of a pre-sale item', async () => {
    // Capri corner sofa: 300 € deposit; 1,690 € and 1,790 € skus.
    expect((await detail(117)).preSale).toEqual({
      skus: [
        { skuId: 1171, depositPrc: { value: 300, currency: 'EUR' }, balancePrc: { value: 1390, currency: 'EUR' } },
        { skuId: 1172, depositPrc: { value: 300, currency: 'EUR' }, balancePrc: { value: 1490, currency: 'EUR' } },
      ],
    });
  });

  it('answers none for an item sold at once', async () => {
    expect((await detail(101)).preSale).toBeNull();
  });
});

describe('an item’s public reviews', () => {
  it('answers the rating, the count per star and the newest reviews to a visitor without a session, naming no buyer', async () => {
    // Anna's five-star review of the Fjord armchair (seed/orders.ts), with the shop's reply.
    const reviews = await server.client().ok(reviewCalls.itemReviews, { itemId: 102 });
    expect(reviews.rating).toEqual({ average: 5, count: 1 });
    expect(reviews.stars).toEqual([
      { rate: 5, count: 1 },
      { rate: 4, count: 0 },
      { rate: 3, count: 0 },
      { rate: 2, count: 0 },
      { rate: 1, count: 0 },
    ]);
    expect(reviews.latest).toHaveLength(1);
    const [review] = reviews.latest;
    expect(Object.keys(review!).sort()).toEqual(['attributes', 'content', 'createdAt', 'id', 'rate', 'shopReply']);
    expect(review).toMatchObject({ rate: 5, content: expect.stringMatching(/^Very comfortable/), shopReply: { content: 'Thank you, Anna! Enjoy your new reading corner.' } });
    expect(review!.attributes).toContainEqual({ attrKey: 'Frame', attrVal: 'Oak' });
    // Nothing in the answer names or numbers the buyer.
    expect(JSON.stringify(reviews)).not.toMatch(/commentator|buyer|userId|images|nickname/i);
  });

  it('answers an empty summary for an item nobody reviewed, 404 for an unknown item, and at most 10', async () => {
    expect(await server.client().ok(reviewCalls.itemReviews, { itemId: 1001 })).toEqual({
      rating: null,
      stars: [5, 4, 3, 2, 1].map((rate) => ({ rate, count: 0 })),
      latest: [],
    });
    await server.client().fail(reviewCalls.itemReviews, { itemId: 4242 }, 404);
    await server.client().fail(reviewCalls.itemReviews, { itemId: 102, size: 11 }, 400);
  });
});
