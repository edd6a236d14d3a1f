import { lazy } from 'react';
import type { RemoteRoutesModule } from '@mall/shared';
import { NAMESPACE } from './namespace';

export { NAMESPACE };

/** aftersales' screens, by the names the route table uses; each its own chunk. */
export const screens: RemoteRoutesModule['screens'] = {
  AfterSalesList: lazy(() => import('./pages/AfterSalesList/AfterSalesList').then((m) => ({ default: m.AfterSalesList }))),
};
