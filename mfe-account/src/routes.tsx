import { lazy } from 'react';
import type { RemoteRoutesModule } from '@mall/shared';
import { NAMESPACE } from './namespace';

export { NAMESPACE };

/** account's screens, by the names the route table uses; each its own chunk. */
export const screens: RemoteRoutesModule['screens'] = {
  Profile: lazy(() => import('./pages/Profile/Profile').then((m) => ({ default: m.Profile }))),
  Membership: lazy(() => import('./pages/Membership/Membership').then((m) => ({ default: m.Membership }))),
  Security: lazy(() => import('./pages/Security/Security').then((m) => ({ default: m.Security }))),
  AccountClosing: lazy(() => import('./pages/AccountClosing/AccountClosing').then((m) => ({ default: m.AccountClosing }))),
  CancellationSuccess: lazy(() => import('./pages/CancellationSuccess/CancellationSuccess').then((m) => ({ default: m.CancellationSuccess }))),
  ClosingNotice: lazy(() => import('./pages/ClosingNotice/ClosingNotice').then((m) => ({ default: m.ClosingNotice }))),
  SignupSuccess: lazy(() => import('./pages/SignupSuccess/SignupSuccess').then((m) => ({ default: m.SignupSuccess }))),
  AddressBook: lazy(() => import('./pages/AddressBook/AddressBook').then((m) => ({ default: m.AddressBook }))),
};
