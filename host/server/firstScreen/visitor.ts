import type { IncomingMessage } from 'node:http';
import { matchPath } from 'react-router-dom';
import { createApiClient, type VisitorData } from '@mall/shared';
import { addressCalls, authCalls, cartCalls, checkoutCalls, orderCalls, paymentCalls, type SiteConfig } from '@mall/shared/contract';
// Checkout's own choices: the address it starts with and the country it looks pay channels up for.
import { firstShippingAddress, payChannelLookupCountry } from '../../../mfe-checkout/src/pages/Checkout/useCheckout';
// Orders' own reading of the URL: the request is the one its screen makes (the query's key).
import { pageOrdersRequest, readOrderListSearch, tradeTypeOf } from '../../../mfe-orders/src/pages/OrderList/orderListSearch';
import { forwardedHeaders } from '../apiProxy';
import { FIRST_SCREEN_TIMEOUT_MS, guessesPhone } from './index';
import { CART_PATH, CHECKOUT_PATH, ORDER_DETAIL_PATH, ORDER_LIST_PATH } from './routes';

type CallInit = { headers: Record<string, string> };
type ApiClient = ReturnType<typeof createApiClient>;

/** The order list the URL asks for, and the tabs' counts, as the screen would ask (phones: its first scrolled page). */
async function orderListFor(api: ApiClient, init: CallInit, url: URL, scrolled: boolean, site: SiteConfig | null): Promise<VisitorData['orderList']> {
  const search = readOrderListSearch(url.searchParams);
  const points = site?.pointsEnabled ?? false;
  const request = pageOrdersRequest(scrolled ? { ...search, pageNo: 1 } : search, points);
  const tradeType = tradeTypeOf(search.from, points) ?? null;
  const [page, counts] = await Promise.all([
    api.call(orderCalls.pageOrders, request, init),
    api.call(orderCalls.orderStatusCounts, tradeType ? { tradeType } : {}, init),
  ]);
  return { request, scrolled, page, tradeType, counts };
}

/** The order an order's page names, if it is the visitor's (another's answers NOT_FOUND: left out). */
async function orderDetailFor(api: ApiClient, init: CallInit, id: number): Promise<VisitorData['orderDetail']> {
  if (!Number.isInteger(id) || id <= 0) return undefined;
  const detail = await api.call(orderCalls.orderDetail, { id }, { headers: { ...orderCalls.orderDetailHeaders, ...init.headers } });
  return { id, detail };
}

/** The cart page's list for the market's country (the site's settings), when it holds lines: an empty cart is the app's to draw. */
async function cartFor(api: ApiClient, init: CallInit, site: Promise<SiteConfig | null>): Promise<VisitorData['cart']> {
  const config = await site.catch(() => null);
  if (!config) return undefined;
  const list = await api.call(cartCalls.cartList, { country: config.defaultCountry }, init);
  return list.cartGroupList.length > 0 ? { country: config.defaultCountry, list } : undefined;
}

/**
 * Checkout as it first renders: the saved shipping addresses, the preview for the one checkout starts
 * with (checkout's own choice), and that preview's pay channels (the market's country and site are
 * the site's settings; without them the app asks for the channels itself).
 */
async function checkoutFor(api: ApiClient, init: CallInit, site: Promise<SiteConfig | null>): Promise<VisitorData['checkout']> {
  const shippingAddresses = await api.call(addressCalls.listShippingAddresses, {}, init);
  const chosen = firstShippingAddress(shippingAddresses.data);
  const source = chosen ? { shippingAddressId: chosen.id } : {};
  const render = await api.call(checkoutCalls.renderTradeContract, source, init);
  const config = await site.catch(() => null);
  if (!config) return { source, render, shippingAddresses };
  const countryCode = payChannelLookupCountry(render, config.defaultCountry);
  const answer = await api
    .call(paymentCalls.payChannel, { countryCode, environment: 'PC', excludeCountry: true, site: config.site }, init)
    .catch(() => undefined);
  return { source, render, shippingAddresses, ...(answer ? { payChannels: { countryCode, site: config.site, answer } } : {}) };
}

