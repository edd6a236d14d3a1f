import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { currentUser } from './contract/auth';
import { api, firstScreenQueryKeys, useSession } from '@mall/shared/runtime';

/** Asks the server who is logged in and puts the answer in the session store (host and standalone remotes). */
export function useSessionSync() {
  const setUser = useSession((s) => s.setUser);
  const session = useQuery({ queryKey: firstScreenQueryKeys.session(), queryFn: () => api.call(currentUser, {}) });
  useEffect(() => {
    if (session.isSuccess) setUser(session.data);
    // An unreachable API leaves the visitor logged out rather than stuck on a spinner.
    if (session.isError) setUser(null);
  }, [session.isSuccess, session.isError, session.data, setUser]);
  return session;
}
