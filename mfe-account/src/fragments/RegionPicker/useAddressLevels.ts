import { useQuery } from '@tanstack/react-query';
import { api } from '@mall/shared';
import { regionCalls, type District } from '@mall/shared/contract';

/** One level of a market's district tree (spec: mdDistrictBO/page), under its parent's code (none for the first level). */
const listLevel = async (region: string, districtLevel: number, parentDistrict: string | null, districtName = '') =>
  (
    await api.call(regionCalls.pageDistricts, {
      pageSize: regionCalls.REGION_PAGE_SIZE,
      pageNum: regionCalls.REGION_PAGE_NUM,
      districtLevel,
      region,
      parentDistrict,
      ...(districtName ? { districtName } : {}),
    })
  ).data;

/** One address level of a market, by parent (none for the first level); `keyword` narrows it on the server. */
export function useAddressLevels(region: string, level: number, parentCode: string | null, keyword: string, enabled = true) {
  return useQuery({
    queryKey: ['address-levels', region, level, parentCode, keyword],
    queryFn: () => listLevel(region, level, parentCode, keyword),
    enabled,
    // While a search within the level refines, its last list stays (no flicker). Never across levels:
    // the province list left on screen while the cities loaded took a second click as a city.
    placeholderData: (previous, previousQuery) =>
      previousQuery?.queryKey[2] === level && previousQuery.queryKey[3] === parentCode ? previous : undefined,
    staleTime: 5 * 60_000,
  });
}

/**
 * A value handed in by code (e.g. a saved address's districtList) lacks what the picker shows of
 * each level (its id, whether it goes deeper): walk down the tree once to find them, keeping the
 * codes it still knows.
 */
export function useLevelsOfCodes(region: string, codes: string[], enabled: boolean) {
  return useQuery({
    queryKey: ['address-levels', region, 'by-codes', codes],
    queryFn: async () => {
      const found: District[] = [];
      for (const [i, code] of codes.entries()) {
        const level = (await listLevel(region, i + 1, found[i - 1]?.districtCode ?? null)).find((entry) => entry.districtCode === code);
        if (!level) break;
        found.push(level);
      }
      return found;
    },
    enabled,
    staleTime: Infinity,
  });
}
