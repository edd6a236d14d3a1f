import { lazy } from 'react';
import type { RemoteRoutesModule } from '@mall/shared';
import { NAMESPACE } from './namespace';

export { NAMESPACE };

/** orders' screens, by the names the route table uses; each its own chunk. */
export const screens: RemoteRoutesModule['screens'] = {
  OrderList: lazy(() => import('./pages/OrderList/OrderList').then((m) => ({ default: m.OrderList }))),
  OrderDetail: lazy(() => import('./pages/OrderDetail/OrderDetail').then((m) => ({ default: m.OrderDetail }))),
  ConfirmSuccess: lazy(() => import('./pages/ConfirmSuccess/ConfirmSuccess').then((m) => ({ default: m.ConfirmSuccess }))),
  MyCoupons: lazy(() => import('./pages/MyCoupons/MyCoupons').then((m) => ({ default: m.MyCoupons }))),
  BuyerHome: lazy(() => import('./pages/BuyerHome/BuyerHome').then((m) => ({ default: m.BuyerHome }))),
};
