import { useQuery, useQueryClient } from '@tanstack/react-query';
import { api, queryKeys, useSession } from '@mall/shared';
import { authCalls, type User } from '@mall/shared/contract';

/** The who-am-I call, under the key the shell already fills: no second request inside the host. */
export function useCurrentUser() {
  return useQuery({ queryKey: queryKeys.session, queryFn: () => api.call(authCalls.currentUser, {}) });
}

/** After a call answered the changed user: the shell (top bar, greeting) and every screen see it at once. */
export function useStoreUser() {
  const queryClient = useQueryClient();
  return (user: User) => {
    queryClient.setQueryData(queryKeys.session, user);
    useSession.getState().setUser(user);
  };
}
