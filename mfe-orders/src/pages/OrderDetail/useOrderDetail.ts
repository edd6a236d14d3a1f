import { useQuery } from '@tanstack/react-query';
import { api, queryKeys, useSession } from '@mall/shared';
import { orderCalls, type OrderDetail } from '@mall/shared/contract';

/**
 * One order's detail, for its owner: under queryKeys.orders, so every order action's refresh (and any
 * bundle invalidating the orders) reaches it. Built here, not in the shared singleton: a remote runs
 * against the host's copy of @mall/shared, which may predate a key added there.
 */
export const orderDetailKey = (owner: number | null, id: number) => [...queryKeys.orders, 'detail', owner, id] as const;

/**
 * The one query of an order's detail: the detail page and the actions that need detail fields
 * (invoice, pay balance) share its key, so one fetch serves them all. The call carries the
 * application-key header the contract asks for.
 */
export const orderDetailQuery = (owner: number | null, id: number) => ({
  queryKey: orderDetailKey(owner, id),
  queryFn: ({ signal }: { signal: AbortSignal }) =>
    api.call(orderCalls.orderDetail, { id }, { signal, headers: { ...orderCalls.orderDetailHeaders } }),
  enabled: Number.isInteger(id) && id > 0,
});

/** One order of the buyer (or guest); another buyer's id answers NOT_FOUND. */
export function useOrderDetail(id: number, options: { initialData?: OrderDetail } = {}) {
  const owner = useSession((s) => s.user?.id ?? null);
  return useQuery({ ...orderDetailQuery(owner, id), ...options });
}
