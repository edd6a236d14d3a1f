/** A zustand store as the server render sees it: React reads its initial state there. */
interface ServerReadStore<S extends object> {
  getInitialState(): S;
}

export interface StoreState<S extends object = object> {
  store: ServerReadStore<S>;
  state: Partial<S>;
}

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
