/**
 * Issue 30 item 7: mall-api's own texts in the buyer's language (migration 025), as the help
 * articles' titles already were: article summaries and bodies, membership levels and benefits, the
 * paid service, and parcel tracking. English stays English; German and Chinese pages get no English.
 */
import { afterSalesCalls, contentCalls, customerCalls, orderActionCalls, sellerOrderCalls } from '@mall/shared/contract';
import { markOrdersPaid } from '../src/domain/orderState';
import { DEMO, loggedIn } from './helpers/accounts';
import { chair, placeOrder } from './helpers/checkoutFlow';
import { reading } from './helpers/language';
import { startTestServer, type TestServer } from './helpers/server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const ARTICLE_IDS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10];
/** Names a Chinese text keeps in Latin letters: the brand, payment methods, certificates, the law. */
const LATIN_NAMES = /Furniture Mall|Visa|Mastercard|American Express|PayPal|Apple Pay|Google Pay|Klarna|iDEAL|Bancontact|BLIK|Przelewy24|Swish|Multibanco|MB WAY|FSC|PEFC|GDPR/g;
/** A Chinese text (markup aside): Han characters, and no Latin word but those names. */
const isChinese = (html: string) => {
  const text = html.replace(/<[^>]+>/g, ' ').replace(LATIN_NAMES, ' ');
  return /\p{Script=Han}/u.test(text) && !/[A-Za-z]{3,}/.test(text);
};

describe('help articles', () => {
  it('every article’s summary and body in German and Chinese; English for English', async () => {
    const en = server.client();
    const de = reading(server.client(), 'de');
    const zh = reading(server.client(), 'zh-CN');
    for (const id of ARTICLE_IDS) {
      const english = await en.ok(contentCalls.articleDetail, { id });
      const german = await de.ok(contentCalls.articleDetail, { id });
      const han = await zh.ok(contentCalls.articleDetail, { id });
      expect(german.summary).not.toBe(english.summary);
      expect(german.body).not.toBe(english.body);
      // The same markup in every language: as many paragraphs, list items and links.
      const tags = (html: string) => html.match(/<\/?[a-z]+/g);
      expect(tags(german.body)).toEqual(tags(english.body));
      expect(tags(han.body)).toEqual(tags(english.body));
      expect([id, isChinese(han.summary), isChinese(han.body)]).toEqual([id, true, true]);
    }
    expect((await de.ok(contentCalls.articleDetail, { id: 2 })).body).toContain('Sie können jeden Artikel innerhalb von 30 Tagen');
    expect((await zh.ok(contentCalls.articleDetail, { id: 4 })).body).toContain('待付款：我们尚未收到您的付款。');
    expect((await en.ok(contentCalls.articleDetail, { id: 2 })).body).toContain('You may return any item within 30 days');
  });

  it('summaries in the article lists and recommendations, bodies in the site’s agreements', async () => {
    const de = reading(server.client(), 'de');
    expect((await de.ok(contentCalls.pageArticle, { categoryId: 2 })).data.map((a) => a.summary)).toEqual([
      'Ein Marktplatz unabhängiger Möbelmacher aus ganz Europa.',
      'FSC-zertifiziertes Holz, reparierbare Entwürfe und Ersatzteile für zehn Jahre.',
    ]);
    expect((await de.ok(contentCalls.listArticleRecommend, { articleId: 2, size: 1 })).map((a) => a.summary)).toEqual([
      'Wie wir große und kleine Artikel liefern und wann wir sie für Sie aufbauen.',
    ]);
    const [closing] = await reading(server.client(), 'zh-CN').ok(contentCalls.queryUpArticleInfo, { site: 'EU', codes: ['ACCOUNT_CLOSING'] });
    expect(closing!.body).toContain('<p>账户注销后无法恢复。确认前请注意：</p>');
  });
});

describe('membership', () => {
  it('the levels and their benefits', async () => {
    const de = reading(server.client(), 'de');
    const levels = (await de.ok(customerCalls.pageLevels, { page: { no: 1, size: 10 } })).data;
    expect(levels.map((l) => l.name)).toEqual(['Basis', 'Silber', 'Gold', 'Platin']);
    expect(levels[1]!.benefits).toEqual([
      { code: 'POINTS_1_5X', name: '1,5 Punkte pro ausgegebenem Euro' },
      { code: 'BIRTHDAY_VOUCHER', name: 'Geburtstagsgutschein über 20 €' },
      { code: 'EARLY_ACCESS', name: 'Früher Zugang zu Rabattaktionen' },
    ]);
    const zh = reading(server.client(), 'zh-CN');
    expect(await zh.ok(customerCalls.queryLevel, { id: 4 })).toMatchObject({ name: '铂金会员' });
    expect((await zh.ok(customerCalls.benefitsByLevel, { levelId: 4 })).map((b) => b.name)).toEqual(['每消费 1 欧元得 3 积分', '每笔订单免费安装', '专属室内搭配顾问']);
    const english = await server.client().ok(customerCalls.queryLevel, { id: 1 });
    expect(english.benefits.map((b) => b.name)).toEqual(['1 point per euro spent', '10 € birthday voucher']);
  });

  it('the buyer’s own level, benefits and what the next level adds', async () => {
    const anna = reading(await loggedIn(server, DEMO.buyer), 'zh-CN');
    const customer = await anna.ok(customerCalls.queryCustomer, {});
    expect([customer.level.name, customer.nextLevel?.name]).toEqual(['白银会员', '黄金会员']);
    const mine = await anna.ok(customerCalls.customerBenefits, {});
    expect(mine.benefits.map((b) => b.name)).toEqual(['每消费 1 欧元得 1.5 积分', '20 € 生日优惠券', '提前参与促销活动']);
    const up = await anna.ok(customerCalls.levelUpDifference, {});
    expect(up.gainedBenefits.map((b) => b.name)).toEqual(['每消费 1 欧元得 2 积分', '每笔订单免费安装']);
  });
});

