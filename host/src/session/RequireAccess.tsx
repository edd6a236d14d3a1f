import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { PageLoader, paths, useSession, type Access, type LoginState } from '@mall/shared';

/** Whether a page of this access admits the visitor (the host's server asks it too, before drawing a page). */
export const admits = (access: Access, loginState: LoginState): boolean =>
  access === 'public' || (access === 'session' ? loginState === 'buyer' || loginState === 'tourist' : loginState === 'buyer');

/**
 * Buyer pages ask a logged-out visitor (or a guest, for buyer-only pages) to log in and come back;
 * `session` pages also admit a guest (tourist) session.
 */
export function RequireAccess({ access, children }: { access: Access; children: ReactNode }) {
  const loginState = useSession((s) => s.loginState);
  const location = useLocation();
  if (access === 'public') return <>{children}</>;
  if (loginState === 'unknown') return <PageLoader />;
  if (!admits(access, loginState)) return <Navigate to={paths.login(location.pathname + location.search)} replace />;
  return <>{children}</>;
}
