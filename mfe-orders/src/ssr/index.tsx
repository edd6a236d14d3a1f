// orders' server renderer (issue 29), exposed as `./ssr` from its Node build (dist/server/): the
// buyer's order list and an order's page, with its own texts and the rules that fetch their data.
// The host's server loads it at run time.
import { matchPath, Route, Routes } from 'react-router-dom';
import { createApiClient, screenPath } from '@mall/shared';
import { renderToMarkup, serverTexts, type RemoteRegion, type RemoteRenderRequest, type RemoteServerRenderer } from '@mall/shared/ssr';
import de from '../i18n/de';
import en from '../i18n/en';
import zh from '../i18n/zh-CN';
import { NAMESPACE } from '../namespace';
import { OrderDetail } from '../pages/OrderDetail/OrderDetail';
import { OrderList } from '../pages/OrderList/OrderList';
import { orderDetailFor, orderListFor } from './data';

const ORDER_LIST_PATH = screenPath('orders', 'OrderList');
const ORDER_DETAIL_PATH = screenPath('orders', 'OrderDetail');

const texts = serverTexts({ [NAMESPACE]: { en, 'zh-CN': zh, de } });

/** The visitor's part for the path, or null: these pages are drawn on the server only for their owner. */
async function regionData(request: RemoteRenderRequest): Promise<RemoteRegion['visitor'] | null> {
  const user = request.visitor?.user;
  if (!user) return null;
  const api = createApiClient({ baseUrl: request.apiBase, product: request.product, timeoutMs: request.timeoutMs, readRetries: 0 });
  const init = { headers: request.headers };
  // The order list is a buyer's page (a guest has none); phones scroll it, a page at a time elsewhere.
  if (matchPath(ORDER_LIST_PATH, request.path)) {
    if (user.isTourist) return null;
    return { orderList: await orderListFor(api, init, new URLSearchParams(request.search), request.mobile, request.frame?.site ?? null) };
  }
  // An order's detail is a buyer's or a guest's.
  const id = matchPath(ORDER_DETAIL_PATH, request.path)?.params.id;
  if (id === undefined) return null;
  const orderDetail = await orderDetailFor(api, init, Number(id));
  return orderDetail ? { orderDetail } : null;
}

export const renderer: RemoteServerRenderer = {
  buildId: process.env.MALL_BUILD_ID ?? 'development',
  paths: [ORDER_LIST_PATH, ORDER_DETAIL_PATH],
  async render(request) {
    // mall-api refusing or not answering (another buyer's order): the app draws the page.
    const visitorPart = await regionData(request).catch(() => null);
    if (!visitorPart || !request.visitor) return null;
    const html = renderToMarkup(
      <Routes>
        <Route path={ORDER_LIST_PATH} element={<OrderList />} />
        <Route path={ORDER_DETAIL_PATH} element={<OrderDetail />} />
      </Routes>,
      {
        i18n: texts(request.language),
        mobile: request.mobile,
        location: request.path + request.search,
        frame: request.frame,
        visitor: { ...request.visitor, ...visitorPart },
        region: 'orders',
        timeZone: request.timeZone,
      },
    );
    return { html, visitor: visitorPart };
  },
};

export default renderer;
