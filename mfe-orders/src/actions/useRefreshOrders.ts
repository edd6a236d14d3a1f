import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '@mall/shared';

/** After an operation: every orders query (list, counts, detail) is refetched, then the caller hears of it. */
export function useRefreshOrders(onChanged?: () => void) {
  const queryClient = useQueryClient();
  return useCallback(async () => {
    await queryClient.invalidateQueries({ queryKey: queryKeys.orders });
    onChanged?.();
  }, [queryClient, onChanged]);
}
