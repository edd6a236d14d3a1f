import { lazy } from 'react';
import type { RemoteRoutesModule } from '@mall/shared';
import { NAMESPACE } from './namespace';

export { NAMESPACE };

/** checkout's screens, by the names the route table uses; each its own chunk. */
export const screens: RemoteRoutesModule['screens'] = {
  Cart: lazy(() => import('./pages/Cart/Cart').then((m) => ({ default: m.Cart }))),
  Checkout: lazy(() => import('./pages/Checkout/Checkout').then((m) => ({ default: m.Checkout }))),
  PrePay: lazy(() => import('./pages/PrePay/PrePay').then((m) => ({ default: m.PrePay }))),
  PayResult: lazy(() => import('./pages/PayResult/PayResult').then((m) => ({ default: m.PayResult }))),
  Product: lazy(() => import('./pages/Product/ProductPage').then((m) => ({ default: m.ProductPage }))),
  Winnings: lazy(() => import('./pages/Winnings/Winnings').then((m) => ({ default: m.Winnings }))),
  SavedCards: lazy(() => import('./pages/SavedCards/SavedCards').then((m) => ({ default: m.SavedCards }))),
};
