import { createContext, useContext, useSyncExternalStore } from 'react';
import type { RemoteBundle } from '@mall/shared';

/**
 * What the server put in a remote's region (issue 29): the markup the remote's renderer drew (one
 * string per screen, or per card for a fragment grid), the contained notice (the remote was away),
 * or the app's loader (its renderer failed or was too slow: the browser draws it).
 */
export type ServedRegion = { kind: 'markup'; html?: string[] } | { kind: 'unavailable' } | { kind: 'browser' };
export type ServedRegions = Partial<Record<RemoteBundle, ServedRegion>>;

/** On the server, every region of the page; in the browser, the regions of the page the server drew (read while hydrating only). */
export const ServedRegionsContext = createContext<ServedRegions | null>(null);

const never = () => () => {};

/**
 * True on the server and during the browser's hydrating render, false afterwards and for every
 * render the app makes on its own (React's server snapshot is read exactly while hydrating). After
 * hydration React renders again with false: what depends on it adapts then.
 */
export function useIsHydrating(): boolean {
  return useSyncExternalStore(never, () => false, () => true);
}

/** What the server put in this bundle's region, while hydrating (the first render must draw the same); undefined otherwise. */
export function useServedRegion(bundle: RemoteBundle): ServedRegion | undefined {
  const regions = useContext(ServedRegionsContext);
  const hydrating = useIsHydrating();
  return hydrating && regions ? (regions[bundle] ?? { kind: 'browser' }) : undefined;
}