describe('the paid service', () => {
  it('its name, description, periods and items', async () => {
    const de = reading(server.client(), 'de');
    const service = await de.ok(customerCalls.paidService, {});
    expect(service).toMatchObject({ name: 'Super-Mitglied', description: expect.stringMatching(/^Kostenlose Lieferung und kostenloser Aufbau/) });
    expect(service.periods.map((p) => p.name)).toEqual(['Monatlich', 'Jährlich']);
    const zh = reading(server.client(), 'zh-CN');
    const year = await zh.ok(customerCalls.paidServiceItems, { periodCode: 'YEAR' });
    expect(year.period.name).toBe('按年');
    expect(year.items.map((i) => i.name)).toEqual(['每笔订单免费配送', '每笔订单免费安装', '每次购物双倍积分', '专属室内搭配顾问']);
    expect((await server.client().ok(customerCalls.paidService, {})).name).toBe('Super member');
  });
});

describe('parcel tracking', () => {
  const GLS_PARCEL = { carrierCompanyCode: 'GLS', wayBillNumber: 'GLS52019931DE' };

  it('a return parcel’s timeline (the tracking source) in German and Chinese', async () => {
    const anna = await loggedIn(server, DEMO.buyer);
    const english = await anna.ok(afterSalesCalls.queryWaybill, GLS_PARCEL);
    const german = await reading(anna, 'de').ok(afterSalesCalls.queryWaybill, GLS_PARCEL);
    expect(german.map((e) => e.originTime)).toEqual(english.map((e) => e.originTime));
    expect(german.map((e) => e.context)).toEqual([
      'Zugestellt, am Empfang quittiert',
      'Paket wird heute zugestellt',
      'Paket im Zustellstützpunkt angekommen',
      expect.stringMatching(/^Paket im Paketzentrum \S.* bearbeitet$/),
      'Paket an GLS übergeben',
      'Sendungsdaten an GLS übermittelt',
    ]);
    const chineseAnna = reading(await loggedIn(server, DEMO.buyer), 'zh-CN');
    expect((await chineseAnna.ok(afterSalesCalls.queryWaybill, GLS_PARCEL)).map((e) => e.context)[0]).toBe('已签收，前台代收');
  });

  it('an order’s recorded scans in the buyer’s language', async () => {
    const anna = reading(await loggedIn(server, DEMO.buyer), 'de');
    const packages = await anna.ok(orderActionCalls.listPackages, { id: 5021 });
    expect(packages[0]!.logisticsList.map((e) => e.context)).toEqual([
      'Zugestellt. Der Empfänger hat quittiert.',
      'Das Paket wird heute zugestellt.',
      'Das Paket wurde im Paketzentrum bearbeitet.',
      'Das Paket wurde beim Absender abgeholt.',
      'Die Sendungsdaten wurden an den Paketdienst übermittelt.',
    ]);
    const zh = reading(await loggedIn(server, DEMO.buyer), 'zh-CN');
    expect((await zh.ok(orderActionCalls.listPackages, { id: 5021 }))[0]!.logisticsList.at(-1)!.context).toBe('发货信息已传送给承运商。');
  });

  it('a package the seller shipped: the tracking source’s scans in the buyer’s language', async () => {
    const anna = await loggedIn(server, DEMO.buyer);
    const sven = await loggedIn(server, DEMO.merchant('seller'));
    const { submitted } = await placeOrder(anna, [chair(1)]);
    const id = submitted.tradeOrderIds[0]!;
    await server.db.transaction((tx) => markOrdersPaid(tx, [id], new Date(), { payChannel: 'MOCKPAY' }));
    await sven.ok(sellerOrderCalls.shipOrder, { id, carrier: { id: 1 }, serviceCode: 'JJD000777' });
    const [shipped] = await reading(anna, 'zh-CN').ok(orderActionCalls.listPackages, { id });
    expect(shipped!.logisticsList.map((e) => e.context)).toEqual(['DHL Paket 已收到发货信息']);
  });
});
