import { preloadable, type RemoteRoutesModule } from '@mall/shared';
import { NAMESPACE } from './namespace';

export { NAMESPACE };
// Its renderer draws regions on the server: they hydrate in a root of their own, built with this bundle's shared (issue 29).
export { hydrateRegion } from '@mall/shared/region';

/** orders' screens, by the names the route table uses; each its own chunk, loaded ahead of hydration for a page the server drew (issue 29). */
export const screens: RemoteRoutesModule['screens'] = {
  OrderList: preloadable(() => import('./pages/OrderList/OrderList').then((m) => m.OrderList)),
  OrderDetail: preloadable(() => import('./pages/OrderDetail/OrderDetail').then((m) => m.OrderDetail)),
  ConfirmSuccess: preloadable(() => import('./pages/ConfirmSuccess/ConfirmSuccess').then((m) => m.ConfirmSuccess)),
  MyCoupons: preloadable(() => import('./pages/MyCoupons/MyCoupons').then((m) => m.MyCoupons)),
  BuyerHome: preloadable(() => import('./pages/BuyerHome/BuyerHome').then((m) => m.BuyerHome)),
};
