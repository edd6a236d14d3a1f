import type { IncomingMessage } from 'node:http';
import { createApiClient, type VisitorData } from '@mall/shared';
import { authCalls, cartCalls, merchantCalls, SESSION_COOKIE } from '@mall/shared/contract';
import { forwardedHeaders } from '../apiProxy';
import { cookieValue } from '../cookies';
import { FIRST_SCREEN_TIMEOUT_MS } from './index';

/**
 * The visitor's data for the page the server sends (issue 16): who is logged in and the cart's
 * count, asked of mall-api with the visitor's own cookie, as the app would ask once started. The
 * data a remote's screen needs (the order list, an order, the cart, checkout) is that remote's
 * renderer's to fetch (issue 29). A request without mall-api's session cookie is nobody's (a buyer's
 * and a guest's cart are a session; the language cookie alone is a visitor who never logged in nor
 * added to a cart): logged out, an empty cart, and nothing to ask. A page waits at most
 * `timeoutMs`; slower, down or off the contract, and the page comes without it (null): the app then
 * asks for itself. Never throws; nothing is kept, since every answer is one visitor's.
 */
export function createVisitorReader({
  apiBase,
  product,
  timeoutMs = FIRST_SCREEN_TIMEOUT_MS,
  fetch: fetchImpl,
}: {
  apiBase: string;
  product: string;
  timeoutMs?: number;
  fetch?: typeof fetch;
}) {
  const api = createApiClient({ baseUrl: apiBase, product, timeoutMs, readRetries: 0, ...(fetchImpl ? { fetch: fetchImpl } : {}) });
  return async function visitorData(req: IncomingMessage): Promise<VisitorData | null> {
    const cookie = [req.headers.cookie ?? []].flat().join('; ');
    if (!cookieValue(cookie, SESSION_COOKIE)) return { answeredAt: Date.now(), user: null, cartCount: 0 };
    // The client's address as the proxy would pass it (mall-api's rate limits count the visitor, not this server).
    const init = { headers: { cookie, ...forwardedHeaders(req) } };
    try {
      // The merchant entry a bonus: without it the app asks itself (the bar then grows once it answers).
      const [user, cart, merchantEntry] = await Promise.all([
        api.call(authCalls.currentUser, {}, init),
        api.call(cartCalls.cartCount, {}, init),
        api.call(merchantCalls.merchantEntry, {}, init).catch(() => undefined),
      ]);
      const buyer = user !== null && !user.isTourist;
      return { answeredAt: Date.now(), user, cartCount: cart.count, ...(buyer && merchantEntry ? { merchantEntry } : {}) };
    } catch {
      return null;
    }
  };
}
