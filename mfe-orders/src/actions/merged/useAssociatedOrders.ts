import { useQuery } from '@tanstack/react-query';
import { api, queryKeys, useMarket } from '@mall/shared';
import { orderActionCalls, type Order, type OrderOperation } from '@mall/shared/contract';
import { offers } from '../operations';

/**
 * The orders of the same checkout (trade contract) as `order` that offer the same operation: the
 * ones paid or cancelled together. Only asked for group orders.
 */
export function useAssociatedOrders(order: Order, operation: OrderOperation) {
  return useQuery({
    queryKey: [...queryKeys.orders, 'associated', order.tradeContract.id],
    queryFn: ({ signal }) => api.call(orderActionCalls.queryAssociatedOrders, { tradeContractId: order.tradeContract.id, site: useMarket.getState().site }, { signal }),
    enabled: order.isInGroup,
    staleTime: 0,
    select: (orders) => orders.filter((other) => other.id === order.id || offers(other, operation)),
  });
}
