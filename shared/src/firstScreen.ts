import * as v from 'valibot';
import { Id, page } from './contract/common';
import { User } from './contract/auth';
import { ArticleCategory, ArticleSummary } from './contract/content';
import { listCategory, searchCatalogue } from './contract/catalogue';
import { ItemDetail } from './contract/item';
import { ProductCard } from './contract/productCard';
import { MerchantEntry } from './contract/merchantEntry';
import { SiteConfig } from './contract/region';
import { queryKeys } from './query';
import { useCart } from './stores/cart';
import { useMarket } from './stores/market';
import { loginStateOf, useSession } from './stores/session';
import type { VisitorData } from './visitorData';

/**
 * The first screen the host's server renders into the HTML (issue 16): the markup is `#root`'s
 * content, which the app hydrates (issue 29: the same nodes, never a copy swapped for the app's).
 * The data it was rendered with comes beside it, for the app's first render to be the same.
 */
export const FIRST_SCREEN_DATA_ID = 'first-screen-data';

/** The data the server rendered with, handed to the app so it does not fetch it again. */
export const FirstScreenData = v.object({
  /** The path the server rendered (the app only uses the data while it is still on that path). */
  path: v.string(),
  language: v.string(),
  /** When mall-api gave the data (epoch ms; the server keeps answers a while): the app's queries count their age from it. */
  answeredAt: v.optional(v.number()),
  recommend: v.optional(v.object({ itemSize: v.number(), items: v.array(ProductCard) })),
  item: v.optional(v.object({ urlKey: v.string(), detail: ItemDetail })),
  /**
   * A listing's or a search's pages as checkout's server drew them (issue 32), under the screen's own
   * query key (checkout's useCataloguePages builds it; should it drift, the screen only asks again).
   */
  catalogue: v.optional(
    v.object({ key: v.array(v.unknown()), pages: v.array(v.union([listCategory.response, searchCatalogue.response])), pageParams: v.array(v.number()) }),
  ),
  /** The remote builds whose server renderers drew this page's regions, by bundle (issue 29: one version per page). */
  remoteBuilds: v.optional(v.record(v.string(), v.string())),
  /** The viewport the server guessed from the user agent: the app's hydrating render makes the same guess (issue 29). */
  mobile: v.optional(v.boolean()),
  /** What the server put in each remote's region: its markup, its contained notice (away) or the app's loader (left to the browser). */
  regions: v.optional(v.record(v.string(), v.picklist(['markup', 'unavailable', 'browser']))),
  /** The time zone the server wrote the page's dates in: the browser writes them in it too, for the page's life. */
  timeZone: v.optional(v.string()),
});
export type FirstScreenData = v.InferOutput<typeof FirstScreenData>;

export const FRAME_DATA_ID = 'frame-data';

/**
 * The frame's public data, the same on every page, which the host's server puts into every page
 * it serves (server-rendered or not): the footer's columns with their articles and the site's
 * settings. Without it the app asked for them once started, five calls whose answers each
 * re-rendered part of the page inside a cold visit's busiest second (issue 16).
 */
export const FrameData = v.object({
  /** When mall-api gave the data (epoch ms): the app's queries count their age from it. */
  answeredAt: v.number(),
  footer: v.object({ categories: v.array(ArticleCategory), articles: v.array(v.object({ categoryId: Id, page: page(ArticleSummary) })) }),
  site: SiteConfig,
});
export type FrameData = v.InferOutput<typeof FrameData>;

export const VISITOR_DATA_ID = 'visitor-data';

/**
 * Who the visitor is, which the host's server asks mall-api for with the visitor's own cookie and
 * puts into the page it sends (issue 16): the app starts knowing the session and the cart's count.
 * Without it the app asked for them once started: two calls whose answers re-rendered the frame,
 * and a buyer page waited for the first before it could even load its screen. Per visitor: a page
 * that carries it is private (never kept by a shared cache).
 */
/**
 * The frame's part of the visitor's data (who is there, the cart's count): every page reads it. A
 * page's own part (its order list, order, cart or checkout) is read against its schemas in
 * visitorData.ts, a chunk that only a page carrying one loads (issue 29: `/` does not load the
 * order, checkout, address and payment schemas).
 */
export const VisitorFrame = v.object({
  /** When mall-api gave the data (epoch ms): the app's queries count their age from it. */
  answeredAt: v.number(),
  /** Who is logged in (a buyer or a guest), or null. */
  user: v.nullable(User),
  cartCount: v.number(),
  /** The top bar's merchant entry for a logged-in buyer (absent: not asked, or mall-api did not answer): drawn by the server, so the bar does not grow after hydration. */
  merchantEntry: v.optional(MerchantEntry),
});
export type { VisitorData } from './visitorData';

