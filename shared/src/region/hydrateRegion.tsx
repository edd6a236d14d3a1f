import { startTransition, useEffect, type ComponentType, type ErrorInfo, type ReactNode } from 'react';
import type { hydrateRoot as HydrateRoot, Root } from 'react-dom/client';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { Route, Router, Routes, type Location, type NavigationType, type Navigator } from 'react-router-dom';
import { ServerMediaContext } from '@mall/shared/runtime';
import { MOBILE_QUERY } from '../ui/useMediaQuery';
import { regionIdentifierPrefix } from './identifierPrefix';

/** What the host's tree passes on to a region's own root, again on each change (a navigation). */
export interface RegionView {
  location: Location;
  navigationType: NavigationType;
  /** The host's router: a link in the region navigates the one app. */
  navigator: Navigator;
  queryClient: QueryClient;
  /** The viewport the server guessed (the region's hydrating render makes the same guess). */
  mobile: boolean;
}

export interface RegionHydration extends RegionView {
  bundle: string;
  /** The route's path (ROUTES), matched in the region as the remote's renderer matched it. */
  path: string;
  Screen: ComponentType;
  /** The region's markup is React's: its controls answer now. */
  onHydrated: () => void;
  /** Rendering failed with nothing in the region to catch it: the host shows the remote's notice. */
  onFailed: (error: unknown) => void;
  onRecoverableError: (error: unknown, info: ErrorInfo) => void;
  /**
   * The host's own `hydrateRoot`: one renderer on the page. A second copy of react-dom (react-dom/client
   * is not a shared singleton) would keep its own context values and load some 60 KB more.
   */
  hydrateRoot: typeof HydrateRoot;
}

export interface HydratedRegion {
  update(view: RegionView): void;
  unmount(): void;
}

export type HydrateRegion = (container: Element, hydration: RegionHydration) => HydratedRegion;

function Hydrated({ onHydrated, children }: { onHydrated: () => void; children: ReactNode }) {
  // Runs once the region's first (hydrating) render is committed.
  useEffect(() => onHydrated(), []); // eslint-disable-line react-hooks/exhaustive-deps
  return children;
}

/**
 * Hydrates a remote's server-drawn region in a root of its own, built by the remote with its own copy
 * of @mall/shared (issue 29). `useId` counts from a root's top: the remote's renderer drew the region
 * as a root, so a root here gives the same ids, where the host's tree would give others (React keeps
 * the server's attributes, and an element mounted later would name ids nothing carries). The
 * providers add no element and fork nothing, so the tree is the renderer's (`renderToMarkup`).
 */
export const hydrateRegion: HydrateRegion = (container, { bundle, path, Screen, onHydrated, onFailed, onRecoverableError, hydrateRoot, ...first }) => {
  const tree = (view: RegionView) => (
    <QueryClientProvider client={view.queryClient}>
      <ServerMediaContext.Provider value={(query) => query === MOBILE_QUERY && view.mobile}>
        <Router location={view.location} navigationType={view.navigationType} navigator={view.navigator}>
          <Hydrated onHydrated={onHydrated}>
            <Routes>
              <Route path={path} element={<Screen />} />
            </Routes>
          </Hydrated>
        </Router>
      </ServerMediaContext.Provider>
    </QueryClientProvider>
  );
  let root: Root | undefined;
  // In transitions: a screen that suspends keeps what is shown rather than blanking the region.
  startTransition(() => {
    root = hydrateRoot(container, tree(first), { identifierPrefix: regionIdentifierPrefix(bundle), onRecoverableError, onUncaughtError: onFailed });
  });
  return {
    update: (view) => startTransition(() => root?.render(tree(view))),
    unmount: () => root?.unmount(),
  };
};
