import { createApiClient, type VisitorData } from '@mall/shared';
import { orderCalls, type SiteConfig } from '@mall/shared/contract';
import { pageOrdersRequest, readOrderListSearch, tradeTypeOf } from '../pages/OrderList/orderListSearch';

type ApiClient = ReturnType<typeof createApiClient>;
/** The visitor's cookie and forwarded address, sent with each of the visitor's own calls. */
type CallInit = { headers: Record<string, string> };

/** The order list the URL asks for, and the tabs' counts, as the screen would ask (phones: its first scrolled page). */
export async function orderListFor(api: ApiClient, init: CallInit, search: URLSearchParams, scrolled: boolean, site: SiteConfig | null): Promise<VisitorData['orderList']> {
  const read = readOrderListSearch(search);
  const points = site?.pointsEnabled ?? false;
  const request = pageOrdersRequest(scrolled ? { ...read, pageNo: 1 } : read, points);
  const tradeType = tradeTypeOf(read.from, points) ?? null;
  const [page, counts] = await Promise.all([
    api.call(orderCalls.pageOrders, request, init),
    api.call(orderCalls.orderStatusCounts, tradeType ? { tradeType } : {}, init),
  ]);
  return { request, scrolled, page, tradeType, counts };
}

/** The order an order's page names, if it is the visitor's (another's answers NOT_FOUND: left out). */
export async function orderDetailFor(api: ApiClient, init: CallInit, id: number): Promise<VisitorData['orderDetail']> {
  if (!Number.isInteger(id) || id <= 0) return undefined;
  const detail = await api.call(orderCalls.orderDetail, { id }, { headers: { ...orderCalls.orderDetailHeaders, ...init.headers } });
  return { id, detail };
}