/** The query keys the screens read this data under (the server seeds the same ones). */
export const firstScreenQueryKeys = {
  recommend: (itemSize: number) => ['recommend', itemSize] as const,
  /** By language too: mall-api answers an item's texts (categories, materials, attributes) in it. */
  itemByUrlKey: (urlKey: string, language: string) => ['item', 'byUrlKey', urlKey, language] as const,
  // The help content comes in the buyer's language (mall-api names it so): one answer per language.
  footerCategories: (language: string) => ['article-categories', language] as const,
  footerArticles: (categoryId: number, language: string) => ['articles', categoryId, language] as const,
  siteConfig: () => queryKeys.siteConfig,
  session: () => queryKeys.session,
  cartCount: (userId: number | null) => [...queryKeys.cartCount, userId] as const,
  merchantEntry: (userId: number | null) => [...queryKeys.merchantEntry, userId] as const,
  /**
   * The order list, one page at a time (desktop) or scrolled (phones: the request without its
   * pageNo), and the tabs' counts: orders' own keys (useOrders.ts, which builds them itself so as not
   * to depend on this copy of shared). Should they drift, the screen only asks mall-api again.
   */
  orderPage: (owner: number | null, request: object) => [...queryKeys.orders, 'list', owner, request] as const,
  orderPages: (owner: number | null, request: object) => [...queryKeys.orders, 'pages', owner, request] as const,
  orderCounts: (owner: number | null, tradeType: string | null) => [...queryKeys.orders, 'counts', owner, tradeType] as const,
  /** One order's detail: orders' own key too (useOrderDetail.ts). */
  orderDetail: (owner: number | null, id: number) => [...queryKeys.orders, 'detail', owner, id] as const,
  /** The cart page's list: checkout's own key (Cart/useCart.ts). */
  cartList: (owner: number | null, country: string) => [...queryKeys.cart, 'list', owner, country] as const,
  /** Checkout's own keys (useCheckout.ts): its preview for an address, the saved shipping addresses and a country's pay channels. */
  checkoutRender: (owner: number | null, source: object) => ['checkout', 'render', owner, source] as const,
  checkoutAddresses: (kind: 'shipping' | 'billing', owner: number | null) => ['checkout', 'addresses', kind, owner] as const,
  checkoutPayChannels: (countryCode: string, site: string) => ['checkout', 'pay-channels', countryCode, site] as const,
};

