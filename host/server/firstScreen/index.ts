import type { IncomingHttpHeaders } from 'node:http';
import { matchPath } from 'react-router-dom';
import { createApiClient, FALLBACK_LANGUAGE, loginStateOf, MALL_TIME_ZONE, ROUTES, seedFirstScreenData, type ApiClient, type FirstScreenData, type FrameData, type Language, type RemoteBundle, type VisitorData } from '@mall/shared';
import { contentCalls, itemCalls, regionCalls } from '@mall/shared/contract';
import { createAnswerCache, type PageHead, type RemoteFragmentsRequest, type RemoteRegion, type RemoteRenderRequest } from '@mall/shared/ssr';
import { REGION_UNAVAILABLE } from '../remoteRenderers';
import type { ServedRegion } from '../../src/federation/servedRegions';
import { FOOTER_ARTICLES } from '../../src/layout/Footer';
import { ABOVE_THE_FOLD_CARDS, HOME_ITEM_COUNT } from '../../src/pages/Home/Home';
import { visitorLanguage } from './language';
import { keptTimeZone } from '../timeZone';
import { admits } from '../../src/session/RequireAccess';
import { splitHoisted } from './page';
import { hostScreensReady, renderPage } from './render';

/** How long a page waits for mall-api before it is served as the ordinary shell (issue 16). */
export const FIRST_SCREEN_TIMEOUT_MS = 300;

export interface FirstScreen {
  /** The markup (the app's frame and screen), the data and its language. */
  html: string;
  data: FirstScreenData;
  language: string;
  /** The frame's data the markup was rendered with (null: the footer rendered empty, the app asks for it). */
  frame: FrameData | null;
  /** The visitor's data with the parts a remote's region was drawn from (its order list, order, cart or checkout). */
  visitor: VisitorData | null;
  /** The remote builds whose regions are in the markup (issue 29: one version per page; also in `data`). */
  builds: Record<string, string>;
  /** What the drawn page says of itself in the head (a listing's title, description, canonical path; issue 32). */
  head?: PageHead;
}

/** A remote's server renderer as the page uses it (remoteRenderers/index.ts: loaded at run time, in a worker). */
export interface RegionRenderer {
  buildId(): string | null;
  draws(path: string): boolean;
  /** Whether the remote's origin answers (else its pages get the contained notice); a renderer not loaded yet leaves its regions to the browser. */
  available(): boolean;
  /** Asks the remote's origin again if its last answer is older than a moment (issue 29: a remote stopped since the last poll). */
  recheck(): Promise<void>;
  /** The region; null: declined (not drawn on the server for this visitor); REGION_UNAVAILABLE: failed or over budget. */
  render(request: RemoteRenderRequest): Promise<RemoteRegion | null | typeof REGION_UNAVAILABLE>;
  renderFragments(request: RemoteFragmentsRequest): Promise<string[] | null>;
}

/** Phones get the phone layout (the app's breakpoint is the viewport's; the user agent is the guess). */
export const guessesPhone = (userAgent: string): boolean => /\bMobi|Android/i.test(userAgent);

/**
 * Renders the first screen of a page: the shell's frame (top bar, footer) and `/` from mall-api's
 * data, and each remote's region from that remote's own server renderer (issue 29), which fetches its
 * region's data itself: the host never renders another team's components. The home's public data is
 * asked for without the visitor's cookie and kept (createAnswerCache): fresh `ttlMs`, then stale up
 * to `staleMs` while one call asks again. A page waits at most `timeoutMs` for the frame's and the
 * home's data (slower, down or off the contract: null, the ordinary shell); a remote that fails or
 * misses its budget leaves its region to the browser (the app's loader in its place), the rest of the
 * page is still drawn; a remote that declines (not this visitor's page on the server) gives the
 * ordinary shell. Never throws.
 */
