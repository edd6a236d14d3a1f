import type { IncomingHttpHeaders } from 'node:http';
import { matchPath } from 'react-router-dom';
import { createApiClient, type ApiClient, type FirstScreenData, type FrameData, type VisitorData } from '@mall/shared';
import { contentCalls, itemCalls, regionCalls } from '@mall/shared/contract';
import { FOOTER_ARTICLES } from '../../src/layout/Footer';
import { HOME_ITEM_COUNT } from '../../src/pages/Home/Home';
import { visitorLanguage } from './language';
import { renderFirstScreen, VISITOR_SCREENS } from './render';
import { PRODUCT_PATH } from './routes';

/** How long a page waits for mall-api before it is served as the ordinary shell (issue 16). */
export const FIRST_SCREEN_TIMEOUT_MS = 300;

export interface FirstScreen {
  /** The path it was rendered for, the markup (the app's frame and screen), the data and its language. */
  html: string;
  data: FirstScreenData;
  language: string;
  /** The frame's data the markup was rendered with (null: the footer rendered empty, the app asks for it). */
  frame: FrameData | null;
}

/** Phones get the phone layout (the app's breakpoint is the viewport's; the user agent is the guess). */
export const guessesPhone = (userAgent: string): boolean => /\bMobi|Android/i.test(userAgent);

/** Whether the server renders this path's first screen (the home, the product page; for their owner, the order list, an order's page, the cart and checkout). */
export function rendersFirstScreen(path: string): boolean {
  return path === '/' || matchPath(PRODUCT_PATH, path) !== null || VISITOR_SCREENS.some((screen) => matchPath(screen.path, path) !== null);
}

/**
 * Renders the first screen of `/` and the product page from mall-api's data, the same calls the
 * screens make (neither depends on the visitor: the calls go without their cookie). A page waits at
 * most `timeoutMs` for the data; a call that takes longer goes on (up to `loadTimeoutMs`) and its
 * answer serves the next visitors: each answer is fresh `ttlMs` (the app's own queries stay fresh
 * 30 s too), then serves up to `staleMs` more while one call in the background asks again, so a
 * slow moment of mall-api does not drop the first screen, and mall-api sees at most one call per
 * page every 30 s. Whatever goes wrong (mall-api down or slow with no recent answer, an unknown
 * product, an answer off the contract) gives null: the page is then the ordinary shell and the app
 * fetches for itself, as before. Never throws.
 */
