import { preloadable, type RemoteRoutesModule } from '@mall/shared';
import { CARD_NAMESPACE, NAMESPACE as BUNDLE_NAMESPACE } from './namespace';

/** The texts its screens draw with: checkout's, and the product card's (the product page's buttons are the card's). */
export const NAMESPACE = [BUNDLE_NAMESPACE, CARD_NAMESPACE] as const;
// Its renderer draws regions on the server: they hydrate in a root of their own, built with this bundle's shared (issue 29).
export { hydrateRegion } from '@mall/shared/region';

/** checkout's screens, by the names the route table uses; each its own chunk, loaded ahead of hydration for a page the server drew (issue 29). */
export const screens: RemoteRoutesModule['screens'] = {
  Cart: preloadable(() => import('./pages/Cart/Cart').then((m) => m.Cart)),
  Checkout: preloadable(() => import('./pages/Checkout/Checkout').then((m) => m.Checkout)),
  PrePay: preloadable(() => import('./pages/PrePay/PrePay').then((m) => m.PrePay)),
  PayResult: preloadable(() => import('./pages/PayResult/PayResult').then((m) => m.PayResult)),
  Product: preloadable(() => import('./pages/Product/ProductPage').then((m) => m.ProductPage)),
  Winnings: preloadable(() => import('./pages/Winnings/Winnings').then((m) => m.Winnings)),
  Listing: preloadable(() => import('./pages/Catalogue/ListingPage').then((m) => m.ListingPage)),
  Search: preloadable(() => import('./pages/Catalogue/SearchPage').then((m) => m.SearchPage)),
  SavedCards: preloadable(() => import('./pages/SavedCards/SavedCards').then((m) => m.SavedCards)),
};
