import { lazy } from 'react';
import type { RemoteRoutesModule } from '@mall/shared';
import { NAMESPACE } from './namespace';

export { NAMESPACE };

/** orders' screens, by the names the route table uses; each its own chunk. */
export const screens: RemoteRoutesModule['screens'] = {
  OrderList: lazy(() => import('./pages/OrderList/OrderList').then((m) => ({ default: m.OrderList }))),
};
