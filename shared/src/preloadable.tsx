import { use, type ComponentType } from 'react';

/** A promise marked with its outcome as it settles: the fields React's `use` reads to render a settled one at once. */
export type TrackedPromise<T> = Promise<T>;
type Marks<T> = { status?: 'pending' | 'fulfilled' | 'rejected'; value?: T; reason?: unknown };

/** Marks a promise with its outcome as it settles, so `use` renders its value without suspending. */
export function tracked<T>(promise: Promise<T>): TrackedPromise<T> {
  const marked = promise as Promise<T> & Marks<T>;
  marked.status ??= 'pending';
  promise.then(
    (value) => Object.assign(marked, { status: 'fulfilled', value }),
    (reason: unknown) => Object.assign(marked, { status: 'rejected', reason }),
  );
  return marked;
}

/** A tracked promise's outcome, once it has settled. */
export function outcome<T>(promise: TrackedPromise<T> | undefined): { status: 'fulfilled'; value: T } | { status: 'rejected'; reason: unknown } | undefined {
  const marks = promise as (Promise<T> & Marks<T>) | undefined;
  if (marks?.status === 'fulfilled') return { status: 'fulfilled', value: marks.value as T };
  if (marks?.status === 'rejected') return { status: 'rejected', reason: marks.reason };
  return undefined;
}

export type PreloadableComponent<P extends object> = ComponentType<P> & { preload(): Promise<unknown> };

/**
 * A screen in a chunk of its own, like React.lazy, that can be loaded ahead (issue 29): a page the
 * server drew is hydrated only once its screen is loaded, and then renders it in the same pass
 * (React.lazy would suspend once even when its chunk is there). A failed load is tried again.
 */
export function preloadable<P extends object>(load: () => Promise<ComponentType<P>>): PreloadableComponent<P> {
  let loading: TrackedPromise<ComponentType<P>> | undefined;
  const preload = () => {
    if (!loading) {
      const attempt = tracked(load());
      loading = attempt;
      attempt.catch(() => {
        if (loading === attempt) loading = undefined;
      });
    }
    return loading;
  };
  function Preloaded(props: P) {
    const Screen = use(preload());
    return <Screen {...props} />;
  }
  return Object.assign(Preloaded, { preload });
}

/** Loads a screen ahead if it can be (a preloadable one); resolves either way. */
export const preloadScreen = (screen: unknown): Promise<unknown> =>
  typeof (screen as Partial<PreloadableComponent<object>> | undefined)?.preload === 'function'
    ? (screen as PreloadableComponent<object>).preload().catch(() => undefined)
    : Promise.resolve();
