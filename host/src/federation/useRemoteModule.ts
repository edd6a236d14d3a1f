import { useCallback, useEffect, useState } from 'react';
import { isUnavailableRemote, outcome, tracked, type RemoteBundle, type TrackedPromise, type UnavailableRemote } from '@mall/shared';
import { forgetRemote, loadRemoteModule } from './remotes';

export type RemoteModuleState<T> =
  | { status: 'loading' }
  | { status: 'ready'; module: T }
  | { status: 'unavailable'; failure: UnavailableRemote };

const cache = new Map<string, TrackedPromise<unknown>>();

/** Whether a load has settled as a failure (loadRemoteModule never rejects; a rejection counts too). */
const failed = (pending: TrackedPromise<unknown>): boolean => {
  const answer = outcome(pending);
  return answer?.status === 'rejected' || (answer?.status === 'fulfilled' && isUnavailableRemote(answer.value));
};

/**
 * Cached per expose; `fresh` forgets a failed remote first. A failure is kept as the latest answer
 * (what a hydrating page renders with) but never reused: the next load tries again. Also the
 * fragment loader other bundles use.
 */
export function load<T>(bundle: RemoteBundle, expose: string, fresh: boolean): TrackedPromise<T | UnavailableRemote> {
  const key = `${bundle}:${expose}`;
  if (fresh) forgetRemote(bundle);
  let pending = cache.get(key) as TrackedPromise<T | UnavailableRemote> | undefined;
  if (!pending || fresh || failed(pending)) {
    pending = tracked(loadRemoteModule<T>(bundle, expose));
    cache.set(key, pending);
  }
  return pending;
}

/** The module's latest load (a failure included, which a render shows as is), or a new one: what a region suspends on. */
export function readRemoteModule<T>(bundle: RemoteBundle, expose: string): TrackedPromise<T | UnavailableRemote> {
  return (cache.get(`${bundle}:${expose}`) as TrackedPromise<T | UnavailableRemote> | undefined) ?? load<T>(bundle, expose, false);
}

/** A region shown anew asks again for a module whose latest load failed. */
export function renewFailedRemoteModule(bundle: RemoteBundle, expose: string): void {
  const latest = cache.get(`${bundle}:${expose}`);
  if (latest && failed(latest)) void load(bundle, expose, false);
}

/** Warms a remote module (e.g. on hover) without rendering it. */
export function preloadRemoteModule(bundle: RemoteBundle, expose: string): void {
  void load(bundle, expose, false);
}

/** The module's latest answer, if it has settled (issue 29: a preloaded module renders in the first pass). */
export function settled<T>(bundle: RemoteBundle, expose: string): RemoteModuleState<T> | undefined {
  const answer = outcome(cache.get(`${bundle}:${expose}`) as TrackedPromise<T | UnavailableRemote> | undefined);
  if (answer?.status !== 'fulfilled') return undefined;
  const module = answer.value;
  return isUnavailableRemote(module) ? { status: 'unavailable', failure: module } : { status: 'ready', module };
}

export function useRemoteModule<T>(bundle: RemoteBundle, expose: string): RemoteModuleState<T> & { retry(): void } {
  const [state, setState] = useState<RemoteModuleState<T>>(() => settled<T>(bundle, expose) ?? { status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let live = true;
    // Loaded already (before hydration): nothing to ask; a failure is asked again.
    const known = attempt === 0 ? settled<T>(bundle, expose) : undefined;
    if (known?.status === 'ready') {
      setState(known);
      return;
    }
    if (!known) setState({ status: 'loading' });
    void load<T>(bundle, expose, attempt > 0).then((module) => {
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
