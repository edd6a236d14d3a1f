import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, useMarket, useSession } from '@mall/shared';
import { pointsCalls } from '@mall/shared/contract';
import { membershipKey } from './useMembership';

/** The ledger page size on the points page. */
export const LEDGER_PAGE_SIZE = 10;

const usePointsKey = (part: string, ...rest: unknown[]) => [...membershipKey, part, useSession((s) => s.user?.id ?? null), ...rest];

export function useLedger(pageNo: number) {
  const key = usePointsKey('ledger', pageNo);
  return useQuery({ queryKey: key, queryFn: ({ signal }) => api.call(pointsCalls.pageLedger, { site: useMarket.getState().site, pageNo, pageSize: LEDGER_PAGE_SIZE }, { signal }) });
}

export function useTasks() {
  const key = usePointsKey('tasks');
  return useQuery({ queryKey: key, queryFn: ({ signal }) => api.call(pointsCalls.findCustomerCompletionList, { site: useMarket.getState().site }, { signal }) });
}

export function useSignInLog() {
  const key = usePointsKey('sign-in-log');
  return useQuery({ queryKey: key, queryFn: ({ signal }) => api.call(pointsCalls.findSignInLog, { site: useMarket.getState().site }, { signal }) });
}

/** Daily sign-in; afterwards every points number on the page is read again. */
export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.call(pointsCalls.signIn, { site: useMarket.getState().site }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: membershipKey }),
  });
}
