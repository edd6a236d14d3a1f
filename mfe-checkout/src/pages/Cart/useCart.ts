import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, queryKeys, useCart as useCartCount, useMarket, useSession } from '@mall/shared';
import { cartCalls } from '@mall/shared/contract';
import type { CartList } from '@mall/shared/contract';

/** The cart page's data: the list, and writes that answer the whole cart again. */
export function useCartList() {
  const country = useMarket((s) => s.country);
  const userId = useSession((s) => s.user?.id ?? null);
  return useQuery({
    queryKey: [...queryKeys.cart, 'list', userId, country],
    queryFn: () => api.call(cartCalls.cartList, { country }),
  });
}

export function useCartWrite<I>(write: (input: I, country: string) => Promise<CartList>) {
  const queryClient = useQueryClient();
  const country = useMarket((s) => s.country);
  const userId = useSession((s) => s.user?.id ?? null);
  return useMutation({
    mutationFn: (input: I) => write(input, country),
    onSuccess: (cart) => {
      queryClient.setQueryData([...queryKeys.cart, 'list', userId, country], cart);
      useCartCount.getState().setCount(cart.count);
      void queryClient.invalidateQueries({ queryKey: queryKeys.cartCount });
    },
  });
}

export const updateLine = (input: { id: number; skuQty?: number; isSelected?: boolean; insured?: boolean }, country: string) =>
  api.call(cartCalls.updateCartLine, { ...input, country });
export const removeLines = (ids: number[], country: string) => api.call(cartCalls.removeCartLines, { ids, country });
