import { lazy } from 'react';
import type { RemoteRoutesModule } from '@mall/shared';
import { NAMESPACE } from './namespace';

export { NAMESPACE };

/** aftersales' screens, by the names the route table uses; each its own chunk. */
export const screens: RemoteRoutesModule['screens'] = {
  AfterSalesList: lazy(() => import('./pages/AfterSalesList/AfterSalesList').then((m) => ({ default: m.AfterSalesList }))),
  AfterSalesDetail: lazy(() => import('./pages/AfterSalesDetail/AfterSalesDetail').then((m) => ({ default: m.AfterSalesDetail }))),
  AfterSalesApply: lazy(() => import('./pages/AfterSalesApply/AfterSalesApply').then((m) => ({ default: m.AfterSalesApply }))),
  SendBackItems: lazy(() => import('./pages/SendBackItems/SendBackItems').then((m) => ({ default: m.SendBackItems }))),
  ReverseLogistics: lazy(() => import('./pages/ReverseLogistics/ReverseLogistics').then((m) => ({ default: m.ReverseLogistics }))),
};
