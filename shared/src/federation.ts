import type { ComponentType } from 'react';
import type { HydrateRegion } from './region/hydrateRegion';

/** What every remote's exposed `./routes` module provides: its screens by name (see ROUTES). */
export interface RemoteRoutesModule {
  /** Each a preloadable (issue 29): the host loads the screen of a page the server drew before hydrating it. */
  screens: Record<string, ComponentType>;
  /** The remote's texts' namespace (or namespaces: its screens' texts), loaded with the screen before hydration. */
  NAMESPACE?: string | readonly string[];
  /** A remote whose renderer draws regions on the server hydrates them in a root of its own (issue 29). */
  hydrateRegion?: HydrateRegion;
}

/**
 * What the host's federation plugin hands back instead of a module when a remote cannot be loaded
 * after its retries: the host renders a contained fallback with a retry button.
 */
export interface UnavailableRemote {
  readonly unavailable: true;
  readonly id: string;
  readonly reason: string;
}

export function isUnavailableRemote(module: unknown): module is UnavailableRemote {
  return typeof module === 'object' && module !== null && (module as { unavailable?: unknown }).unavailable === true;
}
