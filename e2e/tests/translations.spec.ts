import { afterSalesCalls, contentCalls, customerCalls, orderActionCalls, type AnyCall, type CallResponse } from '@mall/shared/contract';
import { ROUTES, type RouteRow } from '@mall/shared/routes';
import { expect, test, type Page, type Response } from './fixtures';
import { BUYER_DIALOGS, closeDialogs, openDialog } from './dialogs';
import { buyerReadingIn, navigate, readingIn, screenReady } from './helpers';
import { deployedTexts, inEnglish, leaves, sayIn, type Namespaces } from './pageTexts';
import { sampleUrl } from './routeSamples';

type Translated = 'de' | 'zh-CN';
/**
 * English a German or Chinese page still shows, each a known gap named with where it comes from
 * (issue 30 item 7, not done yet). Empty is the goal: fix one, remove it here.
 */
const KNOWN_GAPS: ReadonlyMap<string, string> = new Map([]);

/** mall-api's words a language writes as English does (a German "Cognac", the "Gold" level): not a gap there. */
const SAME_WORD: Record<Translated, ReadonlySet<string>> = { de: new Set(['Cognac', 'Gold']), 'zh-CN': new Set() };

/**
 * The English texts a page in `language` must not show: every key's en text, less the texts that
 * language uses itself for any key (German says "Name" and "Status" too), less the allow list.
 * An interpolated text ({{name}}) is matched as a pattern.
 */
function englishOnly(namespaces: Namespaces, fromApi: Array<[key: string, text: string]>, language: Translated): Array<{ key: string; text: string; pattern: string }> {
  const own = new Set([...Object.values(namespaces).flatMap((ns) => leaves(ns.translated, '').map(([, text]) => text)), ...SAME_WORD[language]]);
  const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return [...Object.entries(namespaces).flatMap(([ns, texts]) => leaves(texts.en, ns)), ...fromApi]
    .filter(([, text]) => !own.has(text) && !KNOWN_GAPS.has(text))
    // A text of numbers and signs says nothing English; nor does a placeholder with one word beside
    // it ("{{time}} left" would match any text ending in "left": an address's "3rd floor, left").
    .filter(([, text]) => {
      const words = text.replace(/\{\{[^}]+\}\}/g, ' ').match(/[A-Za-z]{2,}/g) ?? [];
      return text.includes('{{') ? words.length >= 2 : words.join('').length >= 3;
    })
    .map(([key, text]) => ({
      key,
      text,
      // mall-api's text may follow a place the page puts before it ("Leipzig · The parcel has been …").
      pattern: `^${key.startsWith('mall-api') ? '(?:[^·]+ · )?' : ''}${text.split(/\{\{[^}]+\}\}/).map((part) => escape(part.replace(/\s+/g, ' ').trim())).join('\\s*.+?\\s*')}$`,
    }));
}

/**
 * mall-api's own texts as an English page shows them: the footer's columns and articles (the help
 * content), which mall-api names in the buyer's language.
 */
const footerInEnglish = async (page: Page): Promise<Array<[key: string, text: string]>> => {
  const footer = page.locator('footer.shell-footer');
  await expect(footer.locator('a').first()).toBeVisible();
  const texts = await footer.locator('h2, a').allInnerTexts();
  return texts.map((text): [string, string] => ['mall-api footer', text.trim()]);
};

/**
 * mall-api's sku attributes as an English page shows them (issue 30 item 7): the product page's
 * attribute names and values, which mall-api answers in the buyer's language.
 */
const productAttributesInEnglish = async (page: Page): Promise<Array<[key: string, text: string]>> => {
  await page.goto('/product/oslo-3-seater-sofa');
  const legends = page.locator('.checkout-product__attribute legend');
  await expect(legends.first()).toBeVisible({ timeout: 30_000 });
  const values = await page.locator('.checkout-product__option input').evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value));
  return [...(await legends.allInnerTexts()), ...values].map((text): [string, string] => ['mall-api sku attribute', text.trim()]);
};

/** An article body's blocks (paragraphs, list items) as plain text, the way the page shows each. */
const blocks = (html: string): string[] =>
  html
    .split(/<\/?(?:p|ul|li)>/)
    .map((part) => part.replace(/<[^>]+>/g, '').trim())
    .filter(Boolean);

/** What a page shows of a call's answer, read from it. */
const shown = <C extends AnyCall>(call: C, read: (answer: CallResponse<C>) => string[]) => [call.path, read as (answer: unknown) => string[]] as const;

