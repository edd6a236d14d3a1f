import { useQuery } from '@tanstack/react-query';
import { api, queryKeys, useSession } from '@mall/shared';
import { orderCalls, type OrderDetail } from '@mall/shared/contract';

/**
 * The one query of an order's detail: the detail page and the actions that need detail fields
 * (invoice, pay balance) share its key, so one fetch serves them all. The call carries the
 * application-key header the contract asks for.
 */
export const orderDetailQuery = (owner: number | null, id: number) => ({
  queryKey: queryKeys.orderDetail(owner, id),
  queryFn: ({ signal }: { signal: AbortSignal }) =>
    api.call(orderCalls.orderDetail, { id }, { signal, headers: { ...orderCalls.orderDetailHeaders } }),
  enabled: Number.isInteger(id) && id > 0,
});

/** One order of the buyer (or guest); another buyer's id answers NOT_FOUND. */
export function useOrderDetail(id: number, options: { initialData?: OrderDetail } = {}) {
  const owner = useSession((s) => s.user?.id ?? null);
  return useQuery({ ...orderDetailQuery(owner, id), ...options });
}
