import type { StoreState } from '../firstScreen';

export type { StoreState };

/**
 * Runs a synchronous server render with stores showing one visitor's state. On the server React
 * reads a zustand store through its server snapshot, which is the store's initial state, never its
 * current one; renderToString is synchronous, so the initial state can be this visitor's for exactly
 * that call, and is put back right after (no other render can run in between).
 */
export function withStoreState<T>(stores: readonly StoreState[], render: () => T): T {
  const saved = stores.map(({ store }) => ({ ...store.getInitialState() }));
  try {
    for (const { store, state } of stores) Object.assign(store.getInitialState(), state);
    return render();
  } finally {
    stores.forEach(({ store }, index) => Object.assign(store.getInitialState(), saved[index]));
  }
}