/** The JSON of a data element of the page; null if absent or not JSON. */
function pageJson(id: string, doc: Document | undefined): unknown {
  const text = doc?.getElementById(id)?.textContent;
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/** The JSON of a data element of the page, read against its schema; null if absent or off the schema. */
function readPageData<S extends v.GenericSchema>(schema: S, id: string, doc: Document | undefined): v.InferOutput<S> | null {
  const parsed = v.safeParse(schema, pageJson(id, doc));
  return parsed.success ? parsed.output : null;
}

/** The visitor data's parts a page of its own carries (see VisitorData). */
const VISITOR_PAGE_PARTS = ['orderList', 'orderDetail', 'cart', 'checkout'] as const;

/** The server's data, if this page came with a server-rendered first screen and it is well-formed. */
export function readFirstScreenData(doc: Document | undefined = globalThis.document): FirstScreenData | null {
  return readPageData(FirstScreenData, FIRST_SCREEN_DATA_ID, doc);
}

/**
 * The visitor's data the server put into the page, if any and well-formed. A page carrying a part of
 * its own (order list, order, cart, checkout) loads that part's schemas first; any other page reads
 * only the frame's part.
 */
export async function readVisitorData(doc: Document | undefined = globalThis.document): Promise<VisitorData | null> {
  const json = pageJson(VISITOR_DATA_ID, doc);
  const ownPart = typeof json === 'object' && json !== null && VISITOR_PAGE_PARTS.some((part) => part in json);
  // Should that chunk not load, the frame's part still is: the page's screen then asks mall-api itself.
  const schema = ownPart ? await import('./visitorData').then((module) => module.VisitorData, () => VisitorFrame) : VisitorFrame;
  const parsed = v.safeParse(schema, json);
  return parsed.success ? parsed.output : null;
}

/** The frame's data the server put into the page, if any and well-formed. */
export function readFrameData(doc: Document | undefined = globalThis.document): FrameData | null {
  return readPageData(FrameData, FRAME_DATA_ID, doc);
}

type SeedsQueries = { setQueryData(key: readonly unknown[], data: unknown, options?: { updatedAt?: number }): unknown };

/** Puts the server's data into the app's query cache under the screens' own keys. */
export function seedFirstScreenData(client: SeedsQueries, data: FirstScreenData | null): void {
  if (!data) return;
  // Data older than the queries' staleTime is shown at once and fetched again in the background.
  const options = data.answeredAt === undefined ? undefined : { updatedAt: data.answeredAt };
  if (data.recommend) client.setQueryData(firstScreenQueryKeys.recommend(data.recommend.itemSize), data.recommend.items, options);
  if (data.item) client.setQueryData(firstScreenQueryKeys.itemByUrlKey(data.item.urlKey, data.language), data.item.detail, options);
  if (data.catalogue) client.setQueryData(data.catalogue.key, { pages: data.catalogue.pages, pageParams: data.catalogue.pageParams }, options);
}

/**
 * Marks the head elements the server wrote for one page (issue 32: a listing's title, description
 * and canonical link): the page's own, which the app takes away when it leaves that page. On the
 * title, its value is the frame's own title, to put back then.
 */
export const PAGE_HEAD_ATTRIBUTE = 'data-page-head';

/** Puts the frame's data, drawn in `language`, into the app's query cache under the frame's own keys. */
export function seedFrameData(client: SeedsQueries, data: FrameData | null, language: string): void {
  if (!data) return;
  const options = { updatedAt: data.answeredAt };
  client.setQueryData(firstScreenQueryKeys.footerCategories(language), data.footer.categories, options);
  for (const { categoryId, page: articles } of data.footer.articles) client.setQueryData(firstScreenQueryKeys.footerArticles(categoryId, language), articles, options);
  client.setQueryData(firstScreenQueryKeys.siteConfig(), data.site, options);
}

/** Puts the visitor's data into the queries of the frame and, on the order list, of the screen (the server's render does too). */
export function seedVisitorQueries(client: SeedsQueries, data: VisitorData | null): void {
  if (!data) return;
  const options = { updatedAt: data.answeredAt };
  client.setQueryData(firstScreenQueryKeys.session(), data.user, options);
  const owner = data.user?.id ?? null;
  // askedAt: the cart store's version the count belongs to (the frame's cart query keeps the same).
  client.setQueryData(firstScreenQueryKeys.cartCount(owner), { count: data.cartCount, askedAt: useCart.getState().version }, options);
  if (data.merchantEntry) client.setQueryData(firstScreenQueryKeys.merchantEntry(owner), data.merchantEntry, options);
  const list = data.orderList;
  if (list) {
    if (list.scrolled) {
      const { pageNo: _first, ...request } = list.request;
      client.setQueryData(firstScreenQueryKeys.orderPages(owner, request), { pages: [list.page], pageParams: [1] }, options);
    } else {
      client.setQueryData(firstScreenQueryKeys.orderPage(owner, list.request), list.page, options);
    }
    client.setQueryData(firstScreenQueryKeys.orderCounts(owner, list.tradeType), list.counts, options);
  }
  if (data.orderDetail) client.setQueryData(firstScreenQueryKeys.orderDetail(owner, data.orderDetail.id), data.orderDetail.detail, options);
  if (data.cart) {
    client.setQueryData(firstScreenQueryKeys.cartList(owner, data.cart.country), data.cart.list, options);
    seedPayingQueries(client, owner, data.cart, options);
  }
  if (data.checkout) {
    client.setQueryData(firstScreenQueryKeys.checkoutRender(owner, data.checkout.source), data.checkout.render, options);
    seedPayingQueries(client, owner, data.checkout, options);
  }
}

type PayingParts = Pick<NonNullable<VisitorData['checkout']>, 'payChannels'> & { shippingAddresses?: NonNullable<VisitorData['checkout']>['shippingAddresses'] };

/** The shipping addresses and pay channels a page was drawn with (checkout's and the cart's summary), under checkout's keys. */
function seedPayingQueries(client: SeedsQueries, owner: number | null, { shippingAddresses, payChannels }: PayingParts, options: { updatedAt: number }): void {
  if (shippingAddresses) client.setQueryData(firstScreenQueryKeys.checkoutAddresses('shipping', owner), shippingAddresses, options);
  if (payChannels) client.setQueryData(firstScreenQueryKeys.checkoutPayChannels(payChannels.countryCode, payChannels.site), payChannels.answer, options);
}

/**
 * Puts the visitor's data into the session store and the queries before the app's first render:
 * it already knows who is there (a buyer page loads its screen at once instead of showing a loader
 * until the session call answers).
 */
export function seedVisitorData(client: SeedsQueries, data: VisitorData | null): void {
  if (!data) return;
  seedVisitorQueries(client, data);
  useSession.getState().setUser(data.user);
}

type StoreWithInitialState<S extends object> = { getInitialState(): S; setState(partial: Partial<S>): void };
export interface StoreState<S extends object = object> {
  store: StoreWithInitialState<S>;
  state: Partial<S>;
}

/** The stores as the app sets them for this visitor: who is there, the cart's count, the market from the site's settings. */
export function visitorStores(frame: FrameData | null, visitor: VisitorData | null): StoreState[] {
  if (!visitor) return [];
  return [
    { store: useSession, state: { user: visitor.user, loginState: loginStateOf(visitor.user) } },
    { store: useCart, state: { count: visitor.cartCount, version: 1 } },
    // Checkout's pay channels are looked up by the market's country and site.
    ...(frame ? [{ store: useMarket, state: { flags: { points: frame.site.pointsEnabled }, country: frame.site.defaultCountry, site: frame.site.site } }] : []),
  ];
}

/**
 * Makes the stores' server snapshots what the server rendered with (issue 29): a hydrating render
 * reads a zustand store through its initial state (as the server did), so the app's first render
 * shows the same visitor, cart count and market as the HTML; later renders read the current state.
 */
export function seedStoresForHydration(frame: FrameData | null, visitor: VisitorData | null): void {
  for (const { store, state } of visitorStores(frame, visitor)) {
    Object.assign(store.getInitialState(), state);
    // And the current state, so the render after hydration shows the same until the app asks again.
    store.setState(state);
  }
}
