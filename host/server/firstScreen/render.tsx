import type { ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import { Route, Routes, StaticRouter } from 'react-router-dom';
import {
  loginStateOf, MOBILE_QUERY, ServerMediaContext, seedFirstScreenData, seedFrameData, seedVisitorQueries, useCart, useMarket, useSession,
  type FirstScreenData, type FrameData, type Language, type VisitorData,
} from '@mall/shared';
import { Layout } from '../../src/layout/Layout';
import { HomeFrame, ProductGrid } from '../../src/pages/Home/Home';
// Checkout's own components, rendered from its source: the markup is the app's, not a copy of it.
import { ProductCard } from '../../../mfe-checkout/src/fragments/ProductCard/ProductCard';
import { ProductPage } from '../../../mfe-checkout/src/pages/Product/ProductPage';
import { Cart } from '../../../mfe-checkout/src/pages/Cart/Cart';
import { Checkout } from '../../../mfe-checkout/src/pages/Checkout/Checkout';
// Orders' list and an order's page, for their owner's first visit.
import { OrderDetail } from '../../../mfe-orders/src/pages/OrderDetail/OrderDetail';
import { OrderList } from '../../../mfe-orders/src/pages/OrderList/OrderList';
import { CART_PATH, CHECKOUT_PATH, ORDER_DETAIL_PATH, ORDER_LIST_PATH } from './routes';
import { withStoreState } from './storeState';
import { textsFor } from './texts';

/** The visitor's own pages: each drawn with its part of the visitor's data, and only with it (it is theirs alone). */
export const VISITOR_SCREENS = [
  { path: ORDER_LIST_PATH, part: 'orderList', Screen: OrderList },
  { path: ORDER_DETAIL_PATH, part: 'orderDetail', Screen: OrderDetail },
  { path: CHECKOUT_PATH, part: 'checkout', Screen: Checkout },
  { path: CART_PATH, part: 'cart', Screen: Cart },
] as const satisfies ReadonlyArray<{ path: string; part: keyof VisitorData; Screen: ComponentType }>;

export interface RenderOptions {
  language: Language;
  /** The viewport guessed from the request (the app's layouts differ below 768 px). */
  mobile: boolean;
  /** The path with its query string (default: the data's path). */
  location?: string;
  /** The frame's data (the footer's columns and articles, the site's settings), if the server has it. */
  frame?: FrameData | null;
  /** The visitor's data (who is logged in; on the order list, the list): their own page, as they will see it. */
  visitor?: VisitorData | null;
}

/**
 * The first screen's markup for `data.path`, with the app's own frame (top bar, footer) and
 * screens, from the data the server fetched. React escapes every text and attribute (product names
 * come from sellers). Queries the data does not answer (the footer's articles without the frame's
 * data, the product page's sets) render as the app's own empty or loading state: no effects run here, nothing is fetched.
 */
export function renderFirstScreen(data: FirstScreenData, { language, mobile, location = data.path, frame = null, visitor = null }: RenderOptions): string {
  const queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity, retry: false } } });
  seedFirstScreenData(queryClient, data);
  seedFrameData(queryClient, frame);
  seedVisitorQueries(queryClient, visitor);
  const recommend = data.recommend;
  // The frame and the screens read who is there and the market's settings from the stores, as in the app.
  const stores = visitor
    ? [
        { store: useSession, state: { user: visitor.user, loginState: loginStateOf(visitor.user) } },
        { store: useCart, state: { count: visitor.cartCount, version: 1 } },
        // The market as the app sets it from the site's settings (checkout's pay channels are looked up by its country and site).
        ...(frame ? [{ store: useMarket, state: { flags: { points: frame.site.pointsEnabled }, country: frame.site.defaultCountry, site: frame.site.site } }] : []),
      ]
    : [];
  const html = withStoreState(stores, () => renderToString(
    <I18nextProvider i18n={textsFor(language)}>
      <QueryClientProvider client={queryClient}>
        <ServerMediaContext.Provider value={(query) => (query === MOBILE_QUERY ? mobile : false)}>
          <StaticRouter location={location}>
            <Routes>
              <Route element={<Layout />}>
                {recommend && (
                  <Route
                    path="/"
                    element={
                      <HomeFrame>
                        <ProductGrid items={recommend.items} Card={ProductCard} />
                      </HomeFrame>
                    }
                  />
                )}
                {data.item && <Route path="/product/:urlKey" element={<ProductPage />} />}
                {VISITOR_SCREENS.map(({ path, part, Screen }) => visitor?.[part] && <Route key={path} path={path} element={<Screen />} />)}
              </Route>
            </Routes>
          </StaticRouter>
        </ServerMediaContext.Provider>
      </QueryClientProvider>
    </I18nextProvider>,
  ));
  queryClient.clear();
  return html;
}

