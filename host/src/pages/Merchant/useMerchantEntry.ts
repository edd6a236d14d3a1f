import { useQuery } from '@tanstack/react-query';
import { api, merchantCalls, queryKeys, useSession } from '@mall/shared';

export function useMerchantEntry() {
  const userId = useSession((s) => s.user?.id ?? null);
  return useQuery({ queryKey: [...queryKeys.merchantEntry, userId], queryFn: () => api.call(merchantCalls.merchantEntry, {}) });
}
