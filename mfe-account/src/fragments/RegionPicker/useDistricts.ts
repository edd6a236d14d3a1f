import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@mall/shared';
import { regionCalls } from '@mall/shared/contract';

/**
 * One address level of a market, by parent (spec: the address-level service is called by parent and
 * level): the first level has no parent. `search` filters by name or alias on the server.
 */
export function useDistricts(region: string | undefined, level: number, parentDistrict: string | null, search: string, enabled = true) {
  return useQuery({
    queryKey: ['districts', region, level, parentDistrict, search],
    queryFn: async () => {
      const page = await api.call(regionCalls.pageDistricts, {
        pageSize: regionCalls.REGION_PAGE_SIZE,
        pageNum: regionCalls.REGION_PAGE_NUM,
        districtLevel: level,
        region: region!,
        parentDistrict,
        ...(search ? { districtName: search } : {}),
      });
      return page.data;
    },
    enabled: enabled && Boolean(region),
    placeholderData: keepPreviousData,
    staleTime: 5 * 60_000,
  });
}
