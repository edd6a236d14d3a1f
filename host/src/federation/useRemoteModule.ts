import { useCallback, useEffect, useState } from 'react';
import { isUnavailableRemote, type RemoteBundle, type UnavailableRemote } from '@mall/shared';
import { forgetRemote, loadRemoteModule } from './remotes';

export type RemoteModuleState<T> =
  | { status: 'loading' }
  | { status: 'ready'; module: T }
  | { status: 'unavailable'; failure: UnavailableRemote };

const cache = new Map<string, Promise<unknown>>();

/** Cached per expose; `fresh` forgets a failed remote first. Also the fragment loader other bundles use. */
export function load<T>(bundle: RemoteBundle, expose: string, fresh: boolean): Promise<T | UnavailableRemote> {
  const key = `${bundle}:${expose}`;
  if (fresh) {
    cache.delete(key);
    forgetRemote(bundle);
  }
  let pending = cache.get(key) as Promise<T | UnavailableRemote> | undefined;
  if (!pending) {
    pending = loadRemoteModule<T>(bundle, expose);
    cache.set(key, pending);
    // A failure is not cached: the next mount (or a retry) tries again.
    void pending.then((module) => isUnavailableRemote(module) && cache.delete(key));
  }
  return pending;
}

/** Warms a remote module (e.g. on hover) without rendering it. */
export function preloadRemoteModule(bundle: RemoteBundle, expose: string): void {
  void load(bundle, expose, false);
}

export function useRemoteModule<T>(bundle: RemoteBundle, expose: string): RemoteModuleState<T> & { retry(): void } {
  const [state, setState] = useState<RemoteModuleState<T>>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let live = true;
    setState({ status: 'loading' });
    load<T>(bundle, expose, attempt > 0).then((module) => {
      if (!live) return;
      setState(isUnavailableRemote(module) ? { status: 'unavailable', failure: module } : { status: 'ready', module });
    });
    return () => {
      live = false;
    };
  }, [bundle, expose, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { ...state, retry };
}
