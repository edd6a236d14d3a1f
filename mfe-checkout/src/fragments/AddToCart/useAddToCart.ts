import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, CART_UPDATED_EVENT, queryKeys, useCart, useSession } from '@mall/shared';
import { authCalls, cartCalls, type NewCartLine } from '@mall/shared/contract';

/**
 * Adds lines to the cart. A visitor with no session gets a guest (tourist) session first, as a
 * real shop lets anyone fill a cart before logging in.
 */
export function useAddToCart() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (lines: NewCartLine[]) => {
      if (useSession.getState().user === null) {
        const tourist = await api.call(authCalls.touristSession, {});
        queryClient.setQueryData(queryKeys.session, tourist);
        useSession.getState().setUser(tourist);
      }
      return api.call(cartCalls.batchCreateCartLines, lines);
    },
    onSuccess: async (result) => {
      useCart.getState().setCount(result.count);
      window.dispatchEvent(new CustomEvent(CART_UPDATED_EVENT, { detail: { count: result.count } }));
      await queryClient.invalidateQueries({ queryKey: queryKeys.cart });
    },
  });
}
