// checkout's server renderer (issue 29), exposed as `./ssr` from its Node build (dist/server/): its
// first screens (product page, cart, checkout) and the product card other pages embed, with its own
// texts and the rules that fetch a first screen's data. The host's server loads it at run time.
import { matchPath, Route, Routes } from 'react-router-dom';
import { createApiClient, screenPath, seedFirstScreenData } from '@mall/shared';
import type { ProductCard as ProductCardData } from '@mall/shared/contract';
import { createAnswerCache, renderToMarkup, serverTexts, type RemoteRegion, type RemoteRenderRequest, type RemoteServerRenderer } from '@mall/shared/ssr';
import { ProductCard } from '../fragments/ProductCard/ProductCard';
import de from '../i18n/de';
import en from '../i18n/en';
import zh from '../i18n/zh-CN';
import { NAMESPACE } from '../namespace';
import { Cart } from '../pages/Cart/Cart';
import { Checkout } from '../pages/Checkout/Checkout';
import { ProductPage } from '../pages/Product/ProductPage';
import { cartFor, checkoutFor, productFor } from './data';

const PRODUCT_PATH = screenPath('checkout', 'Product');
const CART_PATH = screenPath('checkout', 'Cart');
const CHECKOUT_PATH = screenPath('checkout', 'Checkout');

const texts = serverTexts({ [NAMESPACE]: { en, 'zh-CN': zh, de } });
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
  // A guest's cart is a cookie too: the cart page is anyone's who has one.
  if (matchPath(CART_PATH, request.path)) {
    const cart = request.headers.cookie ? await cartFor(api, init, site) : undefined;
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
  paths: [PRODUCT_PATH, CART_PATH, CHECKOUT_PATH],
  async render(request) {
    // mall-api refusing or not answering (an empty cart has no checkout): the app draws the page.
    const data = await regionData(request).catch(() => null);
    if (!data) return null;
    const visitor = request.visitor && { ...request.visitor, ...data.visitor };
    const html = renderToMarkup(
      <Routes>
        <Route path={PRODUCT_PATH} element={<ProductPage />} />
        <Route path={CART_PATH} element={<Cart />} />
        <Route path={CHECKOUT_PATH} element={<Checkout />} />
      </Routes>,
      {
        i18n: texts(request.language),
        mobile: request.mobile,
        location: request.path + request.search,
        frame: request.frame,
        visitor,
        // The visitor's parts are seeded with the visitor; the product is the first screen's data.
        seed: (client) => seedFirstScreenData(client, data.firstScreen ? { path: request.path, language: request.language, ...data.firstScreen } : null),
      },
    );
    return { html, ...data };
  },
  async renderFragments({ fragment, props, language, mobile }) {
    if (fragment !== 'ProductCard') return null;
    const options = { i18n: texts(language), mobile, location: '/', frame: null, visitor: null };
    return (props as Array<{ item: ProductCardData; priority?: boolean }>).map((card) => renderToMarkup(<ProductCard {...card} />, options));
  },
};

export default renderer;