/**
 * The visitor's data for the page the server sends (issue 16): who is logged in and the cart's
 * count, asked of mall-api with the visitor's own cookie, as the app would ask once started, and on
 * the buyer's order list the list itself, on an order's page that order, on the cart page the cart, on checkout its first preview. A request without any cookie is nobody's (mall-api's
 * session and a guest's cart are a cookie): logged out, an empty cart, and nothing to ask. A page
 * waits at most `timeoutMs`; slower, down or off the contract, and the page comes without it (null;
 * without the list when only the list failed): the app then asks for itself. Never throws; nothing
 * is kept, since every answer is one visitor's.
 */
export function createVisitorReader({
  apiBase,
  product,
  site = () => Promise.resolve(null),
  timeoutMs = FIRST_SCREEN_TIMEOUT_MS,
  fetch: fetchImpl,
}: {
  apiBase: string;
  product: string;
  /** The site's settings (whether the points mall's orders have their own tab), if known. */
  site?: () => Promise<SiteConfig | null>;
  timeoutMs?: number;
  fetch?: typeof fetch;
}) {
  const api = createApiClient({ baseUrl: apiBase, product, timeoutMs, readRetries: 0, ...(fetchImpl ? { fetch: fetchImpl } : {}) });
  return async function visitorData(req: IncomingMessage): Promise<VisitorData | null> {
    const cookie = [req.headers.cookie ?? []].flat().join('; ');
    if (!cookie) return { answeredAt: Date.now(), user: null, cartCount: 0 };
    // The client's address as the proxy would pass it (mall-api's rate limits count the visitor, not this server).
    const init = { headers: { cookie, ...forwardedHeaders(req) } };
    const url = new URL(req.url ?? '/', 'http://host');
    const scrolled = guessesPhone([req.headers['user-agent'] ?? []].flat().join(' '));
    // Asked beside the session (not after it): a visitor who is not a buyer gets a refusal, left out.
    const orderList = matchPath(ORDER_LIST_PATH, url.pathname)
      ? site().then((config) => orderListFor(api, init, url, scrolled, config)).catch(() => undefined)
      : Promise.resolve(undefined);
    const detailId = matchPath(ORDER_DETAIL_PATH, url.pathname)?.params.id;
    const orderDetail = detailId === undefined ? Promise.resolve(undefined) : orderDetailFor(api, init, Number(detailId)).catch(() => undefined);
    // Checkout as it first renders (paying a pre-sale balance, ?tradeContractId, is left to the app); an empty cart is refused: none.
    const checkout =
      matchPath(CHECKOUT_PATH, url.pathname) && !url.searchParams.has('tradeContractId') ? checkoutFor(api, init, site()).catch(() => undefined) : Promise.resolve(undefined);
    // A guest's cart is a cookie too: the cart page is anyone's who has one.
    const cartPage = matchPath(CART_PATH, url.pathname) ? cartFor(api, init, site()).catch(() => undefined) : Promise.resolve(undefined);
    try {
      const [user, cart, list, detail, checkoutData, cartData] = await Promise.all([
        api.call(authCalls.currentUser, {}, init),
        api.call(cartCalls.cartCount, {}, init),
        orderList,
        orderDetail,
        checkout,
        cartPage,
      ]);
      return {
        answeredAt: Date.now(),
        user,
        cartCount: cart.count,
        // The order list is a buyer's page; an order's detail is a buyer's or a guest's.
        ...(list && user && !user.isTourist ? { orderList: list } : {}),
        ...(detail && user ? { orderDetail: detail } : {}),
        ...(checkoutData && user ? { checkout: checkoutData } : {}),
        ...(cartData ? { cart: cartData } : {}),
      };
    } catch {
      return null;
    }
  };
}
