import { create } from 'zustand';

interface CartState {
  /** Units in the cart, as the top bar shows them. */
  count: number;
  /** How many times the count was set: a count asked for before a later change must not undo it. */
  version: number;
  setCount(count: number): void;
}

export const useCart = create<CartState>()((set) => ({
  count: 0,
  version: 0,
  setCount: (count) => set((state) => ({ count, version: state.version + 1 })),
}));

/** Event other bundles may listen to; named team:event as the Tractor Store does. */
export const CART_UPDATED_EVENT = 'checkout:cart-updated';
