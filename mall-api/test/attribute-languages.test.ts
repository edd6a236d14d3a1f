/**
 * Issue 30 item 7: a sku's attribute names and values (the shops write them in English) are
 * answered in the buyer's language wherever they appear: the product page, public reviews, the
 * cart, orders. A word the dictionary has not (a size) stays as written.
 */
import { cartCalls, itemCalls, reviewCalls, type OrderDetail } from '@mall/shared/contract';
import { DEMO, loggedIn } from './helpers/accounts';
import { reading } from './helpers/language';
import { orderDetailOf } from './helpers/orderDetail';
import { startTestServer, type TestServer } from './helpers/server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const ENGLISH_NAMES = ['Colour', 'Material', 'Frame', 'Finish', 'Length', 'Size', 'Glass', 'Top'];

describe('sku attributes in the buyer’s language', () => {
  it('on the product page: names and values in German and Chinese, English for English', async () => {
    const german = await reading(server.client(), 'de').ok(itemCalls.itemDetail, { id: 101 });
    expect(german.skus[0]?.attributes).toEqual([{ attrKey: 'Farbe', attrVal: 'Hellgrau' }, { attrKey: 'Material', attrVal: 'Stoff' }]);
    const chinese = await reading(server.client(), 'zh-CN').ok(itemCalls.itemDetail, { id: 101 });
    expect(chinese.skus[2]?.attributes).toEqual([{ attrKey: '颜色', attrVal: '干邑棕' }, { attrKey: '材质', attrVal: '真皮' }]);
    const english = await server.client().ok(itemCalls.itemDetail, { id: 101 });
    expect(english.skus[0]?.attributes).toEqual([{ attrKey: 'Colour', attrVal: 'Light grey' }, { attrKey: 'Material', attrVal: 'Fabric' }]);
  });

  it('keeps what has no translation (a size) as the shop wrote it', async () => {
    const bed = await reading(server.client(), 'de').ok(itemCalls.itemDetail, { id: 105 });
    expect(bed.skus[0]?.attributes).toEqual([{ attrKey: 'Größe', attrVal: '140 × 200 cm' }]);
  });

  it('in the generated range (019’s colour families and materials)', async () => {
    const range = await reading(server.client(), 'de').ok(itemCalls.itemDetail, { id: 1001 });
    for (const sku of range.skus) expect(sku.attributes.map((a) => a.attrKey)).toEqual(['Farbe', 'Material']);
  });

  it('in an item’s public reviews', async () => {
    const reviews = await reading(server.client(), 'de').ok(reviewCalls.itemReviews, { itemId: 102 });
    expect(reviews.latest[0]?.attributes).toContainEqual({ attrKey: 'Gestell', attrVal: 'Eiche' });
  });

  it('in the cart and on an order', async () => {
    const anna = reading(await loggedIn(server, DEMO.buyer), 'zh-CN');
    const sofa = await anna.ok(itemCalls.itemDetail, { id: 101 });
    await anna.ok(cartCalls.batchCreateCartLines, [
      { cartLineTypeDict: 'NORMAL_SALE_B2C', item: { id: 101 }, seller: { id: sofa.sellerId }, shop: { id: 1 }, sku: { id: 1012 }, skuQty: 1, snapshotPrc: 899 },
    ]);
    const cart = await anna.ok(cartCalls.cartList, {});
    const line = JSON.stringify(cart);
    expect(line).toContain('"attrKey":"颜色","attrVal":"深蓝色"');
    const order: OrderDetail = await orderDetailOf(anna, 5001);
    const keys = JSON.stringify(order).match(/"attrKey":"[^"]*"/g) ?? [];
    expect(keys.length).toBeGreaterThan(0);
    for (const key of keys) expect(ENGLISH_NAMES.map((name) => `"attrKey":"${name}"`)).not.toContain(key);
  });
});
