import { useQuery } from '@tanstack/react-query';
import { api, useMarket } from '@mall/shared';
import { regionCalls, type Region } from '@mall/shared/contract';

/** Spec §9: region id 5 comes first in the country list, the rest by name (the server sorts too; this keeps a cached or foreign list right). */
export function sortRegions(regions: Region[]): Region[] {
  return [...regions].sort(
    (a, b) => Number(b.id === regionCalls.FIRST_REGION_ID) - Number(a.id === regionCalls.FIRST_REGION_ID) || a.regionName.localeCompare(b.regionName),
  );
}

/** The enabled markets (countries), fetched whole once per session. */
export function useRegions() {
  return useQuery({
    queryKey: ['regions', 'ENABLED'],
    queryFn: async () => {
      const page = await api.call(regionCalls.pageRegions, {
        pageSize: regionCalls.REGION_PAGE_SIZE,
        pageNum: regionCalls.REGION_PAGE_NUM,
        regionStatus: 'ENABLED',
        site: useMarket.getState().site,
        regionName: '',
      });
      return sortRegions(page.data);
    },
    staleTime: Infinity,
  });
}