export function createFirstScreenRenderer({
  apiBase,
  product,
  timeoutMs = FIRST_SCREEN_TIMEOUT_MS,
  loadTimeoutMs = 5_000,
  ttlMs = 30_000,
  staleMs = 5 * 60_000,
  fetch: fetchImpl,
}: { apiBase: string; product: string; timeoutMs?: number; loadTimeoutMs?: number; ttlMs?: number; staleMs?: number; fetch?: typeof fetch }) {
  const reported = new Set<string>();
  const api: ApiClient = createApiClient({ baseUrl: apiBase, product, timeoutMs: loadTimeoutMs, readRetries: 0, ...(fetchImpl ? { fetch: fetchImpl } : {}) });
  /** Each answer with the time it came (the app takes it as the data's age). */
  type Answer<T> = { data: T; at: number };
  const answers = new Map<string, { at: number; value: Promise<Answer<unknown>>; refreshing?: boolean }>();

  function load<T>(key: string, call: () => Promise<T>): Promise<Answer<T>> {
    const value = call().then((data) => ({ data, at: Date.now() }));
    value.then(
      // Kept once it is an answer: until then an older answer (if any) stays in use.
      () => answers.set(key, { at: Date.now(), value }),
      () => {
        const entry = answers.get(key);
        if (entry?.value === value) answers.delete(key);
        else if (entry) entry.refreshing = false;
      },
    );
    // Bounded: product pages are many; the oldest answer goes first.
    if (answers.size > 500) answers.delete(answers.keys().next().value as string);
    return value;
  }

  /** Fresh for `ttlMs`; then still used for up to `staleMs` while one call asks again (stale-while-revalidate). */
  function cached<T>(key: string, call: () => Promise<T>): Promise<Answer<T>> {
    const hit = answers.get(key);
    const age = hit ? Date.now() - hit.at : Infinity;
    if (hit && age < ttlMs) return hit.value as Promise<Answer<T>>;
    if (hit && age < staleMs) {
      if (!hit.refreshing) {
        hit.refreshing = true;
        void load(key, call).catch(() => undefined);
      }
      return hit.value as Promise<Answer<T>>;
    }
    const value = load(key, call);
    answers.set(key, { at: Date.now(), value });
    return value;
  }

  /** The frame's public data (the footer's columns and articles, the site's settings): the same on every page. */
  async function frameData(): Promise<FrameData> {
    const [footer, site] = await Promise.all([
      cached('footer', async () => {
        const categories = await api.call(contentCalls.listArticleCategories, {});
        const articles = await Promise.all(
          categories.map(async (category) => ({ categoryId: category.id, page: await api.call(contentCalls.pageArticle, { categoryId: category.id, ...FOOTER_ARTICLES }) })),
        );
        return { categories, articles };
      }),
      cached('site', () => api.call(regionCalls.siteConfig, {})),
    ]);
    return { answeredAt: Math.min(footer.at, site.at), footer: footer.data, site: site.data };
  }

  async function dataFor(path: string, language: string, visitor: Promise<VisitorData | null>): Promise<FirstScreenData | null> {
    // The visitor's own page, whose data the visitor's holds (the page is theirs alone); without it, no first screen.
    const own = VISITOR_SCREENS.find((screen) => matchPath(screen.path, path) !== null);
    if (own) return (await visitor)?.[own.part] ? { path, language } : null;
    if (path === '/') {
      const items = await cached('recommend', () => api.call(itemCalls.recommendItems, { itemSize: HOME_ITEM_COUNT }));
      return { path, language, answeredAt: items.at, recommend: { itemSize: HOME_ITEM_COUNT, items: items.data } };
    }
    const urlKey = matchPath(PRODUCT_PATH, path)?.params.urlKey;
    if (!urlKey) return null;
    const detail = await cached(`item:${urlKey}`, () => api.call(itemCalls.itemDetailByUrlKey, { urlKey }));
    return { path, language, answeredAt: detail.at, item: { urlKey, detail: detail.data } };
  }

  const timeUp = () =>
    new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`mall-api did not answer within ${timeoutMs} ms`)), timeoutMs).unref());

  /**
   * `search`: the query string, which the screens read too (the product page's ?skuId=, the order
   * list's tab); `visitor`: the visitor's data, asked for beside this (the order list needs it).
   */
  async function render(
    path: string,
    requestHeaders: IncomingHttpHeaders,
    search = '',
    visitor: Promise<VisitorData | null> = Promise.resolve(null),
  ): Promise<FirstScreen | null> {
    if (!rendersFirstScreen(path)) return null;
    const header = (name: string) => [requestHeaders[name] ?? []].flat().join(', ');
    const language = visitorLanguage({ cookie: header('cookie'), 'accept-language': header('accept-language') });
    try {
      // The frame's data is a bonus: without it the page still comes, and the app asks for it itself.
      const [data, frame, who] = await Promise.race([Promise.all([dataFor(path, language, visitor), frameData().catch(() => null), visitor]), timeUp()]);
      if (!data) return null;
      const mobile = guessesPhone(header('user-agent'));
      return { html: renderFirstScreen(data, { language, mobile, location: path + search, frame, visitor: who }), data, language, frame };
    } catch (error) {
      // Said once per kind of failure (mall-api down would otherwise log every page).
      const reason = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
      if (!reported.has(reason) && reported.size < 50) {
        reported.add(reason);
        console.warn(`[host] ${path}: served without its first screen (${reason})`);
      }
      return null;
    }
  }
  /**
   * Asks for the home's data and the frame's ahead of the first visitor, at start and again each second until
   * mall-api answers (it may start after this server; its first query is the slowest).
   */
  render.warm = async ({ attempts = 60, everyMs = 1_000 } = {}): Promise<boolean> => {
    for (let attempt = 0; attempt < attempts; attempt += 1) {
      try {
        await Promise.all([cached('recommend', () => api.call(itemCalls.recommendItems, { itemSize: HOME_ITEM_COUNT })), frameData().catch(() => null)]);
        return true;
      } catch {
        await new Promise((resolve) => setTimeout(resolve, everyMs).unref());
      }
    }
    return false;
  };
  /**
   * The frame's data for any page the server sends (with or without a first screen), or null when
   * mall-api has not given it within the page's time limit (the app then asks for it). Never throws.
   */
  render.frame = (): Promise<FrameData | null> => Promise.race([frameData(), timeUp()]).catch(() => null);
  return render;
}
