import { ROUTES } from '@mall/shared/routes';
import commonEn from '../../shared/src/i18n/common/en';
import commonDe from '../../shared/src/i18n/common/de';
import commonZh from '../../shared/src/i18n/common/zh-CN';
import shellEn from '../../host/src/i18n/en';
import shellDe from '../../host/src/i18n/de';
import shellZh from '../../host/src/i18n/zh-CN';
import checkoutEn from '../../mfe-checkout/src/i18n/en';
import checkoutDe from '../../mfe-checkout/src/i18n/de';
import checkoutZh from '../../mfe-checkout/src/i18n/zh-CN';
import ordersEn from '../../mfe-orders/src/i18n/en';
import ordersDe from '../../mfe-orders/src/i18n/de';
import ordersZh from '../../mfe-orders/src/i18n/zh-CN';
import aftersalesEn from '../../mfe-aftersales/src/i18n/en';
import aftersalesDe from '../../mfe-aftersales/src/i18n/de';
import aftersalesZh from '../../mfe-aftersales/src/i18n/zh-CN';
import reviewsEn from '../../mfe-reviews/src/i18n/en';
import reviewsDe from '../../mfe-reviews/src/i18n/de';
import reviewsZh from '../../mfe-reviews/src/i18n/zh-CN';
import accountEn from '../../mfe-account/src/i18n/en';
import accountDe from '../../mfe-account/src/i18n/de';
import accountZh from '../../mfe-account/src/i18n/zh-CN';
import { expect, test, type Page } from './fixtures';
import { buyerReadingIn, navigate, screenReady } from './helpers';
import { sampleUrl } from './routeSamples';

/** Every namespace's texts in the three languages (shared, host and each remote). */
const NAMESPACES = {
  common: { en: commonEn, de: commonDe, 'zh-CN': commonZh },
  shell: { en: shellEn, de: shellDe, 'zh-CN': shellZh },
  checkout: { en: checkoutEn, de: checkoutDe, 'zh-CN': checkoutZh },
  orders: { en: ordersEn, de: ordersDe, 'zh-CN': ordersZh },
  aftersales: { en: aftersalesEn, de: aftersalesDe, 'zh-CN': aftersalesZh },
  reviews: { en: reviewsEn, de: reviewsDe, 'zh-CN': reviewsZh },
  account: { en: accountEn, de: accountDe, 'zh-CN': accountZh },
} as const;
type Translated = Exclude<keyof (typeof NAMESPACES)['common'], 'en'>;

/** Each text of a namespace by its dotted key. */
function leaves(texts: unknown, prefix: string): Array<[key: string, text: string]> {
  if (typeof texts === 'string') return [[prefix, texts]];
  return Object.entries(texts as Record<string, unknown>).flatMap(([key, value]) => leaves(value, prefix ? `${prefix}.${key}` : key));
}

/**
 * English a German or Chinese page still shows, each a known gap named with where it comes from
 * (issue 30 item 7, not done yet). Empty is the goal: fix one, remove it here.
 */
const KNOWN_GAPS: ReadonlyMap<string, string> = new Map([
  // mall-api's paid service (seed/account.ts paid_services) has one name, English, shown on /user/super-member.
  ['Super member', 'the paid service name from mall-api, not translated yet'],
]);

/**
 * The English texts a page in `language` must not show: every key's en text, less the texts that
 * language uses itself for any key (German says "Name" and "Status" too), less the allow list.
 * An interpolated text ({{name}}) is matched as a pattern.
 */
function englishOnly(language: Translated, fromApi: Array<[key: string, text: string]>): Array<{ key: string; text: string; pattern: string }> {
  const own = new Set(Object.values(NAMESPACES).flatMap((ns) => leaves(ns[language], '').map(([, text]) => text)));
  const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return [...Object.entries(NAMESPACES).flatMap(([ns, texts]) => leaves(texts.en, ns)), ...fromApi]
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
      pattern: `^${text.split(/\{\{[^}]+\}\}/).map((part) => escape(part.replace(/\s+/g, ' ').trim())).join('\\s*.+?\\s*')}$`,
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
 * The page's visible texts (each element's whole text, and field placeholders) that are one of the
 * English texts, and the texts that print a date the machine's way (1988-04-12, 2026-10-07 10:36)
 * instead of through Intl in the buyer's language.
 */
const englishOnPage = (page: Page, patterns: string[]) =>
  page.evaluate((sources) => {
    const english = sources.map((source) => new RegExp(source));
    const machineDate = /\b\d{4}-\d{2}-\d{2}\b/;
    const seen = new Set<string>();
    for (const el of document.body.querySelectorAll<HTMLElement>('*')) {
      if (!el.checkVisibility({ visibilityProperty: true })) continue;
      const texts = [el.innerText, el.getAttribute('placeholder') ?? ''].map((text) => (text ?? '').replace(/\s+/g, ' ').trim());
      for (const text of texts) {
        if (!text || text.length >= 200) continue;
        if (/[A-Za-z]/.test(text) && english.some((re) => re.test(text))) seen.add(text);
        // Only the innermost element holding the date is named, not every container around it.
        if (machineDate.test(text) && ![...el.children].some((child) => machineDate.test((child as HTMLElement).innerText ?? ''))) seen.add(text);
      }
    }
    return [...seen];
  }, patterns);

test.describe('translations: a German or Chinese page shows none of the English texts', () => {
  // The walk's /checkout is the empty cart's, which mall-api refuses (400) and the screen says so.
  test.use({ allowedConsoleErrors: [/^Failed to load resource: the server responded with a status of 400 \(Bad Request\)$/] });

  for (const language of ['de', 'zh-CN'] as const) {
    test(`logged in, ${language}: every route`, async ({ page }) => {
      test.setTimeout(6 * 60_000);
      await page.goto('/');
      const english = englishOnly(language, await footerInEnglish(page));
      await buyerReadingIn(page, language);
      await page.setViewportSize({ width: 1280, height: 800 });
      const found = new Map<string, string>();
      for (const row of ROUTES) {
        await test.step(row.path, async () => {
          await navigate(page, sampleUrl(row));
          await screenReady(page, row);
          for (const text of await englishOnPage(page, english.map((e) => e.pattern))) {
            const keys = english.filter((e) => new RegExp(e.pattern).test(text)).map((e) => e.key);
            if (keys.length === 0) keys.push('a date not through Intl');
            if (!found.has(text)) found.set(text, `${row.path}: "${text}" (${keys.join(', ')})`);
          }
        });
      }
      expect([...found.values()]).toEqual([]);
    });
  }
});
