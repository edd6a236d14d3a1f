import { ROUTES } from '@mall/shared/routes';
import { expect, test, type Page } from './fixtures';
import { buyerReadingIn, navigate, screenReady } from './helpers';
import { sampleUrl } from './routeSamples';

type Translated = 'de' | 'zh-CN';
/** Each namespace's texts (shared, host and each remote) in English and the page's language. */
type Namespaces = Record<string, { en: unknown; translated: unknown }>;

/**
 * The texts the deployed bundles gave the page's i18n instance (the one in @mall/shared/runtime, the
 * page's federation singleton), once the walk has loaded every bundle: each namespace in English and
 * in `language`. Read from the running storefront, not from the bundles' sources (issue 29: no test
 * imports another bundle's source).
 */
const deployedTexts = (page: Page, language: Translated): Promise<Namespaces> =>
  page.evaluate(async (lng) => {
    interface I18n { loadLanguages(languages: string[]): Promise<unknown>; store: { data: Record<string, Record<string, unknown>> } }
    type Shared = Record<string, { loaded?: boolean; lib?: () => { i18n: I18n } }>;
    const federation = (window as unknown as { __FEDERATION__: { __INSTANCES__: Array<{ name: string; shareScopeMap: Record<string, Record<string, Shared>> }> } }).__FEDERATION__;
    const host = federation.__INSTANCES__.find((instance) => instance.name === 'host')!;
    const runtime = Object.values(host.shareScopeMap.default!['@mall/shared/runtime']!).find((shared) => shared.loaded && shared.lib)!;
    const { i18n } = runtime.lib!();
    await i18n.loadLanguages(['en', lng]);
    const namespaces = Object.keys(i18n.store.data[lng] ?? {});
    return Object.fromEntries(namespaces.map((ns) => [ns, { en: i18n.store.data.en?.[ns] ?? {}, translated: i18n.store.data[lng]![ns] }]));
  }, language);

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

/** mall-api's words a language writes as English does (a German "Cognac"): not a gap there. */
const SAME_WORD: Record<Translated, ReadonlySet<string>> = { de: new Set(['Cognac']), 'zh-CN': new Set() };

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

/**
 * The page's visible texts (each element's whole text, and field placeholders) that hold a letter,
 * and the texts that print a date the machine's way (1988-04-12, 2026-10-07 10:36) instead of through
 * Intl in the buyer's language.
 */
const visibleTexts = (page: Page) =>
  page.evaluate(() => {
    const machineDate = /\b\d{4}-\d{2}-\d{2}\b/;
    const texts = new Set<string>();
    const dates = new Set<string>();
    for (const el of document.body.querySelectorAll<HTMLElement>('*')) {
      if (!el.checkVisibility({ visibilityProperty: true })) continue;
      for (const text of [el.innerText, el.getAttribute('placeholder') ?? ''].map((t) => (t ?? '').replace(/\s+/g, ' ').trim())) {
        if (!text || text.length >= 200) continue;
        if (/[A-Za-z]/.test(text)) texts.add(text);
        // Only the innermost element holding the date is named, not every container around it.
        if (machineDate.test(text) && ![...el.children].some((child) => machineDate.test((child as HTMLElement).innerText ?? ''))) dates.add(text);
      }
    }
    return { texts: [...texts], dates: [...dates] };
  });

test.describe('translations: a German or Chinese page shows none of the English texts', () => {
  // The walk's /checkout is the empty cart's, which mall-api refuses (400) and the screen says so; in
  // some runs of this walk the browser's call never met it (seen once in three), so it may appear.
  test.use({ consoleErrorsThatMayAppear: [/^Failed to load resource: the server responded with a status of 400 \(Bad Request\)$/] });

  for (const language of ['de', 'zh-CN'] as const) {
    test(`logged in, ${language}: every route`, async ({ page }) => {
      test.setTimeout(6 * 60_000);
      await page.goto('/');
      const fromApi = [...(await footerInEnglish(page)), ...(await productAttributesInEnglish(page))];
      expect(fromApi.map(([, text]) => text)).toEqual(expect.arrayContaining(['Colour', 'Material', 'Light grey', 'Fabric']));
      await buyerReadingIn(page, language);
      await page.setViewportSize({ width: 1280, height: 800 });
      const shownOn = new Map<string, string>();
      const found = new Map<string, string>();
      for (const row of ROUTES) {
        await test.step(row.path, async () => {
          await navigate(page, sampleUrl(row));
          await screenReady(page, row);
          const { texts, dates } = await visibleTexts(page);
          for (const text of texts) if (!shownOn.has(text)) shownOn.set(text, row.path);
          for (const text of dates) if (!found.has(text)) found.set(text, `${row.path}: "${text}" (a date not through Intl)`);
        });
      }
      // Every bundle has been loaded by the walk: its texts are the page's to read now.
      const english = englishOnly(await deployedTexts(page, language), fromApi, language).map((e) => ({ ...e, re: new RegExp(e.pattern) }));
      expect(english.length, 'the English texts read from the running storefront').toBeGreaterThan(500);
      for (const [text, path] of shownOn) {
        const keys = english.filter((e) => e.re.test(text)).map((e) => e.key);
        if (keys.length > 0 && !found.has(text)) found.set(text, `${path}: "${text}" (${keys.join(', ')})`);
      }
      expect([...found.values()]).toEqual([]);
    });
  }
});
