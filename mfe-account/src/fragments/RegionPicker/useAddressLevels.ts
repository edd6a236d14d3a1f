import { useQuery } from '@tanstack/react-query';
import { api } from '@mall/shared';
import { addressCalls, type AddressLevel } from '@mall/shared/contract';

const listLevel = async (regionId: number, level: number, parentId: number | null, keyword = '') =>
  (await api.call(addressCalls.listAddressLevels, { regionId, level, parentId, keyword })).data;

/** One address level of a market, by parent (none for the first level); `keyword` narrows it on the server. */
export function useAddressLevels(regionId: number, level: number, parentId: number | null, keyword: string, enabled = true) {
  return useQuery({
    queryKey: ['address-levels', regionId, level, parentId, keyword],
    queryFn: () => listLevel(regionId, level, parentId, keyword),
    enabled,
    // While a search within the level refines, its last list stays (no flicker). Never across levels:
    // the province list left on screen while the cities loaded took a second click as a city.
    placeholderData: (previous, previousQuery) =>
      previousQuery?.queryKey[2] === level && previousQuery.queryKey[3] === parentId ? previous : undefined,
    staleTime: 5 * 60_000,
  });
}

/**
 * A value handed in by code (e.g. a saved address's districtList) lacks the ids the next level is
 * asked by: walk down the tree once to find them.
 */
export function useLevelsOfCodes(regionId: number, codes: string[], enabled: boolean) {
  return useQuery({
    queryKey: ['address-levels', regionId, 'by-codes', codes],
    queryFn: async () => {
      const found: AddressLevel[] = [];
      for (const [i, code] of codes.entries()) {
        const level = (await listLevel(regionId, i + 1, found[i - 1]?.id ?? null)).find((entry) => entry.code === code);
        if (!level) break;
        found.push(level);
      }
      return found;
    },
    enabled,
    staleTime: Infinity,
  });
}
