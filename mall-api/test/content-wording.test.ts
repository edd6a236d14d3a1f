/**
 * Issue 30 §8: mall-api's English texts use the words the storefront's English screens use —
 * "Returns & refunds", "loyalty level", "level points", its buttons' names — never the
 * marketplace words EU shoppers don't use (after-sales, growth value, extend receipt, sign in for points).
 */
import { contentCalls, customerCalls } from '@mall/shared/contract';
import { startTestServer, type TestServer } from './helpers/server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const ARTICLE_IDS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10];
const MARKETPLACE_WORDS = /after-sales|after sales|growth value|growth|extend receipt|sign in for points|track parcel/i;

/** Every English text of the help articles, the membership levels and the paid service. */
async function englishTexts(): Promise<Array<[where: string, text: string]>> {
  const en = server.client();
  const texts: Array<[string, string]> = [];
  for (const id of ARTICLE_IDS) {
    const article = await en.ok(contentCalls.articleDetail, { id });
    texts.push([`article ${id} title`, article.title], [`article ${id} summary`, article.summary ?? ''], [`article ${id} body`, article.body]);
  }
  for (const level of (await en.ok(customerCalls.pageLevels, { page: { no: 1, size: 10 } })).data) {
    texts.push([`level ${level.id}`, level.name], ...level.benefits.map((b): [string, string] => [`level ${level.id} benefit`, b.name]));
  }
  const service = await en.ok(customerCalls.paidService, {});
  texts.push(['paid service', service.name], ['paid service description', service.description ?? '']);
  for (const period of service.periods) {
    const items = await en.ok(customerCalls.paidServiceItems, { periodCode: period.periodCode });
    texts.push(...items.items.map((i): [string, string] => [`paid service item (${period.periodCode})`, i.name]));
  }
  return texts;
}

describe("mall-api's English texts", () => {
  it('use none of the marketplace words', async () => {
    const texts = await englishTexts();
    expect(texts.length).toBeGreaterThan(30);
    expect(texts.filter(([, text]) => MARKETPLACE_WORDS.test(text))).toEqual([]);
  });

  it("name the storefront's pages and buttons as its English screens do", async () => {
    const en = server.client();
    expect((await en.ok(contentCalls.articleDetail, { id: 2 })).title).toBe('Returns & refunds');
    expect((await en.ok(contentCalls.articleDetail, { id: 2 })).body).toContain('select "Request a return or refund"');
    expect((await en.ok(contentCalls.articleDetail, { id: 4 })).body).toContain('with "Track package"');
    const benefits = await en.ok(contentCalls.articleDetail, { id: customerCalls.BENEFITS_ARTICLE_ID });
    expect(benefits.summary).toBe('How you collect level points, reach a loyalty level and use its benefits.');
    expect(benefits.body).toContain('Every buyer starts at Classic, the first loyalty level.');
  });
});
