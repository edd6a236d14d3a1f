import { contentCalls, regionCalls } from '@mall/shared/contract';
import { startTestServer, type TestServer } from './helpers/server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const regionQuery = (regionName = '') => ({ pageSize: 999 as const, pageNum: 1 as const, regionStatus: 'ENABLED' as const, site: 'EU' as const, regionName });
const districtQuery = (region: string, districtLevel: number, parentDistrict: string | null = null) => ({
  pageSize: 999 as const,
  pageNum: 1 as const,
  region,
  districtLevel,
  parentDistrict,
});

describe('regions', () => {
  it('lists the 13 markets, Germany (id 5) first', async () => {
    const { data, total } = await server.client().ok(regionCalls.pageRegions, regionQuery());
    expect(total).toBe(13);
    expect(data.map((r) => r.regionShortName).sort()).toEqual(['AT', 'BE', 'DE', 'ES', 'FR', 'IE', 'IT', 'LU', 'NL', 'PL', 'PT', 'SE', 'UK']);
    expect(data[0]).toEqual({
      id: 5,
      regionName: 'Germany',
      regionShortName: 'DE',
      regionStatus: 'ENABLED',
      currency: 'EUR',
      locale: 'de-DE',
      dialCode: '+49',
      addressLevels: 3,
    });
  });

  it('has the market currencies and address depths', async () => {
    const { data } = await server.client().ok(regionCalls.pageRegions, regionQuery());
    const by = (code: string) => data.find((r) => r.regionShortName === code)!;
    expect([by('SE').currency, by('PL').currency, by('UK').currency, by('FR').currency]).toEqual(['SEK', 'PLN', 'GBP', 'EUR']);
    expect(data.filter((r) => r.addressLevels === 4).map((r) => r.regionShortName).sort()).toEqual(['ES', 'IT']);
    expect(by('UK')).toMatchObject({ locale: 'en-GB', dialCode: '+44' });
  });

  it('filters by a part of the name, ignoring case', async () => {
    const { data } = await server.client().ok(regionCalls.pageRegions, regionQuery('LAND'));
    expect(data.map((r) => r.regionName).sort()).toEqual(['Ireland', 'Netherlands', 'Poland']);
    expect((await server.client().ok(regionCalls.pageRegions, regionQuery('%'))).total).toBe(0);
  });

  it('only accepts the spec constants pageSize 999 and pageNum 1', async () => {
    const error = await server.client().fail(regionCalls.pageRegions, { ...regionQuery(), pageSize: 10 }, 400);
    expect(error.fields?.[0]?.field).toBe('pageSize');
  });
});

describe('districts', () => {
  it('walks the German tree: Bundesland, city, district', async () => {
    const states = await server.client().ok(regionCalls.pageDistricts, districtQuery('DE', 1));
    expect(states.data.map((d) => d.districtName)).toContain('Bayern');
    const bayern = states.data.find((d) => d.districtName === 'Bayern')!;
    expect(bayern).toMatchObject({ districtCode: 'DE-BY', districtLevel: 1, parentDistrict: null, districtAlias: 'Bavaria' });

    const cities = await server.client().ok(regionCalls.pageDistricts, districtQuery('DE', 2, 'DE-BY'));
    expect(cities.data.map((d) => d.districtName).sort()).toEqual(['Augsburg', 'München', 'Nürnberg']);
    const munich = cities.data.find((d) => d.districtName === 'München')!;

    const districts = await server.client().ok(regionCalls.pageDistricts, districtQuery('DE', 3, munich.districtCode));
    expect(districts.data.map((d) => d.districtName)).toContain('Maxvorstadt');
    expect(districts.data.every((d) => d.parentDistrict === munich.districtCode)).toBe(true);
  });

  it('goes four levels deep in Spain', async () => {
    const streets = await server.client().ok(regionCalls.pageDistricts, districtQuery('ES', 4, '28079'));
    expect(streets.data.map((d) => d.districtName).sort()).toEqual(['Centro', 'Chamberí', 'Retiro', 'Salamanca']);
    expect((await server.client().ok(regionCalls.pageDistricts, districtQuery('DE', 4))).total).toBe(0);
  });
});

describe('site config', () => {
  it('answers the site, product, default country, points flag and the card key', async () => {
    expect(await server.client().ok(regionCalls.siteConfig, {})).toEqual({
      site: 'EU',
      product: 'mall',
      defaultCountry: 'DE',
      pointsEnabled: true,
      cardProviderPublishableKey: '',
    });
  });

  it('follows the points switch', async () => {
    const off = await startTestServer({ pointsEnabled: false });
    try {
      expect((await off.client().ok(regionCalls.siteConfig, {})).pointsEnabled).toBe(false);
    } finally {
      await off.close();
    }
  });
});

describe('articles', () => {
  it('lists the three footer categories in order', async () => {
    const categories = await server.client().ok(contentCalls.listArticleCategories, {});
    expect(categories.map((c) => c.name)).toEqual(['Customer service', 'About us', 'Legal']);
  });

  it('pages articles, optionally within a category', async () => {
    const all = await server.client().ok(contentCalls.pageArticle, { pageNo: 1, pageSize: 5 });
    // Nine help articles and the membership's benefit article (seed/account.ts).
    expect(all.total).toBe(10);
    expect(all.data).toHaveLength(5);
    const rest = await server.client().ok(contentCalls.pageArticle, { pageNo: 2, pageSize: 5 });
    expect(rest.data).toHaveLength(5);
    const legal = await server.client().ok(contentCalls.pageArticle, { categoryId: 3 });
    expect(legal.data.map((a) => a.title)).toEqual(['Terms and conditions', 'Privacy policy', 'Closing your account']);
  });

  it('answers an article with its text, or 404', async () => {
    const article = await server.client().ok(contentCalls.articleDetail, { id: 2 });
    expect(article).toMatchObject({ title: 'Returns & refunds', categoryId: 1 });
    expect(article.body).toMatch(/30 days/);
    await server.client().fail(contentCalls.articleDetail, { id: 99 }, 404);
  });

  it('names the footer columns and the articles in the buyer’s language (issue 30)', async () => {
    const german = server.client();
    german.cookie = 'mall.language=de';
    expect((await german.ok(contentCalls.listArticleCategories, {})).map((c) => c.name)).toEqual(['Kundenservice', 'Über uns', 'Rechtliches']);
    expect((await german.ok(contentCalls.pageArticle, { categoryId: 3 })).data.map((a) => a.title)).toEqual(['Allgemeine Geschäftsbedingungen', 'Datenschutzerklärung', 'Ihr Konto schließen']);
    expect((await german.ok(contentCalls.articleDetail, { id: 2 })).title).toBe('Rücksendungen und Erstattungen');
    expect((await german.ok(contentCalls.listArticleRecommend, { articleId: 2, size: 1 })).map((a) => a.title)).toEqual(['Lieferung und Montage']);

    const chinese = server.client();
    chinese.cookie = 'mall.language=zh-CN';
    expect((await chinese.ok(contentCalls.listArticleCategories, {})).map((c) => c.name)).toEqual(['客户服务', '关于我们', '法律信息']);
    expect((await chinese.ok(contentCalls.articleDetail, { id: 10 })).title).toBe('会员等级与权益');
  });
});
