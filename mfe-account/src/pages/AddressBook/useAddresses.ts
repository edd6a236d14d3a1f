import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, type AddressKind } from '@mall/shared';
import { addressCalls } from '@mall/shared/contract';
import { addressKeys } from '../../fragments/AddressModal/addressForm';

const LIST_CALLS = { shipping: addressCalls.listShippingAddresses, billing: addressCalls.listBillingAddresses } as const;

/** The buyer's addresses of one kind, default first (the server's order). */
export function useAddresses(kind: AddressKind) {
  return useQuery({
    queryKey: addressKeys.list(kind),
    queryFn: async () => (await api.call(LIST_CALLS[kind], {})).data,
  });
}

/** Makes an address the default of its kind; every address view refreshes after it. */
export function useMakeDefault() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.call(addressCalls.setDefaultAddress, { id }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: addressKeys.all }),
  });
}
