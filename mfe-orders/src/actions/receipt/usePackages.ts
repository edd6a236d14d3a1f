import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api, queryKeys } from '@mall/shared';
import { orderActionCalls, type FulfilmentPackage, type Order } from '@mall/shared/contract';

/**
 * The order's fulfilment packages with their lines and logistics (confirm, postpone and tracking use
 * them). mall-api words the tracking events in the buyer's language: keyed by it, a switch asks again.
 */
export function usePackages(order: Order) {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: [...queryKeys.orders, 'packages', order.id, i18n.language],
    queryFn: ({ signal }) => api.call(orderActionCalls.listPackages, { id: order.id, tradeType: order.tradeType }, { signal }),
    staleTime: 0,
  });
}

/** The packages that offer `operation` now (the server lists it per package, as per order). */
export const packagesOffering = (packages: readonly FulfilmentPackage[], operation: 'confirm' | 'buyerPostponeConfirmDeadline') =>
  packages.filter((pkg) => pkg.operationList.some((entry) => entry.operation === operation));
