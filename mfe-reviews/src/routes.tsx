import { lazy } from 'react';
import type { RemoteRoutesModule } from '@mall/shared';
import { NAMESPACE } from './namespace';

export { NAMESPACE };

/** reviews' screens, by the names the route table uses; each its own chunk. */
export const screens: RemoteRoutesModule['screens'] = {
  ReviewList: lazy(() => import('./pages/ReviewList/ReviewList').then((m) => ({ default: m.ReviewList }))),
  ReviewForm: lazy(() => import('./pages/ReviewForm/ReviewForm').then((m) => ({ default: m.ReviewForm }))),
  ReviewDetail: lazy(() => import('./pages/ReviewDetail/ReviewDetail').then((m) => ({ default: m.ReviewDetail }))),
  ReviewFollowUp: lazy(() => import('./pages/ReviewFollowUp/ReviewFollowUp').then((m) => ({ default: m.ReviewFollowUp }))),
};
