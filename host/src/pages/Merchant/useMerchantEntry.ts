import { useQuery } from '@tanstack/react-query';
import { api, queryKeys, useSession } from '@mall/shared';
import { merchantCalls } from '@mall/shared/contract';

export function useMerchantEntry() {
  const userId = useSession((s) => s.user?.id ?? null);
  return useQuery({ queryKey: [...queryKeys.merchantEntry, userId], queryFn: () => api.call(merchantCalls.merchantEntry, {}) });
}
