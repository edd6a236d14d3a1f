import { useQuery } from '@tanstack/react-query';
import { api } from '@mall/shared';
import { afterSalesCalls } from '@mall/shared/contract';

/** The carrier list changes rarely: kept for the session. */
export function useCarriers() {
  return useQuery({
    queryKey: ['aftersales', 'carriers'],
    queryFn: ({ signal }) => api.call(afterSalesCalls.listCarriers, {}, { signal }),
    staleTime: Infinity,
  });
}
