import { create } from 'zustand';

interface CartState {
  /** Units in the cart, as the top bar shows them. */
  count: number;
  setCount(count: number): void;
}

export const useCart = create<CartState>()((set) => ({
  count: 0,
  setCount: (count) => set({ count }),
}));

/** Event other bundles may listen to; named team:event as the Tractor Store does. */
export const CART_UPDATED_EVENT = 'checkout:cart-updated';
