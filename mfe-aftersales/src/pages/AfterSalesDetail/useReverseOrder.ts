import { useQuery } from '@tanstack/react-query';
import { api } from '@mall/shared';
import { afterSalesCalls } from '@mall/shared/contract';

/** The one query key of an application's detail: actions invalidate it to show the new status. */
export const reverseOrderKey = (id: number) => ['aftersales', 'detail', id] as const;

export function useReverseOrder(id: number) {
  return useQuery({
    queryKey: reverseOrderKey(id),
    queryFn: ({ signal }) => api.call(afterSalesCalls.queryReverseById, { id }, { signal }),
    enabled: Number.isInteger(id) && id > 0,
  });
}
