// checkout's server renderer (issue 29), exposed as `./ssr` from its Node build (dist/server/): its
// first screens (product page, cart, checkout, listings and search) and the product card other pages embed, with its own
// texts and the rules that fetch a first screen's data. The host's server loads it at run time.
import { matchPath, Route, Routes } from 'react-router-dom';
import { createApiClient, screenPath, seedFirstScreenData } from '@mall/shared';
import type { ProductCard as ProductCardData } from '@mall/shared/contract';
import { createAnswerCache, renderToMarkup, serverTexts, type RemoteRegion, type RemoteRenderRequest, type RemoteServerRenderer } from '@mall/shared/ssr';
import { ProductCard } from '../fragments/ProductCard/ProductCard';
import de from '../i18n/de';
import en from '../i18n/en';
import zh from '../i18n/zh-CN';
import cardDe from '../i18n/card/de';
import cardEn from '../i18n/card/en';
import cardZh from '../i18n/card/zh-CN';
import { CARD_NAMESPACE, NAMESPACE } from '../namespace';
import { Cart } from '../pages/Cart/Cart';
import { listingSource, searchSource, searchText, type CatalogueAnswer, type CatalogueSource } from '../pages/Catalogue/catalogueSources';
import { readListingState } from '../pages/Catalogue/catalogueUrl';
import { ListingPage } from '../pages/Catalogue/ListingPage';
import { SearchPage } from '../pages/Catalogue/SearchPage';
import { ServerPageHead, type PageHead } from '../pages/Catalogue/usePageHead';
import { Checkout } from '../pages/Checkout/Checkout';
import { ProductPage } from '../pages/Product/ProductPage';
import { cartFor, cataloguePagesFor, checkoutFor, productFor } from './data';

const PRODUCT_PATH = screenPath('checkout', 'Product');
const CART_PATH = screenPath('checkout', 'Cart');
const CHECKOUT_PATH = screenPath('checkout', 'Checkout');
const LISTING_PATH = screenPath('checkout', 'Listing');
const SEARCH_PATH = screenPath('checkout', 'Search');

const texts = serverTexts({ [NAMESPACE]: { en, 'zh-CN': zh, de }, [CARD_NAMESPACE]: { en: cardEn, 'zh-CN': cardZh, de: cardDe } });
// Product details are public: kept a while for every visitor (per build: a new build starts empty).
const cached = createAnswerCache();

/** The region's data for the path, or null when it is not drawn on the server for this visitor. */
async function regionData(request: RemoteRenderRequest): Promise<Omit<RemoteRegion, 'html'> | null> {
  const api = createApiClient({ baseUrl: request.apiBase, product: request.product, timeoutMs: request.timeoutMs, readRetries: 0 });
  const init = { headers: request.headers };
  const site = request.frame?.site ?? null;
  const urlKey = matchPath(PRODUCT_PATH, request.path)?.params.urlKey;
  if (urlKey) {
    const detail = await productFor(api, cached, urlKey, request.language);
    return { firstScreen: { answeredAt: detail.at, item: { urlKey, detail: detail.data } } };
  }
  // A category's listing and a search: public, drawn for anyone, with what the URL asks for.
  const listingPath = matchPath(LISTING_PATH, request.path)?.params['*'];
  const query = new URLSearchParams(request.search);
  const source: CatalogueSource<CatalogueAnswer> | null = listingPath !== undefined ? listingSource(listingPath) : matchPath(SEARCH_PATH, request.path) ? searchSource(searchText(query)) : null;
  if (source) {
    if (!source.askable) return null;
    const pages = await cataloguePagesFor(api, cached, { source, state: readListingState(query), continuous: request.mobile, language: request.language });
    return { firstScreen: pages };
  }
  // A guest's cart is a cookie too: the cart page is anyone's who has one.
  if (matchPath(CART_PATH, request.path)) {
    const cart = request.headers.cookie ? await cartFor(api, init, site, Boolean(request.visitor?.user)) : undefined;
    return cart ? { visitor: { cart } } : null;
  }
  // Checkout as it first renders, for someone logged in (paying a pre-sale balance, ?tradeContractId, is left to the app).
  if (matchPath(CHECKOUT_PATH, request.path) && request.visitor?.user && !new URLSearchParams(request.search).has('tradeContractId')) {
    return { visitor: { checkout: await checkoutFor(api, init, site) } };
  }
  return null;
}

export const renderer: RemoteServerRenderer = {
  buildId: process.env.MALL_BUILD_ID ?? 'development',
  paths: [PRODUCT_PATH, CART_PATH, CHECKOUT_PATH, LISTING_PATH, SEARCH_PATH],
  async render(request) {
    // mall-api refusing or not answering (an empty cart has no checkout): the app draws the page.
    const data = await regionData(request).catch(() => null);
    if (!data) return null;
    const visitor = request.visitor && { ...request.visitor, ...data.visitor };
    // What the page says of itself (a listing's title, description, canonical path), for the document's head.
    let head = null as PageHead | null;
    const html = renderToMarkup(
      <ServerPageHead.Provider value={(said) => (head = said)}>
        <Routes>
          <Route path={PRODUCT_PATH} element={<ProductPage />} />
          <Route path={CART_PATH} element={<Cart />} />
          <Route path={CHECKOUT_PATH} element={<Checkout />} />
          <Route path={LISTING_PATH} element={<ListingPage />} />
          <Route path={SEARCH_PATH} element={<SearchPage />} />
        </Routes>
      </ServerPageHead.Provider>,
      {
        i18n: texts(request.language),
        mobile: request.mobile,
        location: request.path + request.search,
        frame: request.frame,
        visitor,
        region: 'checkout',
        timeZone: request.timeZone,
        // The visitor's parts are seeded with the visitor; the product is the first screen's data.
        seed: (client) => seedFirstScreenData(client, data.firstScreen ? { path: request.path, language: request.language, ...data.firstScreen } : null),
      },
    );
    return { html, ...data, ...(head ? { head } : {}) };
  },
  async renderFragments({ fragment, props, language, mobile }) {
    if (fragment !== 'ProductCard') return null;
    const options = { i18n: texts(language), mobile, location: '/', frame: null, visitor: null };
    return (props as Array<{ item: ProductCardData; priority?: boolean }>).map((card) => renderToMarkup(<ProductCard {...card} />, options));
  },
};

export default renderer;
