import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { PageLoader, paths, useSession, type Access } from '@mall/shared';

/**
 * Buyer pages ask a logged-out visitor (or a guest, for buyer-only pages) to log in and come back;
 * `session` pages also admit a guest (tourist) session.
 */
export function RequireAccess({ access, children }: { access: Access; children: ReactNode }) {
  const loginState = useSession((s) => s.loginState);
  const location = useLocation();
  if (access === 'public') return <>{children}</>;
  if (loginState === 'unknown') return <PageLoader />;
  const admitted = access === 'session' ? loginState === 'buyer' || loginState === 'tourist' : loginState === 'buyer';
  if (!admitted) return <Navigate to={paths.login(location.pathname + location.search)} replace />;
  return <>{children}</>;
}
