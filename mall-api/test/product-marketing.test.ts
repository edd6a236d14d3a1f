import { cartCalls, contentCalls, ErrorCode, itemCalls, marketingCalls, orderCalls } from '@mall/shared/contract';
import { pickPrize, seededRandom } from '../src/domain/marketing';
import { readOutbox } from '../src/domain/outbox';
import { DEMO, loggedIn } from './helpers/accounts';
import { cartLine, chair, guest, lamp, placeOrder } from './helpers/checkoutFlow';
import type { Client } from './helpers/client';
import { payWithMockPay } from './helpers/mockpay';
import { startTestServer, type TestServer } from './helpers/server';

let server: TestServer;
let anna: Client;
let ben: Client;
beforeAll(async () => {
  server = await startTestServer();
  anna = await loggedIn(server, DEMO.buyer);
  ben = await loggedIn(server, DEMO.buyer2);
});
afterAll(() => server.close());

/** Cart lines to a paid order (MOCKPAY, paid on its hosted page); answers the order ids. */
async function paidOrder(client: Client, lines: Parameters<typeof placeOrder>[1]): Promise<number[]> {
  const { submitted } = await placeOrder(client, lines);
  await payWithMockPay(client, submitted.tradeContractId);
  return submitted.tradeOrderIds;
}
const giftCard = (qty = 1) => cartLine(1261, 126, 24, qty, 50);

