import { useQuery } from '@tanstack/react-query';
import { api, queryKeys, useSession } from '@mall/shared';
import { orderCalls } from '@mall/shared/contract';

/** The detail query's key: under `orders`, so any order action's refresh reaches it too. */
export const orderDetailKey = (owner: number | null, id: number) => [...queryKeys.orders, 'detail', owner, id] as const;

/** One order of the buyer (or guest); another buyer's id answers NOT_FOUND. */
export function useOrderDetail(id: number) {
  const owner = useSession((s) => s.user?.id ?? null);
  return useQuery({
    queryKey: orderDetailKey(owner, id),
    queryFn: ({ signal }) => api.call(orderCalls.orderDetail, { id }, { signal }),
    enabled: Number.isInteger(id) && id > 0,
  });
}
