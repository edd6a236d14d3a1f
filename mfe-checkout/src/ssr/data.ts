import { createApiClient, type VisitorData } from '@mall/shared';
import { addressCalls, cartCalls, checkoutCalls, itemCalls, paymentCalls, type ItemDetail, type SiteConfig } from '@mall/shared/contract';
import type { Answer } from '@mall/shared/ssr';
import { firstShippingAddress, payChannelLookupCountry } from '../pages/Checkout/useCheckout';

type ApiClient = ReturnType<typeof createApiClient>;
/** The visitor's cookie and forwarded address, sent with each of the visitor's own calls. */
type CallInit = { headers: Record<string, string> };
type Cached = <T>(key: string, call: () => Promise<T>) => Promise<Answer<T>>;

/** A product's detail in the page's language, the call its page makes (public: kept for every visitor a while). */
export function productFor(api: ApiClient, cached: Cached, urlKey: string, language: string): Promise<Answer<ItemDetail>> {
  return cached(`item:${language}:${urlKey}`, () => api.call(itemCalls.itemDetailByUrlKey, { urlKey }, { headers: { 'accept-language': language } }));
}

/** The cart page's list for the market's country (the site's settings), when it holds lines: an empty cart is the app's to draw. */
export async function cartFor(api: ApiClient, init: CallInit, site: SiteConfig | null): Promise<VisitorData['cart']> {
  if (!site) return undefined;
  const list = await api.call(cartCalls.cartList, { country: site.defaultCountry }, init);
  return list.cartGroupList.length > 0 ? { country: site.defaultCountry, list } : undefined;
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