/** mall-api's texts in the calls behind the buyer's membership, help and tracking pages (issue 30 item 7). */
const CONTENT_TEXTS = new Map<string, (answer: unknown) => string[]>([
  shown(customerCalls.paidService, (service) => [service.name, service.description, ...service.periods.map((period) => period.name)]),
  shown(customerCalls.paidServiceItems, (items) => [items.period.name, ...items.items.map((item) => item.name)]),
  shown(customerCalls.pageLevels, (levels) => levels.data.flatMap((level) => [level.name, ...level.benefits.map((benefit) => benefit.name)])),
  shown(contentCalls.articleDetail, (article) => [article.title, article.summary, ...blocks(article.body)]),
  shown(contentCalls.listArticleRecommend, (related) => related.flatMap((article) => [article.title, article.summary])),
  shown(afterSalesCalls.queryWaybill, (scans) => scans.map((scan) => scan.context)),
  shown(orderActionCalls.listPackages, (packages) => packages.flatMap((pkg) => pkg.logisticsList.map((scan) => scan.context))),
]);

/** The help articles the walk reads besides the route's sample: the order statuses (long paragraphs) and the membership terms. */
const MORE_ARTICLES = ['/help/article/4', '/help/article/10'];
/** The route walk's help article (the closing notice). */
const SAMPLE_ARTICLE = sampleUrl(ROUTES.find((row) => row.screen === 'HelpArticle')!);

/**
 * mall-api's membership, help and tracking texts as an English page shows them: the answers of the
 * calls above while the logged-in buyer opens the super member page (both periods), the benefits,
 * three articles and a return's tracking.
 */
const contentInEnglish = (page: Page) =>
  answersInEnglish(page, async () => {
    const main = page.getByRole('main');
    // The landing page's server-drawn region hydrated before the walk moves on (React #424 otherwise).
    await expect(page.locator('[data-hydrating]')).toHaveCount(0);
    await navigate(page, '/user/super-member');
    await expect(main.getByRole('list', { name: /^What the .+ membership includes$/ })).toBeVisible();
    await main.getByRole('radio', { name: /Yearly/ }).check();
    await expect(main.getByRole('list', { name: 'What the Yearly membership includes' })).toBeVisible();
    await navigate(page, '/user/member/equity');
    await expect(main.locator('.account-benefits__level h4')).toBeVisible();
    for (const article of [SAMPLE_ARTICLE, ...MORE_ARTICLES]) {
      // The article's own answer, not the previous article's paragraphs still on screen: moving on
      // before it came cancelled its call (once in a clean-clone run, article 4's texts were missed).
      const id = Number(article.split('/').pop());
      const answered = page.waitForResponse(
        async (response) =>
          new URL(response.url()).pathname === contentCalls.articleDetail.path && ((await response.json()) as { data?: { id?: number } }).data?.id === id,
        { timeout: 15_000 },
      );
      await navigate(page, article);
      await answered;
      await expect(main.locator('article p').first()).toBeVisible();
    }
    await navigate(page, '/buyer/m-logistics?reverseOrderId=8002');
    await expect(main.getByRole('list', { name: 'Tracking history' })).toBeVisible();
  });

/** mall-api's texts (the calls above) in the answers the page gets while `visit` runs. */
async function answersInEnglish(page: Page, visit: () => Promise<void>): Promise<Array<[key: string, text: string]>> {
  const texts: string[] = [];
  const reading: Array<Promise<void>> = [];
  const listen = (response: Response) => {
    const read = CONTENT_TEXTS.get(new URL(response.url()).pathname);
    if (read) reading.push(response.json().then((body: { data: unknown }) => void texts.push(...read(body.data))));
  };
  page.on('response', listen);
  await visit();
  page.off('response', listen);
  await Promise.all(reading);
  return texts.map((text): [string, string] => ['mall-api content', text]);
}

/**
 * The page's visible texts (each element's whole text, and field placeholders) that hold a letter,
 * and the texts that print a date the machine's way (1988-04-12, 2026-10-07 10:36) instead of through
 * Intl in the buyer's language.
 */
const visibleTexts = (page: Page, inDialog = false) =>
  page.evaluate((dialog) => {
    const machineDate = /\b\d{4}-\d{2}-\d{2}\b/;
    const texts = new Set<string>();
    const dates = new Set<string>();
    // In a dialog: the open dialog's texts (the page behind it is the route walk's).
    const root = dialog
      ? [...document.querySelectorAll<HTMLElement>('[role="dialog"], [role="alertdialog"]')].filter((el) => el.checkVisibility()).at(-1)!
      : document.body;
    for (const el of root.querySelectorAll<HTMLElement>('*')) {
      if (!el.checkVisibility({ visibilityProperty: true })) continue;
      // A paragraph or list item is read whole however long (an article's); a container's text is too much to match.
      const longest = el.matches('p, li') ? 1000 : 200;
      for (const text of [el.innerText, el.getAttribute('placeholder') ?? ''].map((t) => (t ?? '').replace(/\s+/g, ' ').trim())) {
        if (!text || text.length >= longest) continue;
        if (/[A-Za-z]/.test(text)) texts.add(text);
        // Only the innermost element holding the date is named, not every container around it.
        if (machineDate.test(text) && ![...el.children].some((child) => machineDate.test((child as HTMLElement).innerText ?? ''))) dates.add(text);
      }
    }
    return { texts: [...texts], dates: [...dates] };
  }, inDialog);