describe('items: skus, sets and recommendations', () => {
  it('answers each attribute combination as its own sku with its price, stock and suffix, and the by-weight step', async () => {
    const sofa = await server.client().ok(itemCalls.itemDetailByUrlKey, { urlKey: 'oslo-3-seater-sofa' });
    expect(sofa.skus.map((s) => [s.attributes.map((a) => a.attrVal).join('/'), s.salePrc.value, s.skuUrlSuffix])).toEqual([
      ['Light grey/Fabric', 899, '?skuId=1011'],
      ['Dark blue/Fabric', 899, '?skuId=1012'],
      ['Cognac/Leather', 1499, '?skuId=1013'],
    ]);
    expect(sofa).toMatchObject({ adjustStep: 1, minQty: 1, businessTypeDict: null, marketingUnit: null });
    const pendant = await server.client().ok(itemCalls.itemDetail, { id: 120 });
    expect(pendant.skus.find((s) => s.id === 1203)?.stock).toBe(0);
    const firewood = await server.client().ok(itemCalls.itemDetail, { id: 127 });
    expect(firewood).toMatchObject({ adjustStep: 5, minQty: 10, businessTypeDict: 'weight', marketingUnit: { unitName: 'kg' } });
    await server.client().fail(itemCalls.itemDetailByUrlKey, { urlKey: 'no-such-chair' }, 404);
  });

  it('refuses a by-weight quantity off its step or under its minimum, on adding and on changing the line, and takes one that is on both', async () => {
    const client = await guest(server);
    const firewood = (qty: number) => cartLine(1271, 127, 22, qty, 0.9);
    expect((await client.fail(cartCalls.batchCreateCartLines, [firewood(3)], 400)).fields).toEqual([{ field: '0.skuQty', message: 'cart.qtyStep' }]);
    expect((await client.fail(cartCalls.batchCreateCartLines, [firewood(12)], 400)).fields).toEqual([{ field: '0.skuQty', message: 'cart.qtyStep' }]);
    // 5 kg is on the step but under the 10 kg minimum.
    expect((await client.fail(cartCalls.batchCreateCartLines, [firewood(5)], 400)).fields).toEqual([{ field: '0.skuQty', message: 'cart.qtyBelowMin' }]);
    // The product card's quick add puts the minimum in.
    const card = (await client.ok(itemCalls.recommendByItem, { itemShopId: 2, itemSize: 50 })).find((c) => c.itemId === 127)!;
    expect(card).toMatchObject({ minQty: 10, marketingUnit: { unitName: 'kg' } });
    expect((await client.ok(cartCalls.batchCreateCartLines, [firewood(card.minQty)])).count).toBe(10);

    const lineOf = async () => (await client.ok(cartCalls.cartList, { country: 'DE' })).cartGroupList.flatMap((g) => g.childGroupList.flatMap((c) => c.cartLineList)).find((l) => l.sku.id === 1271)!;
    const line = await lineOf();
    expect(line).toMatchObject({ skuQty: 10, adjustStep: 5, minQty: 10, marketingUnit: { unitName: 'kg' } });
    // Adding 5 kg more to a line of 10 kg is fine: the line holds 15 kg.
    expect((await client.ok(cartCalls.batchCreateCartLines, [firewood(5)])).count).toBe(15);
    expect((await client.fail(cartCalls.updateCartLine, { id: line.id, skuQty: 12, country: 'DE' }, 400)).fields).toEqual([{ field: 'skuQty', message: 'cart.qtyStep' }]);
    expect((await client.fail(cartCalls.updateCartLine, { id: line.id, skuQty: 5, country: 'DE' }, 400)).fields).toEqual([{ field: 'skuQty', message: 'cart.qtyBelowMin' }]);
    expect((await lineOf()).skuQty).toBe(15);
    await client.ok(cartCalls.updateCartLine, { id: line.id, skuQty: 20, country: 'DE' });
    expect((await lineOf()).skuQty).toBe(20);
    // By the piece, step and minimum are 1.
    await client.ok(cartCalls.batchCreateCartLines, [chair(1)]);
    expect((await client.ok(cartCalls.cartList, { country: 'DE' })).cartGroupList.flatMap((g) => g.childGroupList.flatMap((c) => c.cartLineList)).find((l) => l.sku.id !== 1271)).toMatchObject({ adjustStep: 1, minQty: 1, marketingUnit: null });
  });

  it('links order lines to the product page with the sku suffix', async () => {
    const page = await anna.ok(orderCalls.pageOrders, { searchStatus: 'all', pageNo: 1, pageSize: 5 });
    const line = page.data[0]!.tradeOrderLineList[0]!;
    expect(line.sku.skuUrlSuffix).toBe(`?skuId=${line.sku.id}`);
  });

  it('answers the combined sets an item belongs to, with every line and the set total', async () => {
    const sets = await server.client().ok(itemCalls.itemCombinedFlow, { itemId: 103 });
    expect(sets).toHaveLength(1);
    expect(sets[0]!.lines.map((l) => [l.skuId, l.qty])).toEqual([[1041, 1], [1031, 4]]);
    expect(sets[0]!.totalPrc).toEqual({ value: 749 + 4 * 129, currency: 'EUR' });
    expect(await server.client().ok(itemCalls.itemCombinedFlow, { itemId: 110 })).toEqual([]);
  });

  it('recommends more from the shop without the item viewed or a sold-out item', async () => {
    const more = await server.client().ok(itemCalls.recommendByItem, { itemShopId: 3, itemId: 106, itemSize: 20 });
    const ids = more.map((c) => c.itemId);
    expect(ids).not.toContain(106);
    expect(ids).not.toContain(125); // every sku of the Ember sconce is sold out
    expect(more.every((c) => c.shopId === 3)).toBe(true);
    expect(ids).toEqual(expect.arrayContaining([115, 118, 120, 123]));
    expect(await server.client().ok(itemCalls.recommendByItem, { itemShopId: 3, itemSize: 2 })).toHaveLength(2);
  });

  it("tells on every item's page what its late sections will hold: the lines of each of its sets and the shop's other items in stock (issue 30, CLS)", async () => {
    const items = await server.db.query<{ id: number; url_key: string; shop_id: number }>('select id, url_key, shop_id from items order by id');
    const client = server.client();
    for (const item of items) {
      const { lateSections } = await client.ok(itemCalls.itemDetailByUrlKey, { urlKey: item.url_key });
      const sets = await client.ok(itemCalls.itemCombinedFlow, { itemId: item.id });
      const more = await client.ok(itemCalls.recommendByItem, { itemShopId: item.shop_id, itemId: item.id, itemSize: 50 });
      expect([item.url_key, lateSections]).toEqual([item.url_key, { combinedSetLines: sets.map((set) => set.lines.length), shopItemsInStock: more.length }]);
    }
    // A table in a set of two lines (with its chairs).
    const bergen = await client.ok(itemCalls.itemDetailByUrlKey, { urlKey: 'bergen-extendable-dining-table' });
    expect(bergen.lateSections.combinedSetLines).toEqual([2]);
  });

  it('never recommends a sold-out item, with or without an item around, nor the item around', async () => {
    expect((await server.client().ok(itemCalls.recommendItems, { itemSize: 50 })).map((c) => c.itemId)).not.toContain(125);
    const around = (await server.client().ok(itemCalls.recommendItems, { id: 106, itemSize: 50 })).map((c) => c.itemId);
    expect(around).not.toContain(125);
    expect(around).not.toContain(106);
    expect(around.length).toBeGreaterThan(10);
  });
});

