import { lazy } from 'react';
import type { RemoteRoutesModule } from '@mall/shared';
import { NAMESPACE } from './namespace';

export { NAMESPACE };

/** reviews' screens, by the names the route table uses; each its own chunk. */
export const screens: RemoteRoutesModule['screens'] = {
  ReviewList: lazy(() => import('./pages/ReviewList/ReviewList').then((m) => ({ default: m.ReviewList }))),
};