export function createFirstScreenRenderer({
  apiBase,
  product,
  timeoutMs = FIRST_SCREEN_TIMEOUT_MS,
  loadTimeoutMs = 5_000,
  ttlMs = 30_000,
  staleMs = 5 * 60_000,
  fetch: fetchImpl,
  remotes = {},
}: {
  apiBase: string;
  product: string;
  timeoutMs?: number;
  loadTimeoutMs?: number;
  ttlMs?: number;
  staleMs?: number;
  fetch?: typeof fetch;
  /** Each remote's server renderer, by bundle (checkout draws the home's cards). */
  remotes?: Partial<Record<RemoteBundle, RegionRenderer>>;
}) {
  const reported = new Set<string>();
  const api: ApiClient = createApiClient({ baseUrl: apiBase, product, timeoutMs: loadTimeoutMs, readRetries: 0, ...(fetchImpl ? { fetch: fetchImpl } : {}) });
  const cached = createAnswerCache({ ttlMs, staleMs });
  /**
   * The remote whose region this path is: one whose renderer draws it, or, for a remote whose renderer
   * is not there (down since this server started), the route table's owner: its pages get the notice.
   */
  function ownerOf(path: string): [RemoteBundle, RegionRenderer] | undefined {
    const drawing = (Object.entries(remotes) as Array<[RemoteBundle, RegionRenderer | undefined]>).find((entry): entry is [RemoteBundle, RegionRenderer] => entry[1]?.draws(path) ?? false);
    if (drawing) return drawing;
    const bundle = ROUTES.find((row) => matchPath(row.path, path))?.bundle;
    const remote = bundle && bundle !== 'host' ? remotes[bundle] : undefined;
    return bundle && bundle !== 'host' && remote && !remote.available() ? [bundle, remote] : undefined;
  }
  /** Whether the route admits this visitor (else the app sends them to log in: nothing to draw). */
  const admitted = (path: string, visitor: VisitorData): boolean => {
    const row = ROUTES.find((route) => matchPath(route.path, path));
    return !row || admits(row.access, loginStateOf(visitor.user));
  };

  /**
   * The frame's public data (the footer's columns and articles, the site's settings): the same on every
   * page, the footer's names in the visitor's language (asked for without the cookie, by Accept-Language).
   */
  async function frameData(language: Language = FALLBACK_LANGUAGE): Promise<FrameData> {
    const inLanguage = { headers: { 'accept-language': language } };
    const [footer, site] = await Promise.all([
      cached(`footer:${language}`, async () => {
        const categories = await api.call(contentCalls.listArticleCategories, {}, inLanguage);
        const articles = await Promise.all(
          categories.map(async (category) => ({ categoryId: category.id, page: await api.call(contentCalls.pageArticle, { categoryId: category.id, ...FOOTER_ARTICLES }, inLanguage) })),
        );
        return { categories, articles };
      }),
      cached('site', () => api.call(regionCalls.siteConfig, {})),
    ]);
    return { answeredAt: Math.min(footer.at, site.at), footer: footer.data, site: site.data };
  }

  const timeUp = () =>
    new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`mall-api did not answer within ${timeoutMs} ms`)), timeoutMs).unref());

  /** A remote's origin asked again (at most the page's time limit): one stopped since the last poll gets the notice. */
  const checkedWithin = (remote: RegionRenderer) => remote.recheck().catch(() => undefined);

  const recommend = () => cached('recommend', () => api.call(itemCalls.recommendItems, { itemSize: HOME_ITEM_COUNT }));

  /**
   * `search`: the query string, which the screens read too (the product page's ?skuId=, the order
   * list's tab); `visitor`: the visitor's data, asked for beside this; `forwarded`: the visitor's
   * address headers, which a remote sends with the visitor's own calls beside their cookie.
   */
  async function render(
    path: string,
    requestHeaders: IncomingHttpHeaders,
    search = '',
    visitor: Promise<VisitorData | null> = Promise.resolve(null),
    forwarded: Record<string, string> = {},
  ): Promise<FirstScreen | null> {
    const owner = path === '/' ? undefined : ownerOf(path);
    if (path !== '/' && !owner) return null;
    const header = (name: string) => [requestHeaders[name] ?? []].flat().join(', ');
    const language = visitorLanguage({ cookie: header('cookie'), 'accept-language': header('accept-language') });
    const mobile = guessesPhone(header('user-agent'));
    const cookie = header('cookie');
    try {
      // The frame's data is a bonus: without it the page still comes, and the app asks for it itself.
      const [frame, who] = await Promise.race([Promise.all([frameData(language).catch(() => null), visitor]), timeUp()]);
      // The page's dates in the buyer's zone (their cookie), else the mall's for a session's pages; a
      // visitor without one is drawn no dates, and their page leaves the zone to their browser.
      const timeZone = keptTimeZone(cookie) ?? (who?.user ? MALL_TIME_ZONE : undefined);
      const zoned = timeZone ? { timeZone } : {};
      const options = { language, mobile, location: path + search, frame, visitor: who, ...zoned };
      if (path === '/') {
        const checkout = remotes.checkout;
        const [items] = await Promise.race([Promise.all([recommend(), hostScreensReady, checkout ? checkedWithin(checkout) : null]), timeUp()]);
        const props = items.data.map((item, index) => ({ item, priority: index < (mobile ? ABOVE_THE_FOLD_CARDS.phone : ABOVE_THE_FOLD_CARDS.desktop) }));
        const away = checkout !== undefined && !checkout.available();
        const cards = checkout && !away ? await checkout.renderFragments({ fragment: 'ProductCard', props, language, mobile }) : null;
        const builds: Record<string, string> = cards && checkout?.buildId() ? { checkout: checkout.buildId() as string } : {};
        const drawn = (cards ?? []).map(splitHoisted);
        const region: ServedRegion = away ? { kind: 'unavailable' } : cards ? { kind: 'markup', html: drawn.map((card) => card.markup) } : { kind: 'browser' };
        const data: FirstScreenData = {
          path, language, mobile, answeredAt: items.at, recommend: { itemSize: HOME_ITEM_COUNT, items: items.data }, remoteBuilds: builds, regions: { checkout: region.kind }, ...zoned,
        };
        const seed = (client: Parameters<typeof seedFirstScreenData>[0]) => seedFirstScreenData(client, data);
        const html = drawn.map((card) => card.hoisted).join('') + renderPage({ checkout: region }, { ...options, seed });
        return { html, data, language, frame, visitor: who, builds };
      }
      // A remote's page is the visitor's as much as the remote's: without knowing who is there, the ordinary shell.
      if (!owner || !who) return null;
      const [bundle, remote] = owner;
      // The host's own part of the page (where the region mounts) is loaded by then too.
      await Promise.all([checkedWithin(remote), hostScreensReady]);
      // The remote is away: its region is the contained notice with Retry, the frame around it as ever (issue 29).
      if (!remote.available()) {
        if (!admitted(path, who)) return null;
        const data: FirstScreenData = { path, language, mobile, remoteBuilds: {}, regions: { [bundle]: 'unavailable' }, ...zoned };
        return { html: renderPage({ [bundle]: { kind: 'unavailable' } }, options), data, language, frame, visitor: who, builds: {} };
      }
      const region = await remote.render({
        path, search, language, mobile, frame, visitor: who, apiBase, product, timeoutMs, ...zoned,
        headers: { ...(cookie ? { cookie } : {}), ...forwarded },
      });
      // Declined (another's order, an empty cart, mall-api not answering): the app draws the whole page, as without a renderer.
      if (region === null) return null;
      const drawn = region === REGION_UNAVAILABLE ? null : region;
      const withParts = { ...who, ...drawn?.visitor };
      const builds = drawn && remote.buildId() ? { [bundle]: remote.buildId() as string } : {};
      const { hoisted, markup } = splitHoisted(drawn?.html ?? '');
      const served: ServedRegion = drawn ? { kind: 'markup', html: [markup] } : { kind: 'browser' };
      const data: FirstScreenData = { path, language, mobile, ...drawn?.firstScreen, remoteBuilds: builds, regions: { [bundle]: served.kind }, ...zoned };
      const seed = (client: Parameters<typeof seedFirstScreenData>[0]) => seedFirstScreenData(client, data);
      const html = hoisted + renderPage({ [bundle]: served }, { ...options, visitor: withParts, seed });
      return { html, data, language, frame, visitor: withParts, builds, ...(drawn?.head ? { head: drawn.head } : {}) };
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
  /** Whether the server renders this path's first screen (the home, and each path a loaded remote renderer draws). */
  render.draws = (path: string): boolean => path === '/' || ownerOf(path) !== undefined;
  /**
   * Asks for the home's data and the frame's ahead of the first visitor, at start and again each second until
   * mall-api answers (it may start after this server; its first query is the slowest).
   */
  render.warm = async ({ attempts = 60, everyMs = 1_000 } = {}): Promise<boolean> => {
    for (let attempt = 0; attempt < attempts; attempt += 1) {
      try {
        await Promise.all([recommend(), frameData().catch(() => null)]);
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
  render.frame = (language?: Language): Promise<FrameData | null> => Promise.race([frameData(language), timeUp()]).catch(() => null);
  return render;
}
