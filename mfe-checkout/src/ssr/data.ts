import { createApiClient, type VisitorData } from '@mall/shared';
import { addressCalls, cartCalls, checkoutCalls, itemCalls, paymentCalls, type ItemDetail, type Listing, type SiteConfig } from '@mall/shared/contract';
import type { Answer } from '@mall/shared/ssr';
import type { CatalogueSource } from '../pages/Catalogue/catalogueSources';
import type { ListingState } from '../pages/Catalogue/catalogueUrl';
import { cataloguePagesKey, firstPageShown, nextPage } from '../pages/Catalogue/useCataloguePages';
import { cartShipTo } from '../pages/Cart/useCartPayments';
import { firstShippingAddress, payChannelLookupCountry } from '../pages/Checkout/useCheckout';

type ApiClient = ReturnType<typeof createApiClient>;
/** The visitor's cookie and forwarded address, sent with each of the visitor's own calls. */
type CallInit = { headers: Record<string, string> };
type Cached = <T>(key: string, call: () => Promise<T>) => Promise<Answer<T>>;

/** A product's detail in the page's language, the call its page makes (public: kept for every visitor a while). */
export function productFor(api: ApiClient, cached: Cached, urlKey: string, language: string): Promise<Answer<ItemDetail>> {
  return cached(`item:${language}:${urlKey}`, () => api.call(itemCalls.itemDetailByUrlKey, { urlKey }, { headers: { 'accept-language': language } }));
}

/**
 * A listing's or a search's pages as its screen first shows them (issue 32): the URL's page, or on a
 * phone (continuous) the pages up to it, ending where the results end as the screen's query does;
 * under the screen's own query key. Public: asked in the visitor's language without their cookie,
 * each page kept a while for every visitor.
 */
export async function cataloguePagesFor<T extends Listing>(
  api: ApiClient,
  cached: Cached,
  { source, state, continuous, language }: { source: CatalogueSource<T>; state: ListingState; continuous: boolean; language: string },
) {
  const key = cataloguePagesKey(source.key, language, state, continuous);
  const first = firstPageShown(state.page, continuous);
  const numbers = Array.from({ length: state.page - first + 1 }, (_, index) => first + index);
  const init = { headers: { 'accept-language': language } };
  const answers = await Promise.all(numbers.map((page) => cached(`catalogue:${JSON.stringify(key)}:${page}`, () => source.fetchPage(api, state, page, init))));
  const last = answers.findIndex((answer) => nextPage(answer.data) === undefined);
  const shown = last === -1 ? answers : answers.slice(0, last + 1);
  return {
    answeredAt: Math.min(...shown.map((answer) => answer.at)),
    catalogue: { key, pages: shown.map((answer) => answer.data), pageParams: numbers.slice(0, shown.length) },
  };
}

/**
 * The cart page's list for the market's country (the site's settings), when it holds lines (an empty
 * cart is the app's to draw), with what its summary shows (issue 31), asked beside the list, never
 * after it: a buyer's shipping addresses and the pay channels of the market's lookup country. Either
 * failing or slow, the cart is still drawn without it (the app then asks, as before).
 */
export async function cartFor(api: ApiClient, init: CallInit, site: SiteConfig | null, hasSession: boolean): Promise<VisitorData['cart']> {
  if (!site) return undefined;
  const country = site.defaultCountry;
  // Where the summary looks channels up unless the address ships to a lookup-by-shipping country (PT, IE).
  const countryCode = paymentCalls.channelLookupCountry(country);
  const [list, shippingAddresses, channels] = await Promise.all([
    api.call(cartCalls.cartList, { country }, init),
    hasSession ? api.call(addressCalls.listShippingAddresses, {}, init).catch(() => undefined) : undefined,
    api.call(paymentCalls.payChannel, { countryCode, environment: 'PC', excludeCountry: true, site: site.site }, init).catch(() => undefined),
  ]);
  if (list.cartGroupList.length === 0) return undefined;
  // The summary asks for the channels once it knows where the goods go (a guest: the market).
  const shipTo = cartShipTo(firstShippingAddress(shippingAddresses?.data), country);
  const settled = !hasSession || shippingAddresses !== undefined;
  const payChannels = channels && settled && paymentCalls.channelLookupCountry(country, shipTo.country) === countryCode ? { countryCode, site: site.site, answer: channels } : undefined;
  return { country, list, ...(shippingAddresses ? { shippingAddresses } : {}), ...(payChannels ? { payChannels } : {}) };
}

/**
 * Checkout as it first renders: the saved shipping addresses, the preview for the one checkout starts
 * with, and that preview's pay channels (the market's country and site are the site's settings;
 * without them, or when they fail, the app asks for the channels itself).
 */
export async function checkoutFor(api: ApiClient, init: CallInit, site: SiteConfig | null): Promise<VisitorData['checkout']> {
  const shippingAddresses = await api.call(addressCalls.listShippingAddresses, {}, init);
  const chosen = firstShippingAddress(shippingAddresses.data);
  const source = chosen ? { shippingAddressId: chosen.id } : {};
  const render = await api.call(checkoutCalls.renderTradeContract, source, init);
  if (!site) return { source, render, shippingAddresses };
  const countryCode = payChannelLookupCountry(render, site.defaultCountry);
  const answer = await api
    .call(paymentCalls.payChannel, { countryCode, environment: 'PC', excludeCountry: true, site: site.site }, init)
    .catch(() => undefined);
  return { source, render, shippingAddresses, ...(answer ? { payChannels: { countryCode, site: site.site, answer } } : {}) };
}
