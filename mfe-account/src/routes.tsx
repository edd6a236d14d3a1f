import { lazy } from 'react';
import type { RemoteRoutesModule } from '@mall/shared';
import { NAMESPACE } from './namespace';

export { NAMESPACE };

/** account's screens, by the names the route table uses; each its own chunk. */
export const screens: RemoteRoutesModule['screens'] = {
  Profile: lazy(() => import('./pages/Profile/Profile').then((m) => ({ default: m.Profile }))),
  Membership: lazy(() => import('./pages/Membership/Membership').then((m) => ({ default: m.Membership }))),
  AddressBook: lazy(() => import('./pages/AddressBook/AddressBook').then((m) => ({ default: m.AddressBook }))),
};