describe('articles', () => {
  it('records a look-up with or without a session, and related articles put the same category first, then the most read', async () => {
    expect(await server.client().ok(contentCalls.createArticleLookUp, { articleId: 4 })).toEqual({ recorded: true });
    await anna.ok(contentCalls.createArticleLookUp, { articleId: 4 });
    const related = await server.client().ok(contentCalls.listArticleRecommend, { articleId: 1 });
    // Customer service holds 1-4 and the benefit article 10 (seed/account.ts): 4 read twice, then the rest of the column.
    expect(related.map((a) => a.id)).toEqual([4, 2, 3, 10]);
    expect(related.map((a) => a.id)).not.toContain(1);
    await server.client().fail(contentCalls.createArticleLookUp, { articleId: 999 }, 404);
    await server.client().fail(contentCalls.listArticleRecommend, { articleId: 999 }, 404);
  });

  it('answers the site user-protocol articles by code', async () => {
    const all = await server.client().ok(contentCalls.queryUpArticleInfo, { site: 'EU' });
    expect(all.map((a) => [a.code, a.id])).toEqual([['ACCOUNT_CLOSING', 9], ['PRIVACY_POLICY', 8], ['USER_AGREEMENT', 7]]);
    const closing = await server.client().ok(contentCalls.queryUpArticleInfo, { site: 'EU', codes: ['ACCOUNT_CLOSING'] });
    expect(closing).toHaveLength(1);
    expect(closing[0]!.body).toContain('<li>');
    expect(await server.client().ok(contentCalls.queryUpArticleInfo, { site: 'US' })).toEqual([]);
  });
});

describe('the lucky draw', () => {
  it('the seeded random source decides the same prize for the same order, by the weights', () => {
    const prizes = [{ id: 1, weight: 60 }, { id: 2, weight: 40 }, { id: 3, weight: 0 }];
    expect(pickPrize(prizes, 7, 5001)).toBe(pickPrize(prizes, 7, 5001));
    const wins = Array.from({ length: 1000 }, (_, orderId) => pickPrize(prizes, 7, orderId + 1).id);
    expect(wins).not.toContain(3);
    const share = wins.filter((id) => id === 1).length / 1000;
    expect(share).toBeGreaterThan(0.55);
    expect(share).toBeLessThan(0.65);
    expect(seededRandom(1)()).toBe(seededRandom(1)());
  });

  it('shows the activity for a paid order, draws once, refuses a second draw, credits points prizes and lists winnings', async () => {
    const [orderId] = await paidOrder(ben, [chair()]);
    const content = await ben.ok(marketingCalls.drawPrizeContent, { orderId: orderId! });
    expect(content.activity?.name).toBe('Spring lucky draw');
    expect(content.drawn).toBeNull();
    const before = await server.db.query<{ points_balance: number }>('select points_balance from customers where user_id = 2');
    const won = await ben.ok(marketingCalls.drawPrize, { orderId: orderId! });
    const expected = pickPrize([{ id: 1, weight: 60 }, { id: 2, weight: 40 }], 20260415, orderId!);
    expect(won.prize.id).toBe(expected.id);
    const second = await ben.fail(marketingCalls.drawPrize, { orderId: orderId! }, 409);
    expect(second.code).toBe(marketingCalls.PRIZE_ALREADY_DRAWN);
    expect((await ben.ok(marketingCalls.drawPrizeContent, { orderId: orderId! })).drawn?.id).toBe(won.id);
    expect((await ben.ok(marketingCalls.queryWinningPrizes, {})).map((w) => w.id)).toContain(won.id);
    const after = await server.db.query<{ points_balance: number }>('select points_balance from customers where user_id = 2');
    expect(after[0]!.points_balance - (before[0]?.points_balance ?? 0)).toBe(won.prize.kind === 'POINTS' ? 200 : 0);
    if (won.prize.kind === 'COUPON') expect(won.couponCode).toMatch(/^WIN-/);
  });

  it('has no activity for an unpaid order, refuses to draw it, and hides another buyer order', async () => {
    const unpaid = await anna.ok(marketingCalls.drawPrizeContent, { orderId: 5001 });
    expect(unpaid.activity).toBeNull();
    expect((await anna.fail(marketingCalls.drawPrize, { orderId: 5001 }, 409)).code).toBe(marketingCalls.NO_PRIZE_ACTIVITY);
    expect((await ben.fail(marketingCalls.drawPrize, { orderId: 5010 }, 404)).code).toBe(ErrorCode.notFound);
    await server.client().fail(marketingCalls.queryWinningPrizes, {}, 401);
  });

  it("lists Anna's seeded winning", async () => {
    const winnings = await anna.ok(marketingCalls.queryWinningPrizes, {});
    expect(winnings[0]).toMatchObject({ orderId: 5018, prize: { kind: 'COUPON' }, couponCode: 'WIN-7K2M-Q9TA-44PX' });
  });
});

