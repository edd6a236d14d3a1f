import { useQuery } from '@tanstack/react-query';
import { api, useSession } from '@mall/shared';
import { customerCalls } from '@mall/shared/contract';

/** Query key root of the membership data; a review or a completed profile (points, growth) refreshes it. */
export const membershipKey = ['membership'] as const;

/** Spec maximum of the levels page; a mall has a handful of levels. */
const LEVELS_PAGE_SIZE = 100;

/** The query of the buyer's level, points and growth (queryCustomerFlow), per logged-in owner. */
export const customerMembershipQuery = (owner: number | null) => ({
  queryKey: [...membershipKey, 'customer', owner],
  queryFn: ({ signal }: { signal: AbortSignal }) => api.call(customerCalls.queryCustomer, {}, { signal }),
});

/** The buyer's level, points and growth. */
export function useCustomerMembership() {
  const owner = useSession((s) => s.user?.id ?? null);
  return useQuery(customerMembershipQuery(owner));
}

/** The level ladder, lowest first. */
export function useMembershipLevels() {
  return useQuery({
    queryKey: [...membershipKey, 'levels'],
    queryFn: ({ signal }) => api.call(customerCalls.pageLevels, { page: { no: 1, size: LEVELS_PAGE_SIZE } }, { signal }),
    select: (page) => [...page.data].sort((a, b) => a.growthThreshold - b.growthThreshold),
    staleTime: 10 * 60_000,
  });
}