/** The texts a walk saw, each with where it first was, and the dates it saw printed the machine's way. */
class Seen {
  private readonly shownOn = new Map<string, string>();
  private readonly found = new Map<string, string>();

  add({ texts, dates }: { texts: string[]; dates: string[] }, where: string): void {
    for (const text of texts) if (!this.shownOn.has(text)) this.shownOn.set(text, where);
    for (const text of dates) if (!this.found.has(text)) this.found.set(text, `${where}: "${text}" (a date not through Intl)`);
  }

  /** What was English among the texts seen (a key's en text, or mall-api's), with the dates, once the walk has loaded every bundle it needs. */
  async english(page: Page, fromApi: Array<[key: string, text: string]>, language: Translated): Promise<string[]> {
    const english = englishOnly(await deployedTexts(page, language), fromApi, language).map((e) => ({ ...e, re: new RegExp(e.pattern) }));
    expect(english.length, 'the English texts read from the running storefront').toBeGreaterThan(500);
    const found = new Map(this.found);
    for (const [text, where] of this.shownOn) {
      const keys = english.filter((e) => e.re.test(text)).map((e) => e.key);
      if (keys.length > 0 && !found.has(text)) found.set(text, `${where}: "${text}" (${keys.join(', ')})`);
    }
    return [...found.values()];
  }
}

test.describe('translations: a German or Chinese page shows none of the English texts', () => {
  // The walk's /checkout is the empty cart's, which mall-api refuses (400) and the screen says so; in
  // some runs of this walk the browser's call never met it (seen once in three), so it may appear.
  test.use({ consoleErrorsThatMayAppear: [/^Failed to load resource: the server responded with a status of 400 \(Bad Request\)$/] });

  for (const language of ['de', 'zh-CN'] as const) {
    test(`logged in, ${language}: every route`, async ({ page }) => {
      test.setTimeout(6 * 60_000);
      // The buyer's English pages first: what mall-api says in English is what a German page must not.
      await buyerReadingIn(page, 'en');
      const fromApi = [...(await contentInEnglish(page)), ...(await footerInEnglish(page)), ...(await productAttributesInEnglish(page))];
      expect(fromApi.map(([, text]) => text)).toEqual(
        expect.arrayContaining(['Colour', 'Material', 'Light grey', 'Fabric', 'Super member', 'Yearly', 'Free delivery on every order', 'Platinum', 'Early access to sales']),
      );
      expect(fromApi.filter(([key, text]) => key === 'mall-api content' && /^(Closing your account cannot be undone|Awaiting payment: |Shipment information received by )/.test(text))).toHaveLength(3);
      await readingIn(page, language);
      const seen = new Seen();
      const visit = async (row: RouteRow, url: string) => {
        await navigate(page, url);
        await screenReady(page, row);
        seen.add(await visibleTexts(page), url);
      };
      for (const row of ROUTES) await test.step(row.path, () => visit(row, sampleUrl(row)));
      const helpRow = ROUTES.find((row) => row.screen === 'HelpArticle')!;
      for (const article of MORE_ARTICLES) await test.step(article, () => visit(helpRow, article));
      // Every bundle has been loaded by the walk: its texts are the page's to read now.
      expect(await seen.english(page, fromApi, language)).toEqual([]);
    });

    test.describe(() => {
      // Known defect (the phones journey's note, closing note of 2026-11-27): a page reloaded phone-wide
      // after a desktop one sometimes has part of the top bar's nav redrawn when hydrating (#418).
      test.use({ consoleErrorsThatMayAppear: [/^\[host\] hydration: a part of the page was drawn again in the browser/] });
      test(`logged in, ${language}: the dialogs and sheets`, async ({ page }) => {
        test.setTimeout(6 * 60_000);
        // A phone, where rows fold their actions into the 'More' sheet.
        await buyerReadingIn(page, 'en');
        await page.setViewportSize({ width: 390, height: 800 });
        const [, openTracking] = BUYER_DIALOGS.find(([what]) => what.startsWith('Track package'))!;
        const fromApi = await answersInEnglish(page, async () => {
          await openTracking(page, inEnglish);
          await expect(openDialog(page).getByRole('list').first()).toBeVisible();
          await closeDialogs(page);
        });
        expect(fromApi.map(([, text]) => text)).toContain('The parcel is being delivered today.');
        await readingIn(page, language);
        const say = sayIn(page, language);
        const seen = new Seen();
        for (const [what, open] of BUYER_DIALOGS) {
          await test.step(what, async () => {
            await open(page, say);
            await expect(openDialog(page)).toBeVisible();
            await expect(openDialog(page).locator('.mall-spinner')).toHaveCount(0);
            seen.add(await visibleTexts(page, true), what);
            await closeDialogs(page);
          });
        }
        expect(await seen.english(page, fromApi, language)).toEqual([]);
      });
    });
  }
});
