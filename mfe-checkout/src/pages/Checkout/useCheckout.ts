import { useQuery } from '@tanstack/react-query';
import { api, useSession } from '@mall/shared';
import { addressCalls, checkoutCalls, paymentCalls } from '@mall/shared/contract';

/** What a render (and the submit after it) is about. */
export interface ContractSource {
  tradeContractId?: number;
  shippingAddressId?: number;
  billingAddressId?: number;
}

const definedOnly = (source: ContractSource) =>
  Object.fromEntries(Object.entries(source).filter(([, value]) => value !== undefined)) as ContractSource;

/** The checkout preview; kept on screen while a changed address re-renders it. */
export function useRenderContract(source: ContractSource) {
  const userId = useSession((s) => s.user?.id ?? null);
  return useQuery({
    queryKey: ['checkout', 'render', userId, definedOnly(source)],
    queryFn: () => api.call(checkoutCalls.renderTradeContract, definedOnly(source)),
    placeholderData: (previous) => previous,
    staleTime: 0,
  });
}

export function useAddressList(kind: 'shipping' | 'billing', enabled: boolean) {
  const userId = useSession((s) => s.user?.id ?? null);
  return useQuery({
    queryKey: ['checkout', 'addresses', kind, userId],
    queryFn: () => api.call(kind === 'shipping' ? addressCalls.listShippingAddresses : addressCalls.listBillingAddresses, {}),
    enabled,
  });
}

/** The market's channels, looked up by the contract's country (the shipping region: PT and IE look up by it). */
export function usePayChannels(countryCode: string | undefined, site: string) {
  return useQuery({
    queryKey: ['checkout', 'pay-channels', countryCode, site],
    queryFn: () => api.call(paymentCalls.payChannel, { countryCode: countryCode!, environment: 'PC', excludeCountry: true, site }),
    enabled: countryCode !== undefined,
  });
}
