import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api, useSession } from '@mall/shared';
import { customerCalls } from '@mall/shared/contract';

/** Query key root of the membership data; a review or a completed profile (points, growth) refreshes it. */
export const membershipKey = ['membership'] as const;

/** The root of the queries whose answers mall-api words in the buyer's language: a language switch asks again. */
export function useMembershipKey() {
  const { i18n } = useTranslation();
  return [...membershipKey, i18n.language] as const;
}

/** Spec maximum of the levels page; a mall has a handful of levels. */
const LEVELS_PAGE_SIZE = 100;

/** The query of the buyer's level, points and growth (queryCustomerFlow), per logged-in owner. */
export const customerMembershipQuery = (owner: number | null, language: string) => ({
  queryKey: [...membershipKey, language, 'customer', owner],
  queryFn: ({ signal }: { signal: AbortSignal }) => api.call(customerCalls.queryCustomer, {}, { signal }),
});

/** The buyer's level, points and growth. */
export function useCustomerMembership() {
  const owner = useSession((s) => s.user?.id ?? null);
  const { i18n } = useTranslation();
  return useQuery(customerMembershipQuery(owner, i18n.language));
}

/** The level ladder, lowest first. */
export function useMembershipLevels() {
  return useQuery({
    queryKey: [...useMembershipKey(), 'levels'],
    queryFn: ({ signal }) => api.call(customerCalls.pageLevels, { page: { no: 1, size: LEVELS_PAGE_SIZE } }, { signal }),
    select: (page) => [...page.data].sort((a, b) => a.growthThreshold - b.growthThreshold),
    staleTime: 10 * 60_000,
  });
}