describe('the free-order campaign', () => {
  it('qualifies a paid Atelier Lumière order over 100 € with its refund capped at 200 €, and not an order of another shop', async () => {
    const client = await guest(server);
    const ids = await paidOrder(client, [lamp(1), chair(1)]);
    const verdicts = await Promise.all(ids.map((id) => client.ok(marketingCalls.filterNeedFreeOrder, { id })));
    const shops = await server.db.query<{ id: number; shop_id: number }>('select id, shop_id from trade_orders where id = any($1::int[])', [ids]);
    for (const [i, id] of ids.entries()) {
      const shop = shops.find((s) => s.id === id)!.shop_id;
      if (shop === 3) expect(verdicts[i]).toMatchObject({ qualifies: true, campaign: { id: 1 } });
      else expect(verdicts[i]).toEqual({ qualifies: false, campaign: null });
    }
    const lampOrder = ids[shops.findIndex((s) => s.shop_id === 3)];
    const paid = await server.db.query<{ paid_cents: number }>('select paid_cents from trade_orders where id = $1', [lampOrder]);
    const refund = (await client.ok(marketingCalls.filterNeedFreeOrder, { id: lampOrder! })).campaign!.refundAmt.value;
    expect(refund).toBe(Math.min(paid[0]!.paid_cents, 20000) / 100);
  });

  it('does not qualify an unpaid order, and hides another buyer order', async () => {
    expect(await anna.ok(marketingCalls.filterNeedFreeOrder, { id: 5001 })).toEqual({ qualifies: false, campaign: null });
    await ben.fail(marketingCalls.filterNeedFreeOrder, { id: 5001 }, 404);
  });
});

describe('gift cards', () => {
  it('creates one card per unit when the gift-card item is paid, sends them by e-mail once, then shows them sent', async () => {
    const client = await guest(server);
    const [orderId] = await paidOrder(client, [giftCard(2)]);
    const cards = await client.ok(marketingCalls.filterGiftCards, { id: orderId! });
    expect(cards).toHaveLength(2);
    expect(cards[0]).toMatchObject({ amount: { value: 50, currency: 'EUR' }, sendEmailStatus: false, sentTo: null, activityName: 'Furniture Mall gift card' });
    expect(JSON.stringify(cards)).not.toMatch(/GC-/);
    const sent = await client.ok(marketingCalls.updateGiftCardsSendEmailStatus, { id: orderId!, activityId: cards[0]!.activityId, sendEmailStatus: true });
    expect(sent.every((c) => c.sendEmailStatus && c.sentTo === 'gina@example.com')).toBe(true);
    const mail = await readOutbox(server.db, 'gina@example.com');
    const giftMail = mail.filter((m) => m.template === 'GIFT_CARD' && (m.payload as { orderId: number }).orderId === orderId);
    expect(giftMail).toHaveLength(1);
    expect((giftMail[0]!.payload as { cards: Array<{ code: string }> }).cards.map((c) => c.code.slice(-4))).toEqual(cards.map((c) => c.codeTail));
    const again = await client.fail(marketingCalls.updateGiftCardsSendEmailStatus, { id: orderId!, activityId: cards[0]!.activityId, sendEmailStatus: true }, 409);
    expect(again.code).toBe(marketingCalls.GIFT_CARDS_ALREADY_SENT);
    expect((await readOutbox(server.db, 'gina@example.com')).filter((m) => m.template === 'GIFT_CARD' && (m.payload as { orderId: number }).orderId === orderId)).toHaveLength(1);
  });

  it('makes no gift card of an order without one, and a gift card of another buyer is not found', async () => {
    const client = await guest(server);
    const [orderId] = await paidOrder(client, [giftCard(1)]);
    expect(await anna.ok(marketingCalls.filterGiftCards, { id: 5010 })).toEqual([]);
    await ben.fail(marketingCalls.filterGiftCards, { id: orderId! }, 404);
    await ben.fail(marketingCalls.updateGiftCardsSendEmailStatus, { id: orderId!, activityId: 1, sendEmailStatus: true }, 404);
  });
});
