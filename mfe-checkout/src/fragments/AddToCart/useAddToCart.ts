import { useEffect } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CART_UPDATED_EVENT, queryKeys, useCart } from '@mall/shared';
import type { NewCartLine } from '@mall/shared/contract';

let calls: Promise<typeof import('./addLines')> | undefined;

/** Loads an add's calls once; a failed load is asked for again on the next add. */
export function loadAddToCartCalls(): Promise<typeof import('./addLines')> {
  calls ??= import('./addLines').catch((error: unknown) => {
    calls = undefined;
    throw error;
  });
  return calls;
}

/**
 * Adds lines to the cart (addLines.ts). `callsOnMount: false` leaves loading the calls to the first
 * add or to the caller (the product card starts it as a pointer or focus reaches its button).
 */
export function useAddToCart({ callsOnMount = true }: { callsOnMount?: boolean } = {}) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (callsOnMount) void loadAddToCartCalls().catch(() => undefined);
  }, [callsOnMount]);
  return useMutation({
    mutationFn: async (lines: NewCartLine[]) => (await loadAddToCartCalls()).addLines(queryClient, lines),
    onSuccess: async (result) => {
      useCart.getState().setCount(result.count);
      window.dispatchEvent(new CustomEvent(CART_UPDATED_EVENT, { detail: { count: result.count } }));
      await queryClient.invalidateQueries({ queryKey: queryKeys.cart });
    },
  });
}
